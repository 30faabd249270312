// Products are always read and written through their owner: every query takes the vendor id, so a
// handler cannot touch another vendor's product by forgetting a check.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { products, type ProductImageFiles, type ProductRow } from '../schema.ts';

export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'image'>;
export type ProductChanges = Partial<
  Pick<
    NewProduct,
    'title' | 'description' | 'pricePesewas' | 'deliveryPricePesewas' | 'category' | 'brand' | 'quantity'
  >
>;

// Ids are UUIDs; anything else can match no row, and PostgreSQL would refuse to compare it.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isProductId(id: string): boolean {
  return UUID.test(id);
}

const own = (vendorId: string, id: string) => and(eq(products.id, id), eq(products.vendorId, vendorId));

/** The vendor's products, newest first (ids break ties so the order, and so the ETag, is stable). */
export async function listVendorProducts(db: Db, vendorId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.vendorId, vendorId))
    .orderBy(desc(products.createdAt), desc(products.id));
}

export async function findOwnProduct(db: Db, vendorId: string, id: string): Promise<ProductRow | undefined> {
  if (!isProductId(id)) return undefined;
  const rows = await db.select().from(products).where(own(vendorId, id)).limit(1);
  return rows[0];
}

/** Any vendor's product: for the admin CLI only (placing an order), never for a vendor's request. */
export async function findProductById(db: Db, id: string): Promise<ProductRow | undefined> {
  if (!isProductId(id)) return undefined;
  const rows = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return rows[0];
}

export async function insertProduct(db: Db, values: NewProduct): Promise<ProductRow> {
  const rows = await db.insert(products).values(values).returning();
  return rows[0]!;
}

export async function updateOwnProduct(
  db: Db,
  vendorId: string,
  id: string,
  changes: ProductChanges,
  now: Date,
): Promise<ProductRow | undefined> {
  if (!isProductId(id)) return undefined;
  const rows = await db
    .update(products)
    .set({ ...changes, updatedAt: now })
    .where(own(vendorId, id))
    .returning();
  return rows[0];
}

/**
 * Deletes the row itself. Orders keep what they show: they copy the title and every amount when
 * they are made, and their product_id is `on delete set null`, so nothing cascades into them.
 */
export async function deleteOwnProduct(db: Db, vendorId: string, id: string): Promise<ProductRow | undefined> {
  if (!isProductId(id)) return undefined;
  const rows = await db.delete(products).where(own(vendorId, id)).returning();
  return rows[0];
}

/**
 * Sets the product's image (null: none) and hands back the one it replaced, so the caller can
 * remove those files. The row is locked first: of two uploads at once, each learns exactly what it replaced.
 */
export async function replaceOwnProductImage(
  db: Db,
  vendorId: string,
  id: string,
  image: ProductImageFiles | null,
  now: Date,
): Promise<{ product: ProductRow; previous: ProductImageFiles | null } | undefined> {
  if (!isProductId(id)) return undefined;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(own(vendorId, id)).for('update');
    if (!current) return undefined;
    // Removing an image the product does not have changes nothing, not even its updatedAt:
    // removing twice is removing once.
    if (image === null && !current.image) return { product: current, previous: null };
    const [product] = await tx
      .update(products)
      .set({ image, updatedAt: now })
      .where(eq(products.id, current.id))
      .returning();
    return { product: product!, previous: current.image };
  });
}

/**
 * Takes the product's image away and hands back the one it had, so the caller can remove those
 * files: a new image of none (see replaceOwnProductImage).
 */
export function clearOwnProductImage(db: Db, vendorId: string, id: string, now: Date) {
  return replaceOwnProductImage(db, vendorId, id, null, now);
}
