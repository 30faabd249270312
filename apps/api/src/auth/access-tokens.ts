// Access tokens: short-lived HS256 JWTs whose `sub` is the vendor id. Signing and checking go
// through @fastify/jwt (its numeric expiresIn is in seconds); the clock is passed in so tests
// can expire a token without sleeping.
import type { JWT } from '@fastify/jwt';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export interface AccessTokens {
  sign(vendorId: string): string;
  /** The vendor id of a valid, unexpired token; undefined for anything else. */
  verify(token: string): string | undefined;
}

export function accessTokens(jwt: JWT, ttlSeconds: number, now: () => number): AccessTokens {
  return {
    sign: (vendorId) => jwt.sign({ sub: vendorId }, { expiresIn: ttlSeconds, clockTimestamp: now() }),
    verify: (token) => {
      try {
        const payload = jwt.verify<{ sub?: unknown }>(token, { clockTimestamp: now(), algorithms: ['HS256'] });
        // A sub that is not a UUID would make PostgreSQL raise on the lookup: refuse it here.
        return isUuid(payload.sub) ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
