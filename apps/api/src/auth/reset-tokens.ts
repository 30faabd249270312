// Password-reset tokens: 32 random bytes (base64url) mailed as a link, stored only as sha256,
// single use, valid one hour. Only the newest unused token of a vendor works.
import { randomBytes } from 'node:crypto';
import { hashToken } from './refresh-tokens.ts';

export const RESET_TOKEN_TTL_MS = 3_600_000;

/** What newResetToken makes: 43 base64url characters. Anything else cannot be a token. */
const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function isResetTokenShaped(token: string): boolean {
  return RESET_TOKEN.test(token);
}

export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
