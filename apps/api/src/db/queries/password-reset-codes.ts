// Password reset codes sent by SMS (docs/product.md, Forgot password): one per login.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { passwordResetCodes } from '../schema.ts';

export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;

/** Stores a new code for the login; any older one stops working (its tries start afresh). */
export async function replaceResetCode(
  db: Db,
  values: { vendorId: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  const { now, ...row } = values;
  await db
    .insert(passwordResetCodes)
    .values({ ...row, tries: 0, createdAt: now })
    .onConflictDoUpdate({
      target: passwordResetCodes.vendorId,
      set: { codeHash: row.codeHash, expiresAt: row.expiresAt, tries: 0, createdAt: now },
    });
}

/**
 * Counts one try of the login's code, atomically, before it is checked: the code as it stood, or
 * undefined when there is none, it has expired or its `most` tries are spent. Of parallel tries only
 * `most` ever get a row.
 */
export async function spendResetCodeTry(
  db: Db,
  vendorId: string,
  now: Date,
  most: number,
): Promise<PasswordResetCodeRow | undefined> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ tries: sql`${passwordResetCodes.tries} + 1` })
    .where(
      and(
        eq(passwordResetCodes.vendorId, vendorId),
        gt(passwordResetCodes.expiresAt, now),
        lt(passwordResetCodes.tries, most),
      ),
    )
    .returning();
  return rows[0];
}

/** Uses the code, atomically: of two resets racing with one code only one gets `true`. */
export async function consumeResetCode(db: Db, vendorId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .delete(passwordResetCodes)
    .where(and(eq(passwordResetCodes.vendorId, vendorId), eq(passwordResetCodes.codeHash, codeHash)))
    .returning({ vendorId: passwordResetCodes.vendorId });
  return rows.length > 0;
}
