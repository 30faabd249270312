// Orders as the vendor sees them: the fixed set of statuses, the plan fields and amounts an order
// carries, and the instalment schedule the order details screen shows. Amounts come from the same
// instalment math as the add-product plan cards, so an order always matches what the vendor saw.
import { instalmentPlans, planLabel, type InstalmentPlan } from './instalments.ts';
import { fromPesewas } from './money.ts';

/** Every status an order can have; the api refuses any other. Orders enter approved (the buyer's
 * instalment plan is approved), which is why the empty list says 'No approved orders found.'. */
export const ORDER_STATUSES = ['Approved', 'Shipped', 'Delivered', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const INITIAL_ORDER_STATUS: OrderStatus = 'Approved';

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The orders list's pages (the contract's `limit`): the api answers the newest 100 unless asked for
 * more, and at most 500 at once. Your Orders starts with the newest 100 and shows 100 more per
 * "Show older orders", up to 500.
 */
export const ORDERS_PAGE = 100;
export const ORDERS_MOST = 500;

/** The longest search Your Orders sends (the contract's `q`). */
export const ORDER_SEARCH_MOST = 100;

/** What a search of Your Orders looks for: `text` in a buyer's name or an order number, and the
 * order number's digits when the search is one (`SK-100120`, `sk100120`, `#SK-100120`, `100120`). */
export interface OrderSearch {
  text: string;
  digits: string | null;
}

/**
 * Reads a search of Your Orders (docs/product.md, Your Orders) the same way on the server and in
 * the fake backend: spaces collapsed, lower case, and the quotes and punctuation an order number
 * copied out of a sentence (the new-order e-mail's 'SK-100120.') carries around it dropped. Blank
 * is no search (null).
 */
export function orderSearchOf(query: string | null | undefined): OrderSearch | null {
  const text = (query ?? '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s#"'“”‘’.,:;!?()]+|[\s"'“”‘’.,:;!?()]+$/g, '')
    .toLowerCase();
  if (!text) return null;
  const number = /^(?:sk\s*-?\s*)?(\d+)$/.exec(text);
  return { text, digits: number ? number[1]! : null };
}

/** Whether an order's number or buyer matches a search (orderSearchOf); the api does it in SQL. */
export function orderMatches(
  order: { orderNumber: string; user: { firstname: string; lastname: string } },
  search: OrderSearch,
): boolean {
  const number = order.orderNumber.toLowerCase();
  const buyer = `${order.user.firstname} ${order.user.lastname}`.toLowerCase();
  return (
    buyer.includes(search.text) ||
    number.includes(search.text) ||
    (search.digits !== null && number.includes(search.digits))
  );
}

/** The plan lengths an order can have (those of the add-product plan cards). */
export const ORDER_PLAN_MONTHS = [2, 3, 6] as const;
export type OrderPlanMonths = (typeof ORDER_PLAN_MONTHS)[number];

/** What every instalment order says in `paymentPlan` (the duration says how many months). */
export const ORDER_PAYMENT_PLAN = 'Monthly instalments';

/** The contract's six payment slots, in order; slots past the plan's length hold 0. */
export const PAYMENT_FIELDS = [
  'initialPayment',
  'secondPayment',
  'thirdPayment',
  'fourthPayment',
  'fifthPayment',
  'sixthPayment',
] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];

/** Labels for the schedule, one per slot. */
export const PAYMENT_LABELS: Record<PaymentField, string> = {
  initialPayment: 'Initial payment',
  secondPayment: 'Second payment',
  thirdPayment: 'Third payment',
  fourthPayment: 'Fourth payment',
  fifthPayment: 'Fifth payment',
  sixthPayment: 'Sixth payment',
};

export type OrderPlan = {
  months: OrderPlanMonths;
  paymentPlan: string;
  paymentDuration: string;
  totalPesewas: number;
  /** Always six entries (initial .. sixth), 0 past the plan's length; they add up to totalPesewas. */
  paymentsPesewas: number[];
};

/**
 * The plan and amounts of an order for one item at `priceGhs` paid over `months`, or null when the
 * price does not qualify for that plan (the same rule as the plan cards).
 */
export function orderPlan(priceGhs: number, months: number): OrderPlan | null {
  const plan: InstalmentPlan | undefined = instalmentPlans(priceGhs).find((p) => p.months === months);
  if (!plan) return null;
  const paymentsPesewas = PAYMENT_FIELDS.map((_, index) => plan.amountsPesewas[index] ?? 0);
  return {
    months: plan.months,
    paymentPlan: ORDER_PAYMENT_PLAN,
    paymentDuration: planLabel(plan.months),
    totalPesewas: paymentsPesewas.reduce((sum, p) => sum + p, 0),
    paymentsPesewas,
  };
}

/** The plan lengths a price qualifies for (what create-order accepts). */
export function orderPlanMonthsFor(priceGhs: number): OrderPlanMonths[] {
  return instalmentPlans(priceGhs).map((plan) => plan.months);
}

/**
 * The fields of an order the schedule needs (a subset of the contract's Order). A cancelled order
 * has nothing still to come, whatever its dates say.
 */
export type OrderAmounts = { createdAt: string; totalPrice: number; orderStatus?: string } & Record<
  PaymentField,
  number
>;

export type ScheduledPayment = {
  field: PaymentField;
  label: string;
  /** 0 for the initial payment (due on the order date), 1 for a month later, ... */
  monthsAfterOrder: number;
  /** The due date as YYYY-MM-DD (UTC), the order's day of month, clamped to the month's last day. */
  dueDate: string;
  /** The amount the buyer pays, in GHS to the pesewa (what the order holds). */
  amountGhs: number;
  /** The same amount in pesewas. */
  amountPesewas: number;
  /** True when the due date is after `now` (never for a cancelled order). */
  upcoming: boolean;
};

export type OrderSchedule = {
  payments: ScheduledPayment[];
  /** The payments' sum in GHS to the pesewa: the order's total. */
  totalGhs: number;
  /** GHS to the pesewa of the payments whose due date is after `now`: the total still to come. */
  stillToComeGhs: number;
};

function addMonthsUtc(date: Date, months: number): string {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  // Day 0 of the month after is the last day of the target month: 31 Jan + 1 month is 28/29 Feb.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const due = new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)));
  return due.toISOString().slice(0, 10);
}

/**
 * The instalment schedule of an order: each payment above 0 with the month it falls due, counted
 * from the order date (the initial payment on the order date itself), and the total still to come
 * at `now`. Null when `createdAt` is not a date.
 */
export function orderSchedule(order: OrderAmounts, now: Date = new Date()): OrderSchedule | null {
  const created = new Date(order.createdAt);
  if (Number.isNaN(created.getTime())) return null;
  // Amounts arrive in GHS with two decimals; work in pesewas so rounding cannot drift.
  const pesewas = PAYMENT_FIELDS.map((field) => Math.max(0, Math.round(order[field] * 100)));
  // Each payment as the buyer pays it, to the pesewa, so the schedule adds up to the order's total.
  const totalGhs = fromPesewas(pesewas.reduce((sum, p) => sum + p, 0));
  const today = now.toISOString().slice(0, 10);
  const cancelled = order.orderStatus === 'Cancelled';
  const payments: ScheduledPayment[] = [];
  PAYMENT_FIELDS.forEach((field, index) => {
    if ((pesewas[index] ?? 0) <= 0) return;
    const dueDate = addMonthsUtc(created, index);
    payments.push({
      field,
      label: PAYMENT_LABELS[field],
      monthsAfterOrder: index,
      dueDate,
      amountGhs: fromPesewas(pesewas[index] ?? 0),
      amountPesewas: pesewas[index] ?? 0,
      upcoming: !cancelled && dueDate > today,
    });
  });
  const stillToComeGhs = fromPesewas(payments.filter((p) => p.upcoming).reduce((sum, p) => sum + p.amountPesewas, 0));
  return { payments, totalGhs, stillToComeGhs };
}

/**
 * The next instalment still to come at `now` (amount to the pesewa and due date), or null when
 * nothing more is due: every due date has passed, or the order is cancelled.
 */
export function nextInstalment(order: OrderAmounts, now: Date = new Date()): ScheduledPayment | null {
  return orderSchedule(order, now)?.payments.find((payment) => payment.upcoming) ?? null;
}

/** How a shipped order travels (docs/product.md, Order actions). */
export const SHIPPING_METHODS = ['own-rider', 'courier', 'buyer-collects'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
export const SHIPPING_METHOD_LABELS: Record<ShippingMethod, string> = {
  'own-rider': 'Own rider',
  courier: 'Courier',
  'buyer-collects': 'The buyer collects',
};

/** Why an order not yet shipped is cancelled; 'other' needs a text. */
export const CANCEL_REASONS = ['out-of-stock', 'buyer-asked', 'buyer-unreachable', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  'out-of-stock': 'Out of stock',
  'buyer-asked': 'The buyer asked',
  'buyer-unreachable': 'Buyer unreachable',
  other: 'Other',
};

/** Why a delivered order comes back (docs/product.md, Returns and refunds); 'other' needs a text. */
export const RETURN_REASONS = ['damaged', 'wrong-item', 'not-as-described', 'changed-mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Damaged or faulty',
  'wrong-item': 'Wrong item',
  'not-as-described': 'Not as described',
  'changed-mind': 'The buyer changed their mind',
  other: 'Other',
};

/** Days after delivery during which a return is taken. */
export const RETURN_DAYS = 14;

/** The statuses a return is taken from: delivered, whether or not every instalment is in. */
export const RETURNABLE_STATUSES: readonly OrderStatus[] = ['Delivered', 'Completed'];

/**
 * The sentence refusing a return of an order of `status` delivered at `deliveredAt` with
 * `refundableGhs` not yet refunded, at `now`; null when a return fits. The server answers it with a
 * 409; Order details offers the return only when this is null.
 */
export function returnRefusal(
  status: OrderStatus,
  deliveredAt: string | Date | null | undefined,
  refundableGhs: number,
  now: Date,
): string | null {
  if (!RETURNABLE_STATUSES.includes(status)) {
    return `This order is ${status === 'Approved' ? 'not shipped yet' : status.toLowerCase()}: only a delivered order can be returned.`;
  }
  if (refundableGhs <= 0) return 'This order is already refunded in full.';
  const delivered = deliveredAt ? new Date(deliveredAt).getTime() : Number.NaN;
  if (!(now.getTime() - delivered <= RETURN_DAYS * 86_400_000)) {
    return `Returns are taken within ${RETURN_DAYS} days of delivery, and this order was delivered longer ago.`;
  }
  return null;
}

/** What an order's timeline records: its placing, each action, and a status set by the back office. */
export const ORDER_EVENT_KINDS = [
  'Placed',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Completed',
  'StatusSet',
  'Returned',
  'HandedOver',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** The vendor's actions on an order and the one status each starts from. */
export const ORDER_ACTIONS = ['ship', 'deliver', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];
export const ORDER_ACTION_FROM: Record<OrderAction, OrderStatus> = {
  ship: 'Approved',
  deliver: 'Shipped',
  cancel: 'Approved',
};
export const ORDER_ACTION_TO: Record<OrderAction, OrderStatus> = {
  ship: 'Shipped',
  deliver: 'Delivered',
  cancel: 'Cancelled',
};

/** Wrong delivery codes in a row before the order refuses codes for DELIVERY_CODE_WAIT_MINUTES. */
export const DELIVERY_CODE_TRIES = 5;
export const DELIVERY_CODE_WAIT_MINUTES = 15;

/** The longest note on an action, courier name and tracking number. */
export const ORDER_NOTE_MOST = 280;
export const COURIER_NAME_MOST = 80;
export const TRACKING_NUMBER_MOST = 60;

/**
 * The sentence refusing `action` on an order of `status`, or null when the action fits. The server
 * answers it with a 409; the screens show it as sent.
 */
export function orderActionRefusal(action: OrderAction, status: OrderStatus): string | null {
  if (ORDER_ACTION_FROM[action] === status) return null;
  const now = `This order is ${status === 'Approved' ? 'not shipped yet' : status.toLowerCase()}`;
  switch (action) {
    case 'ship':
      return `${now}: only an approved order can be marked shipped.`;
    case 'deliver':
      return `${now}: only a shipped order can be marked delivered.`;
    case 'cancel':
      return status === 'Cancelled'
        ? 'This order is already cancelled.'
        : `${now}: an order can only be cancelled before it is shipped.`;
  }
}

/** The refusal of a second photo of one handover: the first still waits for the back office. */
export const HANDOVER_WAITS = 'A photo of this handover already waits for Sika to confirm the delivery.';

/**
 * The sentence refusing a photo of the handover (docs/product.md, Order actions) on an order of
 * `status` whose handover already waits (`waiting`) or not, or null when it is taken: only a
 * Shipped order without one waiting. The server answers it with a 409.
 */
export function handoverRefusal(status: OrderStatus, waiting: boolean): string | null {
  if (status !== ORDER_ACTION_FROM.deliver) {
    const now = `This order is ${status === 'Approved' ? 'not shipped yet' : status.toLowerCase()}`;
    return `${now}: only a shipped order can be handed over with a photo.`;
  }
  return waiting ? HANDOVER_WAITS : null;
}
