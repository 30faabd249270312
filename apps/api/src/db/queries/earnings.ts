// What a vendor's orders add up to (docs/product.md, Earnings), read from earnings_totals: the
// figures triggers on `orders` keep in the same transaction as every write to it (migration 0008,
// docs/decisions/0008-earnings-totals.md). A vendor with 10,000 orders costs a few hundred summary
// rows and five short index reads for the top products' titles, never the orders themselves.
// Amounts stay in pesewas here.
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** One grouped figure: `kind` says which grouping, `key` which bucket of it. */
export interface EarningsRow {
  kind: 'owed' | 'value' | 'plan' | 'status' | 'product';
  /** owed/value: 'YYYY-MM'; plan: the order's duration ('3 months'); status; product: its id. */
  key: string;
  /** The product's title on its newest order (products only). */
  title: string | null;
  pesewas: number;
  count: number;
}

/** How many products the top list holds. */
export const TOP_PRODUCTS = 5;

/**
 * The vendor's figures as of `today` (a UTC day, YYYY-MM-DD), orders placed from `valueFrom` (the
 * first day of the oldest month shown) counted by month:
 * - owed: each instalment of an order not cancelled whose due date is after `today`, by the month
 *   it falls due. The due date is the order's UTC date plus the instalment's months (the initial
 *   payment 0); PostgreSQL clamps the day to the month's last, as the order's schedule does.
 * - value: orders not cancelled, by the UTC month they were placed.
 * - plan, product: orders not cancelled; status: every order.
 * Days ('YYYY-MM-DD') and months ('YYYY-MM') are compared as text: digits and dashes in the same
 * places sort as the dates do.
 */
export async function vendorEarnings(
  db: Db,
  vendorId: string,
  today: string,
  valueFrom: string,
): Promise<EarningsRow[]> {
  const result = await db.execute(sql`
    with own as (
      select kind, key, pesewas, count from earnings_totals where vendor_id = ${vendorId}
    ),
    top as (
      select key, pesewas, count from own where kind = 'product'
      order by pesewas desc, count desc, key::uuid limit ${TOP_PRODUCTS}
    )
    select 'owed' as kind, left(key, 7) as key, null as title, sum(pesewas)::float8 as pesewas, sum(count)::int as count
    from own where kind = 'due' and key > ${today}
    group by 2
    union all
    select 'value', key, null, pesewas::float8, count from own where kind = 'value' and key >= left(${valueFrom}, 7)
    union all
    select 'plan', key, null, pesewas::float8, count from own where kind = 'plan'
    union all
    select 'status', key, null, pesewas::float8, count from own where kind = 'status'
    union all
    -- The title of each top product's newest order not cancelled (the first by id of that instant),
    -- found through orders_vendor_product_created_idx.
    select 'product', t.key,
      (select o.product_title from orders o
        where o.vendor_id = ${vendorId} and o.product_id = t.key::uuid
          and o.created_at = (select max(n.created_at) from orders n
            where n.vendor_id = ${vendorId} and n.product_id = t.key::uuid and n.status <> 'Cancelled')
        order by o.id limit 1),
      t.pesewas::float8, t.count
    from top t
  `);
  return (result as unknown as { rows: EarningsRow[] }).rows;
}

/**
 * How many of the vendor's orders have each status, and their value: what every change to an order
 * moves (a new one, a status changed), older than the list's newest 500 or not. Read from
 * earnings_totals, as the Earnings figures are.
 */
export async function ordersByStatus(
  db: Db,
  vendorId: string,
): Promise<Array<{ status: string; count: number; pesewas: number }>> {
  const result = await db.execute(sql`
    select key as status, count, pesewas::float8 as pesewas
    from earnings_totals where vendor_id = ${vendorId} and kind = 'status' order by key
  `);
  return (result as unknown as { rows: Array<{ status: string; count: number; pesewas: number }> }).rows;
}
