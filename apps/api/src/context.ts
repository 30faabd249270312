// What every route handler needs, built once by buildApp (buildContext, at the end).
import { randomBytes } from 'node:crypto';
import { serverMessages } from '@sika/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AccessTokens, accessTokens } from './auth/access-tokens.ts';
import { type DeviceCookies, deviceCookies } from './auth/devices.ts';
import { type SessionLookup, sessionLookup } from './auth/session-cache.ts';
import type { SessionPolicy } from './auth/sessions.ts';
import type { BackgroundTasks } from './background.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import { getOrCreateSecret } from './db/queries/secrets.ts';
import type { IdempotencyStore } from './http/idempotency.ts';
import { rateLimiters, type RateLimits } from './http/rate-limits.ts';
import { mailMessages, type MailMessages } from './mail/messages.ts';
import type { MailTransport } from './mail/transport.ts';
import type { SmsTransport } from './sms/transport.ts';
import { decodeSlots, runWithin } from './images/decode-slots.ts';
import { HANDOVER_FOLDER } from './images/names.ts';
import { type decodeImage, ImageRejectedError, type ImageHeader, type ProcessedImage } from './images/process.ts';
import type { ImageStorage } from './storage/index.ts';
import { pushSender, type PushSender } from './push/send.ts';
import type { HostLookup } from './push/subscription.ts';

/**
 * Counts one attempt: resolves when the request may go on, throws a 429 HttpError when the caller
 * is throttled. `reset` forgets the caller's count (e.g. after a successful login). `key`, when
 * given, is what is counted instead of what the limiter takes from the request (a device's nonce).
 */
export type Limiter = ((request: FastifyRequest, reply: FastifyReply, key?: string) => Promise<void>) & {
  reset(request: FastifyRequest, key?: string): Promise<void>;
};

/** Every throttle of the api; each counts in its own buckets. */
export type LimiterName =
  /** Login attempts per client address. */
  | 'login'
  /** Login attempts per account (e-mail address) and client address, from clients without its device cookie; success clears them. */
  | 'loginAccountAddress'
  /** Login attempts per account (e-mail address) from clients without its device cookie, whatever their addresses; success clears them. */
  | 'loginAccount'
  /** Login attempts per trusted device (the vendor's device cookie); success clears them. */
  | 'loginDevice'
  | 'register'
  /** Reset-link requests per client address. */
  | 'forgotPasswordClient'
  /** Reset-link requests per e-mail address asked about (whoever asks). */
  | 'forgotPasswordAddress'
  /** Reset codes texted per phone number in a day: each code is 5 guesses and an SMS paid for. */
  | 'resetCodeNumberDay'
  /** Password resets per client address. */
  | 'resetPassword'
  /** Confirmations of a new e-mail address (the mailed link) per client address. */
  | 'confirmEmail'
  /** "Registration received" mails per vendor. */
  | 'registrationEmail'
  /** "Product created" mails per vendor. */
  | 'productCreatedEmail'
  /** Changes that need the current password (e-mail, password, payout details) and account deletion, per vendor. */
  | 'accountChange'
  /** The same, per trusted device of the vendor (auth/devices.ts). */
  | 'accountChangeDevice'
  /** Product image uploads (each one decoded and re-encoded), per vendor. */
  | 'upload'
  /** Imports of a product file (up to 500 rows written at once), per vendor. */
  | 'productImport';

export type Limiters = Record<LimiterName, Limiter>;

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: AccessTokens;
  /** The current time; injectable so tests can expire tokens and pass grace windows. */
  clock: () => Date;
  session: SessionPolicy;
  /**
   * The vendor and whether their session is open, as bearerAuth needs them, kept until the
   * database says the vendor's data changed (auth/session-cache.ts, db/change-feed.ts).
   */
  sessions: SessionLookup;
  limiters: Limiters;
  /** Signed device cookies: whose failures count where (auth/devices.ts). */
  devices: DeviceCookies;
  mailer: MailTransport;
  mail: MailMessages;
  /** Where text messages go (the SMS outbox folder or the configured provider). */
  sms: SmsTransport;
  background: BackgroundTasks;
  /** Where product images are stored (a folder or an S3-compatible bucket). */
  images: ImageStorage;
  /**
   * Where photos of handovers are stored (docs/product.md, Order actions): a folder of `images`
   * (images/names.ts, HANDOVER_FOLDER) that no route serves.
   */
  handoverPhotos: ImageStorage;
  /** The Idempotency-Key store; the upload claims its key itself once the file is read. */
  idempotency: IdempotencyStore;
  /**
   * Decodes an upload whose header was accepted, in one of the decode slots and within the decode
   * time limit; throws DecodeQueueFullError when every slot and the queue are taken.
   */
  decodeImage(input: Buffer, header: ImageHeader): Promise<ProcessedImage>;
  /** Order pings (Web Push) to the devices a vendor turned them on for. */
  push: PushSender;
  /** Looks up a push endpoint's host name (the system resolver; tests put in a fixed table). */
  lookupHost: HostLookup;
}

/** What buildApp opened or was given, from which the context is made. */
export interface ContextParts {
  config: Config;
  database: Database;
  /** Milliseconds since the epoch; tests move it. */
  now: () => number;
  refreshGraceMs: number;
  rateLimits: RateLimits | undefined;
  changes: ChangeFeed;
  mailer: MailTransport;
  sms: SmsTransport;
  background: BackgroundTasks;
  images: ImageStorage;
  idempotency: IdempotencyStore;
  decodeImage: typeof decodeImage;
  lookupHost: HostLookup;
}

/** Makes the context once the app can sign tokens (plugins/access-tokens.ts). */
export async function buildContext(app: FastifyInstance, parts: ContextParts): Promise<AppContext> {
  const { config, database } = parts;
  const clock = () => new Date(parts.now());
  // A queued upload waits at most one decode's time limit: with its own, well under the socket timeouts.
  const timeoutMs = config.imageDecodeTimeoutSeconds * 1000;
  const slots = decodeSlots(config.imageDecodeSlots, config.imageDecodeQueue, timeoutMs);
  return {
    config,
    database,
    db: database.db,
    tokens: accessTokens(app.jwt, config.accessTokenTtlSeconds, parts.now),
    clock,
    session: {
      ttlDays: config.refreshTokenTtlDays,
      maxAgeDays: config.refreshTokenMaxAgeDays,
      graceMs: parts.refreshGraceMs,
    },
    sessions: sessionLookup(database.db, parts.changes),
    limiters: await rateLimiters(database, config, parts.rateLimits),
    // Its own key, kept like the JWT's: every instance over one database agrees on it.
    devices: deviceCookies(
      await getOrCreateSecret(database.db, 'device-cookie', () => randomBytes(48).toString('base64url')),
    ),
    mailer: parts.mailer,
    mail: mailMessages(config.publicUrl),
    sms: parts.sms,
    background: parts.background,
    images: parts.images,
    handoverPhotos: parts.images.within(HANDOVER_FOLDER),
    push: pushSender(database.db, config, app.log, clock, parts.lookupHost),
    lookupHost: parts.lookupHost,
    idempotency: parts.idempotency,
    decodeImage: (input, header) =>
      runWithin(
        slots,
        () => parts.decodeImage(input, header, { timeoutSeconds: config.imageDecodeTimeoutSeconds }),
        timeoutMs,
        () => new ImageRejectedError('too-slow', serverMessages.imageTooSlow),
      ),
  };
}
