// The fake backend's order actions behave like the api (docs/product.md, Order actions).
import { orderActionRefusal, serverMessages } from '@sika/domain';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { anOrder, aVendor, handlers, MOCK_DELIVERY_CODE, mockDb, openMockSession, resetMockDb } from './index.ts';

const ORDER = anOrder()._id;

const post = (path: string, token: string, body: object, key?: string) =>
  getResponse(
    Object.values(handlers),
    new Request(`http://localhost${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
    }),
  );
const timeline = async (token: string) =>
  (await (
    await getResponse(
      Object.values(handlers),
      new Request(`http://localhost/api/orders/${ORDER}/timeline`, { headers: { authorization: `Bearer ${token}` } }),
    )
  )?.json()) as { kind: string; actorName: string }[];

beforeEach(() => {
  resetMockDb();
  mockDb.orders.push(anOrder());
});

describe('the order actions', () => {
  it('ship once per key, then refuse a second ship and a cancel with the api’s sentences', async () => {
    const { accessToken, vendor } = openMockSession();
    const first = await post(`/api/orders/${ORDER}/ship`, accessToken, { method: 'own-rider' }, 'k1');
    const again = await post(`/api/orders/${ORDER}/ship`, accessToken, { method: 'own-rider' }, 'k1');
    expect(first?.status).toBe(200);
    expect(await again?.json()).toMatchObject({ orderStatus: 'Shipped', shipping: { method: 'own-rider' } });
    const twice = await post(`/api/orders/${ORDER}/ship`, accessToken, { method: 'own-rider' }, 'k2');
    expect(twice?.status).toBe(409);
    expect(await twice?.json()).toMatchObject({ msg: orderActionRefusal('ship', 'Shipped') });
    const cancel = await post(`/api/orders/${ORDER}/cancel`, accessToken, { reason: 'buyer-asked' });
    expect(await cancel?.json()).toMatchObject({ msg: orderActionRefusal('cancel', 'Shipped') });
    expect((await timeline(accessToken)).map((event) => [event.kind, event.actorName])).toEqual([
      ['Placed', ''],
      ['Shipped', vendor.email],
    ]);
  });

  it('refuse a wrong delivery code, and every code after the fifth wrong one (429)', async () => {
    mockDb.orders[0]!.orderStatus = 'Shipped';
    const { accessToken } = openMockSession();
    for (let wrong = 1; wrong < 5; wrong += 1) {
      const answer = await post(`/api/orders/${ORDER}/deliver`, accessToken, { code: '0000' });
      expect(answer?.status).toBe(400);
      expect(await answer?.json()).toMatchObject({ msg: serverMessages.deliveryCodeWrong });
    }
    const fifth = await post(`/api/orders/${ORDER}/deliver`, accessToken, { code: '0000' });
    expect(fifth?.status).toBe(429);
    expect(await fifth?.json()).toMatchObject({ msg: serverMessages.deliveryCodeLocked(15) });
    const right = await post(`/api/orders/${ORDER}/deliver`, accessToken, { code: MOCK_DELIVERY_CODE });
    expect(right?.status).toBe(429);
  });

  it('deliver with the right code, and cancel only with a reason (Other with a text)', async () => {
    const { accessToken } = openMockSession();
    const bare = await post(`/api/orders/${ORDER}/cancel`, accessToken, { reason: 'other', note: ' ' });
    expect(await bare?.json()).toMatchObject({ fields: { note: serverMessages.fields.cancelNoteRequired } });
    const courier = await post(`/api/orders/${ORDER}/ship`, accessToken, { method: 'courier' });
    expect(await courier?.json()).toMatchObject({ fields: { courierName: serverMessages.fields.courierNameRequired } });
    await post(`/api/orders/${ORDER}/ship`, accessToken, { method: 'courier', courierName: 'VIP Bus' });
    const delivered = await post(`/api/orders/${ORDER}/deliver`, accessToken, { code: MOCK_DELIVERY_CODE });
    expect(await delivered?.json()).toMatchObject({ orderStatus: 'Delivered' });
  });

  it("answer another vendor's order like an unknown one", async () => {
    const other = openMockSession(aVendor({ _id: 'b6f1c0de-0000-4000-8000-000000000002', email: 'o@sika.test' }));
    const answer = await post(`/api/orders/${ORDER}/ship`, other.accessToken, { method: 'own-rider' });
    expect(answer?.status).toBe(404);
    expect(mockDb.orders[0]?.orderStatus).toBe('Approved');
  });

  it('take a return of a delivered order: the second payment shrinks first, once per key', async () => {
    Object.assign(mockDb.orders[0]!, { orderStatus: 'Delivered', deliveredAt: '2026-02-03T10:00:00.000Z' });
    const { accessToken } = openMockSession();
    const other = await post(`/api/orders/${ORDER}/return`, accessToken, { reason: 'other' });
    expect(await other?.json()).toMatchObject({ fields: { note: serverMessages.fields.returnNoteRequired } });
    const tooMuch = await post(`/api/orders/${ORDER}/return`, accessToken, { reason: 'damaged', amount: 450.01 });
    expect(await tooMuch?.json()).toMatchObject({ fields: { amount: serverMessages.fields.refundTooMuch('GHS 450') } });
    // GHS 450 is 247.50 + 202.50: a refund of 250 takes all of the 202.50 and 47.50 of what was paid.
    const first = await post(`/api/orders/${ORDER}/return`, accessToken, { reason: 'damaged', amount: 250 }, 'r1');
    const again = await post(`/api/orders/${ORDER}/return`, accessToken, { reason: 'damaged', amount: 250 }, 'r1');
    expect(await first?.json()).toMatchObject({
      totalPrice: 200,
      refunded: 250,
      initialPayment: 247.5,
      secondPayment: 0,
    });
    expect(await again?.json()).toMatchObject({ totalPrice: 200, refunded: 250 });
    const rest = await post(`/api/orders/${ORDER}/return`, accessToken, { reason: 'changed-mind' });
    expect(await rest?.json()).toMatchObject({ totalPrice: 0, refunded: 450 });
    const none = await post(`/api/orders/${ORDER}/return`, accessToken, { reason: 'changed-mind' });
    expect(none?.status).toBe(409);
    expect(await none?.json()).toMatchObject({ msg: 'This order is already refunded in full.' });
    expect((await timeline(accessToken)).map((event) => event.kind)).toEqual(['Placed', 'Returned', 'Returned']);
  });
});
