// A shop's Activity (docs/product.md, Activity): records written as writes are answered
// (http/activity.ts), read newest first a page at a time, and deleted only once older than
// ACTIVITY_KEEP_DAYS (jobs/activity-keeping.ts; the table's trigger refuses anything sooner).
import { ACTIVITY_KEEP_DAYS, type ActivityKind } from '@sika/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { activityRecords, type ActivityRecordRow } from '../schema.ts';

export type NewActivityRecord = typeof activityRecords.$inferInsert;

export async function insertActivity(db: Db, values: NewActivityRecord): Promise<void> {
  await db.insert(activityRecords).values(values);
}

/**
 * Where a page starts: the (created_at, id) of the last record of the page before. `at` is the
 * database's own text of the time, to the microsecond, so a record written with the database's
 * clock is never skipped or shown twice on a page boundary.
 */
export interface ActivityPosition {
  at: string;
  id: string;
}

export interface ActivityQuery {
  shopId: string;
  personId?: string;
  kind?: ActivityKind;
  after?: ActivityPosition;
  limit: number;
}

export interface ActivityPage {
  records: ActivityRecordRow[];
  /** Where the next page starts; undefined on the last. */
  next: ActivityPosition | undefined;
}

/**
 * One page of the shop's records, newest first, (created_at, id) descending: at most `limit`,
 * those after `after`. One more is read to know whether a page follows. Each filter has its own
 * index (schema.ts), so a page is a walk of `limit + 1` index entries however many records the
 * shop has.
 */
export async function activityPage(db: Db, query: ActivityQuery): Promise<ActivityPage> {
  const conditions: SQL[] = [eq(activityRecords.shopId, query.shopId)];
  if (query.personId !== undefined) conditions.push(eq(activityRecords.personId, query.personId));
  if (query.kind !== undefined) conditions.push(eq(activityRecords.kind, query.kind));
  if (query.after) {
    conditions.push(
      sql`(${activityRecords.createdAt}, ${activityRecords.id}) < (${query.after.at}::timestamptz, ${query.after.id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      record: activityRecords,
      at: sql<string>`to_char(${activityRecords.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(activityRecords)
    .where(and(...conditions))
    // `nulls last` as the indexes have it (drizzle's desc()): plain `desc` means nulls first in
    // PostgreSQL, which no index answers, and every page would sort all of the shop's records.
    .orderBy(sql`${activityRecords.createdAt} desc nulls last`, sql`${activityRecords.id} desc nulls last`)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    records: page.map((row) => row.record),
    next: rows.length > query.limit && last ? { at: last.at, id: last.record.id } : undefined,
  };
}

/**
 * Deletes the records older than ACTIVITY_KEEP_DAYS as of `now`, and as of the database's clock
 * too (the later of the two cut-offs is never used): the trigger lets only those through, so an
 * api clock running ahead of the database's can never make the delete fail. Returns how many.
 */
export async function deleteExpiredActivity(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ACTIVITY_KEEP_DAYS * 86_400_000);
  const removed = await db
    .delete(activityRecords)
    .where(
      sql`${activityRecords.createdAt} < least(${cutoff.toISOString()}::timestamptz, now() - make_interval(days => ${ACTIVITY_KEEP_DAYS}))`,
    )
    .returning({ id: activityRecords.id });
  return removed.length;
}
