// The reminder to ship (docs/product.md, Order actions): an order still Approved 48 hours after it
// was placed sends its vendor one e-mail and one ping, once. Every instance runs it; the claim in
// the database decides which one reminds of an order.
import { paths, serverMessages, SHIP_REMINDER_HOURS } from '@sika/domain';
import type { FastifyInstance } from 'fastify';
import { repeatEvery, type BackgroundTasks } from '../background.ts';
import type { Db } from '../db/client.ts';
import { claimOrdersToRemind, type OrderToShip } from '../db/queries/orders.ts';
import { findVendorById } from '../db/queries/vendors.ts';
import { mailFailure } from '../mail/mailer.ts';
import type { MailMessages } from '../mail/messages.ts';
import type { MailTransport } from '../mail/transport.ts';
import type { PushSender } from '../push/send.ts';

/** How often the api looks for orders to remind of. */
export const SHIP_REMINDER_INTERVAL_MS = 15 * 60 * 1000;
/** The most orders one run reminds of; the next run takes the rest. */
const ORDERS_PER_RUN = 500;

export interface ShipReminderNotice {
  mail: { transport: MailTransport; messages: MailMessages };
  push?: PushSender;
}

export interface ShipRemindersReport {
  /** Orders reminded of in this run. */
  orders: number;
  /** Vendors e-mailed (one e-mail per vendor, naming each of their orders). */
  vendors: number;
  /** E-mails that could not be sent: those orders are not reminded of again (once means once). */
  mailFailures: string[];
}

/** One run: claims the orders due, then tells each vendor of theirs in one e-mail and one ping. */
export async function sendShipReminders(db: Db, now: Date, notice: ShipReminderNotice): Promise<ShipRemindersReport> {
  const placedBy = new Date(now.getTime() - SHIP_REMINDER_HOURS * 60 * 60 * 1000);
  const due = await claimOrdersToRemind(db, placedBy, now, ORDERS_PER_RUN);
  const byVendor = new Map<string, OrderToShip[]>();
  for (const order of due) byVendor.set(order.vendorId, [...(byVendor.get(order.vendorId) ?? []), order]);
  const report: ShipRemindersReport = { orders: due.length, vendors: 0, mailFailures: [] };
  for (const [vendorId, orders] of byVendor) {
    const vendor = await findVendorById(db, vendorId);
    if (!vendor) continue; // the account was deleted: nobody to remind
    try {
      await notice.mail.transport.send(notice.mail.messages.ordersToShip(vendor.email, vendor.businessName, orders));
      report.vendors += 1;
    } catch (error) {
      report.mailFailures.push(`${vendor.email}: ${mailFailure(error)}`);
    }
    const [first] = orders;
    await notice.push?.sendToVendor(vendorId, {
      title: serverMessages.pushToShipTitle,
      body: serverMessages.pushToShipBody(orders.length, first!.orderNumber, SHIP_REMINDER_HOURS),
      tag: orders.length === 1 ? `to-ship-${first!.orderNumber}` : 'to-ship',
      // One order opens that order; several open Your Orders.
      url: orders.length === 1 ? paths.orderDetails(first!.id) : paths.dashboardPanel('orders'),
    });
  }
  return report;
}

/** Runs the reminder every quarter of an hour while the api runs (its first run one interval in). */
export function scheduleShipReminders(
  app: FastifyInstance,
  background: BackgroundTasks,
  db: Db,
  clock: () => Date,
  notice: () => ShipReminderNotice,
): void {
  const stop = repeatEvery(background, SHIP_REMINDER_INTERVAL_MS, 'ship reminders', app.log, async () => {
    const report = await sendShipReminders(db, clock(), notice());
    if (report.orders > 0) app.log.info({ orders: report.orders, vendors: report.vendors }, 'ship reminders sent');
    for (const failure of report.mailFailures) app.log.warn({ failure }, 'a ship reminder e-mail could not be sent');
  });
  // Before onClose, which waits for background work and then closes the database.
  app.addHook('preClose', async () => stop());
}
