// A vendor with 10,000 orders: how long the orders list takes and how big it is. Runs the api
// in this process (buildApp, listening on loopback) over a throwaway PGlite folder, or over
// DATABASE_URL when set (a database you can throw away: it adds a vendor and its orders).
// `node bench/orders.ts` alone, or as part of `pnpm bench`. These machines are noisy: read the
// figures as an order of magnitude, and the 304 and page sizes as exact.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { hashPassword } from '../apps/api/src/auth/passwords.ts';
import { parseConfig } from '../apps/api/src/config.ts';
import { openConfiguredDatabase } from '../apps/api/src/db/open.ts';
import { orderValues } from '../apps/api/src/db/queries/orders.ts';
import { insertProduct } from '../apps/api/src/db/queries/products.ts';
import { insertVendor } from '../apps/api/src/db/queries/vendors.ts';
import { orders } from '../apps/api/src/db/schema.ts';

export interface OrdersFigures {
  orders: number;
  insertSeconds: number;
  /** The default page (100 orders): median and worst of the timed requests, in ms. */
  firstPage: { medianMs: number; maxMs: number; count: number; bodyBytes: number; gzipBytes: number };
  /** The largest page (limit=500). */
  largestPage: { medianMs: number; bodyBytes: number; gzipBytes: number };
  /** A page deep in the list (through the cursor), 100 orders. */
  deepPage: { medianMs: number };
  /** An unchanged poll: 304 with no body; bytes of status line and headers. */
  unchangedPoll: { status: number; bytes: number };
  /** Every order, page by page (limit=500). */
  walkAll: { pages: number; seconds: number };
  /** Does the planner read the list from orders_vendor_created_id_idx? */
  plan: string;
  cursorPlan: string;
}

const ORDERS = 10_000;
const BENCH_PASSWORD = 'bench-orders-password-2026';
const SAMPLES = 25;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function timed(run: () => Promise<Response>, samples = SAMPLES) {
  const times: number[] = [];
  let last: { response: Response; body: string } | undefined;
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    const response = await run();
    const body = await response.text();
    times.push(performance.now() - started);
    last = { response, body };
  }
  return { medianMs: Number(median(times).toFixed(1)), maxMs: Number(Math.max(...times).toFixed(1)), ...last! };
}

export async function measureOrders(): Promise<OrdersFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-orders-'));
  const config = parseConfig({
    DATA_DIR: dataDir,
    PORTAL_DIST: '/nonexistent-portal',
    LOG_LEVEL: 'silent',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const database = await openConfiguredDatabase(config);
  const app = await buildApp(config, { database, logger: false });
  try {
    const { db } = database;
    const vendor = await insertVendor(db, {
      email: `bench-${Date.now()}@sika.test`,
      passwordHash: await hashPassword(BENCH_PASSWORD),
      businessName: 'Bench Traders',
      registrationCompleted: true,
      isVerified: true,
    });
    const product = await insertProduct(db, {
      vendorId: vendor.id,
      title: 'Samsung Galaxy A15, 128 GB, blue',
      description: 'Bench product',
      pricePesewas: 245_000,
      deliveryPricePesewas: 3_000,
      category: 'Phones and Tablets',
      brand: 'Samsung',
      quantity: 1000,
    });
    const buyer = {
      firstname: 'Kwabena',
      lastname: 'Owusu-Ansah',
      mobile: '0244123456',
      company: 'Ghana Cocoa Board',
      city: 'Kumasi',
    };
    const started = performance.now();
    const start = Date.now() - ORDERS * 60_000;
    for (let batch = 0; batch < ORDERS; batch += 1000) {
      const rows = Array.from({ length: 1000 }, (_, i) => ({
        ...orderValues(
          product,
          vendor.email,
          [2, 3][(batch + i) % 2]!,
          buyer,
          'Approved',
          new Date(start + (batch + i) * 60_000),
        )!,
        orderNumber: sql`'SK-' || nextval('order_number_seq')`,
      }));
      await db.insert(orders).values(rows);
    }
    const insertSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    // The planner's choice on fresh statistics, as a production database would have them.
    await db.execute(sql`analyze orders`);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}/api/vendor/get-vendor-orders`;
    // A real login, so the token is whatever the api issues today.
    const login = await fetch(`http://127.0.0.1:${address.port}/api/vendor/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: vendor.email, password: BENCH_PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
    const token = `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`;
    const get = (query = '', headers: Record<string, string> = {}) =>
      fetch(`${base}${query}`, { headers: { authorization: token, 'accept-encoding': 'identity', ...headers } });

    const first = await timed(() => get());
    const count = (JSON.parse(first.body) as unknown[]).length;
    const largest = await timed(() => get('?limit=500'), 10);
    const etag = first.response.headers.get('etag')!;
    const poll = await get('', { 'if-none-match': etag });
    let pollBytes = `HTTP/1.1 ${poll.status} Not Modified\r\n`.length + 2;
    poll.headers.forEach((value, name) => (pollBytes += `${name}: ${value}\r\n`.length));

    const walkStarted = performance.now();
    let pages = 0;
    let query = '?limit=500';
    let deepCursor = '';
    for (;;) {
      const response = await get(query);
      await response.text();
      pages += 1;
      const next = response.headers.get('x-next-before');
      if (!next) break;
      if (pages === 15) deepCursor = next;
      query = `?limit=500&before=${next}`;
    }
    const walkSeconds = Number(((performance.now() - walkStarted) / 1000).toFixed(2));
    const deep = await timed(() => get(`?before=${deepCursor}`));

    const explained = await db.execute(
      sql`explain select * from orders where vendor_id = ${vendor.id} order by created_at desc nulls last, id desc nulls last limit 101`,
    );
    const planRows = ((explained as { rows?: unknown[] }).rows ?? (explained as unknown as unknown[])) as Array<
      Record<string, string>
    >;
    const plan = planRows.map((row) => Object.values(row)[0]).join(' | ');
    const cursorExplained = await db.execute(
      sql`explain select * from orders where vendor_id = ${vendor.id} and (created_at, id) < (select c.created_at, c.id from orders c where c.id = ${deepCursor} and c.vendor_id = ${vendor.id}) order by created_at desc nulls last, id desc nulls last limit 101`,
    );
    const cursorRows = ((cursorExplained as { rows?: unknown[] }).rows ?? []) as Array<Record<string, string>>;
    const cursorPlan = cursorRows.map((row) => Object.values(row)[0]).join(' | ');

    return {
      orders: ORDERS,
      insertSeconds,
      firstPage: {
        medianMs: first.medianMs,
        maxMs: first.maxMs,
        count,
        bodyBytes: Buffer.byteLength(first.body),
        gzipBytes: gzipSync(first.body).length,
      },
      largestPage: {
        medianMs: largest.medianMs,
        bodyBytes: Buffer.byteLength(largest.body),
        gzipBytes: gzipSync(largest.body).length,
      },
      deepPage: { medianMs: deep.medianMs },
      unchangedPoll: { status: poll.status, bytes: pollBytes },
      walkAll: { pages, seconds: walkSeconds },
      plan,
      cursorPlan,
    };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printOrders(figures: OrdersFigures): void {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const { firstPage, largestPage, deepPage, unchangedPoll, walkAll } = figures;
  console.log(
    `\nOrders list, one vendor with ${figures.orders} orders (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  );
  console.log(`  inserted in ${figures.insertSeconds} s`);
  console.log(
    `  default page (${firstPage.count} orders): median ${firstPage.medianMs} ms, worst ${firstPage.maxMs} ms, ${kb(firstPage.bodyBytes)} JSON (${kb(firstPage.gzipBytes)} gzip)`,
  );
  console.log(
    `  limit=500 page: median ${largestPage.medianMs} ms, ${kb(largestPage.bodyBytes)} JSON (${kb(largestPage.gzipBytes)} gzip)`,
  );
  console.log(`  100 orders after the first 7,500 (cursor): median ${deepPage.medianMs} ms`);
  console.log(`  unchanged poll: ${unchangedPoll.status}, ${unchangedPoll.bytes} bytes on the wire (no body)`);
  console.log(`  every order, ${walkAll.pages} pages of 500: ${walkAll.seconds} s`);
  console.log(`  plan: ${figures.plan}`);
  console.log(`  cursor plan: ${figures.cursorPlan}`);
}

if (import.meta.main) printOrders(await measureOrders());
