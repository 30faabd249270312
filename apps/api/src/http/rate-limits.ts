// The api's throttles in one table: what each counts by, how many it allows and over what window.
// Counters live in this process: with several instances the effective limit is per instance.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/security.ts';
import type { Config } from '../config.ts';
import type { Limiter, LimiterName } from '../context.ts';
import { normaliseEmail } from '../db/queries/vendors.ts';
import type { BodyOf } from './contract.ts';
import { HttpError } from './errors.ts';
import { serverMessages } from '@sika/domain';

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/** Overrides of the table (tests use small or generous limits). */
export type RateLimits = Partial<Record<LimiterName, RateLimit>>;

function perMinute(max: number): RateLimit {
  return { max, timeWindowMs: 60_000 };
}

const QUARTER_HOUR_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;

/** What a limiter counts by: the client address unless said otherwise. */
type KeyOf = (request: FastifyRequest) => string;
const byClient: KeyOf = (request) => request.ip;
// Both run in handlers, after validation (a body exists) and authentication (a vendor exists).
const byEmail: KeyOf = (request) => normaliseEmail((request.body as BodyOf<'forgotPasswordToken'>).email);
const byVendor: KeyOf = (request) => callerOf(request).id;

function limiter(app: FastifyInstance, name: string, limit: RateLimit, keyOf: KeyOf = byClient): Limiter {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    // Separate buckets per operation, per key.
    keyGenerator: (request) => `${name}|${keyOf(request)}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    // `isAllowed` only means "on the allow list"; `isExceeded` is the verdict.
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new HttpError(429, 'TOO_MANY_REQUESTS', serverMessages.tooManyRequests);
    }
  };
}

/** Every limiter of the api, from the configuration unless `overrides` say otherwise. */
export function rateLimiters(
  app: FastifyInstance,
  config: Config,
  overrides: RateLimits = {},
): Record<LimiterName, Limiter> {
  const limit = (name: LimiterName, fallback: RateLimit) => overrides[name] ?? fallback;
  return {
    login: limiter(app, 'login', limit('login', perMinute(config.authRateLimitPerMinute))),
    register: limiter(app, 'register', limit('register', perMinute(config.authRateLimitPerMinute))),
    forgotPasswordClient: limiter(
      app,
      'forgot-client',
      limit('forgotPasswordClient', { max: 10, timeWindowMs: QUARTER_HOUR_MS }),
    ),
    forgotPasswordAddress: limiter(
      app,
      'forgot-address',
      limit('forgotPasswordAddress', { max: 3, timeWindowMs: QUARTER_HOUR_MS }),
      byEmail,
    ),
    resetPassword: limiter(app, 'reset', limit('resetPassword', { max: 10, timeWindowMs: QUARTER_HOUR_MS })),
    registrationEmail: limiter(
      app,
      'registration-email',
      limit('registrationEmail', { max: 3, timeWindowMs: HOUR_MS }),
      byVendor,
    ),
    productCreatedEmail: limiter(
      app,
      'product-email',
      limit('productCreatedEmail', { max: 30, timeWindowMs: HOUR_MS }),
      byVendor,
    ),
    // Each attempt checks a password (argon2) and may reveal whether an e-mail is taken: a handful
    // an hour is plenty for a person and useless for guessing or enumerating.
    accountChange: limiter(app, 'account-change', limit('accountChange', { max: 10, timeWindowMs: HOUR_MS }), byVendor),
  };
}
