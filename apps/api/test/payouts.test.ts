// The Payouts panel's calls (docs/product.md, The ledger): the balance, the next payout day, each
// payout masked and found by its reference however the SMS writes it, its breakdown, late
// instalments (the oldest LATE_PAGE unless more are asked for), and a month's statement that adds
// up; ETag and 304 like the lists. On both databases.
import { LATE_MOST, LATE_PAGE } from '@sika/domain';
import { describe, expect, it } from 'vitest';
import { payOutVendors, recordOrderPayment } from '../src/admin/operations.ts';
import { recordRefund } from '../src/db/queries/ledger.ts';
import { insertOrder, orderValues } from '../src/db/queries/orders.ts';
import { findProductById } from '../src/db/queries/products.ts';
import { vendors } from '../src/db/schema.ts';
import { eq } from 'drizzle-orm';
import { DEFAULT_BUYER } from '../src/admin/operations.ts';
import { withTestApp } from './helpers/app.ts';
import { call } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { createProduct, seller } from './helpers/products.ts';

/** A Saturday: the weekly payout is the Monday after. */
const NOW = Date.parse('2026-05-16T10:00:00Z');

describe.each(drivers)('payouts on %s', (driver) => {
  const t = withTestApp(driver, { env: { PAYOUT_SCHEDULE: 'weekly' } });

  it('show the balance, each payout with its breakdown, late instalments and a statement that adds up', async () => {
    t.clock.advance(NOW - t.clock.now());
    const db = t.testDb.database.db;
    const me = await seller(t.app, db);
    await db.update(vendors).set({ momoMobile: '0244123456' }).where(eq(vendors.id, me.id));
    const product = await createProduct(t.app, me, { price: 1450.5 });
    const row = (await findProductById(db, product._id))!;
    // Placed on 10 March: instalments due 10 March, 10 April and 10 May, all due by 16 May.
    const order = await insertOrder(
      db,
      orderValues(row, me.email, 3, DEFAULT_BUYER, 'Shipped', new Date('2026-03-10T09:00:00Z'))!,
    );
    const at = (iso: string) => new Date(iso);
    await recordOrderPayment(db, order.orderNumber, 1, at('2026-04-30T12:00:00Z'));
    await recordOrderPayment(db, order.orderNumber, 2, at('2026-05-02T12:00:00Z'));
    await recordRefund(db, order.id, 5000, at('2026-05-03T12:00:00Z'));
    const paid = await payOutVendors(db, { email: me.email }, at('2026-05-04T08:00:00Z'));
    const reference = paid.outcome === 'done' && paid.vendors[0]!.outcome === 'paid' ? paid.vendors[0]!.reference : '';
    expect(reference).toMatch(/^SIKA-PO-2026-\d{6}$/);
    // [initial, second, third] of GHS 1,450.50 over 3 months, in pesewas.
    const [initial, second, third] = [order.initialPesewas, order.secondPesewas, order.thirdPesewas];
    const paidOut = initial + second - 5000;

    const panel = await call(t.app, 'getPayouts', { token: me.accessToken });
    expect(panel.statusCode).toBe(200);
    const body = panel.json();
    expect(body).toMatchObject({
      asOf: '2026-05-16',
      balance: 0,
      nextPayoutOn: '2026-05-18',
      schedule: 'weekly',
      late: [
        {
          orderId: order.id,
          orderNumber: order.orderNumber,
          instalment: 3,
          dueDate: '2026-05-10',
          amount: third / 100,
        },
      ],
      lateMore: false,
    });
    expect(body.payouts).toEqual([
      {
        _id: expect.any(String),
        paidAt: '2026-05-04T08:00:00.000Z',
        amount: paidOut / 100,
        momoMasked: '024 *** 3456',
        reference,
      },
    ]);

    // Found however the MoMo SMS or the vendor writes the reference; another reference finds none.
    const digits = reference.slice(-6);
    for (const q of [reference, reference.toLowerCase().replaceAll('-', ' '), digits, ` ${reference}. `]) {
      const found = await call(t.app, 'getPayouts', { token: me.accessToken, query: { q } });
      expect(
        found.json().payouts.map((p: { reference: string }) => p.reference),
        q,
      ).toEqual([reference]);
    }
    const none = await call(t.app, 'getPayouts', { token: me.accessToken, query: { q: 'SIKA-PO-1999-999999' } });
    expect(none.json().payouts).toEqual([]);

    const details = await call(t.app, 'getPayout', {
      token: me.accessToken,
      params: { payoutId: body.payouts[0]!._id },
    });
    expect(details.json()).toMatchObject({
      reference,
      amount: paidOut / 100,
      refundsDeducted: 50,
      items: [
        { kind: 'collected', orderNumber: order.orderNumber, instalment: 1, amount: initial / 100 },
        { kind: 'collected', orderNumber: order.orderNumber, instalment: 2, amount: second / 100 },
        { kind: 'refund', orderNumber: order.orderNumber, instalment: null, amount: 50 },
      ],
    });

    // April: the initial payment collected; May: the second, the refund and the payout.
    const april = (await call(t.app, 'getStatement', { token: me.accessToken, params: { month: '2026-04' } })).json();
    expect(april).toMatchObject({ opening: 0, closing: initial / 100, collected: initial / 100, paidOut: 0 });
    const may = (await call(t.app, 'getStatement', { token: me.accessToken, params: { month: '2026-05' } })).json();
    expect(may).toMatchObject({
      month: '2026-05',
      opening: initial / 100,
      closing: 0,
      collected: second / 100,
      refunded: 50,
      paidOut: paidOut / 100,
    });
    expect(may.entries.map((e: { kind: string; balance: number }) => [e.kind, e.balance])).toEqual([
      ['collected', (initial + second) / 100],
      ['refund', (initial + second - 5000) / 100],
      ['payout', 0],
    ]);
    expect(may.entries[2]).toMatchObject({ reference, orderNumber: null, instalment: null });
  });

  it('answer an unchanged list or statement with 304, and a new payment with a new ETag', async () => {
    const db = t.testDb.database.db;
    const me = await seller(t.app, db);
    const first = await call(t.app, 'getPayouts', { token: me.accessToken });
    const etag = String(first.headers.etag);
    const again = await call(t.app, 'getPayouts', { token: me.accessToken, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const month = new Date(t.clock.now()).toISOString().slice(0, 7);
    const statement = await call(t.app, 'getStatement', { token: me.accessToken, params: { month } });
    const same = await call(t.app, 'getStatement', {
      token: me.accessToken,
      params: { month },
      headers: { 'if-none-match': String(statement.headers.etag) },
    });
    expect(same.statusCode).toBe(304);

    const product = await createProduct(t.app, me, { price: 450 });
    const row = (await findProductById(db, product._id))!;
    const order = await insertOrder(
      db,
      orderValues(row, me.email, 2, DEFAULT_BUYER, 'Approved', new Date(t.clock.now()))!,
    );
    await recordOrderPayment(db, order.orderNumber, 1, new Date(t.clock.now()));
    const changed = await call(t.app, 'getPayouts', { token: me.accessToken, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().balance).toBe(order.initialPesewas / 100);
  });

  it('list the oldest late instalments, 20 unless more are asked for, and say when more are late', async () => {
    t.clock.advance(NOW - t.clock.now());
    const db = t.testDb.database.db;
    const me = await seller(t.app, db);
    const product = await createProduct(t.app, me, { price: 1450.5 });
    const row = (await findProductById(db, product._id))!;
    // 20 orders on 3 months placed a day apart from 1 March: by 16 May 56 instalments are due (the
    // 20 of March, the 20 of April, and May's from the 1st to the 16th).
    const placed = [];
    for (let day = 1; day <= 20; day += 1) {
      const at = new Date(Date.UTC(2026, 2, day, 9));
      placed.push(await insertOrder(db, orderValues(row, me.email, 3, DEFAULT_BUYER, 'Approved', at)!));
    }
    const first = await call(t.app, 'getPayouts', { token: me.accessToken });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.late).toHaveLength(LATE_PAGE);
    expect(body.lateMore).toBe(true);
    // Oldest first: the 20 initial payments of March, then April's second ones from the 1st.
    expect(body.late[0]).toMatchObject({ orderNumber: placed[0]!.orderNumber, instalment: 1, dueDate: '2026-03-01' });

    const all = await call(t.app, 'getPayouts', { token: me.accessToken, query: { lateMost: 60 } });
    expect(all.json().late).toHaveLength(56);
    expect(all.json().late.slice(0, LATE_PAGE)).toEqual(body.late);
    expect(all.json().late[20]).toMatchObject({
      orderNumber: placed[0]!.orderNumber,
      instalment: 2,
      dueDate: '2026-04-01',
    });
    expect(all.json().lateMore).toBe(false);
    const exactly = await call(t.app, 'getPayouts', { token: me.accessToken, query: { lateMost: 55 } });
    expect(exactly.json()).toMatchObject({ lateMore: true });

    for (const [lateMost, says] of [
      ['0', 'Must be at least 1.'],
      [String(LATE_MOST + 1), `Must be at most ${LATE_MOST}.`],
      ['ten', 'Must be a whole number.'],
    ] as const) {
      const refused = await call(t.app, 'getPayouts', { token: me.accessToken, query: `?lateMost=${lateMost}` });
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as { fields?: Record<string, string> }).fields).toEqual({ lateMost: says });
    }
  });

  it('refuse a month to come and a month that is no month, and never show another vendor a payout', async () => {
    const db = t.testDb.database.db;
    const me = await seller(t.app, db);
    const next = new Date(t.clock.now());
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const later = await call(t.app, 'getStatement', {
      token: me.accessToken,
      params: { month: next.toISOString().slice(0, 7) },
    });
    expect(later.statusCode).toBe(400);
    expect((later.json() as { fields?: Record<string, string> }).fields).toMatchObject({
      month: expect.stringMatching(/this month or an earlier one/),
    });
    const odd = await call(t.app, 'getStatement', { token: me.accessToken, params: { month: '2026-13' } });
    expect(odd.statusCode).toBe(400);
    const unknown = await call(t.app, 'getPayout', {
      token: me.accessToken,
      params: { payoutId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Payout not found.');
  });
});
