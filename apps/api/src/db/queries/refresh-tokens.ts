import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { refreshTokens, type RefreshTokenRow } from '../schema.ts';

export type NewRefreshToken = typeof refreshTokens.$inferInsert;

export async function insertRefreshToken(db: Db, values: NewRefreshToken): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshTokenByHash(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

/**
 * Marks a token used, atomically: of two parallel refreshes with the same token only one
 * gets `true` and rotates; the other is then treated as a replay within the grace window.
 */
export async function markRefreshTokenUsed(db: Db, id: string, replacedBy: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now, replacedBy })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a vendor except (optionally) one family, e.g. after a password change. */
export async function revokeVendorFamilies(db: Db, vendorId: string, now: Date, keepFamilyId?: string): Promise<void> {
  const keep = keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : sql`true`;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.vendorId, vendorId), isNull(refreshTokens.revokedAt), keep));
}
