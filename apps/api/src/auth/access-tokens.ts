// Access tokens: short-lived HS256 JWTs whose `sub` is the vendor id and `sid` the session (the
// refresh-token family of the login that won it). bearerAuth refuses a token whose session was
// ended (logout, replay, password change or reset), so ending a session ends its access tokens at
// once, not when they expire. Signing and checking go through @fastify/jwt (its numeric expiresIn
// is in seconds); the clock is passed in so tests can expire a token without sleeping.
import type { JWT } from '@fastify/jwt';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export interface AccessTokenClaims {
  vendorId: string;
  /** `sid`: the refresh-token family this token belongs to. */
  sessionId: string;
  /** `iat`: when the token was signed, in whole seconds since the epoch. */
  issuedAt: number;
}

export interface AccessTokens {
  sign(vendorId: string, sessionId: string): string;
  /** The claims of a valid, unexpired token; undefined for anything else. */
  verify(token: string): AccessTokenClaims | undefined;
}

/**
 * True when the token was signed before the vendor's last password change. `iat` holds whole
 * seconds, so the change is rounded down too: a token signed in the same second as the change
 * (e.g. the refresh of the session that made it) stays valid.
 */
export function signedBeforePasswordChange(claims: AccessTokenClaims, passwordChangedAt: Date | null): boolean {
  return passwordChangedAt !== null && claims.issuedAt < Math.floor(passwordChangedAt.getTime() / 1000);
}

export function accessTokens(jwt: JWT, ttlSeconds: number, now: () => number): AccessTokens {
  return {
    sign: (vendorId, sessionId) =>
      jwt.sign({ sub: vendorId, sid: sessionId }, { expiresIn: ttlSeconds, clockTimestamp: now() }),
    verify: (token) => {
      try {
        const payload = jwt.verify<{ sub?: unknown; sid?: unknown; iat?: unknown }>(token, {
          clockTimestamp: now(),
          algorithms: ['HS256'],
        });
        // A sub that is not a UUID would make PostgreSQL raise on the lookup: refuse it here.
        // Without an iat the token cannot be held against a password change, nor without a sid
        // against the end of its session: refuse those too (the client refreshes once).
        if (!isUuid(payload.sub) || !isUuid(payload.sid) || typeof payload.iat !== 'number') return undefined;
        return { vendorId: payload.sub, sessionId: payload.sid, issuedAt: payload.iat };
      } catch {
        return undefined;
      }
    },
  };
}
