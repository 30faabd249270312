// Refresh tokens: 32 random bytes given to the browser in an httpOnly cookie, stored only as
// sha256. A stolen database therefore holds nothing that can be replayed.
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const REFRESH_COOKIE = 'sika_refresh';
/** The cookie only travels to the session endpoints (login, refresh, logout live under it). */
export const REFRESH_COOKIE_PATH = '/api/vendor';
/** A token rotated this recently and presented again is a parallel poll, not a theft. */
export const DEFAULT_REFRESH_GRACE_MS = 20_000;

export interface IssuedRefreshToken {
  id: string;
  token: string;
  tokenHash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newRefreshToken(): IssuedRefreshToken {
  const token = randomBytes(32).toString('base64url');
  return { id: randomUUID(), token, tokenHash: hashToken(token) };
}
