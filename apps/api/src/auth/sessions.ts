// Refresh-token sessions: one family per login, rotated on every refresh, with reuse detection.
// All times come from the caller's clock so tests can step over the grace window and expiry.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeFamily,
} from '../db/queries/refresh-tokens.ts';
import { hashToken, newRefreshToken } from './refresh-tokens.ts';

const DAY_MS = 86_400_000;

export interface SessionPolicy {
  ttlDays: number;
  graceMs: number;
}

export type RefreshOutcome =
  /** A fresh token replaced the presented one: send it as the new cookie. */
  | { kind: 'rotated'; vendorId: string; familyId: string; token: string }
  /** The token was rotated moments ago (parallel polls): new access token, cookie unchanged. */
  | { kind: 'grace'; vendorId: string; familyId: string }
  /** Expired, revoked, unknown, or replayed after the grace window (then the family is revoked). */
  | { kind: 'rejected'; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** A new session: the refresh token for the cookie and its family id (the access tokens' `sid`). */
export interface StartedSession {
  token: string;
  familyId: string;
}

/** Starts a new family; `db` may be a transaction so the session is created with its vendor. */
export async function startSession(db: Db, vendorId: string, now: Date, ttlDays: number): Promise<StartedSession> {
  const issued = newRefreshToken();
  const familyId = randomUUID();
  await insertRefreshToken(db, {
    id: issued.id,
    vendorId,
    familyId,
    tokenHash: issued.tokenHash,
    expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
    createdAt: now,
  });
  return { token: issued.token, familyId };
}

export async function refreshSession(db: Db, token: string, now: Date, policy: SessionPolicy): Promise<RefreshOutcome> {
  const row = await findRefreshTokenByHash(db, hashToken(token));
  if (!row) return { kind: 'rejected', reason: 'unknown' };
  if (row.revokedAt) return { kind: 'rejected', reason: 'revoked' };
  if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'rejected', reason: 'expired' };

  if (!row.usedAt) {
    const successor = newRefreshToken();
    const rotated = await db.transaction(async (tx) => {
      // Conditional update: of two parallel refreshes only one wins the rotation.
      if (!(await markRefreshTokenUsed(tx as unknown as Db, row.id, successor.id, now))) return false;
      await insertRefreshToken(tx as unknown as Db, {
        id: successor.id,
        vendorId: row.vendorId,
        familyId: row.familyId,
        tokenHash: successor.tokenHash,
        expiresAt: new Date(now.getTime() + policy.ttlDays * DAY_MS),
        createdAt: now,
      });
      return true;
    });
    if (rotated) return { kind: 'rotated', vendorId: row.vendorId, familyId: row.familyId, token: successor.token };
    // Lost the race to a parallel refresh: judge it as the replay it now is.
    return refreshSession(db, token, now, policy);
  }

  if (now.getTime() - row.usedAt.getTime() <= policy.graceMs) {
    return { kind: 'grace', vendorId: row.vendorId, familyId: row.familyId };
  }
  // A rotated token came back after the grace window: someone holds a copy. End the family.
  await revokeFamily(db, row.familyId, now);
  return { kind: 'rejected', reason: 'reused' };
}

/** Revokes the family of the presented token, if it is known. Returns the family id. */
export async function endSession(db: Db, token: string, now: Date): Promise<string | undefined> {
  const row = await findRefreshTokenByHash(db, hashToken(token));
  if (!row) return undefined;
  await revokeFamily(db, row.familyId, now);
  return row.familyId;
}

/** The family of a presented, still-valid token (to keep the current session on a password change). */
export async function currentFamily(db: Db, token: string | undefined, vendorId: string): Promise<string | undefined> {
  if (!token) return undefined;
  const row = await findRefreshTokenByHash(db, hashToken(token));
  return row && row.vendorId === vendorId && !row.revokedAt ? row.familyId : undefined;
}
