import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { emailChangeTokens } from '../schema.ts';
import { singleUseTokens } from './single-use-tokens.ts';

export type EmailChangeTokenRow = typeof emailChangeTokens.$inferSelect;

/**
 * Pending changes of address: single-use links, so asking for another address cancels the first
 * (only the newest link works).
 */
export const emailChangeLinks = singleUseTokens(emailChangeTokens);

/** Stores a pending change of address; the vendor's older unused links stop working. */
export function replaceEmailChangeToken(
  db: Db,
  values: { vendorId: string; newEmail: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  const { now, ...row } = values;
  return emailChangeLinks.replace(db, values.vendorId, (tx) =>
    tx.insert(emailChangeTokens).values({ ...row, createdAt: now }),
  );
}

/** The new address a vendor's change waits to confirm (the newest unused, unexpired link), if any. */
export async function findPendingEmail(db: Db, vendorId: string, now: Date): Promise<string | undefined> {
  const rows = await db
    .select({ newEmail: emailChangeTokens.newEmail })
    .from(emailChangeTokens)
    .where(and(eq(emailChangeTokens.vendorId, vendorId), emailChangeLinks.usable(now)))
    .orderBy(desc(emailChangeTokens.createdAt))
    .limit(1);
  return rows[0]?.newEmail;
}
