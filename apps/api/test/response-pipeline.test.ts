// The order of what happens to an answer on its way out (http/response-pipeline.ts): the list
// cache, then no-store, then compression, then keeping the answer as sent. Each test fails when
// the steps it names change places.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Registered, withTestApp } from './helpers/app.ts';
import { call, login } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { createProduct, seller, withTempImages } from './helpers/products.ts';

describe.each(drivers)('the response pipeline on %s', (driver) => {
  const t = withTestApp(driver, withTempImages);
  const db = () => t.testDb.database.db;

  /** A vendor whose product list is well above the size compression starts at (1 kB). */
  async function sellerWithProducts(): Promise<Registered> {
    const me = await seller(t.app, db());
    for (let i = 0; i < 6; i += 1) await createProduct(t.app, me, { title: `Tecno Spark ${i}` });
    return me;
  }

  const products = (me: Registered, encoding: string, headers: Record<string, string> = {}) =>
    call(t.app, 'getAllProducts', { token: me.accessToken, headers: { 'accept-encoding': encoding, ...headers } });

  it('takes the ETag over the uncompressed JSON: the same in every encoding, and a 304 in any', async () => {
    const me = await sellerWithProducts();
    const identity = await products(me, 'identity');
    const gzip = await products(me, 'gzip');
    const br = await products(me, 'br');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gzip.rawPayload)).toEqual(identity.rawPayload);
    expect(brotliDecompressSync(br.rawPayload)).toEqual(identity.rawPayload);
    expect(gzip.headers.etag).toBe(identity.headers.etag);
    expect(br.headers.etag).toBe(identity.headers.etag);

    const unchanged = await products(me, 'br', { 'if-none-match': gzip.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(unchanged.rawPayload).toHaveLength(0);
  });

  it('keeps a list answer as compression made it, and sends it again so', async () => {
    const me = await sellerWithProducts();
    const fresh = await products(me, 'gzip');
    const kept = await products(me, 'gzip');
    expect(fresh.headers['content-encoding']).toBe('gzip');
    expect(kept.headers['content-encoding']).toBe('gzip');
    expect(kept.headers['content-length']).toBe(fresh.headers['content-length']);
    expect(kept.rawPayload).toEqual(fresh.rawPayload);
  });

  it('marks a list answer private, no-cache and every other answer of the api no-store', async () => {
    const me = await sellerWithProducts();
    expect((await products(me, 'gzip')).headers['cache-control']).toBe('private, no-cache');
    const refused = await call(t.app, 'getAllProducts', { headers: { 'accept-encoding': 'gzip' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const loggedIn = await login(t.app, me.email, me.password);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.headers['cache-control']).toBe('no-store');
    expect((await call(t.app, 'getHealth')).headers['cache-control']).toBe('no-store');
  });
});
