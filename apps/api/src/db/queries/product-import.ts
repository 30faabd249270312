// Many products of one vendor written at once (the CSV import): one transaction, one statement for
// the new rows and one for the changed ones, so 500 rows cost a handful of round trips, not 500.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { products } from '../schema.ts';
import { isProductId, type NewProduct } from './products.ts';

/** The columns a row of the file sets: every one the Add product form has. */
export type ImportedProduct = Pick<
  NewProduct,
  'title' | 'description' | 'pricePesewas' | 'deliveryPricePesewas' | 'category' | 'brand' | 'quantity'
>;

export type ImportWrite =
  { kind: 'create'; product: ImportedProduct } | { kind: 'update'; id: string; product: ImportedProduct };

/**
 * Runs `decide` with the ids among `ids` that are the vendor's products, locked until the end of the
 * transaction (a product deleted meanwhile cannot make an update miss); `decide` answers the writes,
 * or undefined to write nothing. Answers the ids of the writes, in their order.
 */
export async function importProducts<Refusal>(
  db: Db,
  vendorId: string,
  ids: readonly string[],
  decide: (ownIds: ReadonlySet<string>) => { writes: readonly ImportWrite[] } | { refused: Refusal },
  now: Date,
): Promise<{ ids: string[] } | { refused: Refusal }> {
  return db.transaction(async (tx) => {
    const candidates = [...new Set(ids.filter(isProductId))];
    const own =
      candidates.length === 0
        ? []
        : await tx
            .select({ id: products.id })
            .from(products)
            .where(and(eq(products.vendorId, vendorId), inArray(products.id, candidates)))
            .for('update');
    const decision = decide(new Set(own.map((row) => row.id)));
    if ('refused' in decision) return decision;

    const written: string[] = [];
    const inserts: (typeof products.$inferInsert)[] = [];
    const updates: { id: string; product: ImportedProduct }[] = [];
    decision.writes.forEach((write, index) => {
      if (write.kind === 'update') {
        updates.push(write);
        written.push(write.id);
        return;
      }
      const id = randomUUID();
      written.push(id);
      // Lists are newest first: a millisecond apart, the new products list in the file's order.
      const createdAt = new Date(now.getTime() - index);
      inserts.push({ ...write.product, id, vendorId, createdAt, updatedAt: now });
    });
    if (inserts.length > 0) await tx.insert(products).values(inserts);
    if (updates.length > 0) {
      const values = sql.join(
        updates.map(
          ({ id, product: p }) =>
            sql`(${id}::uuid, ${p.title}::text, ${p.description}::text, ${p.pricePesewas}::integer, ${p.deliveryPricePesewas}::integer, ${p.category}::text, ${p.brand}::text, ${p.quantity}::integer)`,
        ),
        sql`, `,
      );
      // The picture (`image`) and createdAt are left as they are.
      await tx.execute(sql`
        update ${products} set
          title = v.title, description = v.description, price_pesewas = v.price,
          delivery_price_pesewas = v.delivery_price, category = v.category, brand = v.brand,
          quantity = v.quantity, updated_at = ${now.toISOString()}::timestamptz
        from (values ${values}) as v(id, title, description, price, delivery_price, category, brand, quantity)
        where ${products.id} = v.id and ${products.vendorId} = ${vendorId}`);
    }
    return { ids: written };
  });
}
