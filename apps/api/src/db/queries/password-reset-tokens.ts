import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { passwordResetTokens } from '../schema.ts';

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

/**
 * Stores a new token for the vendor and drops its older unused ones, in one transaction: after
 * this only the newest link works. Used tokens stay as a record of past resets.
 */
export async function replaceResetToken(
  db: Db,
  values: { vendorId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.vendorId, values.vendorId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      vendorId: values.vendorId,
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    });
  });
}

/** The token with this hash if it is unused and unexpired at `now`. */
export async function findUsableResetToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<PasswordResetTokenRow | undefined> {
  const rows = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Marks the token used, atomically: of two resets racing with one link only one gets `true`.
 * Also drops the vendor's other unused tokens (none should exist, but none may stay usable).
 */
export async function consumeResetToken(db: Db, row: PasswordResetTokenRow, now: Date): Promise<boolean> {
  const used = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.id, row.id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  if (used.length !== 1) return false;
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.vendorId, row.vendorId), isNull(passwordResetTokens.usedAt)));
  return true;
}
