// What a vendor's orders add up to (docs/product.md, Earnings), computed by the database in one
// statement over the vendor's orders, so a vendor with 10,000 orders costs one index range and a
// few small groupings, never the orders themselves in JavaScript. Amounts stay in pesewas here.
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
 */
export async function vendorEarnings(
  db: Db,
  vendorId: string,
  today: string,
  valueFrom: string,
): Promise<EarningsRow[]> {
  const result = await db.execute(sql`
    with own as (
      select product_id, status, duration, created_at, total_pesewas from orders where vendor_id = ${vendorId}
    ),
    top as (
      select product_id, sum(total_pesewas) as pesewas, count(*) as n, max(created_at) as newest
      from own where status <> 'Cancelled' group by product_id
      order by 2 desc, 3 desc, product_id limit ${TOP_PRODUCTS}
    )
    select 'owed' as kind, to_char(due.on_day, 'YYYY-MM') as key, null as title,
      sum(due.amount)::float8 as pesewas, count(*)::int as count
    from orders o
    cross join lateral (
      select ((o.created_at at time zone 'UTC')::date + make_interval(months => (p.slot - 1)::int))::date as on_day, p.amount
      from unnest(array[o.initial_pesewas, o.second_pesewas, o.third_pesewas, o.fourth_pesewas, o.fifth_pesewas,
        o.sixth_pesewas]) with ordinality as p(amount, slot)
    ) due
    -- Only orders of the last six months can still owe (the last instalment is due five months on):
    -- the index on (vendor_id, created_at) reads just those.
    where o.vendor_id = ${vendorId} and o.status <> 'Cancelled'
      and o.created_at >= (${today}::date - interval '6 months') at time zone 'UTC'
      and due.amount > 0 and due.on_day > ${today}::date
    group by 2
    union all
    select 'value', to_char(created_at at time zone 'UTC', 'YYYY-MM'), null, sum(total_pesewas)::float8, count(*)::int
    from orders
    where vendor_id = ${vendorId} and status <> 'Cancelled'
      and created_at >= (${valueFrom}::date)::timestamp at time zone 'UTC'
    group by 2
    union all
    select 'plan', duration, null, sum(total_pesewas)::float8, count(*)::int from own where status <> 'Cancelled' group by 2
    union all
    select 'status', status, null, sum(total_pesewas)::float8, count(*)::int from own group by 2
    union all
    -- The title of each top product's newest order, found through the (vendor_id, created_at) index.
    select 'product', t.product_id::text,
      (select o.product_title from orders o
        where o.vendor_id = ${vendorId} and o.created_at = t.newest and o.product_id = t.product_id
        order by o.id limit 1),
      t.pesewas::float8, t.n::int
    from top t
  `);
  return (result as unknown as { rows: EarningsRow[] }).rows;
}

/**
 * How many of the vendor's orders have each status, and their value: what every change to an order
 * moves (a new one, a status changed), older than the list's newest 500 or not.
 */
export async function ordersByStatus(
  db: Db,
  vendorId: string,
): Promise<Array<{ status: string; count: number; pesewas: number }>> {
  const result = await db.execute(sql`
    select status, count(*)::int as count, sum(total_pesewas)::float8 as pesewas
    from orders where vendor_id = ${vendorId} group by status order by status
  `);
  return (result as unknown as { rows: Array<{ status: string; count: number; pesewas: number }> }).rows;
}
