// Importing products from a file: every row checked again, all written in one transaction or none,
// one answer per row; only the caller's products can be updated.
import { addProductMessages as form, serverMessages } from '@sika/domain';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { products } from '../src/db/schema.ts';
import { registerVendor, startApp, withTestApp } from './helpers/app.ts';
import { call, errorBodyErrors, responseErrors } from './helpers/contract.ts';
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

  it('writes nothing when the database fails on a late row: the rows before it are undone too', async () => {
    const me = await seller(t.app, db());
    const kept = await Promise.all(['Old A', 'Old B', 'Old C'].map((title) => createProduct(t.app, me, { title })));
    const before = await ownRows(me.id);
    // A test-only trigger in this test's own database: the third update (the file's last row)
    // fails, after the new rows and the first updates were already sent to the database.
    await db().execute(sql`
      create function import_fails_here() returns trigger language plpgsql as $$
      begin
        if new.title = 'Fails here' then raise exception 'the database failed on this row'; end if;
        return new;
      end $$`);
    await db().execute(sql`
      create trigger import_fails_here before update on products
      for each row execute function import_fails_here()`);
    try {
      const response = await send(me.accessToken, [
        ...rowsOf(5),
        rowOf(6, { id: kept[0]!._id, title: 'New A' }),
        rowOf(7, { id: kept[1]!._id, title: 'New B' }),
        rowOf(8, { id: kept[2]!._id, title: 'Fails here' }),
      ]);
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(errorBodyErrors(response.json())).toEqual([]);
    } finally {
      await db().execute(sql`drop trigger import_fails_here on products`);
      await db().execute(sql`drop function import_fails_here()`);
    }
    expect(await ownRows(me.id)).toEqual(before);
  });

  // A second connection to hold the import mid-way: PGlite has one, where no other statement runs
  // while a transaction is open.
  it.runIf(driver === 'postgres')(
    'updates a product deleted while its import runs before the deletion, never after it is gone',
    async () => {
      const me = await seller(t.app, db());
      const doomed = await createProduct(t.app, me, { title: 'Doomed' });
      const other = new pg.Client({ connectionString: t.testDb.url });
      await other.connect();
      // A test-only trigger: the import's new row waits for an advisory lock this test holds, after
      // the import has read which of the file's ids are the vendor's, before it updates them.
      await other.query(`
        create function import_waits_here() returns trigger language plpgsql as $$
        begin
          if new.title = 'Waits here' then perform pg_advisory_lock(4242); perform pg_advisory_unlock(4242); end if;
          return new;
        end $$`);
      await other.query(`create trigger import_waits_here before insert on products
        for each row execute function import_waits_here()`);
      await other.query('select pg_advisory_lock(4242)');
      try {
        let deleted = false;
        const importing = send(me.accessToken, [
          rowOf(1, { title: 'Waits here' }),
          rowOf(2, { id: doomed._id, title: 'Imported' }),
        ]);
        await vi.waitFor(
          async () => {
            const waiting = await other.query(`select 1 from pg_locks where locktype = 'advisory' and not granted`);
            expect(waiting.rowCount).toBe(1);
          },
          { timeout: 10_000, interval: 20 },
        );
        const deleting = call(t.app, 'deleteProduct', { token: me.accessToken, body: { id: doomed._id } }).then(
          (response) => ((deleted = true), response),
        );
        // The deletion is sent; it either waits on the import's lock of the row or is already done.
        await vi.waitFor(
          async () => {
            const blocked = await other.query(
              `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'delete from%'`,
            );
            expect(deleted || blocked.rowCount === 1).toBe(true);
          },
          { timeout: 10_000, interval: 20 },
        );
        expect(deleted, 'the product was deleted while its import held it').toBe(false);
        await other.query('select pg_advisory_unlock(4242)');

        const imported = await importing;
        expect(imported.statusCode).toBe(200);
        expect(imported.json().rows).toEqual([
          { row: 2, id: expect.any(String), action: 'created' },
          { row: 3, id: doomed._id, action: 'updated' },
        ]);
        expect((await deleting).statusCode).toBe(200);
        expect((await ownRows(me.id)).map((p) => p.title)).toEqual(['Waits here']);
      } finally {
        await other.query('select pg_advisory_unlock_all()');
        await other.query('drop trigger import_waits_here on products');
        await other.query('drop function import_waits_here()');
        await other.end();
      }
    },
  );

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
