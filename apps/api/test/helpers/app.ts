// Builds the app over a test database with a controllable clock and quiet logs.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app.ts';
import { BackgroundTasks } from '../../src/background.ts';
import { parseConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { openTestDatabase, type DriverName, type TestDatabase } from './databases.ts';
import { call } from './contract.ts';
import { MemoryMailer } from './mail.ts';
import { MemorySms } from './sms.ts';
import { testHostLookup } from './push.ts';

export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  /** Every mail the app sent (unless the test passed its own mailer). */
  mailer: MemoryMailer;
  /** Every text message the app sent (unless the test passed its own transport). */
  sms: MemorySms;
  /** Wait on it for work that runs after an answer (e.g. the reset mail). */
  background: BackgroundTasks;
}

const GENEROUS = { max: 10_000, timeWindowMs: 60_000 };

/** Headers an unchanged poll's 304 must not carry: it is mostly headers, paid for every 15 s. */
export const NOT_IN_A_304 = ['content-type', 'content-length', 'x-content-type-options', 'referrer-policy'];

export interface StartOptions {
  env?: Record<string, string>;
  deps?: Partial<AppDeps>;
}

export async function startApp(database: Database, options: StartOptions = {}): Promise<TestApp> {
  const clock = testClock();
  const mailer = new MemoryMailer();
  const sms = new MemorySms();
  const background = new BackgroundTasks();
  const config = parseConfig({ PORTAL_DIST: '/nonexistent-portal', LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp(config, {
    database,
    now: clock.now,
    logger: false,
    mailer,
    sms,
    background,
    // Push endpoints' names come from a fixed table: no test asks the real DNS.
    lookupHost: testHostLookup(),
    ...options.deps,
    rateLimits: { login: GENEROUS, register: GENEROUS, ...options.deps?.rateLimits },
  });
  return { app, clock, mailer, sms, background };
}

export interface TestSuite extends TestApp {
  testDb: TestDatabase;
}

/**
 * A suite's app over a fresh database on `driver`: opened and started before its tests, closed
 * after them. The fields are filled in by beforeAll, so read them inside tests and hooks. Options
 * may be a function when they depend on setup (it runs in beforeAll, before the app starts).
 */
export function withTestApp(driver: DriverName, options: StartOptions | (() => Promise<StartOptions>) = {}): TestSuite {
  const suite = {} as TestSuite;
  beforeAll(async () => {
    suite.testDb = await openTestDatabase(driver);
    Object.assign(
      suite,
      await startApp(suite.testDb.database, typeof options === 'function' ? await options() : options),
    );
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.testDb?.dispose();
  });
  return suite;
}

export function uniqueEmail(prefix = 'vendor'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The `name=value` of the refresh cookie a response sets, if any. */
export function refreshCookie(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const cookie = all.find((c) => c.startsWith('sika_refresh='));
  return cookie?.split(';')[0];
}

/** The `name=value` of the device cookie a login sets (the same value on each of its paths), if any. */
export function deviceCookie(response: LightMyRequestResponse): string | undefined {
  return setCookieHeaders(response)
    .find((c) => c.startsWith('sika_device='))
    ?.split(';')[0];
}

export function setCookieHeaders(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}

export interface Registered {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  cookie: string;
}

export async function registerVendor(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = 'correct-horse-1',
): Promise<Registered> {
  const response = await call(app, 'register', { body: { email, password } });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return {
    id: body.newVendor._id,
    email: body.newVendor.email,
    password,
    accessToken: body.accessToken,
    cookie: refreshCookie(response)!,
  };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
