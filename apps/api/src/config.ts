// Configuration comes only from the environment and is checked once, at start-up, so a typo
// stops the server with one clear line instead of failing later on a request.
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { DEFAULT_DECODE_QUEUE, DEFAULT_DECODE_SLOTS, DEFAULT_DECODE_TIMEOUT_SECONDS } from './images/decode-slots.ts';
import { HUBTEL_SMS_URL } from './sms/hubtel.ts';
import { PAYOUT_SCHEDULES, type PayoutSchedule } from '@sika/domain';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres:// URL; absent means the embedded PGlite under dataDir/pglite. */
  databaseUrl: string | undefined;
  /** Absent means a random secret generated once and kept in the database. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  /** How long an unused refresh token lives; each refresh slides it (within refreshTokenMaxAgeDays). */
  refreshTokenTtlDays: number;
  /** The absolute lifetime of a session from its login, however often it is refreshed (RFC 9700). */
  refreshTokenMaxAgeDays: number;
  seedDemo: boolean;
  /** How often vendors are paid out (docs/product.md, The ledger): the Payouts panel's next payout day. */
  payoutSchedule: PayoutSchedule;
  portalDist: string;
  /** Exact origins allowed to call the api with credentials; empty means no CORS at all. */
  corsOrigins: string[];
  /** Origins the portal may also call (e.g. the error-reporting service of VITE_SENTRY_DSN). */
  cspConnectOrigins: string[];
  logLevel: LogLevel;
  /**
   * Which peers' X-Forwarded-* to believe (needed behind a TLS-terminating proxy for the Secure
   * cookie flag, and for the client address every per-address throttle counts by): false for none,
   * a number of proxy hops in front of the api, or the proxies' addresses and ranges.
   */
  trustProxy: TrustProxy;
  /** Login (and, separately, sign-up) attempts allowed per client address per minute. */
  authRateLimitPerMinute: number;
  /** Memory for the polled lists' answers kept between changes (http/list-cache.ts), in MB; 0: none kept. */
  listCacheMb: number;
  /** Where vendors reach the portal, without a trailing slash; links in e-mails start with it. */
  publicUrl: string;
  /** smtp:// or smtps:// URL; absent means the outbox folder dataDir/outbox (links printed to the log). */
  smtpUrl: string | undefined;
  /** The From of every e-mail, e.g. `Sika <no-reply@sika.example>`. */
  mailFrom: string;
  /** Where text messages go: the outbox folder dataDir/sms-outbox by default, or Hubtel's SMS API. */
  sms: SmsConfig;
  /** Where product images are kept: a folder by default, an S3-compatible bucket when S3_BUCKET is set. */
  imageStorage: ImageStorageConfig;
  /** Image decodes that run at once, and uploads that may wait for one (images/decode-slots.ts). */
  imageDecodeSlots: number;
  imageDecodeQueue: number;
  /** How long one decode may run before the upload is refused. */
  imageDecodeTimeoutSeconds: number;
  /** How long a client has to send a whole request, headers and body (Node's requestTimeout). */
  requestTimeoutSeconds: number;
  /** How long a socket may stay silent while a request is open (Node's server timeout). */
  connectionTimeoutSeconds: number;
  /** How long an idle keep-alive connection is kept between requests. */
  keepAliveTimeoutSeconds: number;
  /** VAPID keys from the environment; absent means a pair generated once and kept in the database. */
  vapidKeys: VapidKeys | undefined;
  /** Who the push services may contact about our pings: a mailto: or https: URL. */
  vapidSubject: string;
  /**
   * Push endpoints over plain http to this machine accepted (tests' local push service). Off by
   * default: an endpoint is a URL the server posts to, so only https push services are reachable.
   */
  pushAllowHttpEndpoints: boolean;
}

/** false: no proxy; a number: that many proxies in front; a list: the proxies' addresses or CIDR ranges. */
export type TrustProxy = false | number | string[];

export interface VapidKeys {
  /** base64url of the uncompressed P-256 public point (65 bytes). */
  publicKey: string;
  /** base64url of the 32-byte private scalar. */
  privateKey: string;
}

export interface LocalStorageConfig {
  kind: 'local';
  dir: string;
}

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** Absent means AWS itself (the region's endpoint). */
  endpoint: string | undefined;
  region: string;
  /** Absent means the SDK's own credential chain (instance role, AWS_* variables, ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Path-style URLs (endpoint/bucket/key), which MinIO and most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `images/`; empty by default. */
  prefix: string;
}

export type ImageStorageConfig = LocalStorageConfig | S3StorageConfig;

export interface HubtelSmsConfig {
  kind: 'hubtel';
  /** The send endpoint; Hubtel's own unless HUBTEL_SMS_URL names another (a test's fake server). */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The approved sender id recipients see: 11 letters or digits at most. */
  senderId: string;
}

export type SmsConfig = { kind: 'outbox' } | HubtelSmsConfig;

export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, expected: string, got: string) {
    super(`${variable} must be ${expected} (got ${JSON.stringify(got)})`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

type Env = Record<string, string | undefined>;

/** Reads one variable; an empty string counts as unset, like most shells intend it. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `a whole number from ${min} to ${max}`, raw);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const lowered = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(lowered)) return true;
  if (['false', '0', 'no', 'off'].includes(lowered)) return false;
  throw new ConfigError(name, 'true or false', raw);
}

/** The most proxies a request may pass in front of the api (a CDN, a load balancer, an ingress...). */
const MAX_PROXY_HOPS = 10;
/** proxy-addr's names for the private ranges (loopback, link-local and unique-local addresses). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: which X-Forwarded-For entries are the client's address, not something the client
 * wrote. Trusting every hop let any client name its own address and shed every per-address
 * throttle, so it is a hop count or a list of the proxies. `true` (and yes/on) means one hop, the
 * usual single TLS-terminating proxy; false (no/off/0) none.
 */
function trustProxy(env: Env): TrustProxy {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  const lowered = raw.toLowerCase();
  if (['false', 'no', 'off', '0'].includes(lowered)) return false;
  if (['true', 'yes', 'on'].includes(lowered)) return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops >= 1 && hops <= MAX_PROXY_HOPS) return hops;
  } else {
    const entries = raw.split(',').map((entry) => entry.trim().toLowerCase());
    if (entries.every(isAddressOrRange)) return entries;
  }
  throw new ConfigError(
    'TRUST_PROXY',
    `false, a number of proxies from 1 to ${MAX_PROXY_HOPS}, or the proxies' addresses like 10.0.0.5,10.0.1.0/24`,
    raw,
  );
}

function databaseUrl(env: Env): string | undefined {
  const raw = read(env, 'DATABASE_URL');
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol) || url.hostname === '') {
    // Never echo the URL itself: it may hold a password.
    throw new ConfigError('DATABASE_URL', 'a postgres:// or postgresql:// URL with a host', '<hidden>');
  }
  return raw;
}

function parseUrl(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

function publicUrl(env: Env, port: number): string {
  const raw = read(env, 'PUBLIC_URL');
  if (raw === undefined) return `http://localhost:${port}`;
  const url = parseUrl(raw);
  // A base for links: scheme, host, optional path; nothing a link could not be appended to.
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.hostname === '' ||
    url.username !== '' ||
    url.password !== '' ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new ConfigError('PUBLIC_URL', 'an http:// or https:// URL like https://vendors.example.com', raw);
  }
  return url.href.replace(/\/+$/, '');
}

function smtpUrl(env: Env): string | undefined {
  const raw = read(env, 'SMTP_URL');
  if (raw === undefined) return undefined;
  const url = parseUrl(raw);
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || url.hostname === '') {
    // Never echo the URL itself: it may hold a password.
    throw new ConfigError('SMTP_URL', 'an smtp:// or smtps:// URL with a host', '<hidden>');
  }
  return raw;
}

// `Name <local@domain>` or a bare `local@domain`.
const MAIL_FROM = /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function mailFrom(env: Env, publicUrl: string): string {
  const raw = read(env, 'MAIL_FROM');
  if (raw === undefined) return `Sika <no-reply@${new URL(publicUrl).hostname}>`;
  if (!MAIL_FROM.test(raw)) throw new ConfigError('MAIL_FROM', 'an address like Sika <no-reply@example.com>', raw);
  return raw;
}

const SMS_PROVIDERS = ['outbox', 'hubtel'] as const;
// What Ghana's networks show as a sender: up to 11 letters or digits (spaces are refused by many).
const SMS_SENDER_ID = /^[A-Za-z0-9]{1,11}$/;

function sms(env: Env): SmsConfig {
  const provider = (read(env, 'SMS_PROVIDER') ?? 'outbox').toLowerCase();
  if (!(SMS_PROVIDERS as readonly string[]).includes(provider)) {
    throw new ConfigError('SMS_PROVIDER', `one of ${SMS_PROVIDERS.join(', ')}`, provider);
  }
  if (provider === 'outbox') {
    // Hubtel settings without the provider are a half-done configuration, not a wish for the outbox.
    const stray = ['HUBTEL_CLIENT_ID', 'HUBTEL_CLIENT_SECRET', 'HUBTEL_SMS_URL'].find((name) => read(env, name));
    if (stray) throw new ConfigError('SMS_PROVIDER', `hubtel when ${stray} is set`, provider);
    return { kind: 'outbox' };
  }
  const clientId = read(env, 'HUBTEL_CLIENT_ID');
  const clientSecret = read(env, 'HUBTEL_CLIENT_SECRET');
  // Never echo a secret.
  if (clientId === undefined) throw new ConfigError('HUBTEL_CLIENT_ID', 'set when SMS_PROVIDER is hubtel', '<unset>');
  if (clientSecret === undefined) {
    throw new ConfigError('HUBTEL_CLIENT_SECRET', 'set when SMS_PROVIDER is hubtel', '<unset>');
  }
  const senderId = read(env, 'SMS_SENDER_ID') ?? 'Sika';
  if (!SMS_SENDER_ID.test(senderId)) {
    throw new ConfigError('SMS_SENDER_ID', 'a sender id of 1 to 11 letters or digits, like Sika', senderId);
  }
  const rawUrl = read(env, 'HUBTEL_SMS_URL');
  let url = HUBTEL_SMS_URL;
  if (rawUrl !== undefined) {
    const parsed = parseUrl(rawUrl);
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.hostname === '' || parsed.username !== '') {
      throw new ConfigError(
        'HUBTEL_SMS_URL',
        'an http:// or https:// URL like https://sms.hubtel.com/v1/messages/send',
        rawUrl,
      );
    }
    url = parsed.href;
  }
  return { kind: 'hubtel', url, clientId, clientSecret, senderId };
}

const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function imageStorage(env: Env, dataDir: string): ImageStorageConfig {
  const bucket = read(env, 'S3_BUCKET');
  if (bucket === undefined) {
    // S3 settings without a bucket are a half-done configuration, not a wish for the folder.
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].find((name) => read(env, name));
    if (stray) throw new ConfigError('S3_BUCKET', `set when ${stray} is set`, '');
    return { kind: 'local', dir: path.join(dataDir, 'images') };
  }
  if (!S3_BUCKET_NAME.test(bucket)) throw new ConfigError('S3_BUCKET', 'a bucket name like sika-images', bucket);

  const rawEndpoint = read(env, 'S3_ENDPOINT');
  let endpoint: string | undefined;
  if (rawEndpoint !== undefined) {
    const url = parseUrl(rawEndpoint);
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.hostname === '' || url.username !== '') {
      throw new ConfigError('S3_ENDPOINT', 'an http:// or https:// URL like https://s3.example.com', rawEndpoint);
    }
    endpoint = url.href.replace(/\/+$/, '');
  }

  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    const missing = accessKeyId === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    // Never echo a key.
    throw new ConfigError(missing, 'set together with the other S3 key', '<unset>');
  }

  const prefix = read(env, 'S3_PREFIX') ?? '';
  if (!/^[A-Za-z0-9._/-]*$/.test(prefix) || prefix.startsWith('/')) {
    throw new ConfigError('S3_PREFIX', 'a key prefix like images/ (letters, digits, . _ - /)', prefix);
  }

  return {
    kind: 's3',
    bucket,
    endpoint,
    region: read(env, 'S3_REGION') ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // A custom endpoint is nearly always MinIO-like; AWS itself prefers virtual-hosted style.
    forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
    prefix,
  };
}

/** A comma-separated list of origins (scheme://host[:port]), as CORS and CSP compare them. */
function originList(env: Env, name: string): string[] {
  const raw = read(env, name);
  if (raw === undefined) return [];
  return raw.split(',').map((part) => {
    const candidate = part.trim();
    let url: URL | undefined;
    try {
      url = new URL(candidate);
    } catch {
      url = undefined;
    }
    // An origin is scheme://host[:port] and nothing else; browsers compare it exactly.
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== candidate.replace(/\/$/, '')) {
      throw new ConfigError(name, 'a comma-separated list of origins like https://portal.example.com', raw);
    }
    return url.origin;
  });
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function vapidKeys(env: Env): VapidKeys | undefined {
  const publicKey = read(env, 'VAPID_PUBLIC_KEY');
  const privateKey = read(env, 'VAPID_PRIVATE_KEY');
  if (publicKey === undefined && privateKey === undefined) return undefined;
  if (publicKey === undefined || privateKey === undefined) {
    const missing = publicKey === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
    throw new ConfigError(missing, 'set together with the other VAPID key', '<unset>');
  }
  if (!BASE64URL.test(publicKey) || Buffer.from(publicKey, 'base64url').length !== 65) {
    throw new ConfigError(
      'VAPID_PUBLIC_KEY',
      'a P-256 public key in base64url (65 bytes, from web-push generate-vapid-keys)',
      publicKey,
    );
  }
  if (!BASE64URL.test(privateKey) || Buffer.from(privateKey, 'base64url').length !== 32) {
    throw new ConfigError('VAPID_PRIVATE_KEY', 'a P-256 private key in base64url (32 bytes)', '<hidden>');
  }
  return { publicKey, privateKey };
}

function vapidSubject(env: Env, from: string, portalUrl: string): string {
  const raw = read(env, 'VAPID_SUBJECT');
  if (raw === undefined) {
    const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
    return address.includes('@') ? `mailto:${address}` : portalUrl;
  }
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(raw) || parseUrl(raw)?.protocol === 'https:') return raw;
  throw new ConfigError('VAPID_SUBJECT', 'a mailto: address or an https:// URL', raw);
}

export function parseConfig(env: Env, repoRoot: string = REPO_ROOT): Config {
  const host = read(env, 'HOST') ?? '0.0.0.0';
  // Relative to the repository root, not the working directory: `pnpm start` and `pnpm admin`
  // run in apps/api (pnpm --filter) and must find the same folder the user named from the root.
  const dataDir = path.resolve(repoRoot, read(env, 'DATA_DIR') ?? '.data');
  const url = databaseUrl(env);
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const portalUrl = publicUrl(env, port);

  const jwtSecret = read(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET', 'at least 32 characters long', `<${jwtSecret.length} characters>`);
  }

  const payoutSchedule = (read(env, 'PAYOUT_SCHEDULE') ?? 'weekly').toLowerCase();
  if (!(PAYOUT_SCHEDULES as readonly string[]).includes(payoutSchedule)) {
    throw new ConfigError('PAYOUT_SCHEDULE', `one of ${PAYOUT_SCHEDULES.join(', ')}`, payoutSchedule);
  }

  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `one of ${LOG_LEVELS.join(', ')}`, logLevel);
  }

  return {
    port,
    host,
    dataDir,
    databaseUrl: url,
    jwtSecret,
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 10, 86_400),
    refreshTokenTtlDays: integer(env, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    refreshTokenMaxAgeDays: integer(env, 'REFRESH_TOKEN_MAX_AGE_DAYS', 30, 1, 365),
    // The demo vendor is never silently seeded into a configured PostgreSQL server.
    seedDemo: boolean(env, 'SEED_DEMO', url === undefined),
    payoutSchedule: payoutSchedule as PayoutSchedule,
    portalDist: path.resolve(read(env, 'PORTAL_DIST') ?? path.join(repoRoot, 'apps/portal/dist')),
    corsOrigins: originList(env, 'CORS_ORIGIN'),
    cspConnectOrigins: originList(env, 'CSP_CONNECT_SRC'),
    logLevel: logLevel as LogLevel,
    trustProxy: trustProxy(env),
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 60, 1, 100_000),
    listCacheMb: integer(env, 'LIST_CACHE_MB', 64, 0, 65_536),
    publicUrl: portalUrl,
    smtpUrl: smtpUrl(env),
    mailFrom: mailFrom(env, portalUrl),
    sms: sms(env),
    imageStorage: imageStorage(env, dataDir),
    imageDecodeSlots: integer(env, 'IMAGE_DECODE_SLOTS', DEFAULT_DECODE_SLOTS, 1, 64),
    imageDecodeQueue: integer(env, 'IMAGE_DECODE_QUEUE', DEFAULT_DECODE_QUEUE, 0, 1_000),
    imageDecodeTimeoutSeconds: integer(env, 'IMAGE_DECODE_TIMEOUT_SECONDS', DEFAULT_DECODE_TIMEOUT_SECONDS, 1, 600),
    // A 300 kB photo from a phone on a slow mobile link arrives in seconds; a client sending a byte
    // every few seconds (holding a connection open on purpose) is cut after a minute.
    requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS', 60, 1, 3_600),
    connectionTimeoutSeconds: integer(env, 'CONNECTION_TIMEOUT_SECONDS', 60, 1, 3_600),
    // Above the 60 s idle timeout of common load balancers, so they close first and never reuse a
    // connection the api is closing.
    keepAliveTimeoutSeconds: integer(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 72, 1, 3_600),
    vapidKeys: vapidKeys(env),
    vapidSubject: vapidSubject(env, mailFrom(env, portalUrl), portalUrl),
    pushAllowHttpEndpoints: boolean(env, 'PUSH_ALLOW_HTTP_ENDPOINTS', false),
  };
}

/** For entry points: parse or print one line and exit 1 (no stack trace for a user's typo). */
export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
