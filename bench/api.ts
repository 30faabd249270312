import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../apps/api/src/auth/passwords.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { activityRecords, vendors } from '../apps/api/src/db/schema.ts';
import { GOALS } from './figures.ts';
import { startApi, startHelloWorld } from './server.ts';

/**
 * The api at production scale: 2,000 vendors, 100,000 products (50 each) and 200,000 orders (100
 * each), seeded in seconds with generate_series straight through the db layer, then served by the
 * real api process on loopback. autocannon (50 connections) reads one vendor's product list and
 * orders list (full 200 answers, the heavier case than a 304 poll), each case right after a run of
 * a bare Fastify hello-world started here: these machines are noisy, so read the ratio. The last
 * case turns the api's list cache off (LIST_CACHE_MB=0): every answer read from the database, as
 * the first poll after each change is. On that process, one request at a time: sign-in by phone
 * against sign-in by e-mail (docs/product.md, Login), and the first page of the Activity of a shop
 * with 100,000 records (docs/product.md, Activity) next to the orders list's, in the same run.
 */
export const SCALE = { vendors: 2_000, productsPerVendor: 50, ordersPerVendor: 100, activityRecords: 100_000 };
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
export async function seed(
  options: { databaseUrl?: string; pgliteDir?: string },
  scale: Omit<typeof SCALE, 'activityRecords'> & { activityRecords?: number } = SCALE,
) {
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
    // Vendor 2's shop: two attendants, one signing in by phone and one by e-mail (the same path
    // but for the lookup), and a year of Activity (100,000 records, every kind).
    const phone = `+23324${String(randomInt(1_000_000, 10_000_000))}`;
    if (scale.activityRecords) {
      await db.execute(sql`
      insert into vendors (email, phone, password_hash, shop_id, role)
      select '', ${phone}, ${hash}, id, 'attendant' from vendors where email = ${`${run}-2@sika.test`}
      union all
      select ${`${run}-2-staff@sika.test`}, null, ${hash}, id, 'attendant' from vendors where email = ${`${run}-2@sika.test`}`);
      await db.execute(sql`
      insert into activity_records (shop_id, person_id, person, role, kind, action, subject, created_at)
      select v.id, v.id, v.email, 'owner',
             (array['product', 'order', 'refund', 'payoutNumber', 'team', 'shop', 'signIn'])[1 + g % 7],
             (array['createProduct', 'shipOrder', 'cancelOrder', 'updateVendor', 'invitePerson', 'updateVendor', 'login'])[1 + g % 7],
             'Bench product ' || g, now() - g * interval '5 minutes'
      from vendors v, generate_series(1, ${scale.activityRecords}) g
      where v.email = ${`${run}-2@sika.test`}`);
    }
    // What the Activity figures report: the records the shop has, as counted, not as asked for.
    const [counted] = await db
      .select({ records: count() })
      .from(activityRecords)
      .innerJoin(vendors, eq(vendors.id, activityRecords.shopId))
      .where(eq(vendors.email, `${run}-2@sika.test`));
    // Vacuumed as well as analysed: a live table has been vacuumed by now, and measuring while
    // PostgreSQL's autovacuum works through the seed's 100,000s of fresh rows times the vacuum,
    // not the query.
    await db.execute(sql`vacuum analyze`);
    return {
      email: (n: number) => `${run}-${n}@sika.test`,
      /** The phone number (E.164) of vendor 2's attendant who signs in by phone. */
      phone,
      /** The e-mail address of vendor 2's attendant who signs in by e-mail. */
      staffEmail: `${run}-2-staff@sika.test`,
      /** How many Activity records vendor 2's shop has. */
      activitySeeded: counted?.records ?? 0,
      seedSeconds: (performance.now() - started) / 1000,
    };
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
  /** One request at a time on the LIST_CACHE_MB=0 process; absent from figures of earlier runs. */
  sequential?: SequentialFigures;
}

/** Median and p99 of one kind of request, sent one at a time. */
export interface Timing {
  medianMs: number;
  p99Ms: number;
}

export interface SequentialFigures {
  /** Two attendants' sign-ins from a browser new to the login (each then an Activity record), in turns. */
  signIn: { samples: number; email: Timing; phone: Timing };
  /** The first page (50) of a shop's Activity of 100,000 records, all and of one kind, and the orders list. */
  activity: { samples: number; records: number; firstPage: Timing; oneKind: Timing; ordersList: Timing };
}

const SIGN_IN_SAMPLES = Number(process.env.BENCH_SIGN_IN_SAMPLES ?? 60);
// A p99 needs enough samples past it: of 1,000, the 10 slowest, so no one pause decides it.
const PAGE_SAMPLES = Number(process.env.BENCH_PAGE_SAMPLES ?? 1000);

function timing(times: number[]): Timing {
  const sorted = times.toSorted((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  return { medianMs: Number(at(0.5).toFixed(2)), p99Ms: Number(at(0.99).toFixed(2)) };
}

/** How long `send` takes, `samples` times for each of `kinds`, taken in turns so drift hits all alike. */
async function timeInTurns<K extends string>(
  samples: number,
  kinds: Record<K, () => Promise<void>>,
): Promise<Record<K, Timing>> {
  const times = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < samples; i += 1) {
    for (const [kind, send] of Object.entries(kinds) as [K, () => Promise<void>][]) {
      const started = performance.now();
      await send();
      times[kind].push(performance.now() - started);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([kind, list]) => [kind, timing(list as number[])])) as Record<
    K,
    Timing
  >;
}

async function measureSequential(
  base: string,
  {
    email,
    staffEmail,
    phone,
    activitySeeded,
  }: { email: string; staffEmail: string; phone: string; activitySeeded: number },
): Promise<SequentialFigures> {
  const signIn = (body: object) => async () => {
    const response = await fetch(`${base}/api/vendor/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, password: BENCH_PASSWORD }),
    });
    if (!response.ok) throw new Error(`bench sign-in answered ${response.status}`);
    await response.arrayBuffer();
  };
  // The phone typed as a person types it: the national form, turned into E.164 by the api.
  const national = `0${phone.slice(4)}`;
  const signIns = await timeInTurns(SIGN_IN_SAMPLES, {
    email: signIn({ email: staffEmail }),
    phone: signIn({ phone: national }),
  });

  const headers = await loginHeaders(base, email);
  const get = (pathname: string) => async () => {
    const response = await fetch(`${base}${pathname}`, { headers });
    if (!response.ok) throw new Error(`bench ${pathname} answered ${response.status}`);
    await response.arrayBuffer();
  };
  const pages = await timeInTurns(PAGE_SAMPLES, {
    firstPage: get('/api/activity'),
    oneKind: get('/api/activity?kind=payoutNumber'),
    ordersList: get('/api/vendor/get-vendor-orders'),
  });
  return {
    signIn: { samples: SIGN_IN_SAMPLES, ...signIns },
    activity: { samples: PAGE_SAMPLES, records: activitySeeded, ...pages },
  };
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
    const { email, phone, staffEmail, activitySeeded, seedSeconds } = await seed(
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
    // Nothing kept in memory: the orders list is read from the database like the Activity page.
    const sequential = await measureSequential(api.base, { email: email(2), staffEmail, phone, activitySeeded });
    return {
      driver: databaseUrl ? 'PostgreSQL' : 'PGlite',
      seedSeconds: Number(seedSeconds.toFixed(1)),
      cases,
      sequential,
    };
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
  if (figures.sequential) printSequential(figures.sequential);
}

/** Sign-in by phone over sign-in by e-mail, by the median: the goal is GOALS.signInPhoneToEmail. */
export const signInRatio = ({ signIn }: SequentialFigures) => signIn.phone.medianMs / signIn.email.medianMs;

function printSequential(figures: SequentialFigures) {
  const { signIn, activity } = figures;
  const ratio = signInRatio(figures);
  const timed = (t: Timing) => `median ${t.medianMs} ms, p99 ${t.p99Ms} ms`;
  console.log(`  one request at a time, LIST_CACHE_MB=0:`);
  console.log(
    `  an attendant's sign-in from a new browser, ${signIn.samples} each, in turns: e-mail ${timed(signIn.email)}; phone ${timed(signIn.phone)}; phone / e-mail ${ratio.toFixed(2)}x by the median (goal <= ${GOALS.signInPhoneToEmail}x: ${ratio <= GOALS.signInPhoneToEmail ? 'met' : 'NOT MET'})`,
  );
  const activityRatio = activity.firstPage.p99Ms / activity.ordersList.p99Ms;
  console.log(
    `  Activity, first page of ${activity.records.toLocaleString('en-US')} records, ${activity.samples} each, in turns: ${timed(activity.firstPage)}; one kind ${timed(activity.oneKind)}; orders list (100 orders) ${timed(activity.ordersList)}: Activity's p99 ${activityRatio.toFixed(2)}x the orders list's (goal <= ${GOALS.activityP99ToOrdersList}x: ${activityRatio <= GOALS.activityP99ToOrdersList ? 'met' : 'NOT MET'})`,
  );
}
