// Earnings' three figures from the ledger (docs/product.md, Earnings): collected, still to come and
// late, each instalment in one of them at most. The sums are written out here; the day-by-day
// check works them out in plain JavaScript and holds late to what Payouts lists. On both databases.
import { randomUUID } from 'node:crypto';
import { LATE_MOST, orderPlan, type OrderStatus } from '@sika/domain';
import { describe, expect, it } from 'vitest';
import {
  instalmentAmounts,
  instalmentColumns,
  lateInstalments,
  recordPayment,
  recordRefund,
} from '../src/db/queries/ledger.ts';
import type { OrderRow } from '../src/db/schema.ts';
import { type Registered, withTestApp } from './helpers/app.ts';
import { call, login, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { insertOrder, seller } from './helpers/products.ts';

const DAY_MS = 86_400_000;

/** The order's UTC date `months` later, the day clamped to that month's last ('YYYY-MM-DD'). */
function dueOn(created: Date, months: number): string {
  const year = created.getUTCFullYear();
  const month = created.getUTCMonth() + months;
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(created.getUTCDate(), daysInMonth))).toISOString().slice(0, 10);
}

const slots = instalmentAmounts;

describe.each(drivers)('earnings: collected, still to come and late on %s', (driver) => {
  const t = withTestApp(driver);
  const db = () => t.testDb.database.db;
  const now = () => new Date(t.clock.now());
  const setClock = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now());
  /** Days later the access token has expired: logs `me` in again on the clock's day. */
  const tokens = new Map<string, { token: string; at: number }>();
  async function vendor(): Promise<Registered> {
    const me = await seller(t.app, db());
    tokens.set(me.id, { token: me.accessToken, at: t.clock.now() });
    return me;
  }
  async function tokenOf(me: Registered): Promise<string> {
    const kept = tokens.get(me.id)!;
    if (Math.abs(t.clock.now() - kept.at) > 60_000) {
      const response = await login(t.app, me.email, me.password);
      expect(response.statusCode).toBe(200);
      kept.token = response.json().accessToken;
      kept.at = t.clock.now();
    }
    tokens.set(me.id, kept);
    return kept.token;
  }
  const earnings = async (me: Registered, headers: Record<string, string> = {}) =>
    call(t.app, 'getEarnings', { token: await tokenOf(me), headers });
  const figures = async (me: Registered) => {
    const response = await earnings(me);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(responseErrors('getEarnings', 200, body)).toEqual([]);
    return {
      collected: body.collectedTotal as number,
      toCome: body.owedTotal as number,
      late: body.lateTotal as number,
      latePayments: body.latePayments as number,
    };
  };

  /** An order of `priceGhs` over `months` of `me`, placed at `placed` (ISO), straight into the table. */
  async function order(
    me: Registered,
    priceGhs: number,
    months: number,
    placed: string,
    status: OrderStatus = 'Approved',
  ) {
    const plan = orderPlan(priceGhs, months)!;
    const createdAt = new Date(placed);
    return insertOrder(
      db(),
      me,
      { _id: randomUUID(), title: `GHS ${priceGhs}` },
      {
        status,
        duration: plan.paymentDuration,
        totalPesewas: plan.totalPesewas,
        ...instalmentColumns(plan.paymentsPesewas),
        createdAt,
        updatedAt: createdAt,
      },
    );
  }
  const pay = async (row: OrderRow, instalment: number) =>
    expect((await recordPayment(db(), row.orderNumber, instalment, now())).outcome).toBe('recorded');

  it('moves an instalment from still to come to late at its due date, and to collected when paid', async () => {
    setClock('2026-03-05T10:00:00Z');
    const me = await vendor();
    // GHS 450 over 2 months from 10 February: 247.50 due 10 February + 202.50 due 10 March = 450.00.
    const kente = await order(me, 450, 2, '2026-02-10T09:00:00Z');
    expect(await figures(me)).toEqual({ collected: 0, toCome: 202.5, late: 247.5, latePayments: 1 });

    await pay(kente, 1);
    expect(await figures(me)).toEqual({ collected: 247.5, toCome: 202.5, late: 0, latePayments: 0 });

    // 10 March, 00:00 UTC: the second falls due today and is not paid: late, no longer to come.
    setClock('2026-03-10T00:00:00Z');
    expect(await figures(me)).toEqual({ collected: 247.5, toCome: 0, late: 202.5, latePayments: 1 });

    await pay(kente, 2);
    // 247.50 + 202.50 = 450.00, all collected.
    expect(await figures(me)).toEqual({ collected: 450, toCome: 0, late: 0, latePayments: 0 });
  });

  it('counts an instalment paid before its due date as collected, not still to come', async () => {
    setClock('2026-03-05T10:00:00Z');
    const me = await vendor();
    // GHS 1,450.50 over 3 months from 20 February: 580.20 + 435.15 (20 March) + 435.15 (20 April).
    const blender = await order(me, 1450.5, 3, '2026-02-20T08:00:00Z');
    await pay(blender, 1);
    const before = (await earnings(me)).json();
    expect(before.owedTotal).toBe(870.3);
    expect(before.owedByMonth.slice(0, 2)).toEqual([
      { month: '2026-03', amount: 435.15, payments: 1 },
      { month: '2026-04', amount: 435.15, payments: 1 },
    ]);

    // The buyer pays April's early: 580.20 + 435.15 = 1,015.35 collected, only March's to come.
    await pay(blender, 3);
    const after = (await earnings(me)).json();
    expect(after).toMatchObject({ collectedTotal: 1015.35, owedTotal: 435.15, lateTotal: 0, latePayments: 0 });
    expect(after.owedByMonth.slice(0, 2)).toEqual([
      { month: '2026-03', amount: 435.15, payments: 1 },
      { month: '2026-04', amount: 0, payments: 0 },
    ]);
    // 1,015.35 + 435.15 = 1,450.50: every cedi of the order once.
  });

  it('leaves out cancelled and completed orders from late, takes refunds from collected, and counts only my ledger', async () => {
    setClock('2026-03-05T10:00:00Z');
    const me = await vendor();
    const other = await vendor();
    // Mine: GHS 450 from 10 February, first paid (247.50), second to come (202.50).
    const kente = await order(me, 450, 2, '2026-02-10T09:00:00Z');
    await pay(kente, 1);
    // Cancelled: nothing late, nothing to come.
    await order(me, 450, 2, '2026-01-10T09:00:00Z', 'Cancelled');
    // Completed with nothing recorded (an order from before the ledger): not late either.
    await order(me, 450, 2, '2026-01-12T09:00:00Z', 'Completed');
    // Theirs: GHS 2,000 over 2 months from 1 February, first paid (1,100.00), second late (900.00).
    const theirs = await order(other, 2000, 2, '2026-02-01T09:00:00Z');
    await pay(theirs, 1);

    expect(await figures(me)).toEqual({ collected: 247.5, toCome: 202.5, late: 0, latePayments: 0 });
    expect(await figures(other)).toEqual({ collected: 1100, toCome: 0, late: 900, latePayments: 1 });

    // GHS 47.50 handed back to my buyer: 247.50 - 47.50 = 200.00 collected.
    expect(await recordRefund(db(), kente.id, 4750, now())).toEqual({ outcome: 'recorded' });
    expect(await figures(me)).toEqual({ collected: 200, toCome: 202.5, late: 0, latePayments: 0 });
    expect((await figures(other)).collected).toBe(1100);
  });

  it('gives a new ETag when a payment is recorded, so a 304 never hides it', async () => {
    setClock('2026-03-05T10:00:00Z');
    const me = await vendor();
    const kente = await order(me, 450, 2, '2026-02-10T09:00:00Z');
    const first = await earnings(me);
    const etag = first.headers.etag as string;
    expect(first.json()).toMatchObject({ collectedTotal: 0, lateTotal: 247.5 });
    expect((await earnings(me, { 'if-none-match': etag })).statusCode).toBe(304);

    await pay(kente, 1);
    const changed = await earnings(me, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).toMatchObject({ collectedTotal: 247.5, lateTotal: 0, latePayments: 0 });
  });

  it('agrees day by day with the schedule and with the late instalments Payouts lists, month ends included', async () => {
    setClock('2026-01-01T00:00:00Z');
    const me = await vendor();
    // Month ends clamp (31 January + 1 month is 28 February); the last and first minutes of a day.
    const placed: Array<[number, number, string, OrderStatus]> = [
      [3500, 6, '2026-01-31T23:59:00Z', 'Delivered'],
      [1450.5, 3, '2026-01-30T00:00:00Z', 'Shipped'],
      [450, 2, '2026-01-29T12:00:00Z', 'Approved'],
      [2000, 2, '2026-02-28T23:30:00Z', 'Approved'],
      [3999.99, 6, '2026-03-31T00:01:00Z', 'Completed'],
      [1450.5, 3, '2026-03-15T10:00:00Z', 'Delivered'],
      [3500, 6, '2025-12-31T18:00:00Z', 'Approved'],
      [450, 2, '2026-02-01T00:00:00Z', 'Cancelled'],
    ];
    const rows: OrderRow[] = [];
    for (const [price, months, at, status] of placed) rows.push(await order(me, price, months, at, status));
    // Paid, some on time, some early (recorded now, before the schedule reaches them).
    const paid = new Set<string>();
    for (const [index, instalments] of [
      [0, [1, 2, 5]],
      [1, [1]],
      [3, [1, 2]],
      [4, [1, 2, 3, 4, 5, 6]],
      [6, [1, 3]],
    ] as const) {
      for (const instalment of instalments) {
        await pay(rows[index]!, instalment);
        paid.add(`${rows[index]!.id}/${instalment}`);
      }
    }
    const collected = rows.reduce(
      (sum, row) => sum + slots(row).reduce((s, p, i) => s + (paid.has(`${row.id}/${i + 1}`) ? p : 0), 0),
      0,
    );

    // How many days had something late, and something paid ahead of time taken out of what is to come.
    const seen = { late: 0, paidAhead: 0 };
    for (let day = Date.parse('2026-01-27T12:00:00Z'); day <= Date.parse('2026-09-05T12:00:00Z'); day += DAY_MS) {
      setClock(new Date(day).toISOString());
      const today = now().toISOString().slice(0, 10);
      let toCome = 0;
      let late = 0;
      let latePayments = 0;
      let paidAhead = false;
      for (const row of rows) {
        if (row.status === 'Cancelled') continue;
        slots(row).forEach((pesewas, index) => {
          const due = dueOn(row.createdAt, index);
          if (pesewas > 0 && due > today && paid.has(`${row.id}/${index + 1}`)) paidAhead = true;
          if (pesewas === 0 || paid.has(`${row.id}/${index + 1}`)) return;
          if (due > today) toCome += pesewas;
          else if (row.status !== 'Completed') {
            late += pesewas;
            latePayments += 1;
          }
        });
      }
      const body = (await earnings(me)).json();
      const listed = await lateInstalments(db(), me.id, today, LATE_MOST);
      expect({ today, ...body }).toMatchObject({
        today,
        collectedTotal: collected / 100,
        owedTotal: toCome / 100,
        lateTotal: late / 100,
        latePayments,
      });
      expect(listed.reduce((sum, row) => sum + row.pesewas, 0)).toBe(late);
      expect(listed).toHaveLength(latePayments);
      if (late > 0) seen.late += 1;
      if (paidAhead) seen.paidAhead += 1;
      // Still to come month by month adds up to its total.
      expect(body.owedByMonth.reduce((sum: number, m: { amount: number }) => sum + Math.round(m.amount * 100), 0)).toBe(
        toCome,
      );
    }
    expect(seen.late).toBeGreaterThan(100);
    expect(seen.paidAhead).toBeGreaterThan(100);
  });
});
