// The ledger (docs/product.md, The ledger): for every vendor, collected - refunded - paid out =
// balance after any sequence of orders, payments, refunds, returns, cancellations and pay-outs, and a
// return never hands back more than was collected; two pay-outs
// started at once never pay one instalment twice; an order is Completed by the server alone, once
// delivered and paid in full; the late instalments read from the orders' kept oldest day due are
// those a read of every open order against the ledger finds. On both databases.
import { randomUUID } from 'node:crypto';
import { LATE_MOST, orderPlan } from '@sika/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrderStatus, ledgerCheck, payOutVendors } from '../src/admin/operations.ts';
import type { Db } from '../src/db/client.ts';
import {
  checkLedger,
  instalmentColumns,
  lateInstalments,
  payOut,
  recordPayment,
  recordRefund,
  vendorBalance,
} from '../src/db/queries/ledger.ts';
import { insertOrder, returnOwnOrder, setOrderStatus, type NewOrder } from '../src/db/queries/orders.ts';
import { insertVendor } from '../src/db/queries/vendors.ts';
import { ledgerEntries, orders, payoutItems, payouts } from '../src/db/schema.ts';
import { uniqueEmail } from './helpers/app.ts';
import { drivers, openTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { TEST_BUYER } from './helpers/products.ts';

const NOW = new Date('2026-05-10T10:00:00Z');
const TODAY = NOW.toISOString().slice(0, 10);
const MOMO = '+233244123456';

/** The plans an order can be on, with a price that qualifies: 2, 3 and 6 instalments. */
const PLANS = [
  { price: 450, months: 2 },
  { price: 1450.5, months: 3 },
  { price: 3999.99, months: 6 },
] as const;

function orderValues(vendorId: string, plan: number, placedAt = new Date('2026-03-01T09:00:00Z')): NewOrder {
  const { price, months } = PLANS[plan]!;
  const found = orderPlan(price, months)!;
  return {
    vendorId,
    vendorEmail: 'ledger@example.com',
    productId: randomUUID(),
    productTitle: 'Hisense 32" TV',
    ...TEST_BUYER,
    status: 'Approved',
    plan: 'Monthly instalments',
    duration: found.paymentDuration,
    totalPesewas: found.totalPesewas,
    ...instalmentColumns(found.paymentsPesewas),
    createdAt: placedAt,
    updatedAt: placedAt,
  };
}

/**
 * The late instalments as they were found before the orders kept their oldest day due: every open
 * order of the vendor, each instalment against the ledger's collections, sorted, the first 500.
 */
async function lateByReadingEveryOrder(db: Db, vendorId: string, today: string) {
  const result = (await db.execute(sql`
    select o.id as "orderId", o.order_number as "orderNumber", p.slot::int as instalment,
      to_char(((o.created_at at time zone 'UTC')::date + make_interval(months => (p.slot - 1)::int))::date, 'YYYY-MM-DD') as "dueDate",
      p.amount::float8 as pesewas
    from orders o
    cross join lateral unnest(array[o.initial_pesewas, o.second_pesewas, o.third_pesewas, o.fourth_pesewas,
      o.fifth_pesewas, o.sixth_pesewas]) with ordinality as p(amount, slot)
    where o.vendor_id = ${vendorId} and o.status not in ('Cancelled', 'Completed') and p.amount > 0
      and ((o.created_at at time zone 'UTC')::date + make_interval(months => (p.slot - 1)::int))::date <= ${today}::date
      and not exists (select 1 from ledger_entries e
        where e.order_id = o.id and e.kind = 'collected' and e.instalment = p.slot)
    order by 4, 2, 3
    limit ${LATE_MOST}
  `)) as unknown as { rows: Array<{ pesewas: number }> };
  return result.rows.map((row) => ({ ...row, pesewas: Number(row.pesewas) }));
}

async function newVendor(db: Db, momoMobile = MOMO) {
  return insertVendor(db, {
    email: uniqueEmail('ledger'),
    passwordHash: 'not-a-real-hash',
    momoMobile,
    registrationCompleted: true,
    isVerified: true,
  });
}

const step = fc.oneof(
  // Placed up to 150 days before NOW, so some instalments are late and others still to come.
  fc.record({
    op: fc.constant('order' as const),
    vendor: fc.nat(1),
    plan: fc.nat(PLANS.length - 1),
    daysAgo: fc.nat(150),
  }),
  fc.record({ op: fc.constant('pay' as const), pick: fc.nat(), instalment: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat(), part: fc.integer({ min: 1, max: 120 }) }),
  fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('deliver' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('return' as const),
    pick: fc.nat(),
    part: fc.integer({ min: 1, max: 120 }),
    whole: fc.boolean(),
  }),
  fc.record({ op: fc.constant('payOut' as const), vendor: fc.nat(1) }),
);

describe.each(drivers)('the ledger on %s', (driver) => {
  let testDb: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    testDb = await openTestDatabase(driver);
    db = testDb.database.db;
  });
  afterAll(() => testDb?.dispose());

  it('holds collected - refunded - paid out = balance after any sequence of writes', { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 16 }), async (steps) => {
        const vendors = [await newVendor(db), await newVendor(db)];
        // What the ledger must say, worked out here: per vendor, per order.
        const model = vendors.map(() => ({ collected: 0, refunded: 0, paidOut: 0 }));
        const placed: Array<{
          number: string;
          id: string;
          vendor: number;
          amounts: number[];
          total: number;
          cancelled: boolean;
          delivered: boolean;
          /** A refund recorded by hand (recordRefund), which leaves the total as it is: no return then. */
          refundedByHand: boolean;
        }> = [];
        const paid = new Set<string>();
        const refundable = new Map<string, number>();
        const pick = (n: number) => (placed.length === 0 ? undefined : placed[n % placed.length]);
        for (const s of steps) {
          if (s.op === 'order') {
            const placedAt = new Date(NOW.getTime() - s.daysAgo * 86_400_000);
            const row = await insertOrder(db, orderValues(vendors[s.vendor]!.id, s.plan, placedAt));
            const amounts = [
              row.initialPesewas,
              row.secondPesewas,
              row.thirdPesewas,
              row.fourthPesewas,
              row.fifthPesewas,
              row.sixthPesewas,
            ];
            placed.push({
              number: row.orderNumber,
              id: row.id,
              vendor: s.vendor,
              amounts,
              total: row.totalPesewas,
              cancelled: false,
              delivered: false,
              refundedByHand: false,
            });
          } else if (s.op === 'pay') {
            const order = pick(s.pick);
            if (!order) continue;
            const result = await recordPayment(db, order.number, s.instalment, NOW);
            const amount = order.amounts[s.instalment - 1] ?? 0;
            const key = `${order.number}/${s.instalment}`;
            if (amount <= 0) expect(result.outcome).toBe('no-such-instalment');
            else if (order.cancelled) expect(result.outcome).toBe('cancelled');
            else if (paid.has(key)) expect(result.outcome).toBe('already-recorded');
            else {
              expect(result).toMatchObject({ outcome: 'recorded', pesewas: amount });
              paid.add(key);
              model[order.vendor]!.collected += amount;
              refundable.set(order.id, (refundable.get(order.id) ?? 0) + amount);
            }
          } else if (s.op === 'refund') {
            const order = pick(s.pick);
            if (!order) continue;
            const left = refundable.get(order.id) ?? 0;
            // Some part of what is left, or more than is left (refused).
            const pesewas = Math.max(1, Math.round((left * s.part) / 100));
            const result = await recordRefund(db, order.id, pesewas, NOW);
            if (pesewas <= left) {
              expect(result.outcome).toBe('recorded');
              order.refundedByHand = true;
              model[order.vendor]!.refunded += pesewas;
              refundable.set(order.id, left - pesewas);
            } else {
              expect(result).toEqual({ outcome: 'too-much', refundable: left });
            }
          } else if (s.op === 'cancel') {
            const order = pick(s.pick);
            if (!order) continue;
            await setOrderStatus(db, order.number, 'Cancelled', NOW);
            order.cancelled = true;
          } else if (s.op === 'deliver') {
            const order = pick(s.pick);
            if (!order || order.cancelled) continue;
            const result = await changeOrderStatus(db, order.number, 'Delivered', NOW);
            order.delivered = true;
            const instalments = order.amounts.filter((a) => a > 0).length;
            const collected = [1, 2, 3, 4, 5, 6].filter((i) => paid.has(`${order.number}/${i}`)).length;
            expect(result).toMatchObject({
              outcome: 'updated',
              order: { status: collected === instalments ? 'Completed' : 'Delivered' },
            });
          } else if (s.op === 'return') {
            const order = pick(s.pick);
            if (!order || order.refundedByHand) continue;
            const pesewas = s.whole ? undefined : Math.max(1, Math.round((order.total * s.part) / 100));
            const by = { actor: 'vendor' as const, actorName: 'ledger@example.com' };
            const vendorId = vendors[order.vendor]!.id;
            const result = await returnOwnOrder(db, vendorId, order.id, { reason: 'damaged', pesewas }, by, NOW);
            if (order.cancelled || !order.delivered || order.total === 0) {
              expect(result.outcome).toBe('refused');
              continue;
            }
            const returned = pesewas ?? order.total;
            if (returned > order.total) {
              expect(result).toEqual({ outcome: 'too-much', refundablePesewas: order.total });
              continue;
            }
            // The instalments not collected, from the last one back; the rest is handed back.
            let left = returned;
            for (let i = 6; i >= 1 && left > 0; i -= 1) {
              if (paid.has(`${order.number}/${i}`)) continue;
              const cut = Math.min(left, order.amounts[i - 1]!);
              order.amounts[i - 1] = order.amounts[i - 1]! - cut;
              left -= cut;
            }
            order.total -= returned;
            expect(result).toMatchObject({ outcome: 'returned', order: { totalPesewas: order.total } });
            expect(left).toBeLessThanOrEqual(refundable.get(order.id) ?? 0);
            model[order.vendor]!.refunded += left;
            refundable.set(order.id, (refundable.get(order.id) ?? 0) - left);
          } else {
            const vendor = model[s.vendor]!;
            const balance = vendor.collected - vendor.refunded - vendor.paidOut;
            const result = await payOut(db, vendors[s.vendor]!.id, MOMO, MOMO, NOW);
            if (balance > 0) {
              expect(result).toMatchObject({ outcome: 'paid', payout: { pesewas: balance } });
              vendor.paidOut += balance;
            } else {
              expect(result).toEqual({ outcome: 'nothing', balancePesewas: balance });
            }
          }
          for (const [index, vendor] of vendors.entries()) {
            const check = await checkLedger(db, vendor.id);
            expect(check.problems).toEqual([]);
            const m = model[index]!;
            const figures = check.vendors[0] ?? { collected: 0, refunded: 0, paidOut: 0, balance: 0 };
            expect(figures).toMatchObject({
              collected: m.collected,
              refunded: m.refunded,
              paidOut: m.paidOut,
              balance: m.collected - m.refunded - m.paidOut,
            });
            expect(await vendorBalance(db, vendor.id)).toBe(m.collected - m.refunded - m.paidOut);
            expect(await lateInstalments(db, vendor.id, TODAY, LATE_MOST)).toEqual(
              await lateByReadingEveryOrder(db, vendor.id, TODAY),
            );
          }
        }
      }),
      { numRuns: driver === 'pglite' ? 40 : 25 },
    );
    // And over the whole database, as `ledger check` reads it.
    expect((await ledgerCheck(db)).problems).toEqual([]);
  });

  it(
    'lists the first 500 late instalments of many as a read of every open order does',
    { timeout: 60_000 },
    async () => {
      const vendor = await newVendor(db);
      const placed = [];
      // 400 orders a day apart on every plan, some cancelled: well over 500 instalments are late.
      for (let i = 0; i < 400; i += 1) {
        const values = orderValues(vendor.id, i % PLANS.length, new Date(NOW.getTime() - i * 86_400_000));
        placed.push(await insertOrder(db, { ...values, status: i % 11 === 0 ? 'Cancelled' : 'Approved' }));
      }
      // Some instalments collected, out of the order they fall due.
      for (const [i, order] of placed.entries()) {
        if (order.status === 'Cancelled') continue;
        for (const instalment of [1, 2, 3, 4, 5, 6]) {
          if ((i * 7 + instalment * 3) % 4 === 0) await recordPayment(db, order.orderNumber, instalment, NOW);
        }
      }
      const late = await lateInstalments(db, vendor.id, TODAY, LATE_MOST);
      expect(late).toHaveLength(500);
      expect(late).toEqual(await lateByReadingEveryOrder(db, vendor.id, TODAY));
    },
  );

  it('never pays one instalment twice when pay-outs start at once', { timeout: 60_000 }, async () => {
    for (let round = 0; round < 5; round += 1) {
      const vendor = await newVendor(db);
      let expected = 0;
      for (let n = 0; n < 4; n += 1) {
        const order = await insertOrder(db, orderValues(vendor.id, n % PLANS.length));
        for (const instalment of [1, 2]) {
          const result = await recordPayment(db, order.orderNumber, instalment, NOW);
          if (result.outcome === 'recorded') expected += result.pesewas;
        }
      }
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          i % 2 === 0
            ? payOut(db, vendor.id, MOMO, MOMO, NOW)
            : payOutVendors(db, { email: vendor.email }, NOW).then((r) => r),
        ),
      );
      const made = await db.select().from(payouts).where(eq(payouts.vendorId, vendor.id));
      expect(made).toHaveLength(1);
      expect(made[0]!.pesewas).toBe(expected);
      const paidOnce = results.filter((r) =>
        'payout' in r ? r.outcome === 'paid' : r.outcome === 'done' && r.vendors[0]!.outcome === 'paid',
      );
      expect(paidOnce).toHaveLength(1);
      const items = await db.select().from(payoutItems).where(eq(payoutItems.payoutId, made[0]!.id));
      expect(items).toHaveLength(8);
      expect((await checkLedger(db, vendor.id)).problems).toEqual([]);
    }
  });

  it('Completes an order the moment it is delivered and paid in full, whichever comes last', async () => {
    const vendor = await newVendor(db);
    const deliveredFirst = await insertOrder(db, orderValues(vendor.id, 0));
    await changeOrderStatus(db, deliveredFirst.orderNumber, 'Delivered', NOW);
    expect(await recordPayment(db, deliveredFirst.orderNumber, 1, NOW)).toMatchObject({
      outcome: 'recorded',
      collected: 1,
      instalments: 2,
      status: 'Delivered',
    });
    expect(await recordPayment(db, deliveredFirst.orderNumber, 2, NOW)).toMatchObject({ status: 'Completed' });

    // Paid in full while still on its way: it stays Shipped, and is Completed once delivered.
    const paidFirst = await insertOrder(db, orderValues(vendor.id, 0));
    await setOrderStatus(db, paidFirst.orderNumber, 'Shipped', NOW);
    await recordPayment(db, paidFirst.orderNumber, 1, NOW);
    expect(await recordPayment(db, paidFirst.orderNumber, 2, NOW)).toMatchObject({ status: 'Shipped' });
    expect(await changeOrderStatus(db, paidFirst.orderNumber, 'Delivered', NOW)).toMatchObject({
      previous: 'Shipped',
      order: { status: 'Completed' },
    });
    const [stored] = await db.select().from(orders).where(eq(orders.id, paidFirst.id));
    expect(stored!.status).toBe('Completed');
  });

  it('refuses a payout to a number that does not parse, and pays nothing', async () => {
    const vendor = await newVendor(db, '0302 123 456');
    const order = await insertOrder(db, orderValues(vendor.id, 0));
    await recordPayment(db, order.orderNumber, 1, NOW);
    const result = await payOutVendors(db, { email: vendor.email }, NOW);
    expect(result).toEqual({
      outcome: 'done',
      vendors: [{ outcome: 'bad-number', email: vendor.email, momoMobile: '0302 123 456' }],
    });
    expect(await db.select().from(payouts).where(eq(payouts.vendorId, vendor.id))).toEqual([]);
    expect(await payOutVendors(db, { email: 'nobody@example.com' }, NOW)).toEqual({
      outcome: 'unknown-vendor',
      email: 'nobody@example.com',
    });
  });

  it('pays out with a reference of the year and six digits, to the masked number', async () => {
    const vendor = await newVendor(db, '024 412 3456');
    const order = await insertOrder(db, orderValues(vendor.id, 1));
    await recordPayment(db, order.orderNumber, 1, NOW);
    await recordPayment(db, order.orderNumber, 2, NOW);
    const result = await payOutVendors(db, { email: vendor.email }, NOW);
    expect(result).toMatchObject({
      outcome: 'done',
      vendors: [{ outcome: 'paid', momoMasked: '024 *** 3456', instalments: 2, orders: 1, refundsGhs: 0 }],
    });
    const paid = result.outcome === 'done' ? result.vendors[0]! : undefined;
    expect(paid?.outcome === 'paid' && paid.reference).toMatch(/^SIKA-PO-2026-\d{6}$/);
  });

  it('keeps every entry as written: an update or a delete is refused', async () => {
    const vendor = await newVendor(db);
    const order = await insertOrder(db, orderValues(vendor.id, 0));
    await recordPayment(db, order.orderNumber, 1, NOW);
    await expect(
      db.update(ledgerEntries).set({ pesewas: 1 }).where(eq(ledgerEntries.vendorId, vendor.id)),
    ).rejects.toThrow();
    await expect(db.delete(ledgerEntries).where(eq(ledgerEntries.vendorId, vendor.id))).rejects.toThrow();
    await expect(db.execute(sql`delete from payouts`)).rejects.toThrow();
  });
});
