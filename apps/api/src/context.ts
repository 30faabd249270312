// What every route handler needs, built once by buildApp.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokens } from './auth/access-tokens.ts';
import type { DeviceCookies } from './auth/devices.ts';
import type { SessionLookup } from './auth/session-cache.ts';
import type { SessionPolicy } from './auth/sessions.ts';
import type { BackgroundTasks } from './background.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { IdempotencyStore } from './http/idempotency.ts';
import type { MailMessages } from './mail/messages.ts';
import type { MailTransport } from './mail/transport.ts';
import type { SmsTransport } from './sms/transport.ts';
import type { ImageHeader, ProcessedImage } from './images/process.ts';
import type { ImageStorage } from './storage/index.ts';
import type { PushSender } from './push/send.ts';
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
