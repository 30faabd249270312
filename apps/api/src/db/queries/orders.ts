// Orders are read through their owner (every read takes the vendor id). They are placed only by the
// admin CLI and the demo seed (the buyer side is not part of this product); the vendor moves them
// on with the order actions (docs/product.md, Order actions), each written with its timeline entry.
import {
  fromPesewas,
  ORDER_STATUSES,
  orderPlan,
  returnRefusal,
  type OrderSearch,
  type OrderStatus,
} from '@sika/domain';
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { ledgerEntries, orderEvents, orders, type OrderEventRow, type OrderRow } from '../schema.ts';
import { completeIfPaid, instalmentAmounts, instalmentColumns } from './ledger.ts';
import { isProductId } from './products.ts';

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber'>;

// (created_at, id) descending, NULLS LAST as in orders_vendor_created_id_idx, so the index gives
// the order directly (PostgreSQL only matches an index whose NULLS order is the query's).
const newestFirst = [sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`];

/** Is `id` one of the vendor's orders? (the list's cursor must be) */
export async function ownOrderExists(db: Db, vendorId: string, id: string): Promise<boolean> {
  if (!isProductId(id)) return false;
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.vendorId, vendorId)))
    .limit(1);
  return rows.length > 0;
}

/** One of the vendor's orders by id; undefined for another vendor's order or an unknown id alike. */
export async function findOwnOrder(db: Db, vendorId: string, id: string): Promise<OrderRow | undefined> {
  if (!isProductId(id)) return undefined;
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.vendorId, vendorId)))
    .limit(1);
  return rows[0];
}

/** Which of the vendor's orders a list shows: those a search matches, of one status. */
export interface OrderFilter {
  search?: OrderSearch | null;
  status?: OrderStatus;
}

/** `text` as a LIKE pattern matching it anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search as SQL (orderMatches in @sika/domain says the same on the device). */
function matchesSearch(search: OrderSearch | null | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search.text);
  return or(
    sql`lower(${orders.buyerFirstname} || ' ' || ${orders.buyerLastname}) like ${pattern}`,
    sql`lower(${orders.orderNumber}) like ${pattern}`,
    search.digits === null ? undefined : sql`${orders.orderNumber} like ${containing(search.digits)}`,
  );
}

/**
 * One page of the vendor's orders, newest first: at most `limit`, older than the order `before`
 * when given (the caller checked it is the vendor's), of those `filter` keeps. `more` says whether
 * older ones remain. The cursor's (created_at, id) is read in the same statement, so microseconds
 * are never lost through a JavaScript Date.
 */
export async function listVendorOrders(
  db: Db,
  vendorId: string,
  limit: number,
  before?: string,
  filter: OrderFilter = {},
): Promise<{ rows: OrderRow[]; more: boolean }> {
  const olderThanCursor = before
    ? sql`(${orders.createdAt}, ${orders.id}) < (select c.created_at, c.id from orders c where c.id = ${before} and c.vendor_id = ${vendorId})`
    : undefined;
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.vendorId, vendorId),
        olderThanCursor,
        matchesSearch(filter.search),
        filter.status === undefined ? undefined : eq(orders.status, filter.status),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/**
 * How many of the vendor's orders there are, how many a search matches, and how many of those have
 * each status (every status of ORDER_STATUSES, in its order, 0 included): one statement.
 */
export async function countVendorOrders(
  db: Db,
  vendorId: string,
  search: OrderSearch | null,
): Promise<{ all: number; byStatus: Array<{ status: OrderStatus; orders: number }> }> {
  const match = matchesSearch(search) ?? sql`true`;
  const rows = await db
    .select({
      status: orders.status,
      all: sql<number>`count(*)::int`,
      matching: sql<number>`(count(*) filter (where ${match}))::int`,
    })
    .from(orders)
    .where(eq(orders.vendorId, vendorId))
    .groupBy(orders.status);
  const matchingOf = new Map(rows.map((row) => [row.status, Number(row.matching)]));
  return {
    all: rows.reduce((sum, row) => sum + Number(row.all), 0),
    byStatus: ORDER_STATUSES.map((status) => ({ status, orders: matchingOf.get(status) ?? 0 })),
  };
}

/** Inserts an order numbered from order_number_seq (SK-100101, SK-100102, ...). */
export async function insertOrder(db: Db, values: NewOrder): Promise<OrderRow> {
  const rows = await db
    .insert(orders)
    .values({ ...values, orderNumber: sql`'SK-' || nextval('order_number_seq')` })
    .returning();
  return rows[0]!;
}

export async function findOrderByNumber(db: Db, orderNumber: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  return rows[0];
}

/**
 * Sets an order's status as the back office (the admin CLI's set-order-status), on its timeline too.
 * Delivered by hand starts the return window as the deliver action does (docs/product.md, Returns
 * and refunds); setting it on an order already Delivered keeps the time it was.
 */
export async function setOrderStatus(
  db: Db,
  orderNumber: string,
  status: string,
  now: Date,
): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const deliveredAt =
      status === 'Delivered'
        ? sql`case when ${orders.status} = 'Delivered' then ${orders.deliveredAt} else ${now.toISOString()}::timestamptz end`
        : undefined;
    const rows = await tx
      .update(orders)
      .set({ status, updatedAt: now, ...(deliveredAt ? { deliveredAt } : {}) })
      .where(eq(orders.orderNumber, orderNumber))
      .returning();
    const row = rows[0];
    if (row) {
      await tx.insert(orderEvents).values({
        orderId: row.id,
        kind: 'StatusSet',
        actor: 'back office',
        actorName: 'admin CLI',
        detail: { status },
        createdAt: now,
      });
    }
    return row;
  });
}

/** A timeline entry to write with an action: what it records and who did it. */
export interface OrderEventInput {
  kind: string;
  actor: 'vendor' | 'back office' | 'server';
  actorName: string;
  detail: Record<string, string>;
}

export type OrderActionResult =
  { outcome: 'applied'; order: OrderRow } | { outcome: 'not-found' } | { outcome: 'refused'; order: OrderRow };

/**
 * Moves one of the vendor's orders from status `from` with `set` (its new status and fields) and
 * writes `event` on its timeline, in one transaction. The status (and `also`, any further condition
 * the order must meet) is checked in the UPDATE itself, so two actions racing on one order never
 * both apply. 'refused' carries the order as it stands.
 */
export async function applyOrderAction(
  db: Db,
  vendorId: string,
  id: string,
  from: OrderStatus,
  set: Partial<typeof orders.$inferInsert>,
  event: OrderEventInput,
  now: Date,
  also?: SQL,
): Promise<OrderActionResult> {
  if (!isProductId(id)) return { outcome: 'not-found' };
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ ...set, updatedAt: now })
      .where(and(eq(orders.id, id), eq(orders.vendorId, vendorId), eq(orders.status, from), also))
      .returning();
    const row = rows[0];
    if (!row) {
      const current = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.vendorId, vendorId)))
        .limit(1);
      return current[0] ? { outcome: 'refused', order: current[0] } : { outcome: 'not-found' };
    }
    await tx.insert(orderEvents).values({ orderId: row.id, ...event, createdAt: now });
    return { outcome: 'applied', order: row };
  });
}

/**
 * Keeps the photo `photo` (its name in the handover photos' storage) of the handover of one of the
 * vendor's Shipped orders whose buyer has no code (docs/product.md, Order actions), and writes
 * `event` on its timeline: an order action whose further condition is that no handover is waiting
 * already, so two photos racing never both wait. The order stays Shipped until the back office
 * confirms.
 */
export function handOverOwnOrder(
  db: Db,
  vendorId: string,
  id: string,
  photo: string,
  event: OrderEventInput,
  now: Date,
): Promise<OrderActionResult> {
  const noHandoverWaiting = isNull(orders.handoverAt);
  return applyOrderAction(
    db,
    vendorId,
    id,
    'Shipped',
    { deliveryPhoto: photo, handoverAt: now },
    event,
    now,
    noHandoverWaiting,
  );
}

export type ConfirmHandoverResult =
  | { outcome: 'unknown-order' }
  /** Not Shipped (delivered with the code meanwhile, cancelled, ...): nothing to confirm. */
  | { outcome: 'not-shipped'; order: OrderRow }
  | { outcome: 'no-handover'; order: OrderRow }
  | { outcome: 'confirmed'; order: OrderRow };

/**
 * The back office confirms the delivery of a Shipped order from the photo of its handover
 * (`pnpm admin confirm-delivery`, docs/product.md, Order actions): Delivered now, as the deliver
 * action makes it (the return window counts from here), with its Delivered step on the timeline
 * by the back office. The photo stays, as the record of the delivery. The status and the waiting
 * handover are checked in the UPDATE itself, so a buyer's code typed at the same moment delivers
 * it once. The caller completes it when paid up (completeIfPaid).
 */
export async function confirmHandover(db: Db, orderNumber: string, now: Date): Promise<ConfirmHandoverResult> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({
        status: 'Delivered',
        deliveredAt: now,
        deliveryCodeFailures: 0,
        deliveryCodeRetryAt: null,
        updatedAt: now,
      })
      .where(
        and(eq(orders.orderNumber, orderNumber), eq(orders.status, 'Shipped'), sql`${orders.handoverAt} is not null`),
      )
      .returning();
    const row = rows[0];
    if (!row) {
      const current = (await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1))[0];
      if (!current) return { outcome: 'unknown-order' as const };
      if (current.status !== 'Shipped') return { outcome: 'not-shipped' as const, order: current };
      return { outcome: 'no-handover' as const, order: current };
    }
    await tx.insert(orderEvents).values({
      orderId: row.id,
      kind: 'Delivered',
      actor: 'back office',
      actorName: 'admin CLI',
      detail: {},
      createdAt: now,
    });
    return { outcome: 'confirmed' as const, order: row };
  });
}

/** What a return says (docs/product.md, Returns and refunds): why, and how much in pesewas. */
export interface ReturnInput {
  reason: string;
  /** Kept trimmed, only when not blank. */
  note?: string;
  /** The amount to refund; absent for all the buyer has not had back. */
  pesewas?: number;
}

export type ReturnResult =
  | { outcome: 'not-found' }
  | { outcome: 'refused'; sentence: string }
  | { outcome: 'too-much'; refundablePesewas: number }
  | { outcome: 'returned'; order: OrderRow };

/**
 * Takes a return of one of the vendor's orders (docs/product.md, Returns and refunds;
 * docs/decisions/0012-returns-reduce-the-last-instalments.md), in one transaction with the order's
 * row locked, so two returns at once never refund one peswa twice:
 * - refused with returnRefusal's sentence unless Delivered or Completed, delivered within
 *   RETURN_DAYS of `now`, and not refunded in full; 'too-much' above what is left to refund;
 * - the instalments not collected yet are reduced from the last one backwards; what that does not
 *   cover was collected already and is handed back as one 'refund' entry of the ledger, which the
 *   vendor's next payout deducts;
 * - total_pesewas drops by the amount, refunded_pesewas grows by it, the return goes on the
 *   timeline, and a Delivered order whose remaining instalments are all collected is Completed.
 */
export async function returnOwnOrder(
  db: Db,
  vendorId: string,
  id: string,
  input: ReturnInput,
  by: Pick<OrderEventInput, 'actor' | 'actorName'>,
  now: Date,
): Promise<ReturnResult> {
  if (!isProductId(id)) return { outcome: 'not-found' };
  return db.transaction(async (tx) => {
    const found = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.vendorId, vendorId)))
      .for('update')
      .limit(1);
    const order = found[0];
    if (!order) return { outcome: 'not-found' as const };
    // total_pesewas is already less every earlier return: it is what can still be refunded.
    const refundable = order.totalPesewas;
    const sentence = returnRefusal(order.status as OrderStatus, order.deliveredAt, fromPesewas(refundable), now);
    if (sentence) return { outcome: 'refused' as const, sentence };
    const pesewas = input.pesewas ?? refundable;
    if (pesewas > refundable) return { outcome: 'too-much' as const, refundablePesewas: refundable };

    const collected = await tx
      .select({ instalment: ledgerEntries.instalment })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, 'collected')));
    const isCollected = new Set(collected.map((entry) => entry.instalment));
    const slots = instalmentAmounts(order);
    let left = pesewas;
    for (let slot = slots.length; slot >= 1 && left > 0; slot -= 1) {
      if (isCollected.has(slot)) continue;
      const amount = slots[slot - 1]!;
      const cut = Math.min(left, amount);
      slots[slot - 1] = amount - cut;
      left -= cut;
    }
    // `left` was collected already and goes back to the buyer. It is never more than this order's
    // collected less refunded entries. Collected instalments are never reduced (only those not
    // collected are, and one reduced to 0 can no longer be collected), so the ledger's collected
    // entries for the order add up to the collected slots, C. Every return keeps
    //   slots sum - total = H, what returns handed back so far (the refund entries they wrote):
    // it holds at 0 when the order is placed, and a return of R cuts the slots by R - left and the
    // total by R, so the difference grows by exactly `left`, the entry written. When `left` > 0
    // every slot not collected is now 0, so before the return they added up to U = R - left, and
    //   left = R - U <= total - U = (slots sum - H) - U = C - H.
    if (left > 0) {
      await tx.insert(ledgerEntries).values({
        vendorId: order.vendorId,
        kind: 'refund',
        pesewas: left,
        orderId: order.id,
        orderNumber: order.orderNumber,
        createdAt: now,
      });
    }
    const updated = await tx
      .update(orders)
      .set({
        ...instalmentColumns(slots),
        totalPesewas: order.totalPesewas - pesewas,
        refundedPesewas: order.refundedPesewas + pesewas,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    const row = updated[0]!;
    await tx.insert(orderEvents).values({
      orderId: order.id,
      kind: 'Returned',
      ...by,
      detail: { reason: input.reason, ...(input.note ? { note: input.note } : {}), amount: String(pesewas) },
      createdAt: now,
    });
    // The instalments left may all be in: delivered and paid up, it is Completed (The ledger).
    const after = await completeIfPaid(tx, row, now);
    return { outcome: 'returned' as const, order: { ...row, status: after } };
  });
}

/**
 * Counts a wrong delivery code on one of the vendor's Shipped orders: the `tries`-th in a row
 * starts a wait until `retryAt` and the count starts again. Returns the order as written.
 */
export async function recordWrongDeliveryCode(
  db: Db,
  vendorId: string,
  id: string,
  tries: number,
  retryAt: Date,
): Promise<OrderRow | undefined> {
  const rows = await db
    .update(orders)
    .set({
      deliveryCodeFailures: sql`case when ${orders.deliveryCodeFailures} + 1 >= ${tries} then 0 else ${orders.deliveryCodeFailures} + 1 end`,
      deliveryCodeRetryAt: sql`case when ${orders.deliveryCodeFailures} + 1 >= ${tries} then ${retryAt.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(orders.id, id), eq(orders.vendorId, vendorId)))
    .returning();
  return rows[0];
}

/**
 * Steps written at one instant (delivered, and so Completed, in one request; a return that leaves
 * every instalment collected, and so Completed) keep the order an order goes through, a photo of
 * the handover between Shipped and Delivered; any other kind sorts first among them.
 */
const lifecycleRank = sql`case ${orderEvents.kind} when 'Shipped' then 1 when 'HandedOver' then 2 when 'Delivered' then 3 when 'Returned' then 4 when 'Completed' then 5 when 'Cancelled' then 5 else 0 end`;

/** An order's timeline, oldest first (its placing is not stored: it is the order's createdAt). */
export async function orderTimeline(db: Db, orderId: string, most: number): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), lifecycleRank, asc(orderEvents.id))
    .limit(most);
}

/** Who bought, as the order keeps it. */
export interface Buyer {
  firstname: string;
  lastname: string;
  mobile: string;
  company: string;
  city: string;
}

/**
 * The stored values of an order for one item of `product` over `months`, with plan and amounts
 * from @sika/domain (orderPlan), or null when the price does not qualify for that plan. Everything
 * the order shows is copied here, so later product edits never change it.
 */
export function orderValues(
  product: { id: string; vendorId: string; title: string; pricePesewas: number },
  vendorEmail: string,
  months: number,
  buyer: Buyer,
  status: OrderStatus,
  createdAt: Date,
): NewOrder | null {
  const plan = orderPlan(fromPesewas(product.pricePesewas), months);
  if (!plan) return null;
  return {
    vendorId: product.vendorId,
    vendorEmail,
    productId: product.id,
    productTitle: product.title,
    buyerFirstname: buyer.firstname,
    buyerLastname: buyer.lastname,
    buyerMobile: buyer.mobile,
    buyerCompany: buyer.company,
    city: buyer.city,
    status,
    plan: plan.paymentPlan,
    duration: plan.paymentDuration,
    totalPesewas: plan.totalPesewas,
    ...instalmentColumns(plan.paymentsPesewas),
    createdAt,
    updatedAt: createdAt,
  };
}

/** An order whose vendor is reminded to ship it (docs/product.md, Order actions). */
export interface OrderToShip {
  id: string;
  orderNumber: string;
  productTitle: string;
  vendorId: string;
}

/**
 * Claims the orders still Approved that were placed at or before `placedBy` and were never
 * reminded: marks them reminded at `now` and returns them, at most `limit`, oldest first. The claim
 * is one UPDATE, so two instances running the reminder at once never remind of one order twice.
 */
export async function claimOrdersToRemind(db: Db, placedBy: Date, now: Date, limit: number): Promise<OrderToShip[]> {
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'Approved'),
        sql`${orders.shipRemindedAt} is null`,
        sql`${orders.createdAt} <= ${placedBy.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  return db
    .update(orders)
    .set({ shipRemindedAt: now })
    .where(and(sql`${orders.id} in ${due}`, sql`${orders.shipRemindedAt} is null`))
    .returning({
      id: orders.id,
      orderNumber: orders.orderNumber,
      productTitle: orders.productTitle,
      vendorId: orders.vendorId,
    });
}
