// Importing products from a file: every row checked again, all written in one transaction or none,
// one answer per row; only the caller's products can be updated.
import { addProductMessages as form, serverMessages } from '@sika/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { registerVendor, startApp, withTestApp } from './helpers/app.ts';
import { call, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { createProduct, seller, withTempImages } from './helpers/products.ts';

type Row = Record<string, unknown>;

const rowOf = (n: number, overrides: Row = {}): Row => ({
  row: n + 1,
  title: `Product ${n}`,
  description: `Item number ${n}`,
  price: 100 + n,
  deliveryPrice: 10,
  category: 'Home and Office',
  brand: 'Sika',
  quantity: n,
  ...overrides,
});

const rowsOf = (count: number) => Array.from({ length: count }, (_, n) => rowOf(n + 1));

describe.each(drivers)('importProducts on %s', (driver) => {
  const t = withTestApp(driver, async () => {
    const options = await withTempImages();
    return {
      ...options,
      deps: { ...options.deps, rateLimits: { productImport: { max: 1000, timeWindowMs: 60_000 } } },
    };
  });
  const db = () => t.testDb.database.db;
  const send = (token: string, rows: Row[], headers: Record<string, string> = {}) =>
    call(t.app, 'importProducts', { token, body: { rows }, headers });
  const list = async (token: string) => (await call(t.app, 'getAllProducts', { token })).json() as Row[];
  const ownRows = (vendorId: string) => db().select().from(products).where(eq(products.vendorId, vendorId));

  it('creates 50 products, answers each row in the order sent, and lists them in the file’s order', async () => {
    const me = await seller(t.app, db());
    const before = await list(me.accessToken);
    expect(before).toEqual([]);
    const rows = rowsOf(50);
    const response = await send(me.accessToken, rows);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(responseErrors('importProducts', 200, body)).toEqual([]);
    expect(body.created).toBe(50);
    expect(body.updated).toBe(0);
    expect(body.rows.map((r: Row) => r.row)).toEqual(rows.map((r) => r.row));
    expect(body.rows.every((r: Row) => r.action === 'created')).toBe(true);
    const listed = await list(me.accessToken);
    expect(listed.map((p) => p._id)).toEqual(body.rows.map((r: Row) => r.id));
    expect(listed.map((p) => p.title)).toEqual(rows.map((r) => r.title));
    expect(listed[0]).toMatchObject({ price: 101, deliveryPrice: 10, category: 'Home and Office', quantity: 1 });
  });

  it('creates and updates in one file, answering created and updated per row', async () => {
    const me = await seller(t.app, db());
    const a = await createProduct(t.app, me, { title: 'Old A' });
    const b = await createProduct(t.app, me, { title: 'Old B' });
    const response = await send(me.accessToken, [
      rowOf(1, { id: b._id, title: 'New B', price: 3500 }),
      rowOf(2),
      rowOf(3, { id: a._id, title: 'New A' }),
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ created: 1, updated: 2 });
    expect(body.rows).toEqual([
      { row: 2, id: b._id, action: 'updated' },
      { row: 3, id: expect.any(String), action: 'created' },
      { row: 4, id: a._id, action: 'updated' },
    ]);
    const titles = (await ownRows(me.id)).map((p) => p.title).sort();
    expect(titles).toEqual(['New A', 'New B', 'Product 2']);
    const [updatedB] = await db().select().from(products).where(eq(products.id, b._id));
    expect(updatedB).toMatchObject({ pricePesewas: 350_000, category: 'Home and Office', quantity: 1 });
  });

  it('writes nothing when one row is bad, and names every bad row with the form’s sentences', async () => {
    const me = await seller(t.app, db());
    const rows = [
      rowOf(1),
      rowOf(2, { price: 10.005, description: 'x'.repeat(101) }),
      rowOf(3),
      rowOf(4, { category: 'Cars', title: '   ' }),
      rowOf(5, { quantity: 1.5 }),
    ];
    const response = await send(me.accessToken, rows);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(responseErrors('importProducts', 400, body)).toEqual([]);
    expect(body).toMatchObject({ code: 'BAD_INPUT', message: serverMessages.importRefused });
    expect(body.rows).toEqual([
      { row: 3, fields: { price: form.priceDecimals, description: form.descriptionTooLong } },
      { row: 5, fields: { category: form.categoryNotInList, title: form.titleRequired } },
      { row: 6, fields: { quantity: form.quantityNotWhole } },
    ]);
    expect(await ownRows(me.id)).toEqual([]);
  });

  it('names rows the contract refuses (a wrong type, a missing field) alongside the others', async () => {
    const me = await seller(t.app, db());
    const { title: _, ...untitled } = rowOf(2);
    const response = await send(me.accessToken, [rowOf(1, { price: '12' }), untitled, rowOf(3, { brand: '' })]);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(responseErrors('importProducts', 400, body)).toEqual([]);
    expect(body.rows).toEqual([
      { row: 2, fields: { price: serverMessages.fields.type('number') } },
      { row: 3, fields: { title: serverMessages.fields.required } },
      { row: 4, fields: { brand: form.brandRequired } },
    ]);
    expect(await ownRows(me.id)).toEqual([]);
  });

  it('refuses another vendor’s id and an unknown id alike, and leaves the other vendor’s product as it was', async () => {
    const me = await seller(t.app, db());
    const other = await seller(t.app, db());
    const theirs = await createProduct(t.app, other, { title: 'Not yours' });
    const [theirsBefore] = await db().select().from(products).where(eq(products.id, theirs._id));
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await send(me.accessToken, [
      rowOf(1),
      rowOf(2, { id: theirs._id, title: 'Taken over' }),
      rowOf(3, { id: unknown, title: 'Taken over' }),
      rowOf(4, { id: 'not-a-uuid' }),
    ]);
    expect(response.statusCode).toBe(400);
    const idError = { id: serverMessages.fields.importIdNotYours };
    expect(response.json().rows).toEqual([
      { row: 3, fields: idError },
      { row: 4, fields: idError },
      { row: 5, fields: idError },
    ]);
    const [theirsAfter] = await db().select().from(products).where(eq(products.id, theirs._id));
    expect(theirsAfter).toEqual(theirsBefore);
    expect(await ownRows(me.id)).toEqual([]);
  });

  it('refuses an id named on two rows, on the later row', async () => {
    const me = await seller(t.app, db());
    const mine = await createProduct(t.app, me);
    const response = await send(me.accessToken, [rowOf(1, { id: mine._id }), rowOf(2, { id: mine._id })]);
    expect(response.statusCode).toBe(400);
    expect(response.json().rows).toEqual([{ row: 3, fields: { id: serverMessages.fields.importIdRepeated(2) } }]);
  });

  it('takes 500 rows and refuses 501 with a sentence about the file', async () => {
    const me = await seller(t.app, db());
    const tooMany = await send(me.accessToken, rowsOf(501));
    expect(tooMany.statusCode).toBe(400);
    expect(responseErrors('importProducts', 400, tooMany.json())).toEqual([]);
    expect(tooMany.json()).toMatchObject({
      code: 'BAD_INPUT',
      message: 'A file can hold at most 500 products.',
      fields: { rows: 'A file can hold at most 500 products.' },
    });
    expect(await ownRows(me.id)).toEqual([]);
    const response = await send(me.accessToken, rowsOf(500));
    expect(response.statusCode).toBe(200);
    expect(response.json().created).toBe(500);
    expect(await ownRows(me.id)).toHaveLength(500);
  });

  it('reads categories in any letter case as the list’s names', async () => {
    const me = await seller(t.app, db());
    const response = await send(me.accessToken, [
      rowOf(1, { category: 'food market' }),
      rowOf(2, { category: 'BEAUTY AND COSMETICS' }),
    ]);
    expect(response.statusCode).toBe(200);
    const categories = (await ownRows(me.id)).map((p) => p.category).sort();
    expect(categories).toEqual(['Beauty and Cosmetics', 'Food Market']);
  });

  it('keeps the picture and the creation time of a product it updates', async () => {
    const me = await seller(t.app, db());
    const mine = await createProduct(t.app, me);
    const image = {
      full: { name: 'a.webp', width: 800, height: 600 },
      list: { name: 'a-list.webp', width: 320, height: 240 },
    };
    await db().update(products).set({ image }).where(eq(products.id, mine._id));
    const [before] = await db().select().from(products).where(eq(products.id, mine._id));
    const response = await send(me.accessToken, [rowOf(1, { id: mine._id, title: 'Renamed' })]);
    expect(response.statusCode).toBe(200);
    const [after] = await db().select().from(products).where(eq(products.id, mine._id));
    expect(after).toMatchObject({ title: 'Renamed', image, createdAt: before!.createdAt });
  });

  it('answers 403 to a vendor who may not sell yet, and 401 without a token', async () => {
    const unverified = await registerVendor(t.app);
    const refused = await send(unverified.accessToken, rowsOf(1));
    expect(refused.statusCode).toBe(403);
    expect(await ownRows(unverified.id)).toEqual([]);
    const response = await call(t.app, 'importProducts', { body: { rows: rowsOf(1) } });
    expect(response.statusCode).toBe(401);
  });

  it('creates the rows once when the same import is sent twice with one Idempotency-Key', async () => {
    const me = await seller(t.app, db());
    const key = 'import-3f0c7a52-9d1e-4b6a-8c2f-5e7d9a1b3c4d';
    const rows = rowsOf(20);
    const first = await send(me.accessToken, rows, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    const again = await send(me.accessToken, rows, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ownRows(me.id)).toHaveLength(20);
    // The same key with another file is refused, and writes nothing.
    const other = await send(me.accessToken, rowsOf(3), { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ownRows(me.id)).toHaveLength(20);
  });

  it('refuses more than its hourly share of imports with a 429 and Retry-After', async () => {
    const limited = await startApp(t.testDb.database, {
      deps: { rateLimits: { productImport: { max: 1, timeWindowMs: 60_000 } } },
    });
    try {
      const me = await seller(limited.app, db());
      const first = await call(limited.app, 'importProducts', { token: me.accessToken, body: { rows: rowsOf(1) } });
      expect(first.statusCode).toBe(200);
      const second = await call(limited.app, 'importProducts', { token: me.accessToken, body: { rows: rowsOf(1) } });
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
      expect(await ownRows(me.id)).toHaveLength(1);
    } finally {
      await limited.app.close();
    }
  });
});
