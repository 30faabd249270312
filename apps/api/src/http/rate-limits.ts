// The api's throttles in one table: what each counts by, how many it allows and over what window.
//
// Counters (rate-limiter-flexible): with DATABASE_URL they live in PostgreSQL (table rate_limits,
// one atomic upsert per check), so every api instance over that database shares them and a limit is
// a limit of the deployment, not of one process. On the embedded PGlite there is one instance, and
// they live in its memory (a restart forgets them).
//
// The figures, and why:
// - Failed logins per account from untrusted clients are counted per account and client address:
//   5 per 15 minutes. The 6th attempt from that address inside the window is a 429 (even with the
//   right password) that says how long and offers the password reset; a successful login clears the
//   count. Someone guessing from one address therefore never locks the vendor out of a new phone
//   or browser elsewhere.
// - Guessing from many addresses is held by a ceiling per account, whatever the address: 30 failed
//   logins an hour from untrusted clients, then a 429 like the one above. That caps guessing at 720
//   passwords a day per account (weak and breached ones are refused when chosen), and is above the
//   20 an hour of someone who keeps one address's count full. An attacker who reaches it can keep
//   new clients out, but the lock message offers the reset, and a successful reset clears both
//   counts and trusts the browser it was done in (routes/password-reset.ts).
// - A browser that logged in to the account before carries a signed device cookie
//   (auth/devices.ts) and is judged on its own failures only: 5 per 15 minutes per device. Nobody
//   else's failures lock it, so an attacker's guesses never keep the owner out; a vendor who
//   mistypes five times on their own phone waits at most 15 minutes.
// - Logins and sign-ups per client address: 60 a minute each (AUTH_RATE_LIMIT_PER_MINUTE). Ghana's
//   mobile networks put many subscribers behind one carrier-grade NAT address, so this must not be a
//   per-person figure: 60 a minute is a login a second from one address, room for a market's worth
//   of vendors starting their day together, while the per-account limit above stops guessing at any
//   one account and a credential-stuffing run from one address gets 86 400 tries a day at most.
// - Reset requests: 30 per 15 minutes per address (CGNAT again) and 3 per 15 minutes per e-mail
//   address or phone number asked about (whoever asks: nobody's inbox or phone is flooded, and a
//   number gets at most 3 reset codes, 15 tries, in 15 minutes). Resets, and confirmations
//   of a new e-mail address: 30 per 15 minutes per address.
// - Mails sent on a vendor's behalf: "registration received" 3 an hour, "product created" 30 an
//   hour, per vendor. Changes needing the current password (and account deletion): 10 an hour per
//   vendor for clients without the vendor's device cookie (e.g. a stolen access token), and 10 an
//   hour per device for a browser with one, so a stolen token's failures cannot lock the owner's.
// - Image uploads: 60 an hour per vendor. Each is decoded and re-encoded (~0.3-1 s of a core for a
//   phone photo), so a client uploading in a loop would take the server's CPU from everyone;
//   a vendor photographing a catalogue adds one picture a product, well under one a minute.
// - Product file imports: 30 an hour per vendor. Each checks and writes up to 500 rows in one
//   transaction; a vendor fixing a file and trying again needs a few, a loop gets a 429.
import { createHash } from 'node:crypto';
import { serverMessages } from '@sika/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { callerOf } from '../auth/security.ts';
import type { Config } from '../config.ts';
import type { Limiter, LimiterName, Limiters } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { VendorRow } from '../db/schema.ts';
import { normaliseEmail } from '../db/queries/vendors.ts';
import { HttpError } from './errors.ts';

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
const DAY_MS = 24 * HOUR_MS;

/** Failed logins allowed per account from one client address per quarter hour; the next attempt is refused. */
export const FAILED_LOGINS_PER_ACCOUNT_ADDRESS = 5;
/** Failed logins allowed per account per hour from untrusted clients, whatever their addresses. */
export const FAILED_LOGINS_PER_ACCOUNT_HOUR = 30;
/** Failed logins allowed per trusted device (one with the vendor's device cookie) per quarter hour. */
export const FAILED_LOGINS_PER_DEVICE = 5;

/** The PostgreSQL table of the counters (created when missing; rate-limiter-flexible's own layout). */
export const RATE_LIMIT_TABLE = 'rate_limits';
// Any fixed number: serialises the table's creation between instances starting together.
const TABLE_LOCK_ID = 7_316_242_002;

/** What a limiter counts by: the client address unless said otherwise (or a key the caller gives). */
type KeyOf = (request: FastifyRequest) => string;
const byClient: KeyOf = (request) => request.ip;
// These run in handlers, after validation (a body exists) and authentication (a vendor exists).
// E-mail addresses are hashed: the counters' table holds no address in clear.
/** The key an e-mail address (or a login's E.164 phone number) is counted under. */
export const accountKey = (email: string): string =>
  createHash('sha256').update(normaliseEmail(email)).digest('base64url');
/**
 * For limiters that count by an account: the handler gives the key, since an account is reached by
 * its e-mail address or its phone number (loginAccountOf, accountKey); none is guessed from the body.
 */
const byGivenKey: KeyOf = () => {
  throw new Error('this limiter counts by the account key its caller gives');
};
/** The key of an account's failed logins from one client address. */
export const accountAddressKey = (email: string, request: FastifyRequest): string =>
  `${accountKey(email)}@${request.ip}`;
/**
 * The account a login's failures count under: the login row's e-mail address, or its phone number
 * for a person invited by phone, who has no address (docs/product.md, Team); what was typed when no
 * row has it. One login, one count, whether it is reached by its e-mail or by its phone number.
 */
export function loginAccountOf(login: Pick<VendorRow, 'email' | 'phone'> | undefined, typed: string): string {
  if (!login) return typed;
  return login.email !== '' ? login.email : (login.phone ?? typed);
}
const byVendor: KeyOf = (request) => callerOf(request).id;

/** Instances configured alike share a count; a limit changed in a deploy starts afresh. */
const keyPrefix = (name: string, limit: RateLimit) => `${name}:${limit.max}/${limit.timeWindowMs}`;

type Store = (name: string, limit: RateLimit) => RateLimiterAbstract;

function memoryStore(): Store {
  return (name, limit) =>
    new RateLimiterMemory({
      keyPrefix: keyPrefix(name, limit),
      points: limit.max,
      duration: Math.ceil(limit.timeWindowMs / 1000),
    });
}

function postgresStore(pool: pg.Pool): Store {
  return (name, limit) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      // Rows expired an hour ago are removed every 5 minutes (an unref'd timer).
      clearExpiredByTimeout: true,
      keyPrefix: keyPrefix(name, limit),
      points: limit.max,
      duration: Math.ceil(limit.timeWindowMs / 1000),
    });
}

/** Creates the counters' table when missing, once, whichever instance starts first. */
export async function ensureRateLimitTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TABLE_LOCK_ID]);
    try {
      await client.query(
        `create table if not exists "${RATE_LIMIT_TABLE}" (key varchar(255) primary key, points integer not null default 0, expire bigint)`,
      );
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TABLE_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

/** The 429 of a limiter: the generic one, or one that says how long (failed logins). */
type Refusal = (msBeforeNext: number) => HttpError;

const tooManyRequests: Refusal = () => new HttpError(429, 'TOO_MANY_REQUESTS', serverMessages.tooManyRequests);

/** Locked out of logging in: how long, in whole minutes, and the reset offered instead. */
const loginLocked: Refusal = (msBeforeNext) =>
  new HttpError(429, 'LOGIN_LOCKED', serverMessages.loginLocked(Math.max(1, Math.ceil(msBeforeNext / 60_000))));

function limiter(
  store: Store,
  name: string,
  limit: RateLimit,
  keyOf: KeyOf = byClient,
  refusal: Refusal = tooManyRequests,
): Limiter {
  const counter = store(name, limit);
  const check = async (request: FastifyRequest, reply: FastifyReply, key?: string) => {
    try {
      await counter.consume(key ?? keyOf(request));
    } catch (error) {
      // A RateLimiterRes is the verdict "over the limit"; anything else is the store failing.
      if (!(error instanceof RateLimiterRes)) throw error;
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
      throw refusal(error.msBeforeNext);
    }
  };
  return Object.assign(check, {
    reset: async (request: FastifyRequest, key?: string) => {
      await counter.delete(key ?? keyOf(request));
    },
  });
}

/** Every limiter of the api, from the configuration unless `overrides` say otherwise. */
export async function rateLimiters(database: Database, config: Config, overrides: RateLimits = {}): Promise<Limiters> {
  let store: Store;
  if (database.pool) {
    await ensureRateLimitTable(database.pool);
    store = postgresStore(database.pool);
  } else {
    store = memoryStore();
  }
  const limit = (name: LimiterName, fallback: RateLimit) => overrides[name] ?? fallback;
  const make = (name: LimiterName, prefix: string, fallback: RateLimit, keyOf?: KeyOf, refusal?: Refusal) =>
    limiter(store, prefix, limit(name, fallback), keyOf, refusal);
  return {
    login: make('login', 'login', perMinute(config.authRateLimitPerMinute)),
    // Every attempt counts up front (parallel guesses cannot slip past a check); success clears it.
    loginAccountAddress: make(
      'loginAccountAddress',
      'login-account-address',
      { max: FAILED_LOGINS_PER_ACCOUNT_ADDRESS, timeWindowMs: QUARTER_HOUR_MS },
      byGivenKey,
      loginLocked,
    ),
    loginAccount: make(
      'loginAccount',
      'login-account',
      { max: FAILED_LOGINS_PER_ACCOUNT_HOUR, timeWindowMs: HOUR_MS },
      byGivenKey,
      loginLocked,
    ),
    // Keyed by the device cookie's nonce, given by the handler (auth/devices.ts).
    loginDevice: make(
      'loginDevice',
      'login-device',
      { max: FAILED_LOGINS_PER_DEVICE, timeWindowMs: QUARTER_HOUR_MS },
      byClient,
      loginLocked,
    ),
    register: make('register', 'register', perMinute(config.authRateLimitPerMinute)),
    forgotPasswordClient: make('forgotPasswordClient', 'forgot-client', { max: 30, timeWindowMs: QUARTER_HOUR_MS }),
    forgotPasswordAddress: make(
      'forgotPasswordAddress',
      'forgot-address',
      { max: 3, timeWindowMs: QUARTER_HOUR_MS },
      byGivenKey,
    ),
    // 3 codes a quarter-hour would be 1,440 guesses a day at one number's 6 digits: a day allows 5
    // codes (25 guesses, and 5 paid text messages) per number, whoever asks.
    resetCodeNumberDay: make('resetCodeNumberDay', 'reset-code-day', { max: 5, timeWindowMs: DAY_MS }, byGivenKey),
    resetPassword: make('resetPassword', 'reset', { max: 30, timeWindowMs: QUARTER_HOUR_MS }),
    confirmEmail: make('confirmEmail', 'confirm-email', { max: 30, timeWindowMs: QUARTER_HOUR_MS }),
    registrationEmail: make('registrationEmail', 'registration-email', { max: 3, timeWindowMs: HOUR_MS }, byVendor),
    productCreatedEmail: make('productCreatedEmail', 'product-email', { max: 30, timeWindowMs: HOUR_MS }, byVendor),
    // Each attempt checks a password (argon2) and may reveal whether an e-mail is taken: a handful
    // an hour is plenty for a person and useless for guessing or enumerating.
    accountChange: make('accountChange', 'account-change', { max: 10, timeWindowMs: HOUR_MS }, byVendor),
    accountChangeDevice: make('accountChangeDevice', 'account-change-device', { max: 10, timeWindowMs: HOUR_MS }),
    upload: make('upload', 'upload', { max: 60, timeWindowMs: HOUR_MS }, byVendor),
    productImport: make('productImport', 'product-import', { max: 30, timeWindowMs: HOUR_MS }, byVendor),
  };
}
