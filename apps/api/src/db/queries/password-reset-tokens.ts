import type { Db } from '../client.ts';
import { passwordResetTokens } from '../schema.ts';
import { singleUseTokens } from './single-use-tokens.ts';

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** Password reset links: single-use links (only the newest works; used ones stay as a record). */
export const passwordResetLinks = singleUseTokens(passwordResetTokens);

/** Stores a new reset link; the vendor's older unused links stop working. */
export function replaceResetToken(
  db: Db,
  values: { vendorId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  const { now, ...row } = values;
  return passwordResetLinks.replace(db, values.vendorId, (tx) =>
    tx.insert(passwordResetTokens).values({ ...row, createdAt: now }),
  );
}

/**
 * Uses a reset link, atomically: of two resets racing with one link only one gets `true`. Also
 * drops the vendor's other unused links (none should exist, but none may stay usable).
 */
export async function consumeResetToken(db: Db, row: PasswordResetTokenRow, now: Date): Promise<boolean> {
  if (!(await passwordResetLinks.consume(db, row, now))) return false;
  await passwordResetLinks.dropUnused(db, row.vendorId);
  return true;
}
