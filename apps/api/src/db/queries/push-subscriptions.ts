import { and, count, desc, eq, gt, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { pushSubscriptions, refreshTokens, vendors, type PushSubscriptionRow } from '../schema.ts';

export interface NewPushSubscription {
  vendorId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What keeping a subscription came to. */
export type KeepOutcome =
  | 'kept'
  /** Another vendor's session that is still open holds this endpoint: it is not handed over. */
  | 'held'
  /** The vendor already has pings on `max` devices (other sessions). */
  | 'full';

/**
 * The subscription's session is open: its refresh-token family is neither revoked nor expired. The
 * session is the shop's owner's or one of the shop's team's (docs/product.md, Team): a
 * subscription names the shop, its session the person who turned pings on.
 */
function liveSession(db: Db, now: Date) {
  return db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, pushSubscriptions.sessionId),
        sql`${refreshTokens.vendorId} in (select "team"."id" from "vendors" "team" where "team"."id" = ${pushSubscriptions.vendorId} or "team"."shop_id" = ${pushSubscriptions.vendorId})`,
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
}

/**
 * Keeps a browser's subscription for the vendor and session. One endpoint is one browser profile:
 * the same vendor subscribing it again (from any session) replaces session and keys; another
 * vendor's is taken over only once that vendor's session there has ended. One session holds one
 * subscription (a newer endpoint replaces the session's older one), and a vendor at most `max`.
 */
export async function keepPushSubscription(
  db: Db,
  values: NewPushSubscription,
  now: Date,
  max: number,
): Promise<KeepOutcome> {
  return db.transaction(async (tx) => {
    // One vendor's subscribes queue here, so two at once cannot both take the last place.
    await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, values.vendorId)).for('update');
    await deletePushSubscriptionsOfEndedSessions(tx, values.vendorId, now);
    const [others] = await tx
      .select({ count: count() })
      .from(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.vendorId, values.vendorId),
          ne(pushSubscriptions.sessionId, values.sessionId),
          ne(pushSubscriptions.endpoint, values.endpoint),
        ),
      );
    if ((others?.count ?? 0) >= max) return 'full';
    const kept = await tx
      .insert(pushSubscriptions)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          vendorId: values.vendorId,
          sessionId: values.sessionId,
          p256dh: values.p256dh,
          auth: values.auth,
          createdAt: now,
        },
        setWhere: or(eq(pushSubscriptions.vendorId, values.vendorId), notExists(liveSession(tx, now))),
      })
      .returning({ id: pushSubscriptions.id });
    if (kept.length === 0) return 'held';
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.sessionId, values.sessionId), ne(pushSubscriptions.endpoint, values.endpoint)));
    return 'kept';
  });
}

/** Forgets one endpoint if it is the vendor's; another vendor's stays. */
export async function deletePushSubscription(db: Db, vendorId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.vendorId, vendorId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deletePushSubscriptionsByIds(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/**
 * Forgets the subscriptions whose session is over: logged out, ended by a password change or a
 * replayed refresh token (revoked), or left to expire. Called on logout and before each send, so
 * every way a session ends stops that device's pings.
 */
export async function deletePushSubscriptionsOfEndedSessions(db: Db, vendorId: string, now: Date): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.vendorId, vendorId), notExists(liveSession(db, now))));
}

/** The vendor's subscriptions, the newest `limit` of them. */
export async function listPushSubscriptions(db: Db, vendorId: string, limit: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.vendorId, vendorId))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(limit);
}

/** Forgets the subscriptions made in these sessions (the devices that just logged out). */
export async function deletePushSubscriptionsOfSessions(db: Db, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, sessionIds));
}
