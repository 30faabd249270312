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

/** One figure of what buyers paid and did not (vendorCollections); pesewas. */
export interface CollectionsRow {
  /**
   * collected: the ledger's collected entries less its refunds (key ''); due: instalments due on or
   * before today of orders neither cancelled nor completed (key ''); paid: those of them the ledger
   * holds as collected (key ''), so late = due - paid; early: instalments collected before their
   * due date, still after today, of orders not cancelled, by the month they fall due ('YYYY-MM'):
   * what `owed` counts and the buyer already paid.
   */
  kind: 'collected' | 'due' | 'paid' | 'early';
  key: string;
  pesewas: number;
  count: number;
}

/**
 * For `today` (YYYY-MM-DD), the first UTC instant of the day after the last order date whose
 * instalment n (1 the initial payment) falls due on or before `today`, for n = 1..6: an order
 * placed before `dueBefore(today)[n - 1]` has instalment n due (its UTC date plus n - 1 months,
 * the day clamped to the month's last, as the schedule and migration 0008 count it). Adding months
 * with the clamp never goes backwards, so one instant per instalment splits the orders: `today`
 * less n - 1 months, plus a day; or, when `today` is its month's last day, the first of the next
 * month less n - 1 months (31 January + 1 month is 28 February, so on 28 February every order of
 * January has its second instalment due).
 */
export function dueBefore(today: string): Date[] {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate() === day;
  return Array.from({ length: 6 }, (_, n) => {
    if (lastOfMonth) return new Date(Date.UTC(year, month - n, 1));
    const daysThen = new Date(Date.UTC(year, month - 1 - n + 1, 0)).getUTCDate();
    return new Date(Date.UTC(year, month - 1 - n, Math.min(day, daysThen) + 1));
  });
}

/**
 * What buyers paid the vendor and what they did not pay on time, as of `today` (YYYY-MM-DD, UTC),
 * in one statement beside vendorEarnings: the summary table knows what falls due, only the ledger
 * knows what was collected. Late (due - paid) is what lateInstalments lists for Payouts, summed
 * and not cut at PAYOUTS_MOST. What fell due comes from the summary's 'open-due' days (orders
 * neither cancelled nor completed, migration 0013); what was paid of it from the vendor's collected
 * entries with their order, where no date is worked out per row: an instalment is due when its
 * order was placed before its instant of dueBefore. Never another vendor's rows.
 */
export async function vendorCollections(db: Db, vendorId: string, today: string): Promise<CollectionsRow[]> {
  const [b1, b2, b3, b4, b5, b6] = dueBefore(today).map((instant) => instant.toISOString());
  const result = await db.execute(sql`
    select 'collected' as kind, '' as key,
      coalesce(sum(case e.kind when 'collected' then e.pesewas else -e.pesewas end), 0)::float8 as pesewas,
      count(*)::int as count
    from ledger_entries e where e.vendor_id = ${vendorId} and e.kind in ('collected', 'refund')
    union all
    -- Kept by the triggers on orders (migration 0013): a few hundred rows, never the open orders.
    select 'due', '', coalesce(sum(t.pesewas), 0)::float8, coalesce(sum(t.count), 0)::int
    from earnings_totals t where t.vendor_id = ${vendorId} and t.kind = 'open-due' and t.key <= ${today}
    union all
    select case when p.due then 'paid' else 'early' end,
      case when p.due then ''
        else to_char(((p.created_at at time zone 'UTC')::date + make_interval(months => p.instalment - 1))::date, 'YYYY-MM') end,
      sum(p.pesewas)::float8, count(*)::int
    from (
      select o.status <> 'Completed' as open, o.created_at, e.instalment, e.pesewas,
        o.created_at < case e.instalment when 1 then ${b1}::timestamptz when 2 then ${b2}::timestamptz
          when 3 then ${b3}::timestamptz when 4 then ${b4}::timestamptz when 5 then ${b5}::timestamptz
          else ${b6}::timestamptz end as due
      from ledger_entries e join orders o on o.id = e.order_id
      where e.vendor_id = ${vendorId} and e.kind = 'collected' and o.vendor_id = ${vendorId}
        and o.status <> 'Cancelled' and (o.status <> 'Completed' or o.created_at >= ${b6}::timestamptz)
    ) p
    where p.open or not p.due
    group by 1, 2
  `);
  return (result as unknown as { rows: CollectionsRow[] }).rows.map((row) => ({
    ...row,
    pesewas: Number(row.pesewas),
    count: Number(row.count),
  }));
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
