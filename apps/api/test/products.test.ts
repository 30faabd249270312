// The vendor's products: create, list (ETag/304), update, delete; only ever the caller's.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products, vendors } from '../src/db/schema.ts';
import { registerVendor, withTestApp } from './helpers/app.ts';
import { call, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { createProduct, PRODUCT, seller, withTempImages } from './helpers/products.ts';

describe.each(drivers)('products on %s', (driver) => {
  const t = withTestApp(driver, withTempImages);
  const db = () => t.testDb.database.db;

  const list = (token: string, headers: Record<string, string> = {}) =>
    call(t.app, 'getAllProducts', { token, headers });
  const update = (token: string, payload: unknown) => call(t.app, 'updateProduct', { token, body: payload as object });
  const remove = (token: string, id: string) => call(t.app, 'deleteProduct', { token, body: { id } });

  describe('createProduct', () => {
    it('creates a product owned by the caller, whatever vendor or vendorEmail the body names (201)', async () => {
      const me = await seller(t.app, db());
      const other = await seller(t.app, db());
      const response = await call(t.app, 'createProduct', {
        token: me.accessToken,
        body: { ...PRODUCT, vendor: other.id, vendorEmail: other.email },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(responseErrors('createProduct', 201, body)).toEqual([]);
      expect(body).toMatchObject({ ...PRODUCT, vendor: me.id, vendorEmail: me.email, images: [] });
      const [row] = await db().select().from(products).where(eq(products.id, body._id));
      expect(row).toMatchObject({ vendorId: me.id, pricePesewas: 149_999, deliveryPricePesewas: 2_500 });
      expect((await list(other.accessToken)).json()).toEqual([]);
    });

    it('refuses fields it does not know, like isVerified or _id, with a 400 naming them, and creates nothing', async () => {
      const me = await seller(t.app, db());
      const response = await call(t.app, 'createProduct', {
        token: me.accessToken,
        body: { ...PRODUCT, _id: 'mine', isVerified: false, images: [{ url: 'x' }] },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields ?? {}).sort()).toEqual(['_id', 'images', 'isVerified']);
      expect(await db().select().from(products).where(eq(products.vendorId, me.id))).toEqual([]);
    });

    it('answers 403 to a vendor who is not verified, or has not finished sign-up', async () => {
      const unverified = await registerVendor(t.app);
      await db().update(vendors).set({ registrationCompleted: true }).where(eq(vendors.id, unverified.id));
      const incomplete = await registerVendor(t.app);
      await db().update(vendors).set({ isVerified: true }).where(eq(vendors.id, incomplete.id));
      for (const [who, code] of [
        [unverified, 'NOT_VERIFIED'],
        [incomplete, 'FORBIDDEN'],
      ] as const) {
        const response = await call(t.app, 'createProduct', { token: who.accessToken, body: PRODUCT });
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe(code);
        expect(responseErrors('createProduct', 403, response.json())).toEqual([]);
      }
      expect(await db().select().from(products).where(eq(products.vendorId, unverified.id))).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      const response = await call(t.app, 'createProduct', { body: PRODUCT });
      expect(response.statusCode).toBe(401);
    });

    it('answers 400 naming every bad field: long description, blank title, fractions of a pesewa, negative, bad category', async () => {
      const me = await seller(t.app, db());
      const response = await call(t.app, 'createProduct', {
        token: me.accessToken,
        body: { ...PRODUCT, description: 'x'.repeat(101), quantity: 1.5, category: 'Cars', deliveryPrice: -1 },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields ?? {}).sort()).toEqual([
        'category',
        'deliveryPrice',
        'description',
        'quantity',
      ]);

      const second = await call(t.app, 'createProduct', {
        token: me.accessToken,
        body: { ...PRODUCT, title: '   ', price: 10.005 },
      });
      expect(second.statusCode).toBe(400);
      expect(second.json().fields).toEqual({
        title: 'This field is required.',
        price: 'Must be an amount in GHS, like 450 or 95.50.',
      });
      expect(responseErrors('createProduct', 400, second.json())).toEqual([]);
      expect((await list(me.accessToken)).json()).toEqual([]);
    });

    it('keeps prices to the pesewa: 0.1 + 0.2 and 95.5 are accepted as 0.30 and 95.50', async () => {
      const me = await seller(t.app, db());
      const body = await createProduct(t.app, me, { price: 0.1 + 0.2, deliveryPrice: 95.5 });
      expect(body).toMatchObject({ price: 0.3, deliveryPrice: 95.5 });
    });
  });

  describe('getAllProducts', () => {
    it("lists only the caller's products, newest first, and answers an unchanged poll with 304 and no body", async () => {
      const me = await seller(t.app, db());
      const other = await seller(t.app, db());
      const first = await createProduct(t.app, me, { title: 'First' });
      t.clock.advance(1000);
      const second = await createProduct(t.app, me, { title: 'Second' });
      await createProduct(t.app, other, { title: 'Not mine' });

      const response = await list(me.accessToken);
      expect(response.statusCode).toBe(200);
      expect(responseErrors('getAllProducts', 200, response.json())).toEqual([]);
      expect(response.json().map((p: { _id: string }) => p._id)).toEqual([second._id, first._id]);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      const etag = response.headers.etag as string;
      expect(etag).toMatch(/^"/);

      const unchanged = await list(me.accessToken, { 'if-none-match': etag });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');

      await update(me.accessToken, { id: first._id, quantity: 1 });
      const changed = await list(me.accessToken, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('answers 401 without a token', async () => {
      expect((await call(t.app, 'getAllProducts')).statusCode).toBe(401);
    });
  });

  describe('updateProduct', () => {
    it('changes only the fields sent (200)', async () => {
      const me = await seller(t.app, db());
      const product = await createProduct(t.app, me);
      const response = await update(me.accessToken, { id: product._id, price: 3500, title: '  Spark 20 Pro ' });
      expect(response.statusCode).toBe(200);
      expect(responseErrors('updateProduct', 200, response.json())).toEqual([]);
      expect(response.json()).toMatchObject({ ...PRODUCT, price: 3500, title: 'Spark 20 Pro', vendor: me.id });
    });

    it("answers 404 for another vendor's product and leaves it exactly as it was", async () => {
      const owner = await seller(t.app, db());
      const intruder = await seller(t.app, db());
      const product = await createProduct(t.app, owner);
      const [before] = await db().select().from(products).where(eq(products.id, product._id));

      for (const payload of [{ id: product._id, price: 1 }, { id: product._id }]) {
        const response = await update(intruder.accessToken, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found.' });
        expect(responseErrors('updateProduct', 404, response.json())).toEqual([]);
      }
      // Owner fields in the body are not the contract's: refused before ownership is even looked at.
      const takeover = await update(intruder.accessToken, {
        id: product._id,
        vendor: intruder.id,
        vendorEmail: intruder.email,
      });
      expect(takeover.statusCode).toBe(400);
      expect(Object.keys(takeover.json().fields ?? {}).sort()).toEqual(['vendor', 'vendorEmail']);
      const [after] = await db().select().from(products).where(eq(products.id, product._id));
      expect(after).toEqual(before);
    });

    it('answers 404 for an unknown or malformed id, and 400 for bad fields', async () => {
      const me = await seller(t.app, db());
      expect((await update(me.accessToken, { id: crypto.randomUUID(), price: 1 })).statusCode).toBe(404);
      expect((await update(me.accessToken, { id: 'not-a-uuid', price: 1 })).statusCode).toBe(404);
      const product = await createProduct(t.app, me);
      const bad = await update(me.accessToken, { id: product._id, description: 'x'.repeat(101), brand: ' ' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields ?? {}).sort()).toEqual(['description']);
      const blank = await update(me.accessToken, { id: product._id, brand: ' ' });
      expect(blank.json().fields).toEqual({ brand: 'This field is required.' });
    });
  });

  describe('deleteProduct', () => {
    it("deletes the caller's product (200); orders keep their own copy of title and amounts", async () => {
      const me = await seller(t.app, db());
      const product = await createProduct(t.app, me, { title: 'Sold once' });
      await db()
        .insert(orders)
        .values({
          orderNumber: `SK-${crypto.randomUUID().slice(0, 8)}`,
          vendorId: me.id,
          productId: product._id,
          productTitle: 'Sold once',
          buyerFirstname: 'Ama',
          buyerLastname: 'Owusu',
          buyerMobile: '0277654321',
          city: 'Accra',
          status: 'Approved',
          plan: 'Monthly instalments',
          duration: '2 months',
          totalPesewas: 152_499,
          initialPesewas: 83_874,
          secondPesewas: 68_625,
        });

      const response = await remove(me.accessToken, product._id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Product deleted.', msg: 'Product deleted.' });
      expect(responseErrors('deleteProduct', 200, response.json())).toEqual([]);
      expect((await list(me.accessToken)).json()).toEqual([]);

      const [order] = await db().select().from(orders).where(eq(orders.vendorId, me.id));
      // The order keeps the product's id (no foreign key) as well as its title and amounts.
      expect(order).toMatchObject({ productId: product._id, productTitle: 'Sold once', totalPesewas: 152_499 });
      expect((await remove(me.accessToken, product._id)).statusCode).toBe(404);
    });

    it("answers 404 for another vendor's product, which stays", async () => {
      const owner = await seller(t.app, db());
      const intruder = await seller(t.app, db());
      const product = await createProduct(t.app, owner);
      const response = await remove(intruder.accessToken, product._id);
      expect(response.statusCode).toBe(404);
      expect(responseErrors('deleteProduct', 404, response.json())).toEqual([]);
      expect((await list(owner.accessToken)).json().map((p: { _id: string }) => p._id)).toEqual([product._id]);
    });
  });
});
