// The Idempotency-Key store's queries (http/idempotency.ts decides what they mean for a request).
// Every decision is one statement on the database, never memory: api instances over one database
// agree on who does a write and what it answered.
import { and, eq, lte, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { idempotencyKeys, type IdempotencyKeyRow } from '../schema.ts';

export interface KeyClaim {
  vendorId: string;
  key: string;
  operationId: string;
  requestHash: string;
  now: Date;
  /** When the kept key is forgotten (24 hours on). */
  expiresAt: Date;
  /** Until when the claim holds while its request runs. */
  claimedUntil: Date;
}

/** The answer kept with a key. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type ClaimResult = { kind: 'claimed' } | { kind: 'taken'; row: IdempotencyKeyRow };

/**
 * Claims the key for this request: inserted when new, taken over when the kept one has expired or
 * was left in flight past its claim (its instance died). Otherwise the row that holds the key.
 */
export async function claimKey(db: Db, claim: KeyClaim): Promise<ClaimResult> {
  const fresh = {
    operationId: claim.operationId,
    requestHash: claim.requestHash,
    state: 'in_flight',
    claimedUntil: claim.claimedUntil,
    status: null,
    headers: null,
    body: null,
    createdAt: claim.now,
    expiresAt: claim.expiresAt,
  };
  // A row released between the two statements below is claimed on the next round.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ vendorId: claim.vendorId, key: claim.key, ...fresh })
      .onConflictDoUpdate({
        target: [idempotencyKeys.vendorId, idempotencyKeys.key],
        set: fresh,
        setWhere: or(
          lte(idempotencyKeys.expiresAt, claim.now),
          and(eq(idempotencyKeys.state, 'in_flight'), lte(idempotencyKeys.claimedUntil, claim.now)),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return { kind: 'claimed' };
    const [row] = await db.select().from(idempotencyKeys).where(keyOf(claim.vendorId, claim.key)).limit(1);
    if (row) return { kind: 'taken', row };
  }
  throw new Error('the idempotency key could be neither claimed nor read');
}

function keyOf(vendorId: string, key: string) {
  return and(eq(idempotencyKeys.vendorId, vendorId), eq(idempotencyKeys.key, key));
}

/** Keeps the answer of a claimed key: later requests with it get this answer. */
export async function keepAnswer(
  db: Db,
  vendorId: string,
  key: string,
  requestHash: string,
  answer: KeptAnswer,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', status: answer.status, headers: answer.headers, body: answer.body })
    .where(
      and(keyOf(vendorId, key), eq(idempotencyKeys.state, 'in_flight'), eq(idempotencyKeys.requestHash, requestHash)),
    );
}

/** Forgets a claim whose write did not happen (a 5xx, a throw): the client may try the key again. */
export async function releaseKey(db: Db, vendorId: string, key: string, requestHash: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(keyOf(vendorId, key), eq(idempotencyKeys.state, 'in_flight'), eq(idempotencyKeys.requestHash, requestHash)),
    );
}

/** Removes the keys expired at `now`; how many. */
export async function deleteExpiredKeys(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
