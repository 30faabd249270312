// Returns and refunds (docs/product.md, Returns and refunds): a delivered order taken back within
// 14 days, whole or in part; the instalments not collected are reduced from the last one
// backwards, the rest is a ledger refund the next payout deducts; each refusal with its sentence;
// the timeline, Earnings and one application per Idempotency-Key. On both databases.
import { returnRefusal, RETURN_DAYS, serverMessages } from '@sika/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrder } from '../src/admin/operations.ts';
import { payOut, recordPayment } from '../src/db/queries/ledger.ts';
import { ledgerEntries, orderEvents, orders } from '../src/db/schema.ts';
import { mailMessages } from '../src/mail/messages.ts';
import { type Registered, withTestApp } from './helpers/app.ts';
import { call, login, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { createProduct, seller, withTempImages } from './helpers/products.ts';

const DAY_MS = 86_400_000;
const MOMO = '+233244123456';

describe.each(drivers)('returns on %s', (driver) => {
  const t = withTestApp(driver, withTempImages);
  const db = () => t.testDb.database.db;
  const now = () => new Date(t.clock.now());
  const mail = () => ({ transport: t.mailer, messages: mailMessages('https://vendors.sika.example') });

  /**
   * A 3-month order of GHS 2,899: initial 1,159.60 + 869.70 + 869.70 = 2,899.00, moved on to
   * `status` (Delivered through the actions, so its delivery time is the app's clock), with the
   * instalments `collect` recorded as paid.
   */
  async function placeOrder(
    me: Registered,
    status: 'Approved' | 'Shipped' | 'Delivered' | 'Cancelled' = 'Delivered',
    collect: number[] = [1],
  ) {
    const product = await createProduct(t.app, me, { price: 2899 });
    const result = await createOrder(db(), { productId: product._id, months: 3 }, mail(), now());
    if (result.outcome !== 'created') throw new Error(`order refused: ${result.outcome}`);
    const order = result.order;
    const act = (operation: 'shipOrder' | 'deliverOrder' | 'cancelOrder', body: object) =>
      call(t.app, operation, { token: me.accessToken, params: { orderId: order.id }, body });
    if (status === 'Cancelled') expect((await act('cancelOrder', { reason: 'out-of-stock' })).statusCode).toBe(200);
    for (const instalment of collect) await recordPayment(db(), order.orderNumber, instalment, now());
    if (status === 'Shipped' || status === 'Delivered')
      expect((await act('shipOrder', { method: 'own-rider' })).statusCode).toBe(200);
    if (status === 'Delivered')
      expect((await act('deliverOrder', { code: (await stored(order.id)).deliveryCode })).statusCode).toBe(200);
    return order;
  }

  const stored = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const refundsOf = (id: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, id));
  const giveBack = (me: Registered, id: string, body: object, headers: Record<string, string> = {}) =>
    call(t.app, 'returnOrder', { token: me.accessToken, params: { orderId: id }, body, headers });
  const timeline = async (me: Registered, id: string) =>
    (await call(t.app, 'getOrderTimeline', { token: me.accessToken, params: { orderId: id } })).json();
  const owedTotal = async (me: Registered) =>
    (await call(t.app, 'getEarnings', { token: me.accessToken })).json().owedTotal;

  it('reduces the instalments not collected from the last one back, then refunds from what was collected', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    expect(await stored(placed.id)).toMatchObject({ deliveredAt: now(), status: 'Delivered' });
    // Owed after today: the second and third, 869.70 + 869.70.
    expect(await owedTotal(me)).toBe(1739.4);

    // 1,000.00 = 869.70 (the whole third) + 130.30 (of the second): 869.70 - 130.30 = 739.40.
    const first = await giveBack(me, placed.id, { reason: 'damaged', amount: 1000 });
    expect(first.statusCode, first.body).toBe(200);
    expect(responseErrors('returnOrder', 200, first.json())).toEqual([]);
    expect(first.json()).toMatchObject({
      orderStatus: 'Delivered',
      initialPayment: 1159.6,
      secondPayment: 739.4,
      thirdPayment: 0,
      // 1,159.60 + 739.40 + 0 = 1,899.00 = 2,899.00 - 1,000.00.
      totalPrice: 1899,
      refunded: 1000,
      deliveredAt: now().toISOString(),
    });
    // Nothing collected was handed back: only the initial payment is in, and it stays.
    expect((await refundsOf(placed.id)).filter((e) => e.kind === 'refund')).toEqual([]);
    expect(await owedTotal(me)).toBe(739.4);

    // 1,500.00 = 739.40 (the rest of the second) + 760.60 handed back from the 1,159.60 collected.
    const second = await giveBack(me, placed.id, { reason: 'changed-mind', amount: 1500 });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      initialPayment: 1159.6,
      secondPayment: 0,
      thirdPayment: 0,
      // 2,899.00 - 1,000.00 - 1,500.00 = 399.00 = 1,159.60 collected - 760.60 handed back.
      totalPrice: 399,
      refunded: 2500,
      // Every instalment left is collected: the server completes it.
      orderStatus: 'Completed',
    });
    const refunds = (await refundsOf(placed.id)).filter((e) => e.kind === 'refund');
    expect(refunds).toMatchObject([{ kind: 'refund', pesewas: 76_060, orderNumber: placed.orderNumber }]);
    expect(await owedTotal(me)).toBe(0);
    const steps = (await timeline(me, placed.id)).map((e: { kind: string; actor: string }) => [e.kind, e.actor]);
    expect(steps.slice(-2)).toEqual([
      ['Returned', 'vendor'],
      ['Completed', 'server'],
    ]);

    // The next payout deducts it: 1,159.60 collected - 760.60 refunded = 399.00 paid.
    const paid = await payOut(db(), me.id, MOMO, MOMO, now());
    expect(paid).toMatchObject({ outcome: 'paid', payout: { pesewas: 39_900 } });
    if (paid.outcome !== 'paid') throw new Error(paid.outcome);
    expect(paid.items.map((i) => [i.kind, i.pesewas])).toEqual([
      ['collected', 115_960],
      ['refund', 76_060],
    ]);
  });

  it('returns the whole order without an amount, and then refuses another return', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    const whole = await giveBack(me, placed.id, { reason: 'wrong-item' });
    expect(whole.statusCode, whole.body).toBe(200);
    // 869.70 + 869.70 not collected are dropped; 1,159.60 collected is handed back: 2,899.00 in all.
    expect(whole.json()).toMatchObject({
      initialPayment: 1159.6,
      secondPayment: 0,
      thirdPayment: 0,
      totalPrice: 0,
      refunded: 2899,
      orderStatus: 'Completed',
    });
    expect((await refundsOf(placed.id)).filter((e) => e.kind === 'refund')).toMatchObject([{ pesewas: 115_960 }]);

    const again = await giveBack(me, placed.id, { reason: 'wrong-item' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ORDER_ACTION_REFUSED',
      message: returnRefusal('Completed', now(), 0, now()),
    });
    expect(responseErrors('returnOrder', 409, again.json())).toEqual([]);
  });

  it('returns an order nothing of which was collected by dropping instalments only', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me, 'Delivered', []);
    // 500.00 of the third (869.70 - 500.00 = 369.70); nothing handed back.
    const part = await giveBack(me, placed.id, { reason: 'not-as-described', amount: 500 });
    expect(part.json()).toMatchObject({ secondPayment: 869.7, thirdPayment: 369.7, totalPrice: 2399, refunded: 500 });
    expect(await refundsOf(placed.id)).toEqual([]);
  });

  it.each(['Approved', 'Shipped', 'Cancelled'] as const)('refuses a return of an order %s', async (status) => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me, status, []);
    const before = await stored(placed.id);
    const response = await giveBack(me, placed.id, { reason: 'damaged' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ORDER_ACTION_REFUSED',
      message: returnRefusal(status, null, 2899, now()),
    });
    expect(await stored(placed.id)).toEqual(before);
  });

  it('refuses an amount above what is left, one of three decimals, and other without its text', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    const before = await stored(placed.id);
    const cases = [
      [{ reason: 'damaged', amount: 2899.01 }, 'amount', serverMessages.fields.refundTooMuch('GHS 2,899')],
      [{ reason: 'damaged', amount: 10.005 }, 'amount', serverMessages.fields.refundPesewas],
      [{ reason: 'other' }, 'note', serverMessages.fields.returnNoteRequired],
      [{ reason: 'other', note: '   ' }, 'note', serverMessages.fields.returnNoteRequired],
      [{ reason: 'damaged', amount: 0 }, 'amount', undefined],
      [{ reason: 'lost' }, 'reason', undefined],
    ] as const;
    for (const [body, field, sentence] of cases) {
      const response = await giveBack(me, placed.id, body);
      expect(response.statusCode, `${JSON.stringify(body)} ${response.body}`).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
      if (sentence) expect(response.json().fields).toMatchObject({ [field]: sentence });
    }
    expect(await stored(placed.id)).toEqual(before);

    // After 1,000.00 back, at most 1,899.00 is left to refund.
    expect((await giveBack(me, placed.id, { reason: 'damaged', amount: 1000 })).statusCode).toBe(200);
    const more = await giveBack(me, placed.id, { reason: 'damaged', amount: 1899.5 });
    expect(more.json().fields).toEqual({ amount: serverMessages.fields.refundTooMuch('GHS 1,899') });
  });

  it('answers another vendor’s order like an unknown one, and leaves it as it was', async () => {
    const owner = await seller(t.app, db());
    const other = await seller(t.app, db());
    const placed = await placeOrder(owner);
    const before = await stored(placed.id);
    for (const id of [placed.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await giveBack(other, id, { reason: 'damaged' });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: serverMessages.orderNotFound });
    }
    expect(await stored(placed.id)).toEqual(before);
  });

  it('puts the return on the timeline with its reason, note and amount', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    t.clock.advance(60_000);
    const response = await giveBack(me, placed.id, { reason: 'other', note: '  Box crushed  ', amount: 100.5 });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await timeline(me, placed.id);
    expect(entries.at(-1)).toEqual({
      kind: 'Returned',
      actor: 'vendor',
      actorName: me.email,
      at: now().toISOString(),
      reason: 'other',
      note: 'Box crushed',
      amount: 100.5,
    });
    const rows = await db().select().from(orderEvents).where(eq(orderEvents.orderId, placed.id));
    expect(rows.find((row) => row.kind === 'Returned')!.detail).toEqual({
      reason: 'other',
      note: 'Box crushed',
      amount: '10050',
    });
  });

  it('applies a return once per Idempotency-Key, answering the repeat the same', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    const headers = { 'idempotency-key': 'return-queued-offline-1' };
    const first = await giveBack(me, placed.id, { reason: 'damaged', amount: 200 }, headers);
    const again = await giveBack(me, placed.id, { reason: 'damaged', amount: 200 }, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.json()).toMatchObject({ totalPrice: 2699, refunded: 200 });
    const kinds = (await timeline(me, placed.id)).map((e: { kind: string }) => e.kind);
    expect(kinds.filter((kind: string) => kind === 'Returned')).toHaveLength(1);
  });

  it(`refuses a return more than ${RETURN_DAYS} days after delivery, by the app's clock`, async () => {
    let me = await seller(t.app, db());
    const placed = await placeOrder(me);
    t.clock.advance(RETURN_DAYS * DAY_MS);
    // The access token has expired meanwhile: log in again.
    me = { ...me, accessToken: (await login(t.app, me.email, me.password)).json().accessToken };
    const onTheLastDay = await giveBack(me, placed.id, { reason: 'damaged', amount: 1 });
    expect(onTheLastDay.statusCode, onTheLastDay.body).toBe(200);

    t.clock.advance(DAY_MS);
    me = { ...me, accessToken: (await login(t.app, me.email, me.password)).json().accessToken };
    const late = await giveBack(me, placed.id, { reason: 'damaged' });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'ORDER_ACTION_REFUSED',
      message: returnRefusal('Delivered', new Date(t.clock.now() - 15 * DAY_MS), 2898, now()),
    });
    expect(late.json().message).toContain(`within ${RETURN_DAYS} days`);
  });
});
