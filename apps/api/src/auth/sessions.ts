// Refresh-token sessions: one family per login, rotated on every refresh, with reuse detection.
// Each refresh slides the token's expiry (ttlDays), but never past the family's absolute lifetime
// (maxAgeDays from its login, RFC 9700): then the session ends and the vendor logs in again.
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
  maxAgeDays: number;
  graceMs: number;
}

/** When a token issued now expires: ttlDays from now, but not after the family's absolute end. */
function expiryOf(familyStartedAt: Date, now: Date, policy: SessionPolicy): Date {
  return new Date(
    Math.min(now.getTime() + policy.ttlDays * DAY_MS, familyStartedAt.getTime() + policy.maxAgeDays * DAY_MS),
  );
}

export type RefreshOutcome =
  /** A fresh token replaced the presented one: send it as the new cookie (it expires at `expiresAt`). */
  | { kind: 'rotated'; vendorId: string; familyId: string; token: string; expiresAt: Date }
  /** The token was rotated moments ago (parallel polls): new access token, cookie unchanged. */
  | { kind: 'grace'; vendorId: string; familyId: string }
  /**
   * Expired, past the session's absolute lifetime (then the family is ended), revoked, unknown, or
   * replayed after the grace window (then the family is revoked).
   */
  | { kind: 'rejected'; reason: 'unknown' | 'expired' | 'lifetime' | 'revoked' | 'reused' };

/** A new session: the refresh token for the cookie and its family id (the access tokens' `sid`). */
export interface StartedSession {
  token: string;
  familyId: string;
  expiresAt: Date;
}

/** Starts a new family; `db` may be a transaction so the session is created with its vendor. */
export async function startSession(
  db: Db,
  vendorId: string,
  now: Date,
  policy: SessionPolicy,
): Promise<StartedSession> {
  const issued = newRefreshToken();
  const familyId = randomUUID();
  const expiresAt = expiryOf(now, now, policy);
  await insertRefreshToken(db, {
    id: issued.id,
    vendorId,
    familyId,
    tokenHash: issued.tokenHash,
    expiresAt,
    familyStartedAt: now,
    createdAt: now,
  });
  return { token: issued.token, familyId, expiresAt };
}

export async function refreshSession(db: Db, token: string, now: Date, policy: SessionPolicy): Promise<RefreshOutcome> {
  const row = await findRefreshTokenByHash(db, hashToken(token));
  if (!row) return { kind: 'rejected', reason: 'unknown' };
  if (row.revokedAt) return { kind: 'rejected', reason: 'revoked' };
  if (row.familyStartedAt.getTime() + policy.maxAgeDays * DAY_MS <= now.getTime()) {
    // The session has lived as long as it may: it ends, its access tokens with it.
    await revokeFamily(db, row.familyId, now);
    return { kind: 'rejected', reason: 'lifetime' };
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'rejected', reason: 'expired' };

  if (!row.usedAt) {
    const successor = newRefreshToken();
    const expiresAt = expiryOf(row.familyStartedAt, now, policy);
    const rotated = await db.transaction(async (tx) => {
      // Conditional update: of two parallel refreshes only one wins the rotation.
      if (!(await markRefreshTokenUsed(tx as unknown as Db, row.id, successor.id, now))) return false;
      await insertRefreshToken(tx as unknown as Db, {
        id: successor.id,
        vendorId: row.vendorId,
        familyId: row.familyId,
        tokenHash: successor.tokenHash,
        expiresAt,
        familyStartedAt: row.familyStartedAt,
        createdAt: now,
      });
      return true;
    });
    if (rotated) {
      return { kind: 'rotated', vendorId: row.vendorId, familyId: row.familyId, token: successor.token, expiresAt };
    }
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
