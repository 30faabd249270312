// The ledger (docs/product.md, The ledger): instalments collected, refunds and payouts, in pesewas,
// append-only. For every vendor, collected - refunded - paid out = the balance waiting to be paid
// out, which is exactly what the collected and refund entries no payout has settled add up to.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  ledgerEntries,
  orderEvents,
  orders,
  payoutItems,
  payouts,
  vendors,
  type OrderRow,
  type PayoutRow,
} from '../schema.ts';

type Rows<T> = { rows: T[] };

/** The six instalment columns of an order, 1 the initial payment (as Order details lists them). */
export function instalmentAmounts(order: OrderRow): number[] {
  return [
    order.initialPesewas,
    order.secondPesewas,
    order.thirdPesewas,
    order.fourthPesewas,
    order.fifthPesewas,
    order.sixthPesewas,
  ];
}

/** The inverse: six instalment amounts (fewer, for a shorter plan, are 0 after the last) as columns. */
export function instalmentColumns(amounts: readonly number[]) {
  const [initial = 0, second = 0, third = 0, fourth = 0, fifth = 0, sixth = 0] = amounts;
  return {
    initialPesewas: initial,
    secondPesewas: second,
    thirdPesewas: third,
    fourthPesewas: fourth,
    fifthPesewas: fifth,
    sixthPesewas: sixth,
  };
}

export type RecordPaymentResult =
  | { outcome: 'unknown-order' }
  | { outcome: 'no-such-instalment'; orderNumber: string; instalments: number }
  | { outcome: 'cancelled'; orderNumber: string }
  | { outcome: 'already-recorded'; orderNumber: string; instalment: number }
  | {
      outcome: 'recorded';
      orderNumber: string;
      instalment: number;
      pesewas: number;
      /** Instalments of the order collected, this one included, and how many it has. */
      collected: number;
      instalments: number;
      /** The status after the write: Completed when this payment finished a delivered order. */
      status: string;
    };

/** How many of the order's instalments (those above 0) the ledger holds as collected. */
async function collectedCount(db: Db, orderId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'collected')));
  return Number(rows[0]?.n ?? 0);
}

/**
 * Sets a Delivered order Completed when every instalment is collected (docs/product.md, The
 * ledger): the server alone does. An order paid in full before delivery stays as it is until it is
 * delivered; the change to Delivered then calls this. Returns the status after.
 */
export async function completeIfPaid(db: Db, order: OrderRow, now: Date): Promise<string> {
  if (order.status !== 'Delivered') return order.status;
  const due = instalmentAmounts(order).filter((amount) => amount > 0).length;
  if ((await collectedCount(db, order.id)) < due) return order.status;
  const completed = await db
    .update(orders)
    .set({ status: 'Completed', updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'Delivered')))
    .returning({ id: orders.id });
  // On the order's timeline as the server's own step (docs/product.md, Order actions).
  if (completed.length > 0)
    await db
      .insert(orderEvents)
      .values({ orderId: order.id, kind: 'Completed', actor: 'server', actorName: '', detail: {}, createdAt: now });
  return 'Completed';
}

/**
 * Records that the buyer paid instalment `instalment` (1 the initial payment) of an order: its
 * amount as the order holds it, once. A cancelled order takes no payment.
 */
export async function recordPayment(
  db: Db,
  orderNumber: string,
  instalment: number,
  now: Date,
): Promise<RecordPaymentResult> {
  return db.transaction(async (tx) => {
    // The order's row locked: two payments of one order complete it once.
    const found = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update').limit(1);
    const order = found[0];
    if (!order) return { outcome: 'unknown-order' };
    const amounts = instalmentAmounts(order);
    const instalments = amounts.filter((amount) => amount > 0).length;
    const pesewas = Number.isInteger(instalment) && instalment >= 1 ? (amounts[instalment - 1] ?? 0) : 0;
    if (pesewas <= 0) return { outcome: 'no-such-instalment', orderNumber: order.orderNumber, instalments };
    if (order.status === 'Cancelled') return { outcome: 'cancelled', orderNumber: order.orderNumber };
    const inserted = await tx
      .insert(ledgerEntries)
      .values({
        vendorId: order.vendorId,
        kind: 'collected',
        pesewas,
        orderId: order.id,
        orderNumber: order.orderNumber,
        instalment,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: ledgerEntries.id });
    if (inserted.length === 0) return { outcome: 'already-recorded', orderNumber: order.orderNumber, instalment };
    const status = await completeIfPaid(tx, order, now);
    return {
      outcome: 'recorded',
      orderNumber: order.orderNumber,
      instalment,
      pesewas,
      collected: await collectedCount(tx, order.id),
      instalments,
      status,
    };
  });
}

/**
 * Records money handed back to the buyer of an order: at most what was collected for it and not
 * refunded yet. A refund already paid out is taken from the vendor's next payout.
 */
export async function recordRefund(
  db: Db,
  orderId: string,
  pesewas: number,
  now: Date,
): Promise<{ outcome: 'unknown-order' } | { outcome: 'too-much'; refundable: number } | { outcome: 'recorded' }> {
  return db.transaction(async (tx) => {
    const found = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
    const order = found[0];
    if (!order) return { outcome: 'unknown-order' as const };
    const sums = (await tx.execute(sql`
      select coalesce(sum(case when kind = 'collected' then pesewas else -pesewas end), 0)::float8 as refundable
      from ledger_entries where order_id = ${order.id}
    `)) as unknown as Rows<{ refundable: number }>;
    const refundable = Number(sums.rows[0]?.refundable ?? 0);
    if (!Number.isInteger(pesewas) || pesewas <= 0 || pesewas > refundable) {
      return { outcome: 'too-much' as const, refundable };
    }
    await tx.insert(ledgerEntries).values({
      vendorId: order.vendorId,
      kind: 'refund',
      pesewas,
      orderId: order.id,
      orderNumber: order.orderNumber,
      createdAt: now,
    });
    return { outcome: 'recorded' as const };
  });
}

/** A settled entry of a payout: an instalment collected (+) or a refund deducted (-). */
export interface PayoutItem {
  kind: 'collected' | 'refund';
  orderId: string;
  orderNumber: string;
  instalment: number | null;
  pesewas: number;
}

export type PayOutResult =
  | { outcome: 'bad-number'; momoMobile: string }
  | { outcome: 'nothing'; balancePesewas: number }
  | { outcome: 'paid'; payout: PayoutRow; items: PayoutItem[] };

/**
 * Pays the vendor everything collected and not yet paid out, less the refunds not yet deducted, to
 * `momoE164` (the caller parsed the vendor's number; null when it does not parse: refused, nothing
 * written). Nothing is paid while that comes to zero or less: refunds wait for later collections.
 * The vendor's row is locked for the transaction, so two pay-outs started at once run one after
 * the other and the second finds nothing left; payout_items' key on the entry would refuse a second
 * payment of one entry even without the lock.
 */
export async function payOut(
  db: Db,
  vendorId: string,
  momoE164: string | null,
  momoAsStored: string,
  now: Date,
): Promise<PayOutResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId)).for('update');
    const open = (await tx.execute(sql`
      select e.id, e.kind, e.order_id as "orderId", e.order_number as "orderNumber", e.instalment,
        e.pesewas::float8 as pesewas
      from ledger_entries e
      where e.vendor_id = ${vendorId} and e.kind in ('collected', 'refund')
        and not exists (select 1 from payout_items i where i.entry_id = e.id)
      order by e.order_number, e.kind, e.instalment, e.created_at
    `)) as unknown as Rows<PayoutItem & { id: string }>;
    const items = open.rows.map((row) => ({ ...row, pesewas: Number(row.pesewas) }));
    const balancePesewas = items.reduce((sum, i) => sum + (i.kind === 'collected' ? i.pesewas : -i.pesewas), 0);
    if (momoE164 === null) return { outcome: 'bad-number' as const, momoMobile: momoAsStored };
    if (balancePesewas <= 0) return { outcome: 'nothing' as const, balancePesewas };
    const [payout] = await tx
      .insert(payouts)
      .values({
        vendorId,
        // SIKA-PO-2026-000123: the year paid (UTC) and the sequence's next number.
        reference: sql`'SIKA-PO-' || extract(year from ${now.toISOString()}::timestamptz at time zone 'UTC')::int || '-' || lpad(nextval('payout_reference_seq')::text, 6, '0')`,
        pesewas: balancePesewas,
        momoMobile: momoE164,
        createdAt: now,
      })
      .returning();
    await tx.insert(payoutItems).values(items.map((item) => ({ entryId: item.id, payoutId: payout!.id })));
    await tx.insert(ledgerEntries).values({
      vendorId,
      kind: 'payout',
      pesewas: balancePesewas,
      payoutId: payout!.id,
      createdAt: now,
    });
    return {
      outcome: 'paid' as const,
      payout: payout!,
      items: items.map(({ id: _id, ...item }) => item),
    };
  });
}

/** The vendors with collected or refund entries no payout has settled yet. */
export async function vendorsWithOpenEntries(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select distinct e.vendor_id as "vendorId" from ledger_entries e
    where e.kind in ('collected', 'refund') and not exists (select 1 from payout_items i where i.entry_id = e.id)
    order by 1
  `)) as unknown as Rows<{ vendorId: string }>;
  return result.rows.map((row) => row.vendorId);
}

/** One vendor's figures as `ledger check` works them out. */
export interface VendorLedger {
  vendorId: string;
  collected: number;
  refunded: number;
  paidOut: number;
  /** What the entries no payout settled add up to: collected - refunded - paid out when all is right. */
  balance: number;
}

export interface LedgerCheck {
  vendors: VendorLedger[];
  /** One sentence per rule broken; empty when the ledger holds. */
  problems: string[];
}

/**
 * Checks the ledger (every vendor's, or one's): collected - refunded - paid out = balance; each
 * payout's amount is its entry's and what the entries it settled add up to; each collected entry
 * is its instalment's amount as the order holds it; no order has more refunded than collected.
 */
export async function checkLedger(db: Db, vendorId?: string): Promise<LedgerCheck> {
  const only = vendorId === undefined ? sql`true` : sql`e.vendor_id = ${vendorId}`;
  const figures = (await db.execute(sql`
    select e.vendor_id as "vendorId",
      coalesce(sum(e.pesewas) filter (where e.kind = 'collected'), 0)::float8 as collected,
      coalesce(sum(e.pesewas) filter (where e.kind = 'refund'), 0)::float8 as refunded,
      coalesce(sum(e.pesewas) filter (where e.kind = 'payout'), 0)::float8 as "paidOut",
      coalesce(sum(case e.kind when 'collected' then e.pesewas else -e.pesewas end)
        filter (where e.kind <> 'payout' and not exists (select 1 from payout_items i where i.entry_id = e.id)), 0)::float8
        as balance
    from ledger_entries e where ${only}
    group by e.vendor_id order by e.vendor_id
  `)) as unknown as Rows<VendorLedger>;
  const ledgers = figures.rows.map((row) => ({
    vendorId: row.vendorId,
    collected: Number(row.collected),
    refunded: Number(row.refunded),
    paidOut: Number(row.paidOut),
    balance: Number(row.balance),
  }));
  const problems: string[] = [];
  for (const v of ledgers) {
    if (v.collected - v.refunded - v.paidOut !== v.balance) {
      problems.push(
        `Vendor ${v.vendorId}: collected ${v.collected} - refunded ${v.refunded} - paid out ${v.paidOut} ` +
          `is ${v.collected - v.refunded - v.paidOut} pesewas, but the entries not paid out add up to ${v.balance}.`,
      );
    }
  }
  const payoutsOff = (await db.execute(sql`
    select p.reference, p.pesewas::float8 as pesewas,
      (select coalesce(sum(e.pesewas), 0) from ledger_entries e where e.payout_id = p.id and e.kind = 'payout')::float8 as entry,
      (select coalesce(sum(case e.kind when 'collected' then e.pesewas else -e.pesewas end), 0)
        from payout_items i join ledger_entries e on e.id = i.entry_id where i.payout_id = p.id)::float8 as settled,
      (select count(*) from payout_items i join ledger_entries e on e.id = i.entry_id
        where i.payout_id = p.id and e.vendor_id <> p.vendor_id)::int as others
    from payouts p where ${vendorId === undefined ? sql`true` : sql`p.vendor_id = ${vendorId}`}
  `)) as unknown as Rows<{ reference: string; pesewas: number; entry: number; settled: number; others: number }>;
  for (const p of payoutsOff.rows) {
    if (Number(p.pesewas) !== Number(p.entry) || Number(p.pesewas) !== Number(p.settled) || Number(p.others) > 0) {
      problems.push(
        `Payout ${p.reference}: ${p.pesewas} pesewas paid, its ledger entry says ${p.entry} and what it settled ` +
          `adds up to ${p.settled}${Number(p.others) > 0 ? `, ${p.others} of its entries another vendor's` : ''}.`,
      );
    }
  }
  const entriesOff = (await db.execute(sql`
    select e.order_number as "orderNumber", e.kind, e.instalment, e.pesewas::float8 as pesewas,
      (array[o.initial_pesewas, o.second_pesewas, o.third_pesewas, o.fourth_pesewas, o.fifth_pesewas,
        o.sixth_pesewas])[e.instalment]::float8 as due, o.id is null as "noOrder", o.vendor_id <> e.vendor_id as "otherVendor"
    from ledger_entries e left join orders o on o.id = e.order_id
    where e.kind = 'collected' and ${only}
      and (o.id is null or o.vendor_id <> e.vendor_id
        or e.pesewas <> (array[o.initial_pesewas, o.second_pesewas, o.third_pesewas, o.fourth_pesewas,
          o.fifth_pesewas, o.sixth_pesewas])[e.instalment])
  `)) as unknown as Rows<{
    orderNumber: string;
    instalment: number;
    pesewas: number;
    due: number | null;
    noOrder: boolean;
  }>;
  for (const e of entriesOff.rows) {
    problems.push(
      e.noOrder
        ? `Order ${e.orderNumber}: instalment ${e.instalment} is collected, but the order is gone.`
        : `Order ${e.orderNumber}: instalment ${e.instalment} collected as ${e.pesewas} pesewas, the order says ${e.due}.`,
    );
  }
  const overRefunded = (await db.execute(sql`
    select e.order_number as "orderNumber",
      sum(e.pesewas) filter (where e.kind = 'collected')::float8 as collected,
      sum(e.pesewas) filter (where e.kind = 'refund')::float8 as refunded
    from ledger_entries e where e.kind in ('collected', 'refund') and ${only}
    group by e.order_id, e.order_number
    having coalesce(sum(e.pesewas) filter (where e.kind = 'refund'), 0) > coalesce(sum(e.pesewas) filter (where e.kind = 'collected'), 0)
  `)) as unknown as Rows<{ orderNumber: string; collected: number | null; refunded: number }>;
  for (const o of overRefunded.rows) {
    problems.push(`Order ${o.orderNumber}: ${o.refunded} pesewas refunded, only ${o.collected ?? 0} collected.`);
  }
  return { vendors: ledgers, problems };
}

// What the vendor reads (docs/product.md, The ledger): always through the vendor's id.

/**
 * The vendor's balance waiting to be paid out: collected - refunded - paid out, one pass down the
 * vendor's entries. It equals what the collected and refund entries no payout settled add up to,
 * which `checkLedger` holds it to; that way round is an anti-join over every entry ever paid out.
 */
export async function vendorBalance(db: Db, vendorId: string): Promise<number> {
  const result = (await db.execute(sql`
    select coalesce(sum(case e.kind when 'collected' then e.pesewas else -e.pesewas end), 0)::float8 as balance
    from ledger_entries e
    where e.vendor_id = ${vendorId}
  `)) as unknown as Rows<{ balance: number }>;
  return Number(result.rows[0]?.balance ?? 0);
}

/** The most payouts one answer lists. */
export const PAYOUTS_MOST = 500;

/**
 * The vendor's payouts, newest first (at most PAYOUTS_MOST); with `referenceKey` (letters and
 * digits, upper-cased) those whose reference, read the same way, contains it.
 */
export async function listPayouts(db: Db, vendorId: string, referenceKey?: string): Promise<PayoutRow[]> {
  const matching = referenceKey
    ? sql`and upper(regexp_replace(${payouts.reference}, '[^A-Za-z0-9]', '', 'g')) like ${`%${referenceKey}%`}`
    : sql``;
  return db
    .select()
    .from(payouts)
    .where(sql`${payouts.vendorId} = ${vendorId} ${matching}`)
    .orderBy(sql`${payouts.createdAt} desc nulls last`, sql`${payouts.id} desc nulls last`)
    .limit(PAYOUTS_MOST);
}

export interface LateInstalmentRow {
  orderId: string;
  orderNumber: string;
  instalment: number;
  dueDate: string;
  pesewas: number;
}

/**
 * Instalments due on or before `today` (YYYY-MM-DD, UTC) and not collected, of the vendor's orders
 * not cancelled or completed: oldest due first, the first `most`. Due days as Order details counts them: the order's
 * UTC date plus the instalment's months, the day clamped to the month's last.
 */
export async function lateInstalments(
  db: Db,
  vendorId: string,
  today: string,
  most: number,
): Promise<LateInstalmentRow[]> {
  // Only the first `most` orders by their oldest day due can hold the first `most` late
  // instalments: each of those orders has one due no later than any instalment of an order after
  // them. So the index on next_due_on (migration 0015) is read that far and no further.
  const result = (await db.execute(sql`
    select o.id as "orderId", o.order_number as "orderNumber", p.slot::int as instalment,
      to_char(d.due, 'YYYY-MM-DD') as "dueDate", p.amount::float8 as pesewas
    from (
      select id, order_number, created_at, collected_slots, initial_pesewas, second_pesewas, third_pesewas,
        fourth_pesewas, fifth_pesewas, sixth_pesewas
      from orders
      where vendor_id = ${vendorId} and next_due_on is not null and next_due_on <= ${today}::date
      order by next_due_on, order_number
      limit ${most}
    ) o
    cross join lateral unnest(array[o.initial_pesewas, o.second_pesewas, o.third_pesewas, o.fourth_pesewas,
      o.fifth_pesewas, o.sixth_pesewas]) with ordinality as p(amount, slot)
    cross join lateral (select ((o.created_at at time zone 'UTC')::date + make_interval(months => (p.slot - 1)::int))::date as due) d
    where p.amount > 0 and o.collected_slots & (1 << (p.slot - 1)::int) = 0 and d.due <= ${today}::date
    order by d.due, o.order_number, p.slot
    limit ${most}
  `)) as unknown as Rows<LateInstalmentRow>;
  return result.rows.map((row) => ({ ...row, pesewas: Number(row.pesewas) }));
}

/** One of the vendor's payouts with what it settled; undefined for another vendor's or none. */
export async function findOwnPayout(
  db: Db,
  vendorId: string,
  payoutId: string,
): Promise<{ payout: PayoutRow; items: PayoutItem[] } | undefined> {
  const found = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), eq(payouts.vendorId, vendorId)))
    .limit(1);
  const payout = found[0];
  if (!payout) return undefined;
  const items = (await db.execute(sql`
    select e.kind, e.order_id as "orderId", e.order_number as "orderNumber", e.instalment, e.pesewas::float8 as pesewas
    from payout_items i join ledger_entries e on e.id = i.entry_id
    where i.payout_id = ${payout.id}
    order by e.order_number, e.kind, e.instalment
  `)) as unknown as Rows<PayoutItem>;
  return { payout, items: items.rows.map((row) => ({ ...row, pesewas: Number(row.pesewas) })) };
}

export interface StatementEntryRow {
  at: Date;
  kind: 'collected' | 'refund' | 'payout';
  orderNumber: string | null;
  instalment: number | null;
  reference: string | null;
  pesewas: number;
}

/**
 * The vendor's statement between `from` (inclusive) and `to` (exclusive): the balance before
 * `from`, and every entry in between, oldest first (a payout after the entries of its moment).
 */
export async function vendorStatement(
  db: Db,
  vendorId: string,
  from: Date,
  to: Date,
): Promise<{ openingPesewas: number; entries: StatementEntryRow[] }> {
  const opening = (await db.execute(sql`
    select coalesce(sum(case kind when 'collected' then pesewas else -pesewas end), 0)::float8 as pesewas
    from ledger_entries where vendor_id = ${vendorId} and created_at < ${from.toISOString()}::timestamptz
  `)) as unknown as Rows<{ pesewas: number }>;
  const entries = (await db.execute(sql`
    select e.created_at as at, e.kind, e.order_number as "orderNumber", e.instalment, p.reference,
      e.pesewas::float8 as pesewas
    from ledger_entries e left join payouts p on p.id = e.payout_id
    where e.vendor_id = ${vendorId}
      and e.created_at >= ${from.toISOString()}::timestamptz and e.created_at < ${to.toISOString()}::timestamptz
    order by e.created_at, e.kind = 'payout', e.order_number, e.instalment, e.id
  `)) as unknown as Rows<StatementEntryRow & { at: Date | string }>;
  return {
    openingPesewas: Number(opening.rows[0]?.pesewas ?? 0),
    entries: entries.rows.map((row) => ({ ...row, at: new Date(row.at), pesewas: Number(row.pesewas) })),
  };
}

/** How many entries the vendor's ledger holds and the newest one's time: moves with every entry. */
export async function ledgerVersion(db: Db, vendorId: string): Promise<string> {
  const result = (await db.execute(sql`
    select count(*)::int as n, max(created_at)::text as newest from ledger_entries where vendor_id = ${vendorId}
  `)) as unknown as Rows<{ n: number; newest: string | null }>;
  const row = result.rows[0];
  return `${row?.n ?? 0} ${row?.newest ?? ''}`;
}
