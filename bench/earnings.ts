// The Earnings figures of a vendor with 10,000 orders (GET /api/earnings, docs/product.md,
// Earnings): how long the database takes to add them up and how big the answer is, next to the
// orders list's default page measured in the same run, on PGlite and, with DATABASE_URL (a
// database you can throw away: it adds a vendor and its orders), on PostgreSQL too. Both are timed
// with the list cache off, so every request runs its query (an unchanged vendor's repeat is
// answered from memory: that case is timed apart). `node bench/earnings.ts` alone, or as part of
// `pnpm bench`. These machines are noisy: read the ratio, and the sizes as exact.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { hashPassword } from '../apps/api/src/auth/passwords.ts';
import { parseConfig } from '../apps/api/src/config.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import { openConfiguredDatabase } from '../apps/api/src/db/open.ts';
import { orderValues } from '../apps/api/src/db/queries/orders.ts';
import { insertProduct } from '../apps/api/src/db/queries/products.ts';
import { insertVendor } from '../apps/api/src/db/queries/vendors.ts';
import { orders } from '../apps/api/src/db/schema.ts';
import { GOALS } from './figures.ts';

const ORDERS = 10_000;
/** Requests of each call, taken in turns so both meet the same noise; p99 needs at least 100. */
const SAMPLES = 200;
const BENCH_PASSWORD = 'bench-earnings-password-2026';
const STATUSES = ['Approved', 'Shipped', 'Delivered', 'Completed', 'Cancelled'] as const;

export interface CallFigures {
  medianMs: number;
  p99Ms: number;
  bodyBytes: number;
  gzipBytes: number;
}

export interface EarningsFigures {
  driver: 'PGlite' | 'PostgreSQL';
  orders: number;
  samples: number;
  earnings: CallFigures;
  /** The orders list's default page (100 orders), timed in turns with the earnings. */
  ordersList: CallFigures;
  /** The earnings asked again with the ETag, the list cache on: a 304 from memory. */
  unchanged: { status: number; medianMs: number };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const ms = (value: number) => Number(value.toFixed(1));

/** A vendor with ORDERS orders over the last 14 months, of five products, on every plan and in every status. */
async function seedVendor(database: Database): Promise<string> {
  const { db } = database;
  const vendor = await insertVendor(db, {
    email: `bench-earnings-${Date.now()}@sika.test`,
    passwordHash: await hashPassword(BENCH_PASSWORD),
    businessName: 'Bench Traders',
    registrationCompleted: true,
    isVerified: true,
  });
  const products: Awaited<ReturnType<typeof insertProduct>>[] = [];
  for (const [title, price] of [
    ['Samsung Galaxy A15, 128 GB', 3500],
    ['Nasco fridge, 200 L', 3200],
    ['Gas cooker, 4 burners', 2600],
    ['Tecno Spark 20', 1500],
    ['Kente stole', 450],
  ] as const) {
    products.push(
      await insertProduct(db, {
        vendorId: vendor.id,
        title,
        description: 'Bench product',
        pricePesewas: price * 100,
        deliveryPricePesewas: 3_000,
        category: 'Phones and Tablets',
        brand: 'Bench',
        quantity: 1000,
      }),
    );
  }
  const buyer = { firstname: 'Kwabena', lastname: 'Owusu', mobile: '0244123456', company: 'Cocobod', city: 'Kumasi' };
  const now = Date.now();
  // 10,000 orders over ~14 months: one every 61 minutes back from now.
  for (let batch = 0; batch < ORDERS; batch += 1000) {
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const n = batch + i;
      const product = products[n % products.length]!;
      // The longest plan the price allows, or a shorter one every other order.
      const months = product.pricePesewas > 300_000 && n % 2 === 0 ? 6 : product.pricePesewas > 120_000 ? 3 : 2;
      const status = STATUSES[Math.floor(n / 5) % STATUSES.length]!;
      return {
        ...orderValues(product, vendor.email, months, buyer, status, new Date(now - n * 3_660_000))!,
        orderNumber: sql`'SK-' || nextval('order_number_seq')`,
      };
    });
    await database.db.insert(orders).values(rows);
  }
  await db.execute(sql`analyze orders`);
  return vendor.email;
}

async function listen(database: Database, env: Record<string, string>, dataDir: string) {
  const config = parseConfig({ DATA_DIR: dataDir, PORTAL_DIST: '/nonexistent-portal', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return { app, base: `http://127.0.0.1:${address.port}` };
}

export async function measureEarnings(databaseUrl?: string): Promise<EarningsFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-earnings-'));
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const database = await openConfiguredDatabase(
    parseConfig({ DATA_DIR: dataDir, PORTAL_DIST: '/nonexistent-portal', LOG_LEVEL: 'silent', ...env }),
  );
  // Every request runs its query; the second app keeps answers as production does.
  const uncached = await listen(database, { ...env, LIST_CACHE_MB: '0' }, dataDir);
  const cached = await listen(database, env, dataDir);
  try {
    const email = await seedVendor(database);
    const login = await fetch(`${uncached.base}/api/vendor/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
    const authorization = `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`;
    const get = (base: string, url: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${url}`, { headers: { authorization, 'accept-encoding': 'identity', ...headers } });

    const calls = { earnings: '/api/earnings', ordersList: '/api/vendor/get-vendor-orders' } as const;
    const times = { earnings: [] as number[], ordersList: [] as number[] };
    const bodies = { earnings: '', ordersList: '' };
    for (let i = 0; i < SAMPLES; i += 1) {
      for (const name of ['earnings', 'ordersList'] as const) {
        const started = performance.now();
        const response = await get(uncached.base, calls[name]);
        bodies[name] = await response.text();
        times[name].push(performance.now() - started);
        if (response.status !== 200) throw new Error(`${calls[name]} answered ${response.status}: ${bodies[name]}`);
      }
    }
    const figures = (name: keyof typeof calls): CallFigures => {
      const sorted = times[name].toSorted((a, b) => a - b);
      return {
        medianMs: ms(percentile(sorted, 0.5)),
        p99Ms: ms(percentile(sorted, 0.99)),
        bodyBytes: Buffer.byteLength(bodies[name]),
        gzipBytes: gzipSync(bodies[name]).length,
      };
    };

    const first = await get(cached.base, calls.earnings);
    await first.text();
    const etag = first.headers.get('etag') ?? '';
    const unchangedTimes: number[] = [];
    let status = 0;
    for (let i = 0; i < SAMPLES; i += 1) {
      const started = performance.now();
      const response = await get(cached.base, calls.earnings, { 'if-none-match': etag });
      await response.text();
      unchangedTimes.push(performance.now() - started);
      status = response.status;
    }
    return {
      driver: databaseUrl ? 'PostgreSQL' : 'PGlite',
      orders: ORDERS,
      samples: SAMPLES,
      earnings: figures('earnings'),
      ordersList: figures('ordersList'),
      unchanged: {
        status,
        medianMs: ms(
          percentile(
            unchangedTimes.toSorted((a, b) => a - b),
            0.5,
          ),
        ),
      },
    };
  } finally {
    await cached.app.close();
    await uncached.app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Earnings against the orders list of the same run: how many times its time and bytes. */
export const earningsRatio = (figures: EarningsFigures) => ({
  median: figures.earnings.medianMs / figures.ordersList.medianMs,
  p99: figures.earnings.p99Ms / figures.ordersList.p99Ms,
  bytes: figures.earnings.bodyBytes / figures.ordersList.bodyBytes,
});

/** The goal: Earnings' median and p99 both at most GOALS.earningsToOrdersList times the list's. */
export const earningsGoalMet = (figures: EarningsFigures) => {
  const { median, p99 } = earningsRatio(figures);
  return median <= GOALS.earningsToOrdersList && p99 <= GOALS.earningsToOrdersList;
};

export function printEarnings(figures: EarningsFigures): void {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const { earnings, ordersList, unchanged } = figures;
  const ratio = earningsRatio(figures);
  console.log(
    `\nEarnings, one vendor with ${figures.orders.toLocaleString('en-US')} orders (${figures.driver}, ${figures.samples} requests each, list cache off)`,
  );
  console.log(
    `  earnings: median ${earnings.medianMs} ms, p99 ${earnings.p99Ms} ms, ${kb(earnings.bodyBytes)} JSON (${kb(earnings.gzipBytes)} gzip)`,
  );
  console.log(
    `  orders list, default page: median ${ordersList.medianMs} ms, p99 ${ordersList.p99Ms} ms, ${kb(ordersList.bodyBytes)} JSON (${kb(ordersList.gzipBytes)} gzip)`,
  );
  console.log(
    `  earnings / orders list: ${ratio.median.toFixed(2)}x the median, ${ratio.p99.toFixed(2)}x the p99, ${ratio.bytes.toFixed(2)}x the bytes`,
  );
  console.log(
    `  goal: median and p99 at most ${GOALS.earningsToOrdersList}x the orders list's: ${earningsGoalMet(figures) ? 'met' : 'NOT MET'}`,
  );
  console.log(`  earnings unchanged (ETag, list cache on): ${unchanged.status}, median ${unchanged.medianMs} ms`);
}

if (import.meta.main) {
  printEarnings(await measureEarnings());
  if (process.env.DATABASE_URL) printEarnings(await measureEarnings(process.env.DATABASE_URL));
  else console.log('  (PostgreSQL: set DATABASE_URL to a database you can throw away to measure it too)');
}
