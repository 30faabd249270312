// The fake backend's Payouts answers follow the contract's rules (getPayouts, getPayout,
// getStatement), checked against figures worked out by hand for the story fixtures on the fake's
// day (5 March 2026).
import { getResponse } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import {
  aVendor,
  anOrder,
  handlers,
  mockDb,
  mockPayOut,
  openMockSession,
  recordMockPayment,
  recordMockRefund,
  resetMockDb,
  someOrders,
} from './index.ts';

const get = async (path: string, token: string) => {
  const response = await getResponse(
    Object.values(handlers),
    new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }),
  );
  return { status: response?.status, body: await response?.json() };
};

beforeEach(() => resetMockDb());

it('pays out what was collected less refunds, finds it by its reference, and breaks it down', async () => {
  mockDb.orders.push(...someOrders());
  const { accessToken } = openMockSession();
  // SK-100002: GHS 450 over 2 months from 11 Feb (247.50 then 202.50); SK-100003 GHS 1450.50 over 3.
  recordMockPayment('SK-100002', 1, '2026-02-11T10:00:00.000Z');
  recordMockPayment('SK-100003', 1, '2026-02-20T10:00:00.000Z');
  recordMockPayment('SK-100003', 1, '2026-02-20T11:00:00.000Z'); // recorded once
  recordMockRefund('SK-100002', 50, '2026-02-21T10:00:00.000Z');
  const payout = mockPayOut('demo@sika.test', '2026-02-23T06:00:00.000Z')!;
  expect(payout.reference).toBe('SIKA-PO-2026-000123');
  recordMockPayment('SK-100002', 2, '2026-03-02T10:00:00.000Z');

  const list = await get('/api/payouts', accessToken);
  expect(list.body).toMatchObject({ asOf: '2026-03-05', nextPayoutOn: '2026-03-09', schedule: 'weekly' });
  expect(list.body.balance).toBe(202.5);
  expect(list.body.payouts).toEqual([
    {
      _id: payout._id,
      paidAt: '2026-02-23T06:00:00.000Z',
      amount: 247.5 + 580.2 - 50,
      momoMasked: '024 *** 0002', // the demo vendor's +233244000002
      reference: 'SIKA-PO-2026-000123',
    },
  ]);
  const found = await get(`/api/payouts?q=${encodeURIComponent(' sika po 2026 000123 ')}`, accessToken);
  expect(found.body.payouts).toHaveLength(1);
  expect((await get('/api/payouts?q=000999', accessToken)).body.payouts).toEqual([]);

  const details = await get(`/api/payouts/${payout._id}`, accessToken);
  expect(details.body.refundsDeducted).toBe(50);
  expect(
    details.body.items.map((item: { orderNumber: string; instalment: number | null }) => item.orderNumber),
  ).toEqual(['SK-100002', 'SK-100002', 'SK-100003']);
  // By order number, then instalments before refunds, as the api lists them.
  expect(details.body.items[1]).toMatchObject({ kind: 'refund', instalment: null, amount: 50 });
  expect((await get('/api/payouts/not-an-id', accessToken)).status).toBe(400);

  const other = openMockSession(aVendor({ _id: 'b6f1c0de-0000-4000-8000-000000000002', email: 'other@sika.test' }));
  expect((await get(`/api/payouts/${payout._id}`, other.accessToken)).status).toBe(404);
  expect((await get('/api/payouts', other.accessToken)).body.payouts).toEqual([]);
});

it('lists late instalments and adds a month up from opening to closing balance', async () => {
  mockDb.orders.push(
    anOrder({ _id: 'o-late', orderNumber: 'SK-200001', createdAt: '2026-01-10T09:00:00.000Z' }),
    anOrder({
      _id: 'o-gone',
      orderNumber: 'SK-200002',
      createdAt: '2026-01-10T09:00:00.000Z',
      orderStatus: 'Cancelled',
    }),
  );
  const { accessToken } = openMockSession();
  recordMockPayment('SK-200001', 1, '2026-01-10T10:00:00.000Z');
  mockPayOut('demo@sika.test', '2026-02-02T06:00:00.000Z');

  const { body } = await get('/api/payouts', accessToken);
  expect(body.late).toEqual([
    { orderId: 'o-late', orderNumber: 'SK-200001', instalment: 2, dueDate: '2026-02-10', amount: 202.5 },
  ]);

  const february = await get('/api/statements/2026-02', accessToken);
  expect(february.body).toMatchObject({ opening: 247.5, closing: 0, collected: 0, paidOut: 247.5 });
  expect(february.body.entries).toEqual([
    {
      at: '2026-02-02T06:00:00.000Z',
      kind: 'payout',
      orderNumber: null,
      instalment: null,
      reference: 'SIKA-PO-2026-000123',
      amount: 247.5,
      balance: 0,
    },
  ]);
  expect((await get('/api/statements/2026-04', accessToken)).status).toBe(400);
});

it('lists the oldest 20 late instalments unless asked for more, and refuses a count the api refuses', async () => {
  const { accessToken } = openMockSession(aVendor());
  // 15 two-month orders of mid-2025 that nobody paid: 30 instalments late on the fake's day.
  for (let n = 0; n < 15; n += 1) {
    mockDb.orders.push(
      anOrder({
        _id: `o5000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        orderNumber: `SK-${500000 + n}`,
        createdAt: new Date(Date.UTC(2025, 5, 1 + n, 9)).toISOString(),
      }),
    );
  }
  const first = await get('/api/payouts', accessToken);
  expect(first.body.late).toHaveLength(20);
  expect(first.body.lateMore).toBe(true);
  const all = await get('/api/payouts?lateMost=40', accessToken);
  expect(all.body.late).toHaveLength(30);
  expect(all.body.late.slice(0, 20)).toEqual(first.body.late);
  expect(all.body.lateMore).toBe(false);
  for (const [lateMost, says] of [
    ['0', 'Must be at least 1.'],
    ['501', 'Must be at most 500.'],
    ['ten', 'Must be a whole number.'],
  ]) {
    const refused = await get(`/api/payouts?lateMost=${lateMost}`, accessToken);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ lateMost: says });
  }
});
