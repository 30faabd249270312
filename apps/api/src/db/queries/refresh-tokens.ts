import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { refreshTokens, vendors, type RefreshTokenRow, type VendorRow } from '../schema.ts';

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

/** Ends one session of a vendor (e.g. the one an access token names); another vendor's family is left alone. */
export async function revokeVendorFamily(db: Db, vendorId: string, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(refreshTokens.vendorId, vendorId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)),
    );
}

/** Ends every session of a vendor except (optionally) one family, e.g. after a password change. */
export async function revokeVendorFamilies(db: Db, vendorId: string, now: Date, keepFamilyId?: string): Promise<void> {
  const keep = keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : sql`true`;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.vendorId, vendorId), isNull(refreshTokens.revokedAt), keep));
}

/**
 * The vendor of an access token and whether its session (refresh-token family) is still open: one
 * round trip, the vendor by primary key and an EXISTS over the family index that stops at the
 * first token not revoked. Ending a session revokes every token of its family, so a family with
 * none left unrevoked (or none at all) is over. Undefined when the vendor is gone.
 */
export async function findVendorInSession(
  db: Db,
  vendorId: string,
  familyId: string,
): Promise<{ vendor: VendorRow; sessionOpen: boolean } | undefined> {
  const rows = await db
    .select({
      vendor: vendors,
      sessionOpen: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${familyId} and ${refreshTokens.vendorId} = ${vendorId} and ${refreshTokens.revokedAt} is null)`,
    })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .limit(1);
  const row = rows[0];
  return row && { vendor: row.vendor, sessionOpen: row.sessionOpen === true };
}
