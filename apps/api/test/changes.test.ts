// GET /api/changes: the one call an open portal polls every 15 s instead of each list. Its version
// must move whenever something a list shows moves, however it was changed, and stay put otherwise,
// so an idle dashboard's poll is a bodiless 304.
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema.ts';
import { bearer, NOT_IN_A_304, registerVendor, withTestApp, type Registered } from './helpers/app.ts';
import { call, login, pathOf } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { createProduct, insertOrder, seller, withTempImages } from './helpers/products.ts';

describe.each(drivers)('GET /api/changes on %s', (driver) => {
  const t = withTestApp(driver, withTempImages);
  const db = () => t.testDb.database.db;

  const poll = (me: Registered, headers: Record<string, string> = {}) =>
    call(t.app, 'getChanges', { token: me.accessToken, headers });
  const versionOf = async (me: Registered) => {
    const response = await poll(me);
    expect(response.statusCode).toBe(200);
    return response.json<{ version: string }>().version;
  };

  it('answers a version with an ETag, and an unchanged poll with a 304 and no body', async () => {
    const me = await seller(t.app, db());
    const first = await poll(me);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ version: expect.stringMatching(/^[\w-]{16}$/) });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{16}"$/);

    const again = await poll(me, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    for (const name of NOT_IN_A_304) expect(again.headers[name], name).toBeUndefined();
  });

  it('sends an unchanged poll over HTTP/1.1 as status, ETag, Cache-Control and Date only, on a connection kept open', async () => {
    const me = await seller(t.app, db());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (headers: Record<string, string>) =>
      new Promise<{ status: number; raw: string[]; reused: boolean; etag: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: pathOf('getChanges'),
            agent,
            headers: { ...bearer(me.accessToken), ...headers },
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                raw: res.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()),
                reused: req.reusedSocket,
                etag: String(res.headers.etag),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    try {
      const first = await get({});
      expect(first.status).toBe(200);
      const unchanged = await get({ 'if-none-match': first.etag });
      expect(unchanged.status).toBe(304);
      expect(unchanged.raw.toSorted()).toEqual(['cache-control', 'date', 'etag']);
      // No Connection or Keep-Alive header, and the connection still serves the next poll.
      const next = await get({ 'if-none-match': first.etag });
      expect(next).toMatchObject({ status: 304, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('moves when a product is added, edited or deleted, and when the vendor record changes', async () => {
    const me = await seller(t.app, db());
    const seen = [await versionOf(me)];
    const product = await createProduct(t.app, me, { title: 'Kente cloth' });
    seen.push(await versionOf(me));
    await call(t.app, 'updateProduct', { token: me.accessToken, body: { id: product._id, price: 999 } });
    seen.push(await versionOf(me));
    await call(t.app, 'updateVendor', { token: me.accessToken, body: { id: me.id, BusinessName: 'Renamed Traders' } });
    seen.push(await versionOf(me));
    await call(t.app, 'deleteProduct', { token: me.accessToken, body: { id: product._id } });
    seen.push(await versionOf(me));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('moves when an order arrives or changes straight in the database (the admin CLI, another instance)', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me, { title: 'Ordered' });
    const before = await versionOf(me);
    const order = await insertOrder(db(), me, product);
    const afterOrder = await versionOf(me);
    expect(afterOrder).not.toBe(before);

    await db().update(orders).set({ status: 'Delivered' }).where(eq(orders.id, order.id));
    expect(await versionOf(me)).not.toBe(afterOrder);
  });

  it('moves when an order older than the newest 500 changes status, and on a new day (the Earnings figures)', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me, { title: 'Ordered' });
    const oldest = await insertOrder(db(), me, product, { createdAt: new Date(Date.UTC(2025, 0, 1)) });
    for (let n = 0; n < 500; n += 1)
      await insertOrder(db(), me, product, { createdAt: new Date(Date.UTC(2025, 1, 1) + n * 60_000) });
    const before = await versionOf(me);
    await db().update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, oldest.id));
    const afterCancel = await versionOf(me);
    expect(afterCancel).not.toBe(before);

    t.clock.advance(24 * 3_600_000);
    // A day on, the access token has expired: log in again.
    const relogged = await login(t.app, me.email, me.password);
    const accessToken = relogged.json<{ accessToken: string }>().accessToken;
    expect(await versionOf({ ...me, accessToken })).not.toBe(afterCancel);
  });

  it("stays put for what no list shows (a session refreshed) and for another vendor's changes", async () => {
    const me = await seller(t.app, db());
    await createProduct(t.app, me, { title: 'Mine' });
    const first = await poll(me);
    const etag = String(first.headers.etag);

    const refreshed = await call(t.app, 'refresh', { headers: { cookie: me.cookie } });
    expect(refreshed.statusCode).toBe(200);
    const other = await seller(t.app, db());
    await createProduct(t.app, other, { title: 'Theirs' });
    await db().update(products).set({ quantity: 7 }).where(eq(products.vendorId, other.id));

    const again = await poll(me, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('answers a vendor who has not finished sign-up (their record is all they have)', async () => {
    const me = await registerVendor(t.app);
    expect(await versionOf(me)).toMatch(/^[\w-]{16}$/);
  });

  it('refuses a request without a valid token with the Error body', async () => {
    const response = await call(t.app, 'getChanges');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
  });
});
