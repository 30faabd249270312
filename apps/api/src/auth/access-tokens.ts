// Access tokens: short-lived HS256 JWTs whose `sub` is the vendor id and `sid` the session (the
// refresh-token family of the login that won it), each a UUID written compactly (compactId). bearerAuth refuses a token whose session was
// ended (logout, replay, password change or reset), so ending a session ends its access tokens at
// once, not when they expire. Signing and checking go through @fastify/jwt (its numeric expiresIn
// is in seconds); the clock is passed in so tests can expire a token without sleeping.
//
// A dashboard sends the same token with every 15-second poll for its whole life: checking its
// signature once is enough (what a signature proves about a given token never changes), so the
// claims of tokens already checked are kept, and only their expiry is checked again each time.
import type { JWT } from '@fastify/jwt';
import { LRUCache } from 'lru-cache';

/** Tokens whose signature was checked, kept at most (least recently used dropped first). */
const CHECKED_TOKENS = 20_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A UUID's 16 bytes as base64url: 22 characters instead of 36. */
const COMPACT_ID = /^[A-Za-z0-9_-]{21}[AQgw]$/;

/**
 * The token rides with every request, each 15 s poll included, so its ids travel as 22 characters
 * (the UUID's bytes in base64url) instead of 36: ~37 bytes less on every request.
 */
function compactId(uuid: string): string {
  return Buffer.from(uuid.replaceAll('-', ''), 'hex').toString('base64url');
}

/** The UUID a claim names, compact or (tokens signed before compact ids) as text; undefined otherwise. */
function uuidOf(claim: unknown): string | undefined {
  if (isUuid(claim)) return claim.toLowerCase();
  if (typeof claim !== 'string' || !COMPACT_ID.test(claim)) return undefined;
  const hex = Buffer.from(claim, 'base64url').toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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

interface CheckedToken extends AccessTokenClaims {
  /** `exp`, in whole seconds since the epoch. */
  expiresAt: number;
}

export function accessTokens(jwt: JWT, ttlSeconds: number, now: () => number): AccessTokens {
  const checked = new LRUCache<string, CheckedToken>({ max: CHECKED_TOKENS });

  function check(token: string): CheckedToken | undefined {
    try {
      const payload = jwt.verify<{ sub?: unknown; sid?: unknown; iat?: unknown; exp?: unknown }>(token, {
        clockTimestamp: now(),
        algorithms: ['HS256'],
      });
      // A sub that is not a UUID would make PostgreSQL raise on the lookup: refuse it here.
      // Without an iat the token cannot be held against a password change, nor without a sid
      // against the end of its session: refuse those too (the client refreshes once). Ours
      // always expire.
      const vendorId = uuidOf(payload.sub);
      const sessionId = uuidOf(payload.sid);
      if (!vendorId || !sessionId || typeof payload.iat !== 'number') return undefined;
      if (typeof payload.exp !== 'number') return undefined;
      return { vendorId, sessionId, issuedAt: payload.iat, expiresAt: payload.exp };
    } catch {
      return undefined;
    }
  }

  return {
    sign: (vendorId, sessionId) =>
      jwt.sign(
        { sub: compactId(vendorId), sid: compactId(sessionId) },
        { expiresIn: ttlSeconds, clockTimestamp: now() },
      ),
    verify: (token) => {
      let claims = checked.get(token);
      if (!claims) {
        claims = check(token);
        if (!claims) return undefined;
        checked.set(token, claims);
      }
      // The expiry as fast-jwt judges it: valid up to and including the `exp` second.
      if (now() > claims.expiresAt * 1000) {
        checked.delete(token);
        return undefined;
      }
      return { vendorId: claims.vendorId, sessionId: claims.sessionId, issuedAt: claims.issuedAt };
    },
  };
}
