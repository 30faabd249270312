import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/api/src/auth/passwords.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { GOALS } from './figures.ts';
import { startApi, startHelloWorld } from './server.ts';

/**
 * The api at production scale: 2,000 vendors, 100,000 products (50 each) and 200,000 orders (100
 * each), seeded in seconds with generate_series straight through the db layer, then served by the
 * real api process on loopback. autocannon (50 connections) reads one vendor's product list and
 * orders list (full 200 answers, the heavier case than a 304 poll), each case right after a run of
 * a bare Fastify hello-world started here: these machines are noisy, so read the ratio. The last
 * case turns the api's list cache off (LIST_CACHE_MB=0): every answer read from the database, as
 * the first poll after each change is.
 */
export const SCALE = { vendors: 2_000, productsPerVendor: 50, ordersPerVendor: 100 };
export const BENCH_PASSWORD = 'bench-password-2026';

export interface Cannon {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** The status codes answered, e.g. 200 or 304. */
  statuses: string;
}

/**
 * Seconds of the same load sent, and not counted, before each measured run: the server's hot path is
 * compiled by V8's optimising tiers during its first second or two under load, which otherwise
 * counts against whichever case a process serves first (its first 5 s ran 5-15% below its next).
 */
const WARMUP_SECONDS = Number(process.env.BENCH_API_WARMUP_SECONDS ?? 2);

export async function cannon(
  url: string,
  { headers = {}, seconds = Number(process.env.BENCH_API_SECONDS ?? 8), connections = 50 } = {},
): Promise<Cannon> {
  if (WARMUP_SECONDS > 0) await autocannon({ url, connections, duration: WARMUP_SECONDS, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // A 304 is the expected answer of a poll; anything 4xx/5xx, a socket error or a timeout is not.
    errors:
      result.errors +
      result.timeouts +
      Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => Number(code) >= 400)
        .reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0),
    statuses: Object.keys(result.statusCodeStats ?? {}).join('/'),
  };
}

/**
 * Seeds `scale` through the db layer (generate_series, a few seconds for the full set); every vendor
 * has the password BENCH_PASSWORD. Returns the e-mail of vendor n: `email(n)`, n from 1.
 */
export async function seed(options: { databaseUrl?: string; pgliteDir?: string }, scale = SCALE) {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const { db } = database;
    const run = `bench${Date.now().toString(36)}`;
    const hash = await hashPassword(BENCH_PASSWORD);
    const started = performance.now();
    await db.execute(sql`
      insert into vendors (email, password_hash, business_name, business_category, registration_completed, is_verified, created_at)
      select ${run} || '-' || g || '@sika.test', ${hash}, 'Bench vendor ' || g, 'Home and Office', true, true,
             now() - g * interval '1 second'
      from generate_series(1, ${scale.vendors}) g`);
    await db.execute(sql`
      insert into products (vendor_id, title, description, price_pesewas, delivery_price_pesewas, category, brand, quantity, created_at)
      select v.id, 'Bench product ' || g, 'A product of the scale benchmark, with a description of ordinary length.',
             10000 + g * 97, 2000, 'Home and Office', 'Bench', 5, now() - g * interval '1 minute'
      from vendors v, generate_series(1, ${scale.productsPerVendor}) g
      where v.email like ${`${run}-%`}`);
    await db.execute(sql`
      insert into orders (order_number, vendor_id, vendor_email, product_id, product_title, buyer_firstname, buyer_lastname,
                          buyer_mobile, buyer_company, city, status, plan, duration, total_pesewas, initial_pesewas,
                          second_pesewas, third_pesewas, created_at)
      select 'SK-' || nextval('order_number_seq'), p.vendor_id, '', p.id, p.title, 'Kwabena', 'Owusu-Ansah', '0244123456',
             'Ghana Cocoa Board', 'Kumasi', 'Approved', 'Monthly instalments', '3 months', 30000, 10000, 10000, 10000,
             now() - g * interval '1 hour'
      from products p, generate_series(1, ${Math.ceil(scale.ordersPerVendor / scale.productsPerVendor)}) g
      where p.title like 'Bench product %' and p.vendor_id in (select id from vendors where email like ${`${run}-%`})`);
    await db.execute(sql`analyze`);
    return { email: (n: number) => `${run}-${n}@sika.test`, seedSeconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

/** One case of the api next to the hello-world run just before it (the machine's load drifts). */
export interface ApiCase {
  label: string;
  figures: Cannon;
  hello: Cannon;
}

export interface ApiFigures {
  driver: 'PGlite' | 'PostgreSQL';
  seedSeconds: number;
  cases: ApiCase[];
}

async function loginHeaders(base: string, email: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/vendor/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`bench login answered ${login.status}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'gzip, br' };
}

export async function measureApiAtScale(repoRoot: string, databaseUrl?: string): Promise<ApiFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-scale-'));
  const hello = await startHelloWorld(repoRoot);
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  const cases: ApiCase[] = [];
  const measure = async (label: string, url: string, headers: Record<string, string>) => {
    const helloFigures = await cannon(`${hello.base}/api/health`);
    cases.push({ label, hello: helloFigures, figures: await cannon(url, { headers }) });
  };
  try {
    const { email, seedSeconds } = await seed(
      databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') },
    );
    const start = (env: Record<string, string> = {}) =>
      startApi(repoRoot, { dataDir, ...(databaseUrl ? { databaseUrl } : {}), env });

    api = await start();
    const headers = await loginHeaders(api.base, email(1));
    const productsUrl = `${api.base}/api/products/all-products`;
    const etag = (await fetch(productsUrl, { headers })).headers.get('etag') ?? '';
    await measure('product list, 50 products (200)', productsUrl, headers);
    await measure('orders list, 100 orders (200)  ', `${api.base}/api/vendor/get-vendor-orders`, headers);
    await measure('product poll, unchanged (304)  ', productsUrl, { ...headers, 'if-none-match': etag });
    // What every open portal sends every 15 s instead of polling each list.
    const changesUrl = `${api.base}/api/changes`;
    const version = (await fetch(changesUrl, { headers })).headers.get('etag') ?? '';
    await measure('changes poll, unchanged (304)  ', changesUrl, { ...headers, 'if-none-match': version });
    await api.stop();

    // The same list with nothing kept in memory: every answer read, serialised and compressed
    // afresh, as the first poll after each change is.
    api = await start({ LIST_CACHE_MB: '0' });
    const uncachedHeaders = await loginHeaders(api.base, email(2));
    await measure('product list, LIST_CACHE_MB=0  ', `${api.base}/api/products/all-products`, uncachedHeaders);
    // The version read afresh (the vendor record, 50 products and the newest 500 orders digested),
    // as the first poll after each change is.
    await measure('changes, LIST_CACHE_MB=0       ', `${api.base}/api/changes`, uncachedHeaders);
    return { driver: databaseUrl ? 'PostgreSQL' : 'PGlite', seedSeconds: Number(seedSeconds.toFixed(1)), cases };
  } finally {
    await api?.stop();
    await hello.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printApi(figures: ApiFigures) {
  console.log(
    `\nThe api at scale on ${figures.driver}: ${SCALE.vendors} vendors, ${SCALE.vendors * SCALE.productsPerVendor} products, ${SCALE.vendors * SCALE.ordersPerVendor} orders (seeded in ${figures.seedSeconds} s); autocannon, 50 connections; each case next to a bare Fastify hello-world run just before it`,
  );
  for (const { label, figures: c, hello } of figures.cases) {
    const ratio = c.requestsPerSecond / hello.requestsPerSecond;
    console.log(
      `  ${label} ${c.requestsPerSecond} req/s = ${(ratio * 100).toFixed(1)}% of hello-world's ${hello.requestsPerSecond} (goal >= ${GOALS.apiShareOfHelloWorld * 100}%)  p50 ${c.p50Ms} ms  p99 ${c.p99Ms} ms (goal <= ${GOALS.apiP99Ms} ms)  status ${c.statuses}, errors ${c.errors}`,
    );
  }
}
