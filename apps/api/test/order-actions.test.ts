// The order actions (docs/product.md, Order actions): every (status, action) pair with its answer,
// the buyer's delivery code with its five tries and wait, the timeline, another vendor's order,
// bad input for each action, and one application per Idempotency-Key.
import {
  CANCEL_REASONS,
  DELIVERY_CODE_TRIES,
  DELIVERY_CODE_WAIT_MINUTES,
  ORDER_ACTION_FROM,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  orderActionRefusal,
  serverMessages,
  type OrderAction,
} from '@sika/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeOrderStatus, createOrder } from '../src/admin/operations.ts';
import { recordPayment } from '../src/db/queries/ledger.ts';
import { orderEvents, orders } from '../src/db/schema.ts';
import { mailMessages } from '../src/mail/messages.ts';
import { type Registered, withTestApp } from './helpers/app.ts';
import { call, login, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { createProduct, seller, withTempImages } from './helpers/products.ts';
import { MemorySms } from './helpers/sms.ts';

const operationOf = { ship: 'shipOrder', deliver: 'deliverOrder', cancel: 'cancelOrder' } as const;

describe.each(drivers)('order actions on %s', (driver) => {
  const t = withTestApp(driver, withTempImages);
  const db = () => t.testDb.database.db;
  const mail = () => ({ transport: t.mailer, messages: mailMessages('https://vendors.sika.example') });

  async function placeOrder(me: Registered) {
    const product = await createProduct(t.app, me, { price: 3500 });
    const result = await createOrder(db(), { productId: product._id, months: 3 }, mail(), new Date(t.clock.now()));
    if (result.outcome !== 'created') throw new Error(`order refused: ${result.outcome}`);
    return result.order;
  }

  const stored = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const codeOf = async (id: string) => (await stored(id)).deliveryCode;
  const wrongCodeOf = async (id: string) => String((Number(await codeOf(id)) + 1) % 10_000).padStart(4, '0');

  async function bodyFor(action: OrderAction, id: string): Promise<Record<string, string>> {
    if (action === 'ship') return { method: 'courier', courierName: 'VIP Jeoun', trackingNumber: 'VJ-2231' };
    if (action === 'deliver') return { code: await codeOf(id) };
    return { reason: 'out-of-stock' };
  }

  const act = (me: Registered, action: OrderAction, id: string, body: unknown, headers: Record<string, string> = {}) =>
    call(t.app, operationOf[action], { token: me.accessToken, params: { orderId: id }, body, headers });

  const timeline = (me: Registered, id: string) =>
    call(t.app, 'getOrderTimeline', { token: me.accessToken, params: { orderId: id } });

  it('texts the buyer their delivery code when the order is placed, and the order stands if that fails', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me, { price: 3500 });
    const sms = new MemorySms();
    const buyer = { mobile: '024 555 0199' };
    const placed = await createOrder(
      db(),
      { productId: product._id, months: 3, buyer },
      mail(),
      new Date(t.clock.now()),
      undefined,
      sms,
    );
    if (placed.outcome !== 'created') throw new Error(placed.outcome);
    expect(placed.sms).toEqual({ sent: true, location: 'memory' });
    const [message] = sms.to('+233245550199');
    expect(message!.text).toBe(
      `Sika: your order ${placed.order.orderNumber} (${placed.order.productTitle}). When you receive it, give the seller this delivery code: ${await codeOf(placed.order.id)}. Do not share it before.`,
    );

    sms.failWith = new Error('provider down');
    const second = await createOrder(
      db(),
      { productId: product._id, months: 3 },
      mail(),
      new Date(t.clock.now()),
      undefined,
      sms,
    );
    expect(second).toMatchObject({ outcome: 'created', sms: { sent: false, error: 'provider down' } });
    const landline = await createOrder(
      db(),
      { productId: product._id, months: 3, buyer: { mobile: '030 221 2345' } },
      mail(),
      new Date(t.clock.now()),
      undefined,
      new MemorySms(),
    );
    expect(landline).toMatchObject({ outcome: 'created', sms: { sent: false } });
  });

  it.each(ORDER_STATUSES.flatMap((status) => ORDER_ACTIONS.map((action) => [status, action] as const)))(
    'an order %s answers %s as the rules say',
    async (status, action) => {
      const me = await seller(t.app, db());
      const placed = await placeOrder(me);
      await db().update(orders).set({ status }).where(eq(orders.id, placed.id));
      const response = await act(me, action, placed.id, await bodyFor(action, placed.id));
      const refusal = orderActionRefusal(action, status);
      if (ORDER_ACTION_FROM[action] === status) {
        expect(refusal).toBeNull();
        expect(response.statusCode, response.body).toBe(200);
        expect(responseErrors(operationOf[action], 200, response.json())).toEqual([]);
      } else {
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toMatchObject({ code: 'ORDER_ACTION_REFUSED', message: refusal });
        expect(responseErrors(operationOf[action], 409, response.json())).toEqual([]);
        expect((await stored(placed.id)).status).toBe(status);
      }
    },
  );

  it('ships, then delivers with the buyer’s code, each on the timeline with who and when', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    const shipped = await act(me, 'ship', placed.id, {
      method: 'courier',
      courierName: '  VIP Jeoun ',
      trackingNumber: 'VJ-2231',
      note: 'Fragile',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({
      orderStatus: 'Shipped',
      shipping: { method: 'courier', courierName: 'VIP Jeoun', trackingNumber: 'VJ-2231' },
    });
    t.clock.advance(60_000);
    const delivered = await act(me, 'deliver', placed.id, { code: await codeOf(placed.id) });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().orderStatus).toBe('Delivered');

    const answer = await timeline(me, placed.id);
    expect(answer.statusCode).toBe(200);
    expect(responseErrors('getOrderTimeline', 200, answer.json())).toEqual([]);
    expect(answer.json()).toEqual([
      { kind: 'Placed', actor: 'server', actorName: '', at: expect.any(String) },
      {
        kind: 'Shipped',
        actor: 'vendor',
        actorName: me.email,
        at: new Date(t.clock.now() - 60_000).toISOString(),
        shipping: { method: 'courier', courierName: 'VIP Jeoun', trackingNumber: 'VJ-2231' },
        note: 'Fragile',
      },
      { kind: 'Delivered', actor: 'vendor', actorName: me.email, at: new Date(t.clock.now()).toISOString() },
    ]);
  });

  it('cancels with a reason from the list, and other with its text', async () => {
    const me = await seller(t.app, db());
    for (const reason of CANCEL_REASONS) {
      const placed = await placeOrder(me);
      const body = reason === 'other' ? { reason, note: 'Shop closed for repairs' } : { reason };
      const response = await act(me, 'cancel', placed.id, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ orderStatus: 'Cancelled', cancellation: body });
      const entries = (await timeline(me, placed.id)).json();
      expect(entries.at(-1)).toMatchObject({ kind: 'Cancelled', actor: 'vendor', reason });
    }
  });

  it(`refuses a wrong delivery code, and after ${DELIVERY_CODE_TRIES} in a row every code for ${DELIVERY_CODE_WAIT_MINUTES} minutes`, async () => {
    let me = await seller(t.app, db());
    const placed = await placeOrder(me);
    expect((await act(me, 'ship', placed.id, { method: 'own-rider' })).statusCode).toBe(200);
    const wrong = await wrongCodeOf(placed.id);
    for (let i = 1; i < DELIVERY_CODE_TRIES; i += 1) {
      const response = await act(me, 'deliver', placed.id, { code: wrong });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'WRONG_DELIVERY_CODE',
        fields: { code: serverMessages.deliveryCodeWrong },
      });
    }
    const fifth = await act(me, 'deliver', placed.id, { code: wrong });
    expect(fifth.statusCode, fifth.body).toBe(429);
    expect(fifth.headers['retry-after']).toBe(String(DELIVERY_CODE_WAIT_MINUTES * 60));
    expect(fifth.json()).toMatchObject({ code: 'DELIVERY_CODE_LOCKED' });
    expect(responseErrors('deliverOrder', 429, fifth.json())).toEqual([]);
    // Even the right code waits.
    t.clock.advance(DELIVERY_CODE_WAIT_MINUTES * 60_000 - 1_000);
    const early = await act(me, 'deliver', placed.id, { code: await codeOf(placed.id) });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    expect((await stored(placed.id)).status).toBe('Shipped');
    t.clock.advance(1_000);
    // The access token has expired meanwhile: log in again.
    const again = await login(t.app, me.email, me.password);
    me = { ...me, accessToken: again.json().accessToken };
    // Five more tries after the wait: a wrong one is a 400 again, the right one delivers.
    expect((await act(me, 'deliver', placed.id, { code: wrong })).statusCode).toBe(400);
    const right = await act(me, 'deliver', placed.id, { code: await codeOf(placed.id) });
    expect(right.statusCode, right.body).toBe(200);
    expect(await stored(placed.id)).toMatchObject({ status: 'Delivered', deliveryCodeFailures: 0 });
  });

  it('answers another vendor’s order like an unknown one, and leaves it as it was', async () => {
    const owner = await seller(t.app, db());
    const other = await seller(t.app, db());
    const placed = await placeOrder(owner);
    for (const action of ORDER_ACTIONS) {
      const response = await act(other, action, placed.id, await bodyFor(action, placed.id));
      expect(response.statusCode, `${action} ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: serverMessages.orderNotFound });
    }
    expect((await timeline(other, placed.id)).statusCode).toBe(404);
    expect((await stored(placed.id)).status).toBe('Approved');
    expect(await db().select().from(orderEvents).where(eq(orderEvents.orderId, placed.id))).toEqual([]);
  });

  it.each([
    ['ship', { method: 'courier' }, 'courierName', serverMessages.fields.courierNameRequired],
    ['ship', { method: 'courier', courierName: '   ' }, 'courierName', serverMessages.fields.courierNameRequired],
    ['ship', { method: 'own-rider', courierName: 'VIP' }, 'courierName', serverMessages.fields.courierOnly],
    ['ship', { method: 'buyer-collects', trackingNumber: 'X1' }, 'trackingNumber', serverMessages.fields.courierOnly],
    ['ship', { method: 'drone' }, 'method', undefined],
    ['ship', { method: 'own-rider', note: 'x'.repeat(281) }, 'note', undefined],
    ['ship', { method: 'own-rider', extra: 1 }, 'extra', undefined],
    ['deliver', { code: '12a4' }, 'code', undefined],
    ['deliver', { code: '12345' }, 'code', undefined],
    ['deliver', {}, 'code', undefined],
    ['cancel', { reason: 'other' }, 'note', serverMessages.fields.cancelNoteRequired],
    ['cancel', { reason: 'other', note: '  ' }, 'note', serverMessages.fields.cancelNoteRequired],
    ['cancel', { reason: 'weather' }, 'reason', undefined],
  ] as const)('%s with %j is a 400 naming %s', async (action, body, field, sentence) => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    if (action === 'deliver') await db().update(orders).set({ status: 'Shipped' }).where(eq(orders.id, placed.id));
    const response = await act(me, action, placed.id, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().fields ?? {})).toContain(field);
    if (sentence) expect(response.json().fields).toMatchObject({ [field]: sentence });
    expect((await stored(placed.id)).deliveryCodeFailures).toBe(0);
  });

  it('applies an action once per Idempotency-Key, answering the repeat the same', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    const headers = { 'idempotency-key': 'ship-queued-offline-1' };
    const first = await act(me, 'ship', placed.id, { method: 'buyer-collects' }, headers);
    const again = await act(me, 'ship', placed.id, { method: 'buyer-collects' }, headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const entries = (await timeline(me, placed.id)).json();
    expect(entries.map((entry: { kind: string }) => entry.kind)).toEqual(['Placed', 'Shipped']);
    // Without the key a second ship is refused: the order is already shipped.
    expect((await act(me, 'ship', placed.id, { method: 'buyer-collects' })).statusCode).toBe(409);
  });

  it('completes an order paid in full before the vendor delivers it, on the timeline as the server’s step', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    expect((await act(me, 'ship', placed.id, { method: 'buyer-collects' })).statusCode).toBe(200);
    for (const instalment of [1, 2, 3])
      await recordPayment(db(), placed.orderNumber, instalment, new Date(t.clock.now()));
    expect((await stored(placed.id)).status).toBe('Shipped');

    const delivered = await act(me, 'deliver', placed.id, { code: await codeOf(placed.id) });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({ orderStatus: 'Completed' });
    expect((await stored(placed.id)).status).toBe('Completed');
    const steps = (await timeline(me, placed.id)).json().map((event) => [event.kind, event.actor]);
    expect(steps).toEqual([
      ['Placed', 'server'],
      ['Shipped', 'vendor'],
      ['Delivered', 'vendor'],
      ['Completed', 'server'],
    ]);
  });

  it('puts the back office’s set-order-status on the timeline', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    const result = await changeOrderStatus(db(), placed.orderNumber, 'Delivered', new Date(t.clock.now()));
    expect(result.outcome).toBe('updated');
    // Delivered by hand starts the days a return is taken in, as the deliver action does.
    expect((await stored(placed.id)).deliveredAt).toEqual(new Date(t.clock.now()));
    const entries = (await timeline(me, placed.id)).json();
    expect(entries.at(-1)).toMatchObject({ kind: 'StatusSet', actor: 'back office', status: 'Delivered' });
  });

  it('refuses the back office Completed on an order not paid up, and leaves its timeline as it was', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    const before = (await timeline(me, placed.id)).json();
    const result = await changeOrderStatus(db(), placed.orderNumber, 'Completed', new Date(t.clock.now()));
    expect(result).toMatchObject({ outcome: 'not-paid-up', order: { status: 'Approved' } });
    expect((await stored(placed.id)).status).toBe('Approved');
    expect((await timeline(me, placed.id)).json()).toEqual(before);
  });
});
