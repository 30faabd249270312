import { and, eq, exists, gt, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { pushSubscriptions, refreshTokens, type PushSubscriptionRow } from '../schema.ts';

export interface NewPushSubscription {
  vendorId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Whether the session a subscription was made in is still live (not ended, not expired). */
const sessionLive = (db: Db, now: Date) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, pushSubscriptions.sessionId),
          eq(refreshTokens.vendorId, pushSubscriptions.vendorId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      ),
  );

/**
 * Keeps a browser's subscription. One endpoint is one browser profile: subscribing it again
 * replaces session and keys, and the owner too once the vendor who held it has no live session
 * there (the next vendor on a shared phone). An endpoint another vendor holds in a live session is
 * left as it is, with the same answer: a vendor who learnt it cannot take that vendor's pings.
 */
export async function upsertPushSubscription(db: Db, values: NewPushSubscription, now: Date): Promise<void> {
  await db
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
      setWhere: or(eq(pushSubscriptions.vendorId, values.vendorId), not(sessionLive(db, now))),
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
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.vendorId, vendorId), not(sessionLive(db, now))));
}

export async function listPushSubscriptions(db: Db, vendorId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.vendorId, vendorId));
}

/** Forgets the subscriptions made in these sessions (the devices that just logged out). */
export async function deletePushSubscriptionsOfSessions(db: Db, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, sessionIds));
}
