import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { products, vendors, type ProductImageFiles, type VendorRow } from '../schema.ts';

export type NewVendor = typeof vendors.$inferInsert;
export type VendorChanges = Partial<Omit<NewVendor, 'id' | 'createdAt' | 'isVerified'>>;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findVendorById(db: Db, id: string): Promise<VendorRow | undefined> {
  const rows = await db.select().from(vendors).where(eq(vendors.id, id)).limit(1);
  return rows[0];
}

/** Matches case-insensitively through the lower(email) unique index. */
export async function findVendorByEmail(db: Db, email: string): Promise<VendorRow | undefined> {
  const rows = await db
    .select()
    .from(vendors)
    .where(sql`lower(${vendors.email}) = ${normaliseEmail(email)}`)
    .limit(1);
  return rows[0];
}

export async function insertVendor(db: Db, values: NewVendor): Promise<VendorRow> {
  const rows = await db
    .insert(vendors)
    .values({ ...values, email: normaliseEmail(values.email) })
    .returning();
  return rows[0]!;
}

/** Applies only the given fields; `isVerified` is not in VendorChanges on purpose. */
export async function updateVendorById(
  db: Db,
  id: string,
  changes: VendorChanges,
  now: Date,
): Promise<VendorRow | undefined> {
  const values = { ...changes, updatedAt: now };
  if (values.email !== undefined) values.email = normaliseEmail(values.email);
  const rows = await db.update(vendors).set(values).where(eq(vendors.id, id)).returning();
  return rows[0];
}

/** Vendors that finished sign-up and wait for verification, oldest first (the admin CLI's queue). */
export async function listPendingVendors(db: Db): Promise<VendorRow[]> {
  return db
    .select()
    .from(vendors)
    .where(and(eq(vendors.registrationCompleted, true), eq(vendors.isVerified, false)))
    .orderBy(asc(vendors.createdAt), asc(vendors.email));
}

/**
 * Sets isVerified, only here (the admin's decision; no client can). Conditional, so of two
 * verifications at once only one gets the row back and sends the "account verified" mail.
 */
export async function markVendorVerified(db: Db, id: string, now: Date): Promise<VendorRow | undefined> {
  const rows = await db
    .update(vendors)
    .set({ isVerified: true, updatedAt: now })
    .where(and(eq(vendors.id, id), eq(vendors.isVerified, false)))
    .returning();
  return rows[0];
}

/**
 * Deletes the vendor (cascading to products, refresh tokens and reset tokens; orders have no
 * foreign key and stay). Hands back the deleted products' images for the caller to remove from
 * storage, or undefined when there was no such vendor.
 */
export async function deleteVendorById(db: Db, id: string): Promise<ProductImageFiles[] | undefined> {
  return db.transaction(async (tx) => {
    const images = await tx
      .select({ image: products.image })
      .from(products)
      .where(eq(products.vendorId, id))
      .for('update');
    const deleted = await tx.delete(vendors).where(eq(vendors.id, id)).returning({ id: vendors.id });
    if (deleted.length === 0) return undefined;
    return images.flatMap((row) => (row.image ? [row.image] : []));
  });
}
