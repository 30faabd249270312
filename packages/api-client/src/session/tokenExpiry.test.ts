import { describe, expect, it } from 'vitest';
import { expiresWithin } from './tokenExpiry.ts';

const NOW = Date.UTC(2026, 10, 23, 12);
const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenExpiringIn = (seconds: number) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'v', exp: NOW / 1000 + seconds })}.signature`;

describe('expiresWithin', () => {
  it('is false for a token with more time left than the margin', () => {
    expect(expiresWithin(tokenExpiringIn(600), 30_000, NOW)).toBe(false);
  });

  it('is true for a token expiring within the margin, or already expired', () => {
    expect(expiresWithin(tokenExpiringIn(20), 30_000, NOW)).toBe(true);
    expect(expiresWithin(tokenExpiringIn(-5), 30_000, NOW)).toBe(true);
  });

  it('is true for what cannot be read as a token with an expiry', () => {
    expect(expiresWithin('not-a-token', 30_000, NOW)).toBe(true);
    expect(expiresWithin('a.%%%.c', 30_000, NOW)).toBe(true);
    expect(expiresWithin(`x.${base64url({ sub: 'v' })}.y`, 30_000, NOW)).toBe(true);
  });
});
