// The Earnings figures (GET /api/earnings): checked against sums worked out here, in plain
// JavaScript over the very rows the test put in the table, never by the code under test; only the
// caller's orders count; an unchanged answer is a 304 and a new order changes it.
import { randomUUID } from 'node:crypto';
import { orderPlan, type OrderStatus } from '@sika/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, type OrderRow } from '../src/db/schema.ts';
import type { Registered } from './helpers/app.ts';
import { withTestApp } from './helpers/app.ts';
import { call, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { insertOrder, seller } from './helpers/products.ts';
import { instalmentAmounts, instalmentColumns } from '../src/db/queries/ledger.ts';

/** Late on the 30th: an order of 31 October has its fifth month's payment due on 31 March (owed). */
const TODAY = Date.parse('2026-03-30T21:00:00Z');
const STATUSES: OrderStatus[] = ['Approved', 'Shipped', 'Delivered', 'Completed', 'Cancelled'];
const PLANS = [
  { price: 450, months: 2 },
  { price: 1450.5, months: 3 },
  { price: 3500, months: 6 },
  { price: 3999.99, months: 6 },
  { price: 2000, months: 2 },
] as const;

/** A small, fixed pseudo-random sequence, so every run seeds the same orders. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

const slots = instalmentAmounts;

/** The order's UTC date `months` later, the day clamped to that month's last ('YYYY-MM-DD'). */
function dueOn(created: Date, months: number): string {
  const year = created.getUTCFullYear();
  const month = created.getUTCMonth() + months;
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(created.getUTCDate(), daysInMonth))).toISOString().slice(0, 10);
}

const monthOf = (day: Date, offset: number) =>
  new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);

type Figure = { amount: number; count: number };
const add = (map: Map<string, Figure>, key: string, pesewas: number) => {
  const figure = map.get(key) ?? { amount: 0, count: 0 };
  map.set(key, { amount: figure.amount + pesewas, count: figure.count + 1 });
};
const ghs = (figure: Figure | undefined) => (figure?.amount ?? 0) / 100;

/** What the answer must be, summed here over `rows` (the caller's orders as stored). */
function expectedEarnings(rows: OrderRow[], now: Date) {
  const today = now.toISOString().slice(0, 10);
  const owed = new Map<string, Figure>();
  const value = new Map<string, Figure>();
  const plan = new Map<string, Figure>();
  const status = new Map<string, Figure>();
  const product = new Map<string, Figure & { title: string; newest: number }>();
  // No payment is recorded here: every instalment due by today of an order still open is late.
  const late = { amount: 0, count: 0 };
  for (const row of rows) {
    add(status, row.status, row.totalPesewas);
    if (row.status === 'Cancelled') continue;
    slots(row).forEach((pesewas, index) => {
      const due = dueOn(row.createdAt, index);
      if (pesewas > 0 && due > today) add(owed, due.slice(0, 7), pesewas);
      if (pesewas > 0 && due <= today && row.status !== 'Completed') {
        late.amount += pesewas;
        late.count += 1;
      }
    });
    add(value, row.createdAt.toISOString().slice(0, 7), row.totalPesewas);
    add(plan, row.duration, row.totalPesewas);
    const seen = product.get(row.productId) ?? { amount: 0, count: 0, title: '', newest: -Infinity };
    const newer = row.createdAt.getTime() > seen.newest;
    product.set(row.productId, {
      amount: seen.amount + row.totalPesewas,
      count: seen.count + 1,
      title: newer ? row.productTitle : seen.title,
      newest: Math.max(seen.newest, row.createdAt.getTime()),
    });
  }
  const owedMonths = [0, 1, 2, 3, 4, 5].map((n) => monthOf(now, n));
  const valueMonths = Array.from({ length: 12 }, (_, n) => monthOf(now, n - 11));
  return {
    asOf: today,
    owedTotal: [...owed.values()].reduce((sum, figure) => sum + figure.amount, 0) / 100,
    owedByMonth: owedMonths.map((month) => ({
      month,
      amount: ghs(owed.get(month)),
      payments: owed.get(month)?.count ?? 0,
    })),
    collectedTotal: 0,
    lateTotal: late.amount / 100,
    latePayments: late.count,
    valueByMonth: valueMonths.map((month) => ({
      month,
      amount: ghs(value.get(month)),
      orders: value.get(month)?.count ?? 0,
    })),
    byPlan: [2, 3, 6].map((months) => {
      const figure = plan.get(`${months} months`);
      return { months, amount: ghs(figure), orders: figure?.count ?? 0 };
    }),
    byStatus: STATUSES.map((name) => ({
      status: name,
      amount: ghs(status.get(name)),
      orders: status.get(name)?.count ?? 0,
    })),
    topProducts: [...product.entries()]
      .sort(([aId, a], [bId, b]) => b.amount - a.amount || b.count - a.count || aId.localeCompare(bId))
      .slice(0, 5)
      .map(([productId, figure]) => ({
        productId,
        title: figure.title,
        amount: figure.amount / 100,
        orders: figure.count,
      })),
  };
}

describe.each(drivers)('earnings on %s', (driver) => {
  const t = withTestApp(driver);
  const db = () => t.testDb.database.db;
  const earnings = (token: string, headers: Record<string, string> = {}) =>
    call(t.app, 'getEarnings', { token, headers });
  const now = () => new Date(t.clock.now());

  /** `count` orders of `me` over the last 14 months (and one due day of each kind), straight into the table. */
  async function seedOrders(me: Registered, count: number, seed: number): Promise<OrderRow[]> {
    const next = sequence(seed);
    const products = Array.from({ length: 7 }, (_, n) => ({ _id: randomUUID(), title: `Item ${seed}-${n}` }));
    const rows: OrderRow[] = [];
    // Month ends, which the due dates clamp (31 Oct + 4 months is 28 Feb), and the last day before
    // and after `today`.
    const dates = ['2025-10-31T23:30:00Z', '2025-11-30T00:10:00Z', '2026-01-31T12:00:00Z', '2026-03-30T20:59:00Z'];
    for (let n = 0; n < count; n += 1) {
      const created =
        n < dates.length ? new Date(dates[n]!) : new Date(TODAY - next(430 * 24) * 3_600_000 - next(3_600_000));
      const { price, months } = PLANS[next(PLANS.length)]!;
      const plan = orderPlan(price, months)!;
      const product = products[next(products.length)]!;
      rows.push(
        await insertOrder(db(), me, product, {
          // A product renamed later: the newest order's title is the one shown.
          productTitle: `${product.title}${next(4) === 0 ? ' (old)' : ''}`,
          status: STATUSES[next(STATUSES.length)]!,
          duration: plan.paymentDuration,
          totalPesewas: plan.totalPesewas,
          ...instalmentColumns(plan.paymentsPesewas),
          createdAt: created,
          updatedAt: created,
        }),
      );
    }
    return rows;
  }

  it('adds up what buyers owe by month, order value by month, plans, statuses and top products', async () => {
    t.clock.advance(TODAY - t.clock.now());
    const me = await seller(t.app, db());
    const other = await seller(t.app, db());
    const mine = await seedOrders(me, 60, 7);
    const theirs = await seedOrders(other, 25, 11);

    const response = await earnings(me.accessToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(responseErrors('getEarnings', 200, body)).toEqual([]);
    expect(body).toEqual(expectedEarnings(mine, now()));
    // The seed reaches every part of the answer.
    expect(body.owedTotal).toBeGreaterThan(0);
    expect(body.owedByMonth[0]!.amount).toBeGreaterThan(0);
    expect(body.byStatus.find((entry: { status: string }) => entry.status === 'Cancelled')!.orders).toBeGreaterThan(0);
    expect(body.topProducts).toHaveLength(5);
    // The other vendor sees their own figures, and nothing of mine.
    const theirBody = (await earnings(other.accessToken)).json();
    expect(theirBody).toEqual(expectedEarnings(theirs, now()));
    const myProducts = new Set(mine.map((row) => row.productId));
    expect(theirBody.topProducts.some((entry: { productId: string }) => myProducts.has(entry.productId))).toBe(false);
  });

  it('gives a new vendor zeros in every month, plan and status, and no products', async () => {
    const me = await seller(t.app, db());
    const body = (await earnings(me.accessToken)).json();
    expect(body).toEqual(expectedEarnings([], now()));
    expect(body.owedTotal).toBe(0);
    expect(body.topProducts).toEqual([]);
  });

  it('answers an unchanged request with 304 and no body, and a new order with a new ETag', async () => {
    const me = await seller(t.app, db());
    const first = await earnings(me.accessToken);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await earnings(me.accessToken, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await insertOrder(db(), me, { _id: randomUUID(), title: 'New' }, { createdAt: now(), updatedAt: now() });
    const changed = await earnings(me.accessToken, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().byStatus[0]).toEqual({ status: 'Approved', amount: 300, orders: 1 });
  });

  it('refuses a caller without a session', async () => {
    const response = await call(t.app, 'getEarnings');
    expect(response.statusCode).toBe(401);
  });

  it('is right for a vendor with 10,000 orders', async () => {
    const me = await seller(t.app, db());
    // One statement makes them: 10,000 orders one hour apart back from now, of five products,
    // every fifth cancelled, on the 3-month plan of GHS 1450.50.
    const plan = orderPlan(1450.5, 3)!;
    const [initial, second, third] = plan.paymentsPesewas;
    const products = Array.from({ length: 5 }, () => randomUUID());
    await db().execute(sql`
      insert into orders (order_number, vendor_id, vendor_email, product_id, product_title, buyer_firstname,
        buyer_lastname, buyer_mobile, city, status, plan, duration, total_pesewas, initial_pesewas,
        second_pesewas, third_pesewas, created_at, updated_at)
      select 'SK-E' || n || '-' || ${me.id}, ${me.id}, ${me.email},
        (${`{${products.join(',')}}`}::uuid[])[1 + n % 5], 'Item ' || (n % 5), 'Ama', 'Mensah', '0244123456',
        'Accra', case when n % 5 = 0 then 'Cancelled' else 'Approved' end, 'Monthly instalments', '3 months',
        ${plan.totalPesewas}, ${initial}, ${second}, ${third},
        ${now().toISOString()}::timestamptz - n * interval '1 hour', ${now().toISOString()}::timestamptz
      from generate_series(1, 10000) as n
    `);
    const rows = await db()
      .select()
      .from(orders)
      .where(sql`${orders.vendorId} = ${me.id}`);
    expect(rows).toHaveLength(10_000);
    const body = (await earnings(me.accessToken)).json();
    expect(body).toEqual(expectedEarnings(rows, now()));
  });
});
