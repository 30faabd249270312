// The reminder to ship (docs/product.md, Order actions): an order still Approved 48 hours after it
// was placed sends its vendor one e-mail and one ping, once, even with two runs at the same moment.
// On both databases.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUYER } from '../src/admin/operations.ts';
import { insertOrder, orderValues } from '../src/db/queries/orders.ts';
import { findProductById } from '../src/db/queries/products.ts';
import { sendShipReminders, type ShipReminderNotice } from '../src/jobs/ship-reminders.ts';
import { mailMessages } from '../src/mail/messages.ts';
import type { PushMessage, PushSender } from '../src/push/send.ts';
import { withTestApp } from './helpers/app.ts';
import { drivers } from './helpers/databases.ts';
import { MemoryMailer } from './helpers/mail.ts';
import { createProduct, seller } from './helpers/products.ts';

const NOW = new Date('2026-05-16T10:00:00Z');
const hoursBefore = (date: Date, hours: number) => new Date(date.getTime() - hours * 60 * 60 * 1000);

/** Pings as the sender was asked to send them, per vendor. */
function recordingPush(): PushSender & { pings: Array<{ vendorId: string; message: PushMessage }> } {
  const pings: Array<{ vendorId: string; message: PushMessage }> = [];
  return {
    pings,
    publicKey: async () => 'unused',
    sendToVendor: async (vendorId, message) => {
      pings.push({ vendorId, message });
      return { sent: 1, gone: 0, failed: 0 };
    },
  };
}

describe.each(drivers)('ship reminders on %s', (driver) => {
  const t = withTestApp(driver);

  async function setUp() {
    const db = t.testDb.database.db;
    const mailer = new MemoryMailer();
    const push = recordingPush();
    const notice: ShipReminderNotice = {
      mail: { transport: mailer, messages: mailMessages('https://sika.test') },
      push,
    };
    const place = async (vendor: { email: string }, productId: string, status: 'Approved' | 'Shipped', at: Date) => {
      const row = (await findProductById(db, productId))!;
      return insertOrder(db, orderValues(row, vendor.email, 3, DEFAULT_BUYER, status, at)!);
    };
    return { db, mailer, push, notice, place };
  }

  it('reminds each vendor once of the orders Approved for 48 hours, in one e-mail and one ping', async () => {
    const { db, mailer, push, notice, place } = await setUp();
    const me = await seller(t.app, db);
    const other = await seller(t.app, db);
    const mine = await createProduct(t.app, me, { price: 1450.5 });
    const theirs = await createProduct(t.app, other, { price: 1450.5 });
    const waiting = await place(me, mine._id, 'Approved', hoursBefore(NOW, 49));
    const recent = await place(me, mine._id, 'Approved', hoursBefore(NOW, 47));
    await place(me, mine._id, 'Shipped', hoursBefore(NOW, 50));
    const theirsWaiting = await place(other, theirs._id, 'Approved', hoursBefore(NOW, 72));

    expect(await sendShipReminders(db, NOW, notice)).toEqual({ orders: 2, vendors: 2, mailFailures: [] });
    const [mail] = mailer.to(me.email);
    expect(mailer.to(me.email)).toHaveLength(1);
    expect(mail!.subject).toBe(`Sika: order ${waiting.orderNumber} is waiting to be shipped`);
    expect(mail!.text).toContain(`https://sika.test/order-details/${waiting.id}`);
    expect(mail!.text).not.toContain(recent.orderNumber);
    expect(mailer.to(other.email)[0]!.text).toContain(theirsWaiting.orderNumber);
    expect(push.pings.find((ping) => ping.vendorId === me.id)?.message).toEqual({
      title: 'Waiting to be shipped',
      body: `${waiting.orderNumber} has waited over 48 hours to be shipped`,
      tag: `to-ship-${waiting.orderNumber}`,
      url: `/order-details/${waiting.id}`,
    });

    // Once: the next run a quarter of an hour later sends nothing.
    const later = new Date(NOW.getTime() + 15 * 60 * 1000);
    expect(await sendShipReminders(db, later, notice)).toEqual({ orders: 0, vendors: 0, mailFailures: [] });
    expect(mailer.sent).toHaveLength(2);

    // Two hours on, the recent order has waited 49 hours: its own reminder.
    expect(await sendShipReminders(db, new Date(NOW.getTime() + 2 * 60 * 60 * 1000), notice)).toMatchObject({
      orders: 1,
    });
    expect(mailer.to(me.email).at(-1)!.text).toContain(recent.orderNumber);
  });

  it('names every waiting order in one e-mail, and the ping opens Your Orders', async () => {
    const { db, mailer, push, notice, place } = await setUp();
    const me = await seller(t.app, db);
    const product = await createProduct(t.app, me, { price: 1450.5 });
    const orders = [
      await place(me, product._id, 'Approved', hoursBefore(NOW, 60)),
      await place(me, product._id, 'Approved', hoursBefore(NOW, 50)),
    ];
    await sendShipReminders(db, NOW, notice);
    const [mail] = mailer.to(me.email);
    expect(mail!.subject).toBe('Sika: 2 orders are waiting to be shipped');
    for (const order of orders) expect(mail!.text).toContain(order.orderNumber);
    expect(push.pings[0]!.message).toMatchObject({
      body: '2 orders have waited over 48 hours to be shipped',
      url: '/vendor-main-page?panel=orders',
    });
  });

  it('two runs at the same moment (two instances) remind of each order once', async () => {
    const { db, mailer, notice, place } = await setUp();
    const me = await seller(t.app, db);
    const product = await createProduct(t.app, me, { price: 1450.5 });
    const placed: Array<{ id: string; orderNumber: string }> = [];
    for (let i = 0; i < 6; i += 1) placed.push(await place(me, product._id, 'Approved', hoursBefore(NOW, 49 + i)));
    const reports = await Promise.all([sendShipReminders(db, NOW, notice), sendShipReminders(db, NOW, notice)]);
    expect(reports[0]!.orders + reports[1]!.orders).toBe(6);
    const named = mailer
      .to(me.email)
      .flatMap((mail) => placed.filter((order) => mail.text.includes(order.orderNumber)).map((order) => order.id));
    expect(named.toSorted()).toEqual(placed.map((order) => order.id).toSorted());
  });

  it('an e-mail that fails is reported, and the order is not reminded of again', async () => {
    const { db, mailer, notice, place } = await setUp();
    const me = await seller(t.app, db);
    const product = await createProduct(t.app, me, { price: 1450.5 });
    await place(me, product._id, 'Approved', hoursBefore(NOW, 49));
    mailer.failWith = new Error('SMTP down');
    const report = await sendShipReminders(db, NOW, notice);
    expect(report).toMatchObject({ orders: 1, vendors: 0 });
    expect(report.mailFailures).toEqual([expect.stringContaining(me.email)]);
    mailer.failWith = undefined;
    expect(await sendShipReminders(db, NOW, notice)).toMatchObject({ orders: 0 });
  });
});
