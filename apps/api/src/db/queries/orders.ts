// Orders are read through their owner (every read takes the vendor id), and written only by the
// admin CLI and the demo seed (the buyer side is not part of this product).
import { fromPesewas, orderPlan, type OrderStatus } from '@sika/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { orders, type OrderRow } from '../schema.ts';
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

/**
 * One page of the vendor's orders, newest first: at most `limit`, older than the order `before`
 * when given (the caller checked it is the vendor's). `more` says whether older ones remain.
 * The cursor's (created_at, id) is read in the same statement, so microseconds are never lost
 * through a JavaScript Date.
 */
export async function listVendorOrders(
  db: Db,
  vendorId: string,
  limit: number,
  before?: string,
): Promise<{ rows: OrderRow[]; more: boolean }> {
  const olderThanCursor = before
    ? sql`(${orders.createdAt}, ${orders.id}) < (select c.created_at, c.id from orders c where c.id = ${before} and c.vendor_id = ${vendorId})`
    : undefined;
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.vendorId, vendorId), olderThanCursor))
    .orderBy(...newestFirst)
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
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

export async function setOrderStatus(
  db: Db,
  orderNumber: string,
  status: string,
  now: Date,
): Promise<OrderRow | undefined> {
  const rows = await db
    .update(orders)
    .set({ status, updatedAt: now })
    .where(eq(orders.orderNumber, orderNumber))
    .returning();
  return rows[0];
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
  const [initial, second, third, fourth, fifth, sixth] = plan.paymentsPesewas;
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
    initialPesewas: initial ?? 0,
    secondPesewas: second ?? 0,
    thirdPesewas: third ?? 0,
    fourthPesewas: fourth ?? 0,
    fifthPesewas: fifth ?? 0,
    sixthPesewas: sixth ?? 0,
    createdAt,
    updatedAt: createdAt,
  };
}
