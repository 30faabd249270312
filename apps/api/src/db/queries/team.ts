// A shop's team (docs/product.md, Team): the shop's own row is its owner's login; managers and
// attendants are login rows naming the shop (vendors.shop_id). Invitations follow the single-use
// link rules (single-use-tokens.ts), one open invitation per address or number.
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  emailChangeTokens,
  passwordResetCodes,
  passwordResetTokens,
  pushSubscriptions,
  refreshTokens,
  teamInvites,
  vendors,
  type TeamInviteRow,
  type VendorRow,
} from '../schema.ts';
import { singleUseTokens } from './single-use-tokens.ts';

export const teamInviteLinks = singleUseTokens(teamInvites);

/** The shop's people: the owner (the shop's row) first, then the others in the order they joined. */
export async function listPeople(db: Db, shopId: string): Promise<VendorRow[]> {
  return db
    .select()
    .from(vendors)
    .where(or(eq(vendors.id, shopId), eq(vendors.shopId, shopId)))
    .orderBy(sql`${vendors.shopId} is not null`, asc(vendors.createdAt), asc(vendors.id));
}

/** The invitations of the shop still usable at `now`, newest first. */
export async function listOpenInvites(db: Db, shopId: string, now: Date): Promise<TeamInviteRow[]> {
  return db
    .select()
    .from(teamInvites)
    .where(and(eq(teamInvites.vendorId, shopId), teamInviteLinks.usable(now)))
    .orderBy(desc(teamInvites.createdAt), desc(teamInvites.id));
}

export async function findLoginByPhone(db: Db, phone: string): Promise<VendorRow | undefined> {
  const rows = await db.select().from(vendors).where(eq(vendors.phone, phone)).limit(1);
  return rows[0];
}

/** Stores an invitation, replacing the shop's unused ones to the same address or number. */
export async function insertInvite(db: Db, values: typeof teamInvites.$inferInsert): Promise<TeamInviteRow> {
  return db.transaction(async (tx) => {
    const sameContact = values.phone ? eq(teamInvites.phone, values.phone) : eq(teamInvites.email, values.email ?? '');
    await tx
      .delete(teamInvites)
      .where(and(eq(teamInvites.vendorId, values.vendorId), isNull(teamInvites.usedAt), sameContact));
    const [row] = await tx.insert(teamInvites).values(values).returning();
    return row!;
  });
}

export async function deleteInvite(db: Db, id: string): Promise<void> {
  await db.delete(teamInvites).where(eq(teamInvites.id, id));
}

/**
 * Ends every session of these logins at once and deletes their devices' push subscriptions (a
 * subscription belongs to the session that made it).
 */
async function endSessionsOf(tx: Db, loginIds: string[], now: Date): Promise<void> {
  const sessions = tx
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(inArray(refreshTokens.vendorId, loginIds));
  await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.sessionId, sessions));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(inArray(refreshTokens.vendorId, loginIds), isNull(refreshTokens.revokedAt)));
}

/** Sets a manager's or attendant's role; undefined when no such person of the shop (the owner is not one). */
export async function setRole(db: Db, shopId: string, personId: string, role: string, now: Date) {
  const rows = await db
    .update(vendors)
    .set({ role, updatedAt: now })
    .where(and(eq(vendors.id, personId), eq(vendors.shopId, shopId)))
    .returning();
  return rows[0];
}

/**
 * Removes a manager or an attendant: their push subscriptions go, then their login (its sessions
 * with it, by cascade), in one transaction. The person as they were; undefined when no such person
 * of the shop.
 */
export async function removePersonOf(
  db: Db,
  shopId: string,
  personId: string,
  now: Date,
): Promise<VendorRow | undefined> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [person] = await t
      .select()
      .from(vendors)
      .where(and(eq(vendors.id, personId), eq(vendors.shopId, shopId)))
      .for('update');
    if (!person) return undefined;
    await endSessionsOf(t, [personId], now);
    await t.delete(vendors).where(eq(vendors.id, personId));
    return person;
  });
}

/**
 * Hands the shop over: the new owner's sign-in (e-mail, phone, password) moves onto the shop's row
 * and the former owner's onto the new owner's former row, now a manager. Every session of both
 * ends and their push subscriptions go. In one transaction, the rows locked first, so two
 * hand-overs at once cannot interleave. The new owner as they were before it; 'not-found' when
 * `personId` is not a manager or attendant
 * of the shop; 'needs-email' when they have no e-mail address (the shop's mail goes to its owner's).
 */
export async function handOver(
  db: Db,
  shopId: string,
  personId: string,
  now: Date,
): Promise<VendorRow | 'not-found' | 'needs-email'> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const rows = await t
      .select()
      .from(vendors)
      .where(or(eq(vendors.id, shopId), and(eq(vendors.id, personId), eq(vendors.shopId, shopId))))
      .orderBy(asc(vendors.id))
      .for('update');
    const shop = rows.find((row) => row.id === shopId);
    const person = rows.find((row) => row.id === personId && row.shopId === shopId);
    if (!shop || !person) return 'not-found';
    if (person.email === '') return 'needs-email';
    await endSessionsOf(t, [shopId, personId], now);
    // Links mailed to either sign-in would now reach the other person's login.
    for (const links of [passwordResetTokens, emailChangeTokens]) {
      await t.delete(links).where(and(inArray(links.vendorId, [shopId, personId]), isNull(links.usedAt)));
    }
    // And a code texted to either number (a code is spent by deleting it: none is kept used).
    await t.delete(passwordResetCodes).where(inArray(passwordResetCodes.vendorId, [shopId, personId]));
    // The unique e-mail and phone indexes would see the swap half done: free them first.
    await t
      .update(vendors)
      .set({ email: '', phone: `swap:${person.id}` })
      .where(eq(vendors.id, person.id));
    const signInOf = (row: VendorRow) => ({
      email: row.email,
      phone: row.phone,
      passwordHash: row.passwordHash,
      passwordChangedAt: now,
      updatedAt: now,
    });
    await t.update(vendors).set(signInOf(person)).where(eq(vendors.id, shop.id));
    await t
      .update(vendors)
      .set({ ...signInOf(shop), role: 'manager' })
      .where(eq(vendors.id, person.id));
    return person;
  });
}
