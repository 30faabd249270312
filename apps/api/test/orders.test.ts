// The vendor's orders: only the caller's, newest first, bounded and paged by cursor, ETag/304,
// amounts from @sika/domain, and a history that product edits and deletes never rewrite.
import {
  ORDER_STATUSES,
  orderPlan,
  ORDERS_MOST,
  ORDERS_PAGE,
  PAYMENT_FIELDS,
  paths,
  type OrderStatus,
} from '@sika/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrder, changeOrderStatus } from '../src/admin/operations.ts';
import { insertOrder, orderValues } from '../src/db/queries/orders.ts';
import { findProductById } from '../src/db/queries/products.ts';
import { orders } from '../src/db/schema.ts';
import { mailMessages } from '../src/mail/messages.ts';
import { type Registered, withTestApp } from './helpers/app.ts';
import { call, contract, errorBodyErrors, operation, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { createProduct, seller, withTempImages } from './helpers/products.ts';

const BUYER = { firstname: 'Esi', lastname: 'Quaye', mobile: '0241234567', company: 'Cocobod', city: 'Takoradi' };

it("pages by the contract's limit, whose default and ceiling are the portal's ORDERS_PAGE and ORDERS_MOST", () => {
  const limit = operation('getVendorOrders').parameters.find((parameter) => parameter.name === 'limit');
  expect(limit?.schema).toMatchObject({ default: ORDERS_PAGE, maximum: ORDERS_MOST });
});

describe.each(drivers)('orders on %s', (driver) => {
  const t = withTestApp(driver, withTempImages);
  const db = () => t.testDb.database.db;
  const mail = () => ({ transport: t.mailer, messages: mailMessages('https://vendors.sika.example') });

  const list = (token: string, query = '', headers: Record<string, string> = {}) =>
    call(t.app, 'getVendorOrders', { token, query, headers });

  async function order(me: Registered, productId: string, months: number) {
    const result = await createOrder(db(), { productId, months, buyer: BUYER }, mail(), new Date(t.clock.now()));
    if (result.outcome !== 'created') throw new Error(`order refused: ${result.outcome}`);
    return result.order;
  }

  /** `count` orders of one product, one minute apart (oldest first), straight into the table. */
  async function manyOrders(me: Registered, count: number, start = Date.parse('2026-01-01T00:00:00Z')) {
    const product = await createProduct(t.app, me, { price: 500 });
    const row = (await findProductById(db(), product._id))!;
    for (let i = 0; i < count; i += 1) {
      await insertOrder(db(), orderValues(row, me.email, 2, BUYER, 'Approved', new Date(start + i * 60_000))!);
    }
  }

  it("lists only orders of the caller's products, in the contract's shape, with amounts from @sika/domain", async () => {
    const me = await seller(t.app, db());
    const other = await seller(t.app, db());
    const phone = await createProduct(t.app, me, { price: 3500 });
    const theirs = await createProduct(t.app, other, { price: 450 });
    const placed = await order(me, phone._id, 6);
    await order(other, theirs._id, 2);

    const response = await list(me.accessToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(responseErrors('getVendorOrders', 200, body)).toEqual([]);
    expect(body).toHaveLength(1);
    const plan = orderPlan(3500, 6)!;
    expect(body[0]).toMatchObject({
      _id: placed.id,
      orderNumber: placed.orderNumber,
      user: { firstname: 'Esi', lastname: 'Quaye', mobile: '0241234567', company: 'Cocobod' },
      deliveryDetails: { city: 'Takoradi' },
      product: { _id: phone._id, title: phone.title, vendorEmail: me.email },
      orderStatus: 'Approved',
      paymentPlan: 'Monthly instalments',
      paymentDuration: '6 months',
      totalPrice: 3500,
      createdAt: new Date(t.clock.now()).toISOString(),
    });
    PAYMENT_FIELDS.forEach((field, index) => expect(body[0]![field]).toBe(plan.paymentsPesewas[index]! / 100));
    expect(placed.orderNumber).toMatch(/^SK-\d{6,}$/);
    expect((await list(other.accessToken)).json().map((o: { _id: string }) => o._id)).not.toContain(placed.id);
  });

  it('mails the vendor about a new order: order number, item and plan', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me, { title: 'Nasco fridge', price: 2000 });
    const placed = await order(me, product._id, 3);
    const [message] = t.mailer.to(me.email);
    expect(message?.subject).toBe(`Sika: new order ${placed.orderNumber}`);
    expect(message?.text).toContain(placed.orderNumber);
    expect(message?.text).toContain('Item: Nasco fridge.');
    expect(message?.text).toContain(
      'monthly instalments over 3 months, GHS 2,000 in total (GHS 800 + GHS 600 + GHS 600)',
    );
  });

  it("links the new-order mail to that order's details, with its amounts to the pesewa", async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me, { title: 'Gas cooker', price: 1250.5 });
    const placed = await order(me, product._id, 3);
    const [message] = t.mailer.to(me.email);
    expect(message?.links).toEqual([`https://vendors.sika.example${paths.orderDetails(placed.id)}`]);
    expect(message?.html).toContain(`href="https://vendors.sika.example/order-details/${placed.id}"`);
    expect(message?.text).toContain('GHS 1,250.50 in total (GHS 500.20 + GHS 375.15 + GHS 375.15)');
    // The link's order is the one the vendor's own api answers.
    const one = await call(t.app, 'getOrder', { token: me.accessToken, params: { orderId: placed.id } });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ orderNumber: placed.orderNumber, totalPrice: 1250.5 });
  });

  it('refuses a plan the price does not qualify for, and an unknown product', async () => {
    const me = await seller(t.app, db());
    const cheap = await createProduct(t.app, me, { price: 1000 });
    const refused = await createOrder(db(), { productId: cheap._id, months: 6 }, mail(), new Date());
    expect(refused).toEqual({ outcome: 'plan-refused', priceGhs: 1000, allowedMonths: [2] });
    const unknown = await createOrder(db(), { productId: 'not-a-uuid', months: 2 }, mail(), new Date());
    expect(unknown).toEqual({ outcome: 'unknown-product' });
    expect(await db().select().from(orders).where(eq(orders.productId, cheap._id))).toEqual([]);
  });

  it('keeps the history: editing or deleting the product changes no order', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me, { title: 'Old title', price: 1500 });
    const placed = await order(me, product._id, 3);
    const before = (await list(me.accessToken)).json();
    await call(t.app, 'updateProduct', {
      token: me.accessToken,
      body: { id: product._id, title: 'New title', price: 9999 },
    });
    expect((await list(me.accessToken)).json()).toEqual(before);
    const removed = await call(t.app, 'deleteProduct', { token: me.accessToken, body: { id: product._id } });
    expect(removed.statusCode).toBe(200);
    const after = (await list(me.accessToken)).json();
    expect(after).toEqual(before);
    expect(after[0]).toMatchObject({
      _id: placed.id,
      product: { _id: product._id, title: 'Old title' },
      totalPrice: 1500,
    });
  });

  it('lists newest first, at most `limit`, and pages with `before` and X-Next-Before', async () => {
    const me = await seller(t.app, db());
    await manyOrders(me, 7);
    const all = (await list(me.accessToken, '?limit=500')).json();
    expect(all).toHaveLength(7);
    const times = all.map((o: { createdAt: string }) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const first = await list(me.accessToken, '?limit=3');
    expect(first.json().map((o: { _id: string }) => o._id)).toEqual(all.slice(0, 3).map((o: { _id: string }) => o._id));
    expect(first.headers['x-next-before']).toBe(all[2]!._id);
    const second = await list(me.accessToken, `?limit=3&before=${first.headers['x-next-before']}`);
    expect(second.json().map((o: { _id: string }) => o._id)).toEqual(
      all.slice(3, 6).map((o: { _id: string }) => o._id),
    );
    const third = await list(me.accessToken, `?limit=3&before=${second.headers['x-next-before']}`);
    expect(third.json()).toHaveLength(1);
    expect(third.headers['x-next-before']).toBeUndefined();
  });

  it('breaks ties of the same instant by id, so pages neither skip nor repeat', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me, { price: 500 });
    const row = (await findProductById(db(), product._id))!;
    const same = new Date('2026-02-02T10:00:00Z');
    for (let i = 0; i < 5; i += 1) await insertOrder(db(), orderValues(row, me.email, 2, BUYER, 'Approved', same)!);
    const seen: string[] = [];
    let query = '?limit=2';
    for (;;) {
      const page = await list(me.accessToken, query);
      seen.push(...page.json().map((o: { _id: string }) => o._id));
      const next = page.headers['x-next-before'];
      if (!next) break;
      query = `?limit=2&before=${next}`;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('bounds the answer: 100 by default, never more than 500', async () => {
    const me = await seller(t.app, db());
    await manyOrders(me, 101);
    const page = await list(me.accessToken);
    expect(page.json()).toHaveLength(100);
    expect(page.headers['x-next-before']).toBeDefined();
    for (const query of ['?limit=501', '?limit=0', '?limit=abc', '?before=not-an-order']) {
      const response = await list(me.accessToken, query);
      expect(response.statusCode, query).toBe(400);
      expect(errorBodyErrors(response.json())).toEqual([]);
    }
  });

  it("refuses another vendor's order as a cursor, like an unknown one (400)", async () => {
    const me = await seller(t.app, db());
    const other = await seller(t.app, db());
    const product = await createProduct(t.app, other, { price: 500 });
    const theirs = await order(other, product._id, 2);
    const response = await list(me.accessToken, `?before=${theirs.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ before: 'Must be the _id of an order from the previous page.' });
  });

  it('answers an unchanged poll with 304 and no body, and a changed status with a new ETag', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me, { price: 500 });
    const placed = await order(me, product._id, 2);
    const first = await list(me.accessToken);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await list(me.accessToken, '', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await changeOrderStatus(db(), placed.orderNumber, 'Shipped', new Date());
    const changed = await list(me.accessToken, '', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()[0]!.orderStatus).toBe('Shipped');
  });

  /**
   * 150 orders over 3 buyers, one minute apart (oldest first), the 20 oldest Shipped: the search and
   * filter must reach past the newest 100 (docs/product.md, Your Orders).
   */
  async function searchableOrders(me: Registered) {
    const product = await createProduct(t.app, me, { price: 500 });
    const row = (await findProductById(db(), product._id))!;
    const buyers = [
      BUYER,
      { ...BUYER, firstname: 'Kwame', lastname: 'Mensah' },
      { ...BUYER, firstname: 'Ama', lastname: 'Owusu' },
    ];
    const placed = [];
    for (let i = 0; i < 150; i += 1) {
      const values = orderValues(
        row,
        me.email,
        2,
        buyers[i % 3]!,
        i < 20 ? 'Shipped' : 'Approved',
        new Date(Date.parse('2026-01-01T00:00:00Z') + i * 60_000),
      );
      placed.push(await insertOrder(db(), values!));
    }
    return placed;
  }
  const ids = (response: { json: () => unknown }) => (response.json() as Array<{ _id: string }>).map((o) => o._id);
  const counts = (token: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    call(t.app, 'getOrderCounts', { token, query, headers });

  it('finds an order number beyond the newest 100, written as an e-mail or a person writes it', async () => {
    const me = await seller(t.app, db());
    const other = await seller(t.app, db());
    const placed = await searchableOrders(me);
    const oldest = placed[0]!;
    expect((await list(me.accessToken)).json().map((o: { _id: string }) => o._id)).not.toContain(oldest.id);
    const digits = oldest.orderNumber.slice('SK-'.length);
    for (const written of [
      oldest.orderNumber,
      oldest.orderNumber.toLowerCase(),
      `sk${digits}`,
      `#${oldest.orderNumber}`,
      ` ${digits} `,
      `${oldest.orderNumber}.`,
    ]) {
      const response = await call(t.app, 'getVendorOrders', { token: me.accessToken, query: { q: written } });
      expect(response.statusCode, written).toBe(200);
      expect(responseErrors('getVendorOrders', 200, response.json())).toEqual([]);
      expect(ids(response), written).toEqual([oldest.id]);
    }
    // Another vendor never finds it.
    const theirs = await call(t.app, 'getVendorOrders', { token: other.accessToken, query: { q: oldest.orderNumber } });
    expect(theirs.json()).toEqual([]);
    const none = await call(t.app, 'getVendorOrders', { token: me.accessToken, query: { q: 'SK-999999' } });
    expect(none.json()).toEqual([]);
    expect(none.headers['x-next-before']).toBeUndefined();
  });

  it("searches buyers' names in any case and filters by status over every order, paging by cursor", async () => {
    const me = await seller(t.app, db());
    const placed = await searchableOrders(me);
    const kwame = placed
      .filter((o) => o.buyerFirstname === 'Kwame')
      .map((o) => o.id)
      .reverse();
    const seen: string[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await call(t.app, 'getVendorOrders', {
        token: me.accessToken,
        query: { q: 'kwame MENSAH', limit: 20, before },
      });
      expect(page.statusCode).toBe(200);
      seen.push(...ids(page));
      before = page.headers['x-next-before'] as string | undefined;
      if (!before) break;
    }
    expect(seen).toEqual(kwame);

    const shipped = await call(t.app, 'getVendorOrders', { token: me.accessToken, query: { status: 'Shipped' } });
    expect(ids(shipped)).toEqual(
      placed
        .slice(0, 20)
        .map((o) => o.id)
        .reverse(),
    );
    const both = await call(t.app, 'getVendorOrders', {
      token: me.accessToken,
      query: { status: 'Shipped', q: 'Ama' },
    });
    expect(ids(both)).toEqual(
      placed
        .slice(0, 20)
        .filter((o) => o.buyerFirstname === 'Ama')
        .map((o) => o.id)
        .reverse(),
    );
    // A LIKE wildcard is a character like any other.
    expect((await call(t.app, 'getVendorOrders', { token: me.accessToken, query: { q: '%' } })).json()).toEqual([]);
    expect((await call(t.app, 'getVendorOrders', { token: me.accessToken, query: { q: '_' } })).json()).toEqual([]);
  });

  it('counts every order, those a search matches, and each status of them', async () => {
    const me = await seller(t.app, db());
    const other = await seller(t.app, db());
    await searchableOrders(me);
    const all = await counts(me.accessToken);
    expect(all.statusCode).toBe(200);
    expect(responseErrors('getOrderCounts', 200, all.json())).toEqual([]);
    expect(all.json()).toEqual({
      all: 150,
      matching: 150,
      byStatus: ORDER_STATUSES.map((status) => ({
        status,
        orders: status === 'Shipped' ? 20 : status === 'Approved' ? 130 : 0,
      })),
    });
    const ama = (await counts(me.accessToken, { q: 'ama' })).json();
    expect(ama).toMatchObject({ all: 150, matching: 50 });
    expect(ama.byStatus.slice(0, 2)).toEqual([
      { status: 'Approved', orders: 44 },
      { status: 'Shipped', orders: 6 },
    ]);
    expect((await counts(other.accessToken)).json()).toMatchObject({ all: 0, matching: 0 });
  });

  it('gives each search and filter its own ETag and 304, and a new one when an order changes', async () => {
    const me = await seller(t.app, db());
    const placed = await searchableOrders(me);
    const query = { q: 'Kwame', status: 'Shipped' };
    const first = await call(t.app, 'getVendorOrders', { token: me.accessToken, query });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await call(t.app, 'getVendorOrders', {
      token: me.accessToken,
      query,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another search is another answer, never the first one's 304.
    const other = await call(t.app, 'getVendorOrders', {
      token: me.accessToken,
      query: { q: 'Ama', status: 'Shipped' },
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);

    const countsFirst = await counts(me.accessToken, { q: 'Kwame' });
    const countsEtag = countsFirst.headers.etag as string;
    expect((await counts(me.accessToken, { q: 'Kwame' }, { 'if-none-match': countsEtag })).statusCode).toBe(304);

    // Buyers take turns (Esi, Kwame, Ama): the second oldest order is Kwame's, and Shipped.
    await changeOrderStatus(db(), placed[1]!.orderNumber, 'Delivered', new Date());
    const changed = await call(t.app, 'getVendorOrders', {
      token: me.accessToken,
      query,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(ids(changed)).not.toContain(placed[1]!.id);
    const countsChanged = await counts(me.accessToken, { q: 'Kwame' }, { 'if-none-match': countsEtag });
    expect(countsChanged.statusCode).toBe(200);
    expect(countsChanged.json().byStatus).toContainEqual({ status: 'Delivered', orders: 1 });
  });

  it('refuses a search too long or an unknown status with a 400 naming it, never a 500', async () => {
    const me = await seller(t.app, db());
    for (const [query, field] of [
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ status: 'Lost' }, 'status'],
      [{ status: 'approved' }, 'status'],
    ] as const) {
      const response = await call(t.app, 'getVendorOrders', { token: me.accessToken, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(errorBodyErrors(response.json())).toEqual([]);
      expect(Object.keys(response.json().fields ?? {})).toEqual([field]);
    }
    const long = await counts(me.accessToken, { q: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fields ?? {})).toEqual(['q']);
    for (const odd of ["1' or '1'='1", '\\', '%00', '😀']) {
      expect((await call(t.app, 'getVendorOrders', { token: me.accessToken, query: { q: odd } })).statusCode, odd).toBe(
        200,
      );
      expect((await counts(me.accessToken, { q: odd })).statusCode, odd).toBe(200);
    }
    expect((await call(t.app, 'getOrderCounts')).statusCode).toBe(401);
  });

  it("has statuses from the domain set only, the same as the contract's enum", async () => {
    expect(contract.components.schemas.OrderStatus?.enum).toEqual([...ORDER_STATUSES]);
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me, { price: 500 });
    const placed = await order(me, product._id, 2);
    // Completed is the ledger's to set (refused here, the order not being paid up: admin.test.ts).
    for (const status of ORDER_STATUSES.filter((status) => status !== 'Completed')) {
      const result = await changeOrderStatus(db(), placed.orderNumber, status, new Date());
      expect(result).toMatchObject({ outcome: 'updated', order: { status } });
    }
    // The table refuses anything else, whoever writes it.
    await expect(
      db()
        .update(orders)
        .set({ status: 'Lost' as OrderStatus })
        .where(eq(orders.id, placed.id)),
    ).rejects.toThrow();
    expect(await changeOrderStatus(db(), 'SK-0', 'Shipped', new Date())).toEqual({ outcome: 'unknown-order' });
  });

  it('answers 401 without a token', async () => {
    const response = await call(t.app, 'getVendorOrders');
    expect(response.statusCode).toBe(401);
  });

  it('goes on past the newest 500 through the cursor, to the oldest order', async () => {
    const me = await seller(t.app, db());
    await manyOrders(me, ORDERS_MOST + 5);
    const newest = await list(me.accessToken, `?limit=${ORDERS_MOST}`);
    expect(newest.json()).toHaveLength(ORDERS_MOST);
    const cursor = newest.headers['x-next-before'] as string;
    expect(cursor).toBe(newest.json().at(-1)!._id);
    const older = await list(me.accessToken, `?before=${cursor}`);
    expect(older.statusCode).toBe(200);
    expect(responseErrors('getVendorOrders', 200, older.json())).toEqual([]);
    const times = older.json().map((o: { createdAt: string }) => o.createdAt);
    // The five oldest, one minute apart from 1 Jan 2026, newest of them first; nothing after them.
    expect(times).toEqual(
      [4, 3, 2, 1, 0].map((i) => new Date(Date.parse('2026-01-01T00:00:00Z') + i * 60_000).toISOString()),
    );
    expect(older.headers['x-next-before']).toBeUndefined();
  });

  it('answers one own order by id, however old, in the contract shape', async () => {
    const me = await seller(t.app, db());
    await manyOrders(me, ORDERS_MOST + 1);
    const oldest = (
      await list(
        me.accessToken,
        `?before=${(await list(me.accessToken, `?limit=${ORDERS_MOST}`)).headers['x-next-before']}`,
      )
    ).json()[0]!;
    const response = await call(t.app, 'getOrder', { token: me.accessToken, params: { orderId: oldest._id } });
    expect(response.statusCode).toBe(200);
    expect(responseErrors('getOrder', 200, response.json())).toEqual([]);
    expect(response.json()).toEqual(oldest);
  });

  it("answers another vendor's order exactly like a missing one (404), and a bad id with a 400, never a 500", async () => {
    const me = await seller(t.app, db());
    const other = await seller(t.app, db());
    const product = await createProduct(t.app, other, { price: 500 });
    const theirs = await order(other, product._id, 2);
    const get = (orderId: string, token = me.accessToken) => call(t.app, 'getOrder', { token, params: { orderId } });

    const foreign = await get(theirs.id);
    const missing = await get('0b0e0e0e-0000-4000-8000-000000000000');
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found.' });
    expect(errorBodyErrors(foreign.json())).toEqual([]);
    expect(foreign.body).not.toContain(theirs.orderNumber);
    // The owner still reads it.
    expect((await get(theirs.id, other.accessToken)).json()).toMatchObject({ _id: theirs.id });

    for (const bad of ['not-an-order', "1' or '1'='1", 'x'.repeat(65), '%00']) {
      const response = await get(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(errorBodyErrors(response.json())).toEqual([]);
      expect(Object.keys(response.json().fields ?? {}), bad).toEqual(['orderId']);
    }
    expect((await call(t.app, 'getOrder', { params: { orderId: theirs.id } })).statusCode).toBe(401);
  });
});
