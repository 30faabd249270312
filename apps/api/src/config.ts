// Configuration comes only from the environment and is checked once, at start-up, so a typo
// stops the server with one clear line instead of failing later on a request. Each variable's rule
// is a yup schema (the library the portal's forms already use).
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { DEFAULT_DECODE_QUEUE, DEFAULT_DECODE_SLOTS, DEFAULT_DECODE_TIMEOUT_SECONDS } from './images/decode-slots.ts';
import { HUBTEL_SMS_URL } from './sms/hubtel.ts';
import { PAYOUT_SCHEDULES, type PayoutSchedule } from '@sika/domain';
import { boolean, type InferType, mixed, number, string, ValidationError } from 'yup';

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

// Each variable's own rule is a yup schema whose message is what the variable must be; the rules
// that join several variables (pairs, half-done settings, defaults drawn from another) are in
// parseConfig below.

const ON = ['true', '1', 'yes', 'on'];
const OFF = ['false', '0', 'no', 'off'];

function wholeNumber(fallback: number, min: number, max: number) {
  const expected = `a whole number from ${min} to ${max}`;
  return (
    number()
      // Digits only: yup alone would also take 1e3, 0x10 or 12.0.
      .transform((_value, raw: unknown) => (typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN))
      .typeError(expected)
      .integer(expected)
      .min(min, expected)
      .max(max, expected)
      .default(fallback)
  );
}

/** true/1/yes/on or false/0/no/off. */
function onOrOff() {
  return boolean()
    .transform((_value, raw: unknown) => {
      const lowered = String(raw).toLowerCase();
      return ON.includes(lowered) ? true : OFF.includes(lowered) ? false : raw;
    })
    .typeError('true or false');
}

function oneOf<T extends string>(values: readonly T[], fallback: T) {
  return string()
    .lowercase()
    .oneOf(values, `one of ${values.join(', ')}`)
    .default(fallback);
}

function parseUrl(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/**
 * A URL of one of `protocols` with a host. What else it may hold: `credentials` (user:password@,
 * e.g. a database's), a `query` and fragment; a base for links holds neither.
 */
function urlOf(
  protocols: readonly string[],
  expected: string,
  allows: { credentials?: boolean; query?: boolean } = {},
) {
  return string().test('url', expected, (raw) => {
    if (raw === undefined) return true;
    const url = parseUrl(raw);
    if (!url || !protocols.includes(url.protocol) || url.hostname === '') return false;
    if (!allows.credentials && (url.username !== '' || url.password !== '')) return false;
    return allows.query === true || (url.search === '' && url.hash === '');
  });
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
const trustProxy = mixed<TrustProxy>()
  .transform((_value, raw: unknown) => {
    if (typeof raw !== 'string') return raw;
    const lowered = raw.toLowerCase();
    if (OFF.includes(lowered)) return false;
    if (ON.includes(lowered)) return 1;
    if (/^\d+$/.test(raw)) return Number(raw);
    return lowered.split(',').map((entry) => entry.trim());
  })
  .test(
    'proxies',
    `false, a number of proxies from 1 to ${MAX_PROXY_HOPS}, or the proxies' addresses like 10.0.0.5,10.0.1.0/24`,
    (trust) =>
      trust === undefined ||
      trust === false ||
      (typeof trust === 'number' ? trust >= 1 && trust <= MAX_PROXY_HOPS : trust.every(isAddressOrRange)),
  )
  .default(false);

/** An origin is scheme://host[:port] and nothing else; browsers compare it exactly. */
function isOrigin(candidate: string): boolean {
  const url = parseUrl(candidate);
  return url !== undefined && ['http:', 'https:'].includes(url.protocol) && url.origin === candidate.replace(/\/$/, '');
}

/** A comma-separated list of origins (scheme://host[:port]), as CORS and CSP compare them. */
const originList = mixed<string[]>()
  .transform((_value, raw: unknown) =>
    typeof raw === 'string'
      ? raw.split(',').map((part) => {
          const candidate = part.trim();
          return isOrigin(candidate) ? new URL(candidate).origin : candidate;
        })
      : raw,
  )
  .test('origins', 'a comma-separated list of origins like https://portal.example.com', (origins) =>
    (origins ?? []).every(isOrigin),
  )
  .default(() => []);

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const base64urlOfLength = (bytes: number, expected: string) =>
  string().test(
    'key',
    expected,
    (raw) => raw === undefined || (BASE64URL.test(raw) && Buffer.from(raw, 'base64url').length === bytes),
  );

// `Name <local@domain>` or a bare `local@domain`.
const MAIL_FROM = /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;
const SMS_PROVIDERS = ['outbox', 'hubtel'] as const;
// What Ghana's networks show as a sender: up to 11 letters or digits (spaces are refused by many).
const SMS_SENDER_ID = /^[A-Za-z0-9]{1,11}$/;
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Every variable the api reads, with its own rule and its default. */
const variables = {
  PORT: wholeNumber(3000, 1, 65535),
  HOST: string().default('0.0.0.0'),
  DATA_DIR: string().default('.data'),
  DATABASE_URL: urlOf(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL with a host', {
    credentials: true,
    query: true,
  }),
  JWT_SECRET: string().min(32, 'at least 32 characters long'),
  ACCESS_TOKEN_TTL_SECONDS: wholeNumber(900, 10, 86_400),
  REFRESH_TOKEN_TTL_DAYS: wholeNumber(30, 1, 365),
  REFRESH_TOKEN_MAX_AGE_DAYS: wholeNumber(30, 1, 365),
  // Unset: seeded into the embedded database only (parseConfig).
  SEED_DEMO: onOrOff(),
  PAYOUT_SCHEDULE: oneOf(PAYOUT_SCHEDULES, 'weekly'),
  PORTAL_DIST: string(),
  CORS_ORIGIN: originList,
  CSP_CONNECT_SRC: originList,
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
  TRUST_PROXY: trustProxy,
  AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber(60, 1, 100_000),
  LIST_CACHE_MB: wholeNumber(64, 0, 65_536),
  // A base for links: scheme, host, optional path; nothing a link could not be appended to.
  PUBLIC_URL: urlOf(['http:', 'https:'], 'an http:// or https:// URL like https://vendors.example.com'),
  SMTP_URL: urlOf(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL with a host', { credentials: true, query: true }),
  MAIL_FROM: string().matches(MAIL_FROM, 'an address like Sika <no-reply@example.com>'),
  SMS_PROVIDER: oneOf(SMS_PROVIDERS, 'outbox'),
  HUBTEL_CLIENT_ID: string(),
  HUBTEL_CLIENT_SECRET: string(),
  HUBTEL_SMS_URL: urlOf(
    ['http:', 'https:'],
    'an http:// or https:// URL like https://sms.hubtel.com/v1/messages/send',
    {
      query: true,
    },
  ),
  SMS_SENDER_ID: string().matches(SMS_SENDER_ID, 'a sender id of 1 to 11 letters or digits, like Sika').default('Sika'),
  S3_BUCKET: string().matches(S3_BUCKET_NAME, 'a bucket name like sika-images'),
  S3_ENDPOINT: urlOf(['http:', 'https:'], 'an http:// or https:// URL like https://s3.example.com', { query: true }),
  S3_REGION: string().default('us-east-1'),
  S3_ACCESS_KEY_ID: string(),
  S3_SECRET_ACCESS_KEY: string(),
  // Unset: path-style exactly when S3_ENDPOINT is set (imageStorage).
  S3_FORCE_PATH_STYLE: onOrOff(),
  S3_PREFIX: string()
    .matches(/^(?!\/)[A-Za-z0-9._/-]*$/, 'a key prefix like images/ (letters, digits, . _ - /)')
    .default(''),
  IMAGE_DECODE_SLOTS: wholeNumber(DEFAULT_DECODE_SLOTS, 1, 64),
  IMAGE_DECODE_QUEUE: wholeNumber(DEFAULT_DECODE_QUEUE, 0, 1_000),
  IMAGE_DECODE_TIMEOUT_SECONDS: wholeNumber(DEFAULT_DECODE_TIMEOUT_SECONDS, 1, 600),
  // A 300 kB photo from a phone on a slow mobile link arrives in seconds; a client sending a byte
  // every few seconds (holding a connection open on purpose) is cut after a minute.
  REQUEST_TIMEOUT_SECONDS: wholeNumber(60, 1, 3_600),
  CONNECTION_TIMEOUT_SECONDS: wholeNumber(60, 1, 3_600),
  // Above the 60 s idle timeout of common load balancers, so they close first and never reuse a
  // connection the api is closing.
  KEEP_ALIVE_TIMEOUT_SECONDS: wholeNumber(72, 1, 3_600),
  VAPID_PUBLIC_KEY: base64urlOfLength(
    65,
    'a P-256 public key in base64url (65 bytes, from web-push generate-vapid-keys)',
  ),
  VAPID_PRIVATE_KEY: base64urlOfLength(32, 'a P-256 private key in base64url (32 bytes)'),
  VAPID_SUBJECT: string().test(
    'subject',
    'a mailto: address or an https:// URL',
    (raw) => raw === undefined || /^mailto:[^\s@]+@[^\s@]+$/.test(raw) || parseUrl(raw)?.protocol === 'https:',
  ),
  PUSH_ALLOW_HTTP_ENDPOINTS: onOrOff().default(false),
};

type Variable = keyof typeof variables;

/** The names of every variable the api reads (docs/operations.md has a row for each: scripts/check-docs.ts). */
export const VARIABLE_NAMES = Object.keys(variables) as readonly Variable[];
type Variables = { [Name in Variable]: InferType<(typeof variables)[Name]> };

/** What a message may show of a bad value: secrets, and URLs that may hold a password, never. */
function shown(name: Variable, raw: string): string {
  if (name === 'DATABASE_URL' || name === 'SMTP_URL' || name === 'VAPID_PRIVATE_KEY') return '<hidden>';
  if (name === 'HUBTEL_CLIENT_SECRET' || name === 'S3_SECRET_ACCESS_KEY') return '<hidden>';
  if (name === 'JWT_SECRET') return `<${raw.length} characters>`;
  // user:password@ in any other URL.
  if (/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(raw)) return '<hidden>';
  return raw;
}

const smsByHubtel = (env: Env) => read(env, 'SMS_PROVIDER')?.toLowerCase() === 'hubtel';
const imagesInS3 = (env: Env) => read(env, 'S3_BUCKET') !== undefined;

/**
 * Variables read only when their feature is on (texts through Hubtel, images in S3): otherwise
 * they are not checked, only noticed as a half-done setting where that matters (sms, imageStorage).
 */
const READ_ONLY_WHEN: Partial<Record<Variable, (env: Env) => boolean>> = {
  SMS_SENDER_ID: smsByHubtel,
  HUBTEL_SMS_URL: smsByHubtel,
  S3_ENDPOINT: imagesInS3,
  S3_REGION: imagesInS3,
  S3_PREFIX: imagesInS3,
  S3_FORCE_PATH_STYLE: imagesInS3,
};

/** Reads one variable; an empty string counts as unset, like most shells intend it. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Each variable through its own rule, in the order listed: the first bad one stops with its name. */
function readVariables(env: Env): Variables {
  const values: Partial<Record<Variable, unknown>> = {};
  for (const name of Object.keys(variables) as Variable[]) {
    const raw = (READ_ONLY_WHEN[name]?.(env) ?? true) ? read(env, name) : undefined;
    try {
      values[name] = variables[name].validateSync(raw);
    } catch (error) {
      if (error instanceof ValidationError) throw new ConfigError(name, error.message, shown(name, raw ?? ''));
      throw error;
    }
  }
  return values as Variables;
}

function sms(vars: Variables, env: Env): SmsConfig {
  if (vars.SMS_PROVIDER === 'outbox') {
    // Hubtel settings without the provider are a half-done configuration, not a wish for the outbox.
    const stray = ['HUBTEL_CLIENT_ID', 'HUBTEL_CLIENT_SECRET', 'HUBTEL_SMS_URL'].find((name) => read(env, name));
    if (stray) throw new ConfigError('SMS_PROVIDER', `hubtel when ${stray} is set`, vars.SMS_PROVIDER);
    return { kind: 'outbox' };
  }
  // Never echo a secret.
  if (vars.HUBTEL_CLIENT_ID === undefined) {
    throw new ConfigError('HUBTEL_CLIENT_ID', 'set when SMS_PROVIDER is hubtel', '<unset>');
  }
  if (vars.HUBTEL_CLIENT_SECRET === undefined) {
    throw new ConfigError('HUBTEL_CLIENT_SECRET', 'set when SMS_PROVIDER is hubtel', '<unset>');
  }
  return {
    kind: 'hubtel',
    url: vars.HUBTEL_SMS_URL === undefined ? HUBTEL_SMS_URL : new URL(vars.HUBTEL_SMS_URL).href,
    clientId: vars.HUBTEL_CLIENT_ID,
    clientSecret: vars.HUBTEL_CLIENT_SECRET,
    senderId: vars.SMS_SENDER_ID,
  };
}

function imageStorage(vars: Variables, env: Env, dataDir: string): ImageStorageConfig {
  const bucket = vars.S3_BUCKET;
  if (bucket === undefined) {
    // S3 settings without a bucket are a half-done configuration, not a wish for the folder.
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].find((name) => read(env, name));
    if (stray) throw new ConfigError('S3_BUCKET', `set when ${stray} is set`, '');
    return { kind: 'local', dir: path.join(dataDir, 'images') };
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = vars;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    const missing = accessKeyId === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    // Never echo a key.
    throw new ConfigError(missing, 'set together with the other S3 key', '<unset>');
  }
  const endpoint = vars.S3_ENDPOINT === undefined ? undefined : new URL(vars.S3_ENDPOINT).href.replace(/\/+$/, '');
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: vars.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // A custom endpoint is nearly always MinIO-like; AWS itself prefers virtual-hosted style.
    forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
    prefix: vars.S3_PREFIX,
  };
}

function vapidKeys(vars: Variables): VapidKeys | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = vars;
  if (publicKey === undefined && privateKey === undefined) return undefined;
  if (publicKey === undefined || privateKey === undefined) {
    const missing = publicKey === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
    throw new ConfigError(missing, 'set together with the other VAPID key', '<unset>');
  }
  return { publicKey, privateKey };
}

export function parseConfig(env: Env, repoRoot: string = REPO_ROOT): Config {
  const vars = readVariables(env);
  // Relative to the repository root, not the working directory: `pnpm start` and `pnpm admin`
  // run in apps/api (pnpm --filter) and must find the same folder the user named from the root.
  const dataDir = path.resolve(repoRoot, vars.DATA_DIR);
  const publicUrl = (
    vars.PUBLIC_URL === undefined ? `http://localhost:${vars.PORT}` : new URL(vars.PUBLIC_URL).href
  ).replace(/\/+$/, '');
  const mailFrom = vars.MAIL_FROM ?? `Sika <no-reply@${new URL(publicUrl).hostname}>`;
  const mailAddress = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;

  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    jwtSecret: vars.JWT_SECRET,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: vars.REFRESH_TOKEN_TTL_DAYS,
    refreshTokenMaxAgeDays: vars.REFRESH_TOKEN_MAX_AGE_DAYS,
    // The demo vendor is never silently seeded into a configured PostgreSQL server.
    seedDemo: vars.SEED_DEMO ?? vars.DATABASE_URL === undefined,
    payoutSchedule: vars.PAYOUT_SCHEDULE as PayoutSchedule,
    portalDist: path.resolve(vars.PORTAL_DIST ?? path.join(repoRoot, 'apps/portal/dist')),
    corsOrigins: vars.CORS_ORIGIN,
    cspConnectOrigins: vars.CSP_CONNECT_SRC,
    logLevel: vars.LOG_LEVEL as LogLevel,
    trustProxy: vars.TRUST_PROXY,
    authRateLimitPerMinute: vars.AUTH_RATE_LIMIT_PER_MINUTE,
    listCacheMb: vars.LIST_CACHE_MB,
    publicUrl,
    smtpUrl: vars.SMTP_URL,
    mailFrom,
    sms: sms(vars, env),
    imageStorage: imageStorage(vars, env, dataDir),
    imageDecodeSlots: vars.IMAGE_DECODE_SLOTS,
    imageDecodeQueue: vars.IMAGE_DECODE_QUEUE,
    imageDecodeTimeoutSeconds: vars.IMAGE_DECODE_TIMEOUT_SECONDS,
    requestTimeoutSeconds: vars.REQUEST_TIMEOUT_SECONDS,
    connectionTimeoutSeconds: vars.CONNECTION_TIMEOUT_SECONDS,
    keepAliveTimeoutSeconds: vars.KEEP_ALIVE_TIMEOUT_SECONDS,
    vapidKeys: vapidKeys(vars),
    vapidSubject: vars.VAPID_SUBJECT ?? (mailAddress.includes('@') ? `mailto:${mailAddress}` : publicUrl),
    pushAllowHttpEndpoints: vars.PUSH_ALLOW_HTTP_ENDPOINTS,
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
