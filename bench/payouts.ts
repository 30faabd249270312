// The Payouts panel's calls for a vendor with 10,000 orders and 200 payouts (GET /api/payouts and a
// month's GET /api/statements/{month}, docs/product.md, The ledger): median and p99 next to the
// orders list's default page measured in the same run, with the list cache off so every request
// runs its queries, on PGlite and, with DATABASE_URL (a database you can throw away), on
// PostgreSQL too. `node bench/payouts.ts`. These machines are noisy: read the ratio.
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
import { payOut } from '../apps/api/src/db/queries/ledger.ts';
import { orderValues } from '../apps/api/src/db/queries/orders.ts';
import { insertProduct } from '../apps/api/src/db/queries/products.ts';
import { insertVendor } from '../apps/api/src/db/queries/vendors.ts';
import { ledgerEntries, orders } from '../apps/api/src/db/schema.ts';
import { GOALS } from './figures.ts';

const ORDERS = 10_000;
const PAYOUTS = 200;
/** Requests of each call, taken in turns so all meet the same noise; p99 needs at least 100. */
const SAMPLES = 200;
const PASSWORD = 'bench-payouts-password-2026';
const MOMO = '+233244123456';
const WEEK_MS = 7 * 86_400_000;

interface CallFigures {
  medianMs: number;
  p99Ms: number;
  gzipBytes: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const ms = (value: number) => Number(value.toFixed(1));

/**
 * A vendor with ORDERS orders, one an hour back from now, and PAYOUTS weekly payouts, each of the
 * initial payments of 50 orders collected that week. Answers the e-mail and the busiest month.
 */
async function seedVendor(database: Database): Promise<{ email: string; month: string }> {
  const { db } = database;
  const vendor = await insertVendor(db, {
    email: `bench-payouts-${Date.now()}@sika.test`,
    passwordHash: await hashPassword(PASSWORD),
    businessName: 'Bench Traders',
    momoMobile: MOMO,
    registrationCompleted: true,
    isVerified: true,
  });
  const product = await insertProduct(db, {
    vendorId: vendor.id,
    title: 'Tecno Spark 20',
    description: 'Bench product',
    pricePesewas: 150_000,
    deliveryPricePesewas: 3_000,
    category: 'Phones and Tablets',
    brand: 'Bench',
    quantity: 1000,
  });
  const buyer = { firstname: 'Kwabena', lastname: 'Owusu', mobile: '0244123456', company: 'Cocobod', city: 'Kumasi' };
  const now = Date.now();
  const placed: Array<{ id: string; orderNumber: string; initialPesewas: number }> = [];
  for (let batch = 0; batch < ORDERS; batch += 1000) {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      ...orderValues(product, vendor.email, 3, buyer, 'Delivered', new Date(now - (batch + i) * 3_600_000))!,
      orderNumber: sql`'SK-' || nextval('order_number_seq')`,
    }));
    placed.push(
      ...(await db
        .insert(orders)
        .values(rows)
        .returning({ id: orders.id, orderNumber: orders.orderNumber, initialPesewas: orders.initialPesewas })),
    );
  }
  const perPayout = ORDERS / PAYOUTS;
  for (let k = 0; k < PAYOUTS; k += 1) {
    const at = new Date(now - (PAYOUTS - k) * WEEK_MS);
    const paid = placed.slice(k * perPayout, (k + 1) * perPayout);
    await db.insert(ledgerEntries).values(
      paid.map((order) => ({
        vendorId: vendor.id,
        kind: 'collected',
        pesewas: order.initialPesewas,
        orderId: order.id,
        orderNumber: order.orderNumber,
        instalment: 1,
        createdAt: new Date(at.getTime() - 86_400_000),
      })),
    );
    await payOut(db, vendor.id, MOMO, MOMO, at);
  }
  await db.execute(sql`analyze`);
  // A month of the middle of the payouts: four or five of them and their entries.
  const month = new Date(now - (PAYOUTS / 2) * WEEK_MS).toISOString().slice(0, 7);
  return { email: vendor.email, month };
}

export async function measurePayouts(databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-payouts-'));
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const config = parseConfig({
    DATA_DIR: dataDir,
    PORTAL_DIST: '/nonexistent-portal',
    LOG_LEVEL: 'silent',
    LIST_CACHE_MB: '0',
    ...env,
  });
  const database = await openConfiguredDatabase(config);
  const app = await buildApp(config, { database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const base = `http://127.0.0.1:${address.port}`;
  try {
    const { email, month } = await seedVendor(database);
    const login = await fetch(`${base}/api/vendor/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
    const authorization = `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`;
    const calls = {
      payouts: '/api/payouts',
      statement: `/api/statements/${month}`,
      ordersList: '/api/vendor/get-vendor-orders',
    } as const;
    type Name = keyof typeof calls;
    const names = Object.keys(calls) as Name[];
    const times = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<Name, number[]>;
    const bodies = Object.fromEntries(names.map((n) => [n, ''])) as Record<Name, string>;
    for (let i = 0; i < SAMPLES; i += 1) {
      for (const name of names) {
        const started = performance.now();
        const response = await fetch(`${base}${calls[name]}`, {
          headers: { authorization, 'accept-encoding': 'identity' },
        });
        bodies[name] = await response.text();
        times[name].push(performance.now() - started);
        if (response.status !== 200) throw new Error(`${calls[name]} answered ${response.status}: ${bodies[name]}`);
      }
    }
    const figures = (name: Name): CallFigures => {
      const sorted = times[name].toSorted((a, b) => a - b);
      return {
        medianMs: ms(percentile(sorted, 0.5)),
        p99Ms: ms(percentile(sorted, 0.99)),
        gzipBytes: gzipSync(bodies[name]).length,
      };
    };
    const statement = JSON.parse(bodies.statement) as { entries: unknown[] };
    return {
      driver: databaseUrl ? 'PostgreSQL' : 'PGlite',
      month,
      statementEntries: statement.entries.length,
      payouts: figures('payouts'),
      statement: figures('statement'),
      ordersList: figures('ordersList'),
    };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printPayouts(f: Awaited<ReturnType<typeof measurePayouts>>): void {
  const line = (label: string, c: CallFigures) =>
    `  ${label}: median ${c.medianMs} ms, p99 ${c.p99Ms} ms, ${(c.gzipBytes / 1000).toFixed(1)} kB gzip`;
  const ratio = (c: CallFigures) =>
    `${(c.medianMs / f.ordersList.medianMs).toFixed(2)}x the median, ${(c.p99Ms / f.ordersList.p99Ms).toFixed(2)}x the p99`;
  const met = (c: CallFigures) =>
    c.medianMs / f.ordersList.medianMs <= GOALS.earningsToOrdersList &&
    c.p99Ms / f.ordersList.p99Ms <= GOALS.earningsToOrdersList;
  console.log(
    `\nPayouts, one vendor with ${ORDERS.toLocaleString('en-US')} orders and ${PAYOUTS} payouts (${f.driver}, ${SAMPLES} requests each, list cache off)`,
  );
  console.log(line('payouts list', f.payouts));
  console.log(line(`statement of ${f.month} (${f.statementEntries} entries)`, f.statement));
  console.log(line('orders list, default page', f.ordersList));
  console.log(`  payouts / orders list: ${ratio(f.payouts)}; ${met(f.payouts) ? 'met' : 'NOT MET'}`);
  console.log(`  statement / orders list: ${ratio(f.statement)}; ${met(f.statement) ? 'met' : 'NOT MET'}`);
  console.log(`  goal: median and p99 at most ${GOALS.earningsToOrdersList}x the orders list's`);
}

if (import.meta.main) {
  printPayouts(await measurePayouts());
  if (process.env.DATABASE_URL) printPayouts(await measurePayouts(process.env.DATABASE_URL));
  else console.log('  (PostgreSQL: set DATABASE_URL to a database you can throw away to measure it too)');
}
