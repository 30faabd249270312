// The fake backend's orders and account calls behave like the contract says.
import { serverMessages } from '@sika/domain';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aVendor, DEMO_PASSWORD, handlers, mockDb, openMockSession, resetMockDb, someOrders } from './index.ts';

const call = (path: string, token: string, init: RequestInit = {}) =>
  getResponse(
    Object.values(handlers),
    new Request(`http://localhost${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    }),
  );

beforeEach(() => resetMockDb());

describe('getVendorOrders', () => {
  it("lists only the caller's orders, newest first, a page at a time", async () => {
    mockDb.orders.push(...someOrders().reverse());
    const { accessToken } = openMockSession();
    const first = await call('/api/vendor/get-vendor-orders?limit=3', accessToken);
    const page = (await first?.json()) as { _id: string; orderNumber: string }[];
    expect(page.map((order) => order.orderNumber)).toEqual(['SK-100004', 'SK-100003', 'SK-100002']);
    expect(first?.headers.get('X-Next-Before')).toBe(page[2]?._id);
    const next = await call(`/api/vendor/get-vendor-orders?limit=3&before=${page[2]?._id}`, accessToken);
    expect(((await next?.json()) as unknown[]).length).toBe(1);
    expect(next?.headers.get('X-Next-Before')).toBeNull();

    const other = openMockSession(aVendor({ _id: 'b6f1c0de-0000-4000-8000-000000000002', email: 'o@sika.test' }));
    expect(await (await call('/api/vendor/get-vendor-orders', other.accessToken))?.json()).toEqual([]);
  });
});

describe('getOrder', () => {
  it("answers the caller's own order, and another vendor's like an unknown one (404)", async () => {
    const [mine] = someOrders();
    mockDb.orders.push(mine!);
    const { accessToken } = openMockSession();
    const own = await call(`/api/orders/${mine!._id}`, accessToken);
    expect(own?.status).toBe(200);
    expect(await own?.json()).toEqual(mine);
    const other = openMockSession(aVendor({ _id: 'b6f1c0de-0000-4000-8000-000000000002', email: 'o@sika.test' }));
    const foreign = await call(`/api/orders/${mine!._id}`, other.accessToken);
    const unknown = await call('/api/orders/0b0e0e0e-0000-4000-8000-000000000000', other.accessToken);
    expect(foreign?.status).toBe(404);
    expect(await foreign?.json()).toEqual(await unknown?.json());
  });
});

describe('one database per story', () => {
  it('answers each session from the database that signed it in, however many were made since', async () => {
    mockDb.orders.push(...someOrders());
    const first = openMockSession();
    resetMockDb();
    mockDb.orders.push(...someOrders().slice(0, 1));
    const second = openMockSession();
    const numbers = async (token: string) =>
      ((await (await call('/api/vendor/get-vendor-orders', token))?.json()) as { orderNumber: string }[]).map(
        (order) => order.orderNumber,
      );
    expect(await numbers(first.accessToken)).toEqual(['SK-100004', 'SK-100003', 'SK-100002', 'SK-100001']);
    expect(await numbers(second.accessToken)).toEqual(['SK-100004']);
  });
});

describe('updateVendor and deleteVendor', () => {
  it('want the current password for a new payout number once registered', async () => {
    const { accessToken } = openMockSession();
    const body = (extra: object) => JSON.stringify({ id: aVendor()._id, momo_mobile: '0209999999', ...extra });
    const missing = await call('/api/vendor/update-vendor', accessToken, { method: 'PATCH', body: body({}) });
    expect(missing?.status).toBe(400);
    const wrong = await call('/api/vendor/update-vendor', accessToken, {
      method: 'PATCH',
      body: body({ currentPassword: 'nope' }),
    });
    expect(await wrong?.json()).toMatchObject({ code: 'WRONG_PASSWORD', msg: serverMessages.wrongPassword });
    const right = await call('/api/vendor/update-vendor', accessToken, {
      method: 'PATCH',
      body: body({ currentPassword: DEMO_PASSWORD }),
    });
    expect(right?.status).toBe(200);
    const renamed = await call('/api/vendor/update-vendor', accessToken, {
      method: 'PATCH',
      body: JSON.stringify({ id: aVendor()._id, BusinessName: 'New name' }),
    });
    expect(renamed?.status).toBe(200);
  });

  it('deletes only with the password, ends the session and keeps the orders', async () => {
    mockDb.orders.push(...someOrders());
    const { accessToken } = openMockSession();
    const id = aVendor()._id;
    const wrong = await call('/api/Vendors', accessToken, {
      method: 'DELETE',
      body: JSON.stringify({ id, password: 'x' }),
    });
    expect(wrong?.status).toBe(400);
    const deleted = await call('/api/Vendors', accessToken, {
      method: 'DELETE',
      body: JSON.stringify({ id, password: DEMO_PASSWORD }),
    });
    expect(await deleted?.json()).toMatchObject({ msg: serverMessages.accountDeleted });
    expect(mockDb.accounts.size).toBe(0);
    expect(mockDb.refreshSession).toBeNull();
    expect(mockDb.orders).toHaveLength(4);
    expect((await call('/api/vendor/all-Vendors', accessToken))?.status).toBe(401);
  });
});
