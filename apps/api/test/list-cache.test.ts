// The polled lists and the session check are kept in memory until the database says the vendor's
// data changed (db/change-feed.ts, auth/session-cache.ts, http/list-cache.ts). These tests show
// both halves: a repeated poll does not read the database, and any change, however it is made,
// is seen by the very next request.
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME, openDatabase, type Db } from '../src/db/client.ts';
import { orders, products, vendors } from '../src/db/schema.ts';
import { NOT_IN_A_304, startApp, withTestApp } from './helpers/app.ts';
import { call } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { teamMember } from './helpers/team.ts';
import { createProduct, insertOrder, seller, withTempImages } from './helpers/products.ts';

/** Changes products behind the change feed's back: only a kept answer can still show the old value. */
async function withoutNotifications(db: () => Db, change: () => Promise<unknown>) {
  await db().execute(sql`alter table products disable trigger products_notify_change`);
  try {
    await change();
  } finally {
    await db().execute(sql`alter table products enable trigger products_notify_change`);
  }
}

/** Every header of an answer but the date, the one that moves between two answers. */
const withoutDate = ({ date: _date, ...rest }: Record<string, unknown>) => rest;

/** A portal on another origin: its CORS headers must come with a kept answer too. */
const PORTAL_ORIGIN = 'https://portal.example.com';

describe.each(drivers)('lists kept in memory on %s', (driver) => {
  const t = withTestApp(driver, async () => ({ ...(await withTempImages()), env: { CORS_ORIGIN: PORTAL_ORIGIN } }));
  const db = () => t.testDb.database.db;

  const list = (token: string, headers: Record<string, string> = {}) =>
    call(t.app, 'getAllProducts', { token, headers });
  const titles = async (token: string) =>
    (await list(token)).json<Array<{ title: string }>>().map((product) => product.title);

  it('answers a repeated poll from memory, without reading the products again', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me, { title: 'Kept' });
    expect(await titles(me.accessToken)).toEqual(['Kept']);

    await withoutNotifications(db, () =>
      db().update(products).set({ title: 'Unseen' }).where(eq(products.id, product._id)),
    );
    expect(await titles(me.accessToken)).toEqual(['Kept']);
  });

  it('answers a poll that finds the list as it was after a change with a 304 as lean as one from memory', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me, { title: 'Same' });
    const etag = (await list(me.accessToken)).headers.etag as string;
    // Two announced changes that cancel out: nothing is kept under the new stamp, the list is read again.
    await db().update(products).set({ title: 'Other' }).where(eq(products.id, product._id));
    await db().update(products).set({ title: 'Same' }).where(eq(products.id, product._id));
    const again = await list(me.accessToken, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers).toMatchObject({ etag, 'cache-control': 'private, no-cache' });
    for (const name of NOT_IN_A_304) expect(again.headers[name], name).toBeUndefined();
  });

  it("keeps a team member's polls under the shop's stamp: from memory, and the shop's change at once", async () => {
    const owner = await seller(t.app, db());
    const attendant = await teamMember(t, owner, 'attendant');
    const product = await createProduct(t.app, owner, { title: 'Shared' });
    expect(await titles(attendant.accessToken)).toEqual(['Shared']);

    await withoutNotifications(db, () =>
      db().update(products).set({ title: 'Unseen' }).where(eq(products.id, product._id)),
    );
    expect(await titles(attendant.accessToken)).toEqual(['Shared']);

    t.clock.advance(1000);
    await createProduct(t.app, owner, { title: 'Added by the owner' });
    expect(await titles(attendant.accessToken)).toEqual(['Added by the owner', 'Unseen']);
  });

  it('sees a change made straight in the database (the admin CLI, another instance) on the next request', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me, { title: 'Before' });
    expect(await titles(me.accessToken)).toEqual(['Before']);

    await db().update(products).set({ title: 'After' }).where(eq(products.id, product._id));
    expect(await titles(me.accessToken)).toEqual(['After']);
  });

  it("sees the vendor's own change through the api at once, and answers an unchanged poll with 304", async () => {
    const me = await seller(t.app, db());
    await createProduct(t.app, me, { title: 'One' });
    const first = await list(me.accessToken);
    const etag = first.headers.etag as string;
    expect((await list(me.accessToken, { 'if-none-match': etag })).statusCode).toBe(304);
    // The next one is answered from memory, as lean as the first.
    const fromMemory = await list(me.accessToken, { 'if-none-match': etag });
    expect(fromMemory.statusCode).toBe(304);
    expect(fromMemory.body).toBe('');
    expect(fromMemory.headers).toMatchObject({ etag, 'cache-control': 'private, no-cache' });
    for (const name of NOT_IN_A_304) expect(fromMemory.headers[name], name).toBeUndefined();

    t.clock.advance(1000);
    await createProduct(t.app, me, { title: 'Two' });
    const changed = await list(me.accessToken, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Array<{ title: string }>>().map((product) => product.title)).toEqual(['Two', 'One']);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers a GET in full after a HEAD of the same list', async () => {
    const me = await seller(t.app, db());
    await createProduct(t.app, me, { title: 'Headed' });
    const head = await call(t.app, 'getAllProducts', { token: me.accessToken, method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(await titles(me.accessToken)).toEqual(['Headed']);
  });

  it('answers unchanged polls from memory again after a change that left the list as it was', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me, { title: 'Same' });
    const etag = (await list(me.accessToken)).headers.etag as string;
    // A change of the vendor's that is not in this list (e.g. a refresh of the session): a new stamp.
    await db().update(vendors).set({ businessName: 'Kofi Phones and More' }).where(eq(vendors.id, me.id));
    expect((await list(me.accessToken, { 'if-none-match': etag })).statusCode).toBe(304);

    await withoutNotifications(db, () =>
      db().update(products).set({ title: 'Unseen' }).where(eq(products.id, product._id)),
    );
    // Kept: the ETag of the answer that was read after the change.
    expect((await list(me.accessToken, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it("keeps one vendor's answer apart from another's", async () => {
    const me = await seller(t.app, db());
    const other = await seller(t.app, db());
    await createProduct(t.app, me, { title: 'Mine' });
    await createProduct(t.app, other, { title: 'Theirs' });
    expect(await titles(me.accessToken)).toEqual(['Mine']);
    expect(await titles(other.accessToken)).toEqual(['Theirs']);
    expect(await titles(me.accessToken)).toEqual(['Mine']);
  });

  it('answers from memory exactly as it answered from the database, in each encoding asked for', async () => {
    const me = await seller(t.app, db());
    // Enough products for the body to pass the compression threshold.
    for (let n = 0; n < 8; n += 1) await createProduct(t.app, me, { title: `Product ${n}` });
    for (const encoding of ['gzip', 'br', 'gzip, deflate, br, zstd', '']) {
      const headers: Record<string, string> = {
        origin: PORTAL_ORIGIN,
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      };
      const fresh = await list(me.accessToken, headers);
      const kept = await list(me.accessToken, headers);
      // Every header (the security headers included), whichever way the answer was sent; only the date moves.
      expect(withoutDate(kept.headers), encoding || 'identity').toEqual(withoutDate(fresh.headers));
      const decoders: Record<string, (body: Buffer) => Buffer> = {
        gzip: gunzipSync,
        br: brotliDecompressSync,
        zstd: zstdDecompressSync,
      };
      const decode = (body: Buffer, used: unknown) => decoders[String(used)]?.(body) ?? body;
      const json = (response: typeof fresh) =>
        JSON.parse(decode(response.rawPayload, response.headers['content-encoding']).toString('utf8'));
      expect(json(kept)).toEqual(json(fresh));
      expect(json(kept)).toHaveLength(8);
      expect(kept.headers['access-control-allow-origin']).toBe(PORTAL_ORIGIN);
    }
  });

  it('answers an unchanged poll and a HEAD from memory with the headers it sent the first time', async () => {
    const me = await seller(t.app, db());
    await createProduct(t.app, me, { title: 'Polled' });
    const headers = { origin: PORTAL_ORIGIN, 'accept-encoding': 'gzip, br' };
    const etag = (await list(me.accessToken, headers)).headers.etag as string;

    // The first 304 is made by the onSend hooks (and keeps the ETag), the second comes from memory.
    const fresh = await list(me.accessToken, { ...headers, 'if-none-match': etag });
    const kept = await list(me.accessToken, { ...headers, 'if-none-match': etag });
    expect([fresh.statusCode, kept.statusCode]).toEqual([304, 304]);
    expect(withoutDate(kept.headers)).toEqual(withoutDate(fresh.headers));
    expect(kept.headers['access-control-allow-origin']).toBe(PORTAL_ORIGIN);

    const get = await list(me.accessToken, headers);
    const head = await call(t.app, 'getAllProducts', {
      token: me.accessToken,
      method: 'HEAD',
      headers,
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload).toHaveLength(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(etag);
  });

  it('keeps each page of the orders apart, with its cursor to the next page', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me, { title: 'Ordered' });
    for (let n = 0; n < 3; n += 1) {
      await insertOrder(db(), me, product, { createdAt: new Date(Date.now() - n * 60_000) });
    }
    const page = (query: string) => call(t.app, 'getVendorOrders', { token: me.accessToken, query });
    const first = await page('?limit=2');
    const again = await page('?limit=2');
    expect(again.headers['x-next-before']).toBe(first.headers['x-next-before']);
    expect(again.json()).toEqual(first.json());
    expect(again.json()).toHaveLength(2);
    const whole = await page('');
    expect(whole.json()).toHaveLength(3);
    expect(whole.headers['x-next-before']).toBeUndefined();

    await db().update(orders).set({ status: 'Shipped' }).where(eq(orders.vendorId, me.id));
    expect((await page('?limit=2')).json<Array<{ orderStatus: string }>>().map((order) => order.orderStatus)).toEqual([
      'Shipped',
      'Shipped',
    ]);
  });

  it('refuses a token at once when its session ends or its vendor changes password or is deleted, even after polls', async () => {
    const me = await seller(t.app, db());
    expect((await list(me.accessToken)).statusCode).toBe(200);
    expect((await list(me.accessToken)).statusCode).toBe(200);
    const logout = await call(t.app, 'logout', { headers: { cookie: me.cookie } });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await list(me.accessToken)).statusCode).toBe(401);

    const deleted = await seller(t.app, db());
    expect((await list(deleted.accessToken)).statusCode).toBe(200);
    await db().delete(vendors).where(eq(vendors.id, deleted.id));
    expect((await list(deleted.accessToken)).statusCode).toBe(401);
  });
});

describe.runIf(drivers.includes('postgres'))('lists kept in memory with several instances on postgres', () => {
  const t = withTestApp('postgres', withTempImages);
  const db = () => t.testDb.database.db;
  const list = (app: FastifyInstance, token: string) => call(app, 'getAllProducts', { token });
  const titles = async (app: FastifyInstance, token: string) =>
    (await list(app, token)).json<Array<{ title: string }>>().map((product) => product.title);

  it('sees a change made through another api instance over the same database on the next poll', async () => {
    const other = await openDatabase({ databaseUrl: t.testDb.url });
    const second = await startApp(other);
    try {
      const me = await seller(t.app, db());
      await createProduct(t.app, me, { title: 'First' });
      expect(await titles(t.app, me.accessToken)).toEqual(['First']);
      expect(await titles(t.app, me.accessToken)).toEqual(['First']);
      // The second instance shares the signing key (kept in the database) and the sessions.
      const made = await createProduct(second.app, me, { title: 'Second' });
      expect(made._id).toBeTruthy();
      expect((await titles(t.app, me.accessToken)).sort()).toEqual(['First', 'Second']);
    } finally {
      await second.app.close();
      await other.close();
    }
  });

  it('reads the database while its listening connection is lost, and keeps answers again once it listens', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me, { title: 'One' });
    expect(await titles(t.app, me.accessToken)).toEqual(['One']);
    const rename = (title: string) =>
      withoutNotifications(db, () => db().update(products).set({ title }).where(eq(products.id, product._id)));

    await db().execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    // Nothing can be kept while changes may be missed: an unannounced change shows at once.
    await rename('Two');
    expect(await titles(t.app, me.accessToken)).toEqual(['Two']);
    await rename('Three');
    expect(await titles(t.app, me.accessToken)).toEqual(['Three']);

    // Listening again (it reconnects within a second): answers are kept again.
    await expect
      .poll(
        async () => {
          await titles(t.app, me.accessToken);
          const unannounced = `Unannounced ${Date.now()}`;
          await rename(unannounced);
          // True while every answer is read afresh; false once the answer before it was kept.
          return (await titles(t.app, me.accessToken))[0] === unannounced;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(false);
  });
});
