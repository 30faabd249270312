// earnings_totals (kept by triggers on orders, migration 0008) must give exactly what adding up the
// orders themselves gives: after any sequence of writes to orders (one order or many in one
// statement, status changes one by one or in bulk, an order's date or amounts rewritten, a return
// that lowers its total and instalments, an order deleted), Earnings read from the totals equals the full statement over the orders, row for row,
// for every vendor and on any day, on both databases.
import { randomUUID } from 'node:crypto';
import { earningsMonths, orderPlan, ORDER_STATUSES } from '@sika/domain';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { ordersByStatus, TOP_PRODUCTS, vendorEarnings, type EarningsRow } from '../src/db/queries/earnings.ts';
import { insertOrder, returnOwnOrder, setOrderStatus, type NewOrder } from '../src/db/queries/orders.ts';
import { orders } from '../src/db/schema.ts';
import { drivers, openTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { instalmentColumns } from '../src/db/queries/ledger.ts';
import { TEST_BUYER } from './helpers/products.ts';

type DayFigure = { key: string; pesewas: number; count: number };
const asFigures = (result: unknown) =>
  (result as { rows: DayFigure[] }).rows.map((row) => ({
    ...row,
    pesewas: Number(row.pesewas),
    count: Number(row.count),
  }));

/** The 'open-due' days the triggers keep (migration 0013), by day. */
async function keptOpenDue(db: Db, vendorId: string): Promise<DayFigure[]> {
  return asFigures(
    await db.execute(sql`
      select key, pesewas, count from earnings_totals where vendor_id = ${vendorId} and kind = 'open-due' order by key
    `),
  );
}

/** The same days counted from the orders: each instalment above 0 of an order neither cancelled nor completed. */
async function fullOpenDue(db: Db, vendorId: string): Promise<DayFigure[]> {
  return asFigures(
    await db.execute(sql`
      select to_char(((o.created_at at time zone 'UTC')::date + make_interval(months => (p.slot - 1)::int))::date,
          'YYYY-MM-DD') as key,
        sum(p.amount) as pesewas, count(*) as count
      from orders o
      cross join lateral unnest(array[o.initial_pesewas, o.second_pesewas, o.third_pesewas, o.fourth_pesewas,
        o.fifth_pesewas, o.sixth_pesewas]) with ordinality as p(amount, slot)
      where o.vendor_id = ${vendorId} and o.status not in ('Cancelled', 'Completed') and p.amount > 0
      group by 1 order by 1
    `),
  );
}

/**
 * Earnings added up from the orders themselves, in one statement: the figures as the totals must
 * give them (docs/product.md, Earnings). The rules are those of vendorEarnings.
 */
async function fullStatement(db: Db, vendorId: string, today: string, valueFrom: string): Promise<EarningsRow[]> {
  const result = await db.execute(sql`
    with own as (
      select product_id, status, duration, created_at, total_pesewas from orders where vendor_id = ${vendorId}
    ),
    top as (
      select product_id, sum(total_pesewas) as pesewas, count(*) as n, max(created_at) as newest
      from own where status <> 'Cancelled' group by product_id
      order by 2 desc, 3 desc, product_id limit ${TOP_PRODUCTS}
    )
    select 'owed' as kind, to_char(due.on_day, 'YYYY-MM') as key, null as title,
      sum(due.amount)::float8 as pesewas, count(*)::int as count
    from orders o
    cross join lateral (
      select ((o.created_at at time zone 'UTC')::date + make_interval(months => (p.slot - 1)::int))::date as on_day, p.amount
      from unnest(array[o.initial_pesewas, o.second_pesewas, o.third_pesewas, o.fourth_pesewas, o.fifth_pesewas,
        o.sixth_pesewas]) with ordinality as p(amount, slot)
    ) due
    where o.vendor_id = ${vendorId} and o.status <> 'Cancelled' and due.amount > 0 and due.on_day > ${today}::date
    group by 2
    union all
    select 'value', to_char(created_at at time zone 'UTC', 'YYYY-MM'), null, sum(total_pesewas)::float8, count(*)::int
    from orders
    where vendor_id = ${vendorId} and status <> 'Cancelled'
      and created_at >= (${valueFrom}::date)::timestamp at time zone 'UTC'
    group by 2
    union all
    select 'plan', duration, null, sum(total_pesewas)::float8, count(*)::int from own where status <> 'Cancelled' group by 2
    union all
    select 'status', status, null, sum(total_pesewas)::float8, count(*)::int from own group by 2
    union all
    select 'product', t.product_id::text,
      (select o.product_title from orders o
        where o.vendor_id = ${vendorId} and o.created_at = t.newest and o.product_id = t.product_id
        order by o.id limit 1),
      t.pesewas::float8, t.n::int
    from top t
  `);
  return (result as unknown as { rows: EarningsRow[] }).rows;
}

async function fullByStatus(db: Db, vendorId: string) {
  const result = await db.execute(sql`
    select status, count(*)::int as count, sum(total_pesewas)::float8 as pesewas
    from orders where vendor_id = ${vendorId} group by status order by status
  `);
  return (result as unknown as { rows: unknown[] }).rows;
}

const sorted = (rows: EarningsRow[]) =>
  rows.toSorted((a, b) => a.kind.localeCompare(b.kind) || a.key.localeCompare(b.key));

/** The plans an order can be on, with the price that qualifies. */
const PLANS = [
  { price: 450, months: 2 },
  { price: 1450.5, months: 3 },
  { price: 3999.99, months: 6 },
] as const;
/** Around `today`: month ends (the due days clamp), the last minutes of a day and the first. */
const BASE = Date.parse('2026-03-31T00:00:00Z');
const moment = fc.oneof(
  fc.integer({ min: -430 * 24 * 60, max: 20 * 24 * 60 }).map((minutes) => BASE + minutes * 60_000),
  fc
    .constantFrom('2025-10-31T23:59:59Z', '2025-12-31T00:00:00Z', '2026-01-31T12:00:00Z', '2026-03-30T23:59:00Z')
    .map(Date.parse),
);

const orderSpec = fc.record({
  vendor: fc.nat(1),
  product: fc.nat(3),
  plan: fc.nat(PLANS.length - 1),
  status: fc.constantFrom(...ORDER_STATUSES),
  at: moment,
  renamed: fc.boolean(),
});
type OrderSpec = typeof orderSpec extends fc.Arbitrary<infer T> ? T : never;

const write = fc.oneof(
  fc.record({ op: fc.constant('insert' as const), order: orderSpec }),
  fc.record({ op: fc.constant('insertMany' as const), orders: fc.array(orderSpec, { minLength: 2, maxLength: 6 }) }),
  fc.record({ op: fc.constant('setStatus' as const), pick: fc.nat(), status: fc.constantFrom(...ORDER_STATUSES) }),
  fc.record({
    op: fc.constant('setStatusMany' as const),
    vendor: fc.nat(1),
    from: fc.constantFrom(...ORDER_STATUSES),
    to: fc.constantFrom(...ORDER_STATUSES),
  }),
  fc.record({ op: fc.constant('move' as const), pick: fc.nat(), at: moment }),
  fc.record({ op: fc.constant('reprice' as const), pick: fc.nat(), plan: fc.nat(PLANS.length - 1) }),
  // Delivered, then a return of some part of what is left, or of more (refused), or of all of it.
  fc.record({ op: fc.constant('return' as const), pick: fc.nat(), part: fc.integer({ min: 1, max: 120 }) }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
);

/** The days to compare on: either side of a due day, month ends, and a day after every due date. */
const days = ['2025-12-31', '2026-02-28', '2026-03-30', '2026-03-31', '2026-04-01', '2027-01-01'];

function amounts(plan: number) {
  const { price, months } = PLANS[plan]!;
  const found = orderPlan(price, months)!;
  return {
    duration: found.paymentDuration,
    totalPesewas: found.totalPesewas,
    ...instalmentColumns(found.paymentsPesewas),
  };
}

describe.each(drivers)('earnings totals on %s', (driver) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase(driver);
  });
  afterAll(() => testDb?.dispose());

  // Some hundred statements a run, on a machine shared with others: more time than one request needs.
  it('equal the full statement over the orders after any sequence of writes', { timeout: 120_000 }, async () => {
    const db = testDb.database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 14 }), async (writes) => {
        // Fresh vendors and products each run: the runs share one database.
        const vendors = [randomUUID(), randomUUID()];
        const products = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
        const values = (spec: OrderSpec): NewOrder => ({
          vendorId: vendors[spec.vendor]!,
          vendorEmail: 'totals@example.com',
          productId: products[spec.product]!,
          productTitle: `Item ${spec.product}${spec.renamed ? ' (renamed)' : ''}`,
          ...TEST_BUYER,
          status: spec.status,
          plan: 'Monthly instalments',
          ...amounts(spec.plan),
          createdAt: new Date(spec.at),
          updatedAt: new Date(spec.at),
        });
        const placed: Array<{ id: string; orderNumber: string; vendorId: string }> = [];
        const pick = (n: number) => (placed.length === 0 ? undefined : placed[n % placed.length]);
        for (const step of writes) {
          if (step.op === 'insert') {
            placed.push(await insertOrder(db, values(step.order)));
          } else if (step.op === 'insertMany') {
            const rows = await db
              .insert(orders)
              .values(
                step.orders.map((spec) => ({
                  ...values(spec),
                  orderNumber: sql`'SK-' || nextval('order_number_seq')`,
                })),
              )
              .returning({ id: orders.id, orderNumber: orders.orderNumber, vendorId: orders.vendorId });
            placed.push(...rows);
          } else if (step.op === 'setStatus') {
            const order = pick(step.pick);
            if (order) await setOrderStatus(db, order.orderNumber, step.status, new Date(BASE));
          } else if (step.op === 'setStatusMany') {
            await db
              .update(orders)
              .set({ status: step.to })
              .where(and(eq(orders.vendorId, vendors[step.vendor]!), eq(orders.status, step.from)));
          } else if (step.op === 'move') {
            const order = pick(step.pick);
            if (order)
              await db
                .update(orders)
                .set({ createdAt: new Date(step.at) })
                .where(eq(orders.id, order.id));
          } else if (step.op === 'reprice') {
            const order = pick(step.pick);
            if (order) await db.update(orders).set(amounts(step.plan)).where(eq(orders.id, order.id));
          } else if (step.op === 'return') {
            const order = pick(step.pick);
            if (order) {
              const row = await setOrderStatus(db, order.orderNumber, 'Delivered', new Date(BASE));
              const pesewas =
                step.part === 120 ? undefined : Math.max(1, Math.round((row!.totalPesewas * step.part) / 100));
              const by = { actor: 'vendor' as const, actorName: 'totals@example.com' };
              await returnOwnOrder(db, order.vendorId, order.id, { reason: 'damaged', pesewas }, by, new Date(BASE));
            }
          } else {
            const order = pick(step.pick);
            if (order) {
              await db.delete(orders).where(eq(orders.id, order.id));
              placed.splice(placed.indexOf(order), 1);
            }
          }
        }
        for (const vendorId of vendors) {
          expect(await ordersByStatus(db, vendorId)).toEqual(await fullByStatus(db, vendorId));
          expect(await keptOpenDue(db, vendorId)).toEqual(await fullOpenDue(db, vendorId));
          for (const today of days) {
            const valueFrom = `${earningsMonths(new Date(`${today}T12:00:00Z`)).value[0]}-01`;
            expect(sorted(await vendorEarnings(db, vendorId, today, valueFrom))).toEqual(
              sorted(await fullStatement(db, vendorId, today, valueFrom)),
            );
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('hold nothing for a vendor whose orders are all gone', async () => {
    const db = testDb.database.db;
    const vendorId = randomUUID();
    const order = await insertOrder(db, {
      vendorId,
      productId: randomUUID(),
      productTitle: 'Nasco fridge',
      ...TEST_BUYER,
      status: 'Approved',
      plan: 'Monthly instalments',
      ...amounts(2),
      createdAt: new Date(BASE),
    });
    const kept = async () =>
      (
        (await db.execute(
          sql`select count(*)::int as n from earnings_totals where vendor_id = ${vendorId}`,
        )) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n;
    // Six months at GHS 3999.99: status, value, plan, product, six due days and, open, six again.
    expect(await kept()).toBe(16);
    await setOrderStatus(db, order.orderNumber, 'Cancelled', new Date(BASE));
    expect(await kept()).toBe(1);
    await db.delete(orders).where(eq(orders.id, order.id));
    expect(await kept()).toBe(0);
  });

  it('are emptied with the orders when the table is truncated', async () => {
    const db = testDb.database.db;
    const kept = async () =>
      (
        (await db.execute(sql`select count(*)::int as n from earnings_totals`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n;
    expect(await kept()).toBeGreaterThan(0);
    await db.execute(sql`truncate orders`);
    expect(await kept()).toBe(0);
  });
});
