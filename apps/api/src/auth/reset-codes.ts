// Password-reset codes for a login that has only a phone number (docs/product.md, Forgot password):
// 6 random digits sent by SMS, stored only as sha256 with the login's id, valid 10 minutes and for
// 5 tries. A million codes and 5 tries give a guesser 1 chance in 200,000 per code sent, and codes
// are sent at most 3 times in 15 minutes per number (http/rate-limits.ts).
import { randomInt } from 'node:crypto';
import { hashToken } from './refresh-tokens.ts';

export const RESET_CODE_TTL_MS = 10 * 60_000;
export const RESET_CODE_TRIES = 5;

/** The stored form of a login's code: the id keeps one login's code from matching another's. */
export function hashResetCode(vendorId: string, code: string): string {
  return hashToken(`${vendorId}.${code}`);
}

export function newResetCode(vendorId: string): { code: string; codeHash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, codeHash: hashResetCode(vendorId, code) };
}
