import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { emailChangeTokens, passwordResetTokens, teamInvites } from '../schema.ts';

/** The tables of links that work once, for a while: each has these columns and rules. */
type SingleUseTokenTable = typeof passwordResetTokens | typeof emailChangeTokens | typeof teamInvites;

/**
 * The rules every single-use link follows, over one of their tables (docs/security.md): only the
 * newest unused link of a vendor works; a link works until it expires and only once; of two
 * clicks racing with one link only one wins. Used links stay as a record.
 */
export function singleUseTokens<Table extends SingleUseTokenTable>(table: Table) {
  type Row = Table['$inferSelect'];
  const t = table as SingleUseTokenTable;
  const usable = (now: Date) => and(isNull(t.usedAt), gt(t.expiresAt, now));

  return {
    /**
     * Stores a new link (`insert` writes its row) and drops the vendor's older unused ones, in one
     * transaction.
     */
    async replace(db: Db, vendorId: string, insert: (tx: Db) => Promise<unknown>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(t).where(and(eq(t.vendorId, vendorId), isNull(t.usedAt)));
        await insert(tx as unknown as Db);
      });
    },

    /** The link with this token hash if it is unused and unexpired at `now`. */
    async findUsable(db: Db, tokenHash: string, now: Date): Promise<Row | undefined> {
      const rows = await db
        .select()
        .from(t)
        .where(and(eq(t.tokenHash, tokenHash), usable(now)))
        .limit(1);
      return rows[0] as Row | undefined;
    },

    /** Marks the link used, atomically: `true` for the one caller that used it. */
    async consume(db: Db, row: { id: string }, now: Date): Promise<boolean> {
      const used = await db
        .update(t)
        .set({ usedAt: now })
        .where(and(eq(t.id, row.id), usable(now)))
        .returning({ id: t.id });
      return used.length === 1;
    },

    /** Drops the vendor's unused links, so none stays usable. */
    async dropUnused(db: Db, vendorId: string): Promise<void> {
      await db.delete(t).where(and(eq(t.vendorId, vendorId), isNull(t.usedAt)));
    },

    /** The condition of a link that still works at `now`, for queries of their own. */
    usable,
  };
}
