import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, parseConfig } from '../src/config.ts';

const ROOT = '/repo';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env, ROOT);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('has embedded defaults', () => {
    const config = parseConfig({}, ROOT);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('/repo/.data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      refreshTokenMaxAgeDays: 30,
      seedDemo: true,
      portalDist: path.resolve('/repo/apps/portal/dist'),
      corsOrigins: [],
      logLevel: 'info',
      trustProxy: false,
      authRateLimitPerMinute: 60, // loose on purpose: many vendors share one carrier-grade NAT address
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Sika <no-reply@localhost>',
      imageDecodeQueue: 4,
      imageDecodeTimeoutSeconds: 20,
      // Never 0 (Node's "no limit"): a client trickling a body is cut.
      requestTimeoutSeconds: 60,
      connectionTimeoutSeconds: 60,
      keepAliveTimeoutSeconds: 72,
    });
    expect(parseConfig({}, ROOT).imageDecodeSlots).toBeGreaterThanOrEqual(1);
    expect(parseConfig({ PORT: '8080' }, ROOT).publicUrl).toBe('http://localhost:8080');
  });

  it('resolves a relative DATA_DIR against the repository root, wherever the process runs', () => {
    expect(parseConfig({ DATA_DIR: 'var/data' }, ROOT).dataDir).toBe(path.resolve('/repo/var/data'));
    expect(parseConfig({ DATA_DIR: './.data' }, ROOT).dataDir).toBe(path.resolve('/repo/.data'));
  });

  it('reads the mail settings', () => {
    const config = parseConfig(
      {
        PUBLIC_URL: 'https://vendors.sika.example/portal/',
        SMTP_URL: 'smtps://user:pass@smtp.sika.example:465',
      },
      ROOT,
    );
    expect(config.publicUrl).toBe('https://vendors.sika.example/portal');
    expect(config.smtpUrl).toBe('smtps://user:pass@smtp.sika.example:465');
    expect(config.mailFrom).toBe('Sika <no-reply@vendors.sika.example>');
    expect(parseConfig({ MAIL_FROM: 'vendors@sika.example' }, ROOT).mailFrom).toBe('vendors@sika.example');
    expect(parseConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }, ROOT).smtpUrl).toBe('smtp://127.0.0.1:2525');
  });

  it('does not seed the demo vendor into a configured PostgreSQL unless asked', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://u:p@db:5432/sika' }, ROOT).seedDemo).toBe(false);
    expect(parseConfig({ DATABASE_URL: 'postgresql://db/sika', SEED_DEMO: 'true' }, ROOT).seedDemo).toBe(true);
    expect(parseConfig({ SEED_DEMO: 'false' }, ROOT).seedDemo).toBe(false);
  });

  it('reads every variable', () => {
    const config = parseConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/sika',
        JWT_SECRET: 'x'.repeat(32),
        ACCESS_TOKEN_TTL_SECONDS: '60',
        REFRESH_TOKEN_TTL_DAYS: '7',
        REFRESH_TOKEN_MAX_AGE_DAYS: '60',
        PORTAL_DIST: '/srv/portal',
        CORS_ORIGIN: 'https://portal.example.com, http://localhost:5173',
        CSP_CONNECT_SRC: 'https://o1.ingest.sentry.io',
        LOG_LEVEL: 'WARN',
        TRUST_PROXY: 'yes',
        AUTH_RATE_LIMIT_PER_MINUTE: '120',
        LIST_CACHE_MB: '0',
        IMAGE_DECODE_SLOTS: '3',
        IMAGE_DECODE_QUEUE: '0',
        IMAGE_DECODE_TIMEOUT_SECONDS: '5',
        REQUEST_TIMEOUT_SECONDS: '120',
        CONNECTION_TIMEOUT_SECONDS: '30',
        KEEP_ALIVE_TIMEOUT_SECONDS: '65',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/sika',
      jwtSecret: 'x'.repeat(32),
      accessTokenTtlSeconds: 60,
      refreshTokenTtlDays: 7,
      refreshTokenMaxAgeDays: 60,
      portalDist: '/srv/portal',
      corsOrigins: ['https://portal.example.com', 'http://localhost:5173'],
      cspConnectOrigins: ['https://o1.ingest.sentry.io'],
      logLevel: 'warn',
      trustProxy: 1,
      authRateLimitPerMinute: 120,
      listCacheMb: 0,
      imageDecodeSlots: 3,
      imageDecodeQueue: 0,
      imageDecodeTimeoutSeconds: 5,
      requestTimeoutSeconds: 120,
      connectionTimeoutSeconds: 30,
      keepAliveTimeoutSeconds: 65,
    });
  });

  it('reads TRUST_PROXY as a number of proxies or their addresses, never "every hop"', () => {
    const trust = (value: string) => parseConfig({ TRUST_PROXY: value }, ROOT).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    // `true` is the usual single TLS-terminating proxy: one hop, not everything the client sends.
    expect(trust('true')).toBe(1);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.5, 10.0.1.0/24,fd00::/8')).toEqual(['10.0.0.5', '10.0.1.0/24', 'fd00::/8']);
    expect(trust('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ PORT: '', JWT_SECRET: ' ' }, ROOT)).toMatchObject({ port: 3000, jwtSecret: undefined });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '65536'],
    ['PORT', '80.5'],
    // Digits only: a number written any other way is a typo, not a port.
    ['PORT', '1e3'],
    ['PORT', '0x50'],
    ['PAYOUT_SCHEDULE', 'hourly'],
    ['ACCESS_TOKEN_TTL_SECONDS', '-5'],
    ['REFRESH_TOKEN_TTL_DAYS', 'forever'],
    ['SEED_DEMO', 'maybe'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', '10.0.0.300'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.5,proxy.internal'],
    ['JWT_SECRET', 'too-short'],
    ['DATABASE_URL', 'mysql://db/sika'],
    ['DATABASE_URL', 'not a url'],
    ['CORS_ORIGIN', 'https://portal.example.com/app'],
    ['CORS_ORIGIN', '*'],
    ['CSP_CONNECT_SRC', 'o1.ingest.sentry.io'],
    ['LOG_LEVEL', 'loud'],
    ['AUTH_RATE_LIMIT_PER_MINUTE', '0'],
    ['LIST_CACHE_MB', '-1'],
    ['LIST_CACHE_MB', '64 MB'],
    ['IMAGE_DECODE_SLOTS', '0'],
    ['IMAGE_DECODE_TIMEOUT_SECONDS', '0'],
    ['REQUEST_TIMEOUT_SECONDS', '0'],
    ['CONNECTION_TIMEOUT_SECONDS', '0'],
    ['PUBLIC_URL', 'vendors.sika.example'],
    ['PUBLIC_URL', 'ftp://vendors.sika.example'],
    ['PUBLIC_URL', 'https://vendors.sika.example/?ref=mail'],
    ['PUBLIC_URL', 'https://user:pw@vendors.sika.example'],
    ['SMTP_URL', 'http://smtp.sika.example'],
    ['SMTP_URL', 'smtp://'],
    ['SMTP_URL', 'smtp.sika.example:587'],
    ['MAIL_FROM', 'Sika'],
    ['MAIL_FROM', 'Sika <no-reply>'],
  ])('rejects %s=%s naming the variable', (variable, value) => {
    const error = errorOf({ [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message.startsWith(`${variable} must be`)).toBe(true);
  });

  it('reads the VAPID keys as a pair, and the push subject from the mail sender', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(parseConfig({}, ROOT)).toMatchObject({
      vapidKeys: undefined,
      vapidSubject: 'mailto:no-reply@localhost',
      pushAllowHttpEndpoints: false,
    });
    expect(
      parseConfig(
        {
          VAPID_PUBLIC_KEY: keys.publicKey,
          VAPID_PRIVATE_KEY: keys.privateKey,
          VAPID_SUBJECT: 'https://vendors.sika.example/contact',
          PUSH_ALLOW_HTTP_ENDPOINTS: 'true',
        },
        ROOT,
      ),
    ).toMatchObject({
      vapidKeys: keys,
      vapidSubject: 'https://vendors.sika.example/contact',
      pushAllowHttpEndpoints: true,
    });
    expect(parseConfig({ MAIL_FROM: 'Sika <pings@sika.example>' }, ROOT).vapidSubject).toBe(
      'mailto:pings@sika.example',
    );
    // One key without the other is a ConfigError naming the missing one.
    expect(errorOf({ VAPID_PUBLIC_KEY: keys.publicKey }).variable).toBe('VAPID_PRIVATE_KEY');
    expect(errorOf({ VAPID_PRIVATE_KEY: keys.privateKey }).variable).toBe('VAPID_PUBLIC_KEY');
    expect(errorOf({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey }).variable).toBe(
      'VAPID_PUBLIC_KEY',
    );
    const badPrivate = errorOf({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: 'not-a-key' });
    expect(badPrivate.variable).toBe('VAPID_PRIVATE_KEY');
    expect(badPrivate.message).not.toContain('not-a-key');
    expect(errorOf({ VAPID_SUBJECT: 'http://sika.example' }).variable).toBe('VAPID_SUBJECT');
  });

  it('checks the Hubtel and S3 settings only when texts go through Hubtel and images to S3', () => {
    const hubtel = { SMS_PROVIDER: 'hubtel', HUBTEL_CLIENT_ID: 'id', HUBTEL_CLIENT_SECRET: 'secret' };
    expect(errorOf({ ...hubtel, SMS_SENDER_ID: 'Sika Shop' }).variable).toBe('SMS_SENDER_ID');
    expect(errorOf({ S3_BUCKET: 'sika-images', S3_PREFIX: '/images' }).variable).toBe('S3_PREFIX');
    expect(errorOf({ S3_BUCKET: 'sika-images', S3_FORCE_PATH_STYLE: 'maybe' }).variable).toBe('S3_FORCE_PATH_STYLE');
    // Unused, they are not checked: a sender id for the outbox, a prefix for the images folder.
    expect(parseConfig({ SMS_SENDER_ID: 'Sika Shop', S3_PREFIX: '/images' }, ROOT)).toMatchObject({
      sms: { kind: 'outbox' },
      imageStorage: { kind: 'local' },
    });
    // A Hubtel URL without the provider is a half-done setting, and its password is never shown.
    const stray = errorOf({ HUBTEL_SMS_URL: 'https://user:s3cret@sms.example/send' });
    expect(stray.variable).toBe('SMS_PROVIDER');
    expect(stray.message).not.toContain('s3cret');
    expect(errorOf({ ...hubtel, HUBTEL_SMS_URL: 'https://user:s3cret@sms.example/send' }).message).not.toContain(
      's3cret',
    );
  });

  it('never echoes a secret or a database URL', () => {
    expect(errorOf({ JWT_SECRET: 'hunter2' }).message).not.toContain('hunter2');
    expect(errorOf({ DATABASE_URL: 'mysql://admin:s3cret@db/x' }).message).not.toContain('s3cret');
    expect(errorOf({ SMTP_URL: 'imap://mailer:s3cret@mail/x' }).message).not.toContain('s3cret');
  });

  it('stops the server with one line and exit code 1 on a bad value', () => {
    const main = path.join(import.meta.dirname, '../src/main.ts');
    const result = spawnSync(process.execPath, [main], { env: { ...process.env, PORT: 'eighty' }, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Configuration error: PORT must be a whole number from 1 to 65535 (got "eighty")',
    );
    expect(result.stdout).toBe('');
  });
});
