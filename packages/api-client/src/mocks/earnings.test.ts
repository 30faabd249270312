// The fake backend's Earnings answer follows the contract's rules, checked against figures worked
// out by hand for the story fixtures on the fake's day (5 March 2026).
import { getResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import {
  aVendor,
  anOrder,
  handlers,
  mockDb,
  openMockSession,
  recordMockPayment,
  recordMockRefund,
  resetMockDb,
  someOrders,
} from './index.ts';

const earnings = (token: string) =>
  getResponse(
    Object.values(handlers),
    new Request('http://localhost/api/earnings', { headers: { authorization: `Bearer ${token}` } }),
  );

beforeEach(() => resetMockDb());

it("adds up the caller's orders: still owed by month, value by month, plans, statuses, products", async () => {
  // Someone else's order, and a cancelled one of mine: neither owes me anything.
  const cancelled = anOrder({ _id: 'o-cancelled', createdAt: '2026-03-01T08:00:00.000Z', orderStatus: 'Cancelled' });
  const foreign = anOrder({ _id: 'o-other', product: { _id: 'x', title: 'Not mine', vendorEmail: 'other@sika.test' } });
  mockDb.orders.push(...someOrders(), cancelled, foreign);
  const body = await (await earnings(openMockSession().accessToken))?.json();
  expect(body.asOf).toBe('2026-03-05');
  // SK-100003 (3 months of GHS 1450.50 from 20 Feb) owes 435.15 on 20 Mar and 20 Apr; SK-100002
  // (GHS 450 from 11 Feb) 202.50 on 11 Mar; SK-100004 (6 months of GHS 3500 from 2 Mar) 525 on the
  // 2nd of April to August; SK-100001 (31 Jan) was paid up on 28 Feb.
  expect(body.owedByMonth).toEqual([
    { month: '2026-03', amount: 637.65, payments: 2 },
    { month: '2026-04', amount: 960.15, payments: 2 },
    { month: '2026-05', amount: 525, payments: 1 },
    { month: '2026-06', amount: 525, payments: 1 },
    { month: '2026-07', amount: 525, payments: 1 },
    { month: '2026-08', amount: 525, payments: 1 },
  ]);
  expect(body.owedTotal).toBe(3697.8);
  // Nothing recorded: every instalment due by 5 March of an order still open is late. SK-100004's
  // 875.00 (2 Mar), SK-100003's 580.20 (20 Feb), SK-100002's 247.50 (11 Feb) and SK-100001's
  // 247.50 (31 Jan) + 202.50 (28 Feb) = 2,152.70 in 5 payments; the cancelled one owes nothing.
  expect(body).toMatchObject({ collectedTotal: 0, lateTotal: 2152.7, latePayments: 5 });
  expect(body.valueByMonth).toHaveLength(12);
  expect(body.valueByMonth[0].month).toBe('2025-04');
  expect(body.valueByMonth.slice(-3)).toEqual([
    { month: '2026-01', amount: 450, orders: 1 },
    { month: '2026-02', amount: 1900.5, orders: 2 },
    { month: '2026-03', amount: 3500, orders: 1 },
  ]);
  expect(body.byPlan).toEqual([
    { months: 2, amount: 900, orders: 2 },
    { months: 3, amount: 1450.5, orders: 1 },
    { months: 6, amount: 3500, orders: 1 },
  ]);
  expect(body.byStatus).toEqual([
    { status: 'Approved', amount: 3950, orders: 2 },
    { status: 'Shipped', amount: 1450.5, orders: 1 },
    { status: 'Delivered', amount: 450, orders: 1 },
    { status: 'Completed', amount: 0, orders: 0 },
    { status: 'Cancelled', amount: 450, orders: 1 },
  ]);
  expect(body.topProducts.map((entry: { title: string; amount: number }) => [entry.title, entry.amount])).toEqual([
    ['Samsung Galaxy A15', 3500],
    ['Blender 1.5 L', 1450.5],
    ['Kente stole', 900],
  ]);

  const other = openMockSession(aVendor({ _id: 'b6f1c0de-0000-4000-8000-000000000002', email: 'other@sika.test' }));
  const theirs = await (await earnings(other.accessToken))?.json();
  expect(theirs.byStatus[0]).toEqual({ status: 'Approved', amount: 450, orders: 1 });
  expect(theirs.topProducts.map((entry: { title: string }) => entry.title)).toEqual(['Not mine']);
});

it('separates what was collected, what is still to come and what is late, from the ledger', async () => {
  const foreign = anOrder({
    _id: 'o-other',
    orderNumber: 'SK-900001',
    product: { _id: 'x', title: 'Not mine', vendorEmail: 'other@sika.test' },
  });
  mockDb.orders.push(...someOrders(), foreign);
  const at = '2026-03-04T12:00:00.000Z';
  // SK-100001 paid up: 247.50 + 202.50 = 450.00; SK-100003's initial 580.20; SK-100004's second
  // (525.00, due 2 April) paid early; someone else's order paid too (never counted as mine).
  for (const [order, instalment] of [
    ['SK-100001', 1],
    ['SK-100001', 2],
    ['SK-100003', 1],
    ['SK-100004', 2],
    ['SK-900001', 1],
  ] as const)
    recordMockPayment(order, instalment, at);
  // GHS 50 handed back to SK-100001's buyer.
  recordMockRefund('SK-100001', 50, at);
  const body = await (await earnings(openMockSession().accessToken))?.json();
  // 450.00 + 580.20 + 525.00 - 50.00 = 1,505.20 collected.
  expect(body.collectedTotal).toBe(1505.2);
  // Late: SK-100004's initial 875.00 + SK-100002's 247.50 = 1,122.50 in 2 payments.
  expect(body.lateTotal).toBe(1122.5);
  expect(body.latePayments).toBe(2);
  // Still to come: 3,697.80 less April's 525.00 paid early = 3,172.80; April 960.15 - 525.00.
  expect(body.owedTotal).toBe(3172.8);
  expect(body.owedByMonth[1]).toEqual({ month: '2026-04', amount: 435.15, payments: 1 });

  const other = openMockSession(aVendor({ _id: 'b6f1c0de-0000-4000-8000-000000000002', email: 'other@sika.test' }));
  const theirs = await (await earnings(other.accessToken))?.json();
  // Their 247.50 collected; the 202.50 due 28 February is late.
  expect(theirs).toMatchObject({ collectedTotal: 247.5, lateTotal: 202.5, latePayments: 1, owedTotal: 0 });
});
