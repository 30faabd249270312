// What the admin CLI does, over a database handle. The CLI runs these directly when it may open
// the database, and the running server runs them for it otherwise (routes/admin.ts): one code path.
import {
  formatMoney,
  fromPesewas,
  ghanaPhoneE164,
  maskGhanaPhone,
  orderPlanMonthsFor,
  paths,
  serverMessages,
  type OrderStatus,
} from '@sika/domain';
import type { Db } from '../db/client.ts';
import {
  confirmHandover,
  findOrderByNumber,
  insertOrder,
  orderValues,
  setOrderStatus,
  type Buyer,
} from '../db/queries/orders.ts';
import {
  checkLedger,
  completeIfPaid,
  instalmentAmounts,
  payOut,
  recordPayment,
  vendorsWithOpenEntries,
  type RecordPaymentResult,
} from '../db/queries/ledger.ts';
import { findProductById } from '../db/queries/products.ts';
import type { OrderRow, VendorRow } from '../db/schema.ts';
import { findVendorByEmail, findVendorById, listPendingVendors, markVendorVerified } from '../db/queries/vendors.ts';
import { DEMO_LOGIN, seedDemo } from '../db/seed.ts';
import type { ImageStorage } from '../storage/index.ts';
import { mailFailure } from '../mail/mailer.ts';
import type { MailMessages } from '../mail/messages.ts';
import type { MailTransport } from '../mail/transport.ts';
import type { SmsTransport } from '../sms/transport.ts';
import type { PushReport, PushSender } from '../push/send.ts';

export interface PendingVendor {
  email: string;
  businessName: string;
  /** ISO 8601 time the account was created. */
  registeredAt: string;
}

export type VerifyResult =
  | { outcome: 'unknown' }
  | { outcome: 'already-verified'; email: string }
  | {
      outcome: 'verified';
      email: string;
      registrationCompleted: boolean;
      mail: { sent: true; location: string } | { sent: false; error: string };
      /** Pings to the vendor's devices; absent when no sender was given. */
      push?: PushReport;
    };

export interface SeedOutcome {
  created: boolean;
  email: string;
  password: string;
}

export async function pendingVendors(db: Db): Promise<PendingVendor[]> {
  const rows = await listPendingVendors(db);
  return rows.map((row) => ({
    email: row.email,
    businessName: row.businessName,
    registeredAt: row.createdAt.toISOString(),
  }));
}

export async function verifyVendor(
  db: Db,
  email: string,
  mail: { transport: MailTransport; messages: MailMessages },
  now: Date,
  push?: PushSender,
): Promise<VerifyResult> {
  const vendor = await findVendorByEmail(db, email);
  if (!vendor) return { outcome: 'unknown' };
  const verified = await markVendorVerified(db, vendor.id, now);
  // Already verified (or verified by someone else a moment ago): no second mail.
  if (!verified) return { outcome: 'already-verified', email: vendor.email };
  let sent: Extract<VerifyResult, { outcome: 'verified' }>['mail'];
  try {
    const receipt = await mail.transport.send(mail.messages.accountVerified(verified.email, verified.businessName));
    sent = { sent: true, location: receipt.location };
  } catch (error) {
    sent = { sent: false, error: mailFailure(error) };
  }
  const pushed = await push?.sendToVendor(vendor.id, {
    title: serverMessages.pushVerifiedTitle,
    body: serverMessages.pushVerifiedBody,
    tag: 'account-verified',
    url: paths.dashboard,
  });
  return {
    outcome: 'verified',
    email: verified.email,
    registrationCompleted: verified.registrationCompleted,
    mail: sent,
    ...(pushed ? { push: pushed } : {}),
  };
}

/** `images`: where the demo products' pictures go; without it they have none. */
export async function seed(db: Db, images?: ImageStorage): Promise<SeedOutcome> {
  const result = await seedDemo(db, undefined, images);
  return { created: result.created, email: DEMO_LOGIN.email, password: DEMO_LOGIN.password };
}

/** What the CLI prints of an order. */
export interface OrderSummary {
  orderNumber: string;
  id: string;
  productTitle: string;
  vendorEmail: string;
  status: string;
  duration: string;
  totalGhs: number;
  /** GHS of each payment above 0, initial first. */
  paymentsGhs: number[];
  /** The buyer's 4-digit delivery code (docs/product.md, Order actions): the buyer side hands it over. */
  deliveryCode: string;
}

export type CreateOrderResult =
  | { outcome: 'unknown-product' }
  | { outcome: 'plan-refused'; priceGhs: number; allowedMonths: number[] }
  | {
      outcome: 'created';
      order: OrderSummary;
      mail: { sent: true; location: string } | { sent: false; error: string };
      /** Pings to the vendor's devices; absent when no sender was given. */
      push?: PushReport;
      /**
       * The delivery code's text message to the buyer; absent when no SMS transport was given,
       * 'no-number' when the buyer's number is not a Ghana mobile number.
       */
      sms?: { sent: true; location: string } | { sent: false; error: string };
    };

export type SetStatusResult =
  | { outcome: 'unknown-order' }
  /** Completed is the ledger's to set: the order is not Delivered with every instalment collected. */
  | { outcome: 'not-paid-up'; order: OrderSummary }
  | { outcome: 'updated'; order: OrderSummary; previous: string };

/** A buyer for orders made without one named (the buyer side is not part of this product). */
export const DEFAULT_BUYER: Buyer = {
  firstname: 'Akosua',
  lastname: 'Frimpong',
  mobile: '0245550101',
  company: 'Ghana Revenue Authority',
  city: 'Accra',
};

function summary(row: Awaited<ReturnType<typeof insertOrder>>): OrderSummary {
  const payments = instalmentAmounts(row);
  return {
    orderNumber: row.orderNumber,
    id: row.id,
    productTitle: row.productTitle,
    vendorEmail: row.vendorEmail,
    status: row.status,
    duration: row.duration,
    totalGhs: fromPesewas(row.totalPesewas),
    paymentsGhs: payments.filter((p) => p > 0).map(fromPesewas),
    deliveryCode: row.deliveryCode,
  };
}

/**
 * Sends the buyer their delivery code by text message (docs/product.md, Order actions): the buyer
 * gives it to the vendor at the handover, and only then. The order stands whatever happens to it.
 */
async function textDeliveryCode(
  sms: SmsTransport,
  order: OrderSummary,
  mobile: string,
): Promise<{ sent: true; location: string } | { sent: false; error: string }> {
  const to = ghanaPhoneE164(mobile, 'mobile');
  if (!to) return { sent: false, error: `the buyer's number ${mobile} is not a Ghana mobile number` };
  try {
    const receipt = await sms.send({
      to,
      text: serverMessages.smsDeliveryCode(order.orderNumber, order.productTitle, order.deliveryCode),
      links: [],
    });
    return { sent: true, location: receipt.location };
  } catch (error) {
    return { sent: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Places an order for one item of a product over `months`, with plan and amounts from
 * @sika/domain (a plan the price does not qualify for is refused), and e-mails the vendor about it
 * (a failed mail is reported, the order stands: it is the buyer's).
 */
export async function createOrder(
  db: Db,
  input: { productId: string; months: number; buyer?: Partial<Buyer> },
  mail: { transport: MailTransport; messages: MailMessages },
  now: Date,
  push?: PushSender,
  sms?: SmsTransport,
): Promise<CreateOrderResult> {
  const product = await findProductById(db, input.productId);
  const vendor = product && (await findVendorById(db, product.vendorId));
  if (!product || !vendor) return { outcome: 'unknown-product' };
  const buyer = { ...DEFAULT_BUYER, ...input.buyer };
  const values = orderValues(product, vendor.email, input.months, buyer, 'Approved', now);
  const priceGhs = fromPesewas(product.pricePesewas);
  if (!values) return { outcome: 'plan-refused', priceGhs, allowedMonths: orderPlanMonthsFor(priceGhs) };
  const order = summary(await insertOrder(db, values));
  let sent: Extract<CreateOrderResult, { outcome: 'created' }>['mail'];
  try {
    const message = mail.messages.orderPlaced(vendor.email, vendor.businessName, {
      id: order.id,
      orderNumber: order.orderNumber,
      title: order.productTitle,
      duration: order.duration,
      totalGhs: order.totalGhs,
      paymentsGhs: order.paymentsGhs,
    });
    const receipt = await mail.transport.send(message);
    sent = { sent: true, location: receipt.location };
  } catch (error) {
    sent = { sent: false, error: mailFailure(error) };
  }
  // The ping opens the order itself (docs/product.md, Order pings).
  const pushed = await push?.sendToVendor(vendor.id, {
    title: serverMessages.pushNewOrderTitle,
    body: serverMessages.pushNewOrderBody(order.orderNumber, order.productTitle),
    tag: `order-${order.orderNumber}`,
    url: paths.orderDetails(order.id),
  });
  const texted = sms && (await textDeliveryCode(sms, order, buyer.mobile));
  return {
    outcome: 'created',
    order,
    mail: sent,
    ...(pushed ? { push: pushed } : {}),
    ...(texted ? { sms: texted } : {}),
  };
}

export async function changeOrderStatus(
  db: Db,
  orderNumber: string,
  status: OrderStatus,
  now: Date,
): Promise<SetStatusResult> {
  const before = await findOrderByNumber(db, orderNumber);
  if (!before) return { outcome: 'unknown-order' };
  // Completed is never set by hand (docs/product.md, The ledger): a Delivered order whose every
  // instalment is in becomes Completed here as it would have by itself; any other is refused.
  if (status === 'Completed') {
    const after = await completeIfPaid(db, before, now);
    if (after !== 'Completed') return { outcome: 'not-paid-up', order: summary(before) };
    return { outcome: 'updated', order: { ...summary(before), status: after }, previous: before.status };
  }
  const updated = await setOrderStatus(db, before.orderNumber, status, now);
  if (!updated) return { outcome: 'unknown-order' };
  // Delivered with every instalment collected is Completed at once (docs/product.md, The ledger).
  const after = status === 'Delivered' ? await completeIfPaid(db, updated, now) : updated.status;
  return { outcome: 'updated', order: { ...summary(updated), status: after }, previous: before.status };
}

/** A photo of a handover as the back office reads it: when it was sent and where it is kept. */
export interface HandoverPhoto {
  /** ISO 8601 time the vendor sent it. */
  sentAt: string;
  /** Where to open it (a file path, an s3:// address): no route serves it. */
  location: string;
}

export type ConfirmDeliveryResult =
  | { outcome: 'unknown-order' }
  | { outcome: 'not-shipped'; order: OrderSummary }
  | { outcome: 'no-handover'; order: OrderSummary }
  /** --show: the photo waits, and nothing was changed. */
  | { outcome: 'waiting'; order: OrderSummary; photo: HandoverPhoto }
  | { outcome: 'confirmed'; order: OrderSummary; photo: HandoverPhoto };

function handoverPhotoOf(row: OrderRow, photos: ImageStorage): HandoverPhoto {
  return {
    sentAt: row.handoverAt?.toISOString() ?? '',
    // A handover written by hand without its photo still says so rather than fail.
    location: row.deliveryPhoto ? photos.locate(row.deliveryPhoto) : '(no photo stored)',
  };
}

/**
 * `confirm-delivery`: the back office looked at the photo of the handover a vendor sent without the
 * buyer's code (docs/product.md, Order actions) and confirms the delivery. The order becomes
 * Delivered now, by the back office on its timeline, and Completed at once when every instalment
 * is in (The ledger). `show` only says where the photo is, changing nothing. `photos`: the
 * handover photos' storage (images/names.ts, HANDOVER_FOLDER).
 */
export async function confirmDelivery(
  db: Db,
  orderNumber: string,
  photos: ImageStorage,
  now: Date,
  { show = false }: { show?: boolean } = {},
): Promise<ConfirmDeliveryResult> {
  if (show) {
    const row = await findOrderByNumber(db, orderNumber);
    if (!row) return { outcome: 'unknown-order' };
    if (row.status !== 'Shipped') return { outcome: 'not-shipped', order: summary(row) };
    if (!row.handoverAt) return { outcome: 'no-handover', order: summary(row) };
    return { outcome: 'waiting', order: summary(row), photo: handoverPhotoOf(row, photos) };
  }
  const result = await confirmHandover(db, orderNumber, now);
  if (result.outcome === 'unknown-order') return result;
  if (result.outcome !== 'confirmed') return { outcome: result.outcome, order: summary(result.order) };
  // Paid in full before it was handed over: delivered now, it is Completed (docs/product.md, The ledger).
  const status = await completeIfPaid(db, result.order, now);
  return {
    outcome: 'confirmed',
    order: { ...summary(result.order), status },
    photo: handoverPhotoOf(result.order, photos),
  };
}

export type RecordPaymentOutcome = RecordPaymentResult;

/** `record-payment`: the buyer paid that instalment of the order (docs/product.md, The ledger). */
export function recordOrderPayment(
  db: Db,
  orderNumber: string,
  instalment: number,
  now: Date,
): Promise<RecordPaymentOutcome> {
  return recordPayment(db, orderNumber, instalment, now);
}

/** What `pay-out` did for one vendor. */
export type VendorPayout =
  | { outcome: 'bad-number'; email: string; momoMobile: string }
  | { outcome: 'nothing'; email: string; balanceGhs: number }
  | {
      outcome: 'paid';
      email: string;
      reference: string;
      amountGhs: number;
      /** The MoMo number masked, as the vendor sees it ('024 *** 3456'). */
      momoMasked: string;
      instalments: number;
      orders: number;
      refundsGhs: number;
      /** The "payout" e-mail; absent when no mail was asked for. */
      mail?: { sent: true; location: string } | { sent: false; error: string };
      /** Pings to the vendor's devices; absent when no sender was given. */
      push?: PushReport;
    };

/** How a payout is told to the vendor: an e-mail and a ping (docs/product.md, The ledger). */
export interface PayoutNotice {
  mail: { transport: MailTransport; messages: MailMessages };
  push?: PushSender;
}

export type PayOutOutcome = { outcome: 'unknown-vendor'; email: string } | { outcome: 'done'; vendors: VendorPayout[] };

async function payOneVendor(db: Db, vendor: VendorRow, now: Date, notice?: PayoutNotice): Promise<VendorPayout> {
  const momo = ghanaPhoneE164(vendor.momoMobile, 'mobile') ?? null;
  const result = await payOut(db, vendor.id, momo, vendor.momoMobile, now);
  if (result.outcome === 'bad-number')
    return { outcome: 'bad-number', email: vendor.email, momoMobile: vendor.momoMobile };
  if (result.outcome === 'nothing') {
    return { outcome: 'nothing', email: vendor.email, balanceGhs: fromPesewas(result.balancePesewas) };
  }
  const collected = result.items.filter((item) => item.kind === 'collected');
  const paid: Extract<VendorPayout, { outcome: 'paid' }> = {
    outcome: 'paid',
    email: vendor.email,
    reference: result.payout.reference,
    amountGhs: fromPesewas(result.payout.pesewas),
    momoMasked: maskGhanaPhone(result.payout.momoMobile),
    instalments: collected.length,
    orders: new Set(collected.map((item) => item.orderId)).size,
    refundsGhs: fromPesewas(
      result.items.filter((item) => item.kind === 'refund').reduce((sum, item) => sum + item.pesewas, 0),
    ),
  };
  if (!notice) return paid;
  // The payout stands whatever happens to its e-mail: a failure is reported, never undone.
  try {
    const receipt = await notice.mail.transport.send(
      notice.mail.messages.payoutMade(vendor.email, vendor.businessName, paid),
    );
    paid.mail = { sent: true, location: receipt.location };
  } catch (error) {
    paid.mail = { sent: false, error: mailFailure(error) };
  }
  const pushed = await notice.push?.sendToVendor(vendor.id, {
    title: serverMessages.pushPayoutTitle,
    body: serverMessages.pushPayoutBody(formatMoney(paid.amountGhs), paid.momoMasked, paid.reference),
    tag: `payout-${paid.reference}`,
    url: paths.dashboard,
  });
  if (pushed) paid.push = pushed;
  return paid;
}

/**
 * `pay-out`: pays one vendor (by e-mail) or every vendor with something waiting everything
 * collected and not yet paid out, less refunds, to their MoMo number. A number that does not parse
 * as a Ghana mobile number is refused for that vendor and said; the others are paid.
 */
export async function payOutVendors(
  db: Db,
  target: { email: string } | 'all',
  now: Date,
  notice?: PayoutNotice,
): Promise<PayOutOutcome> {
  if (target !== 'all') {
    const vendor = await findVendorByEmail(db, target.email);
    if (!vendor) return { outcome: 'unknown-vendor', email: target.email };
    return { outcome: 'done', vendors: [await payOneVendor(db, vendor, now, notice)] };
  }
  const done: VendorPayout[] = [];
  for (const vendorId of await vendorsWithOpenEntries(db)) {
    const vendor = await findVendorById(db, vendorId);
    if (vendor) done.push(await payOneVendor(db, vendor, now, notice));
  }
  return { outcome: 'done', vendors: done };
}

/** `ledger check`: the ledger's rules over the whole database (docs/product.md, The ledger). */
export interface LedgerCheckOutcome {
  vendors: number;
  collectedGhs: number;
  refundedGhs: number;
  paidOutGhs: number;
  balanceGhs: number;
  /** One sentence per rule broken; empty when the ledger holds. */
  problems: string[];
}

export async function ledgerCheck(db: Db): Promise<LedgerCheckOutcome> {
  const check = await checkLedger(db);
  const sum = (pick: (v: (typeof check.vendors)[number]) => number) =>
    fromPesewas(check.vendors.reduce((total, v) => total + pick(v), 0));
  return {
    vendors: check.vendors.length,
    collectedGhs: sum((v) => v.collected),
    refundedGhs: sum((v) => v.refunded),
    paidOutGhs: sum((v) => v.paidOut),
    balanceGhs: sum((v) => v.balance),
    problems: check.problems,
  };
}
