import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { emailChangeTokens } from '../schema.ts';

export type EmailChangeTokenRow = typeof emailChangeTokens.$inferSelect;

/**
 * Stores a pending change of address and drops the vendor's older unused ones, in one transaction:
 * only the newest link works (asking for another address cancels the first).
 */
export async function replaceEmailChangeToken(
  db: Db,
  values: { vendorId: string; newEmail: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(emailChangeTokens)
      .where(and(eq(emailChangeTokens.vendorId, values.vendorId), isNull(emailChangeTokens.usedAt)));
    await tx.insert(emailChangeTokens).values({
      vendorId: values.vendorId,
      newEmail: values.newEmail,
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    });
  });
}

/** The pending change with this token hash if it is unused and unexpired at `now`. */
export async function findUsableEmailChangeToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<EmailChangeTokenRow | undefined> {
  const rows = await db
    .select()
    .from(emailChangeTokens)
    .where(
      and(
        eq(emailChangeTokens.tokenHash, tokenHash),
        isNull(emailChangeTokens.usedAt),
        gt(emailChangeTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Marks the token used, atomically: of two clicks racing with one link only one gets `true`. */
export async function consumeEmailChangeToken(db: Db, row: EmailChangeTokenRow, now: Date): Promise<boolean> {
  const used = await db
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(
      and(eq(emailChangeTokens.id, row.id), isNull(emailChangeTokens.usedAt), gt(emailChangeTokens.expiresAt, now)),
    )
    .returning({ id: emailChangeTokens.id });
  return used.length === 1;
}

/** The new address a vendor's change waits to confirm (the newest unused, unexpired link), if any. */
export async function findPendingEmail(db: Db, vendorId: string, now: Date): Promise<string | undefined> {
  const rows = await db
    .select({ newEmail: emailChangeTokens.newEmail })
    .from(emailChangeTokens)
    .where(
      and(
        eq(emailChangeTokens.vendorId, vendorId),
        isNull(emailChangeTokens.usedAt),
        gt(emailChangeTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(emailChangeTokens.createdAt))
    .limit(1);
  return rows[0]?.newEmail;
}
