// The Idempotency-Key header on the writes that declare it: a write sent again with its key is done
// once and answered the same; the key is the vendor's for 24 hours, kept in the database so that
// another api instance over it answers the same.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@sika/domain';
import { openDatabase, type Database } from '../src/db/client.ts';
import { deleteExpiredKeys } from '../src/db/queries/idempotency.ts';
import { idempotencyKeys, products } from '../src/db/schema.ts';
import { idempotentOperations, KEY_LIFETIME_MS } from '../src/http/idempotency.ts';
import { decodeImage } from '../src/images/process.ts';
import { startApp, withTestApp, type Registered, type TestApp } from './helpers/app.ts';
import { call, contract, responseErrors } from './helpers/contract.ts';
import { drivers, snapshot } from './helpers/databases.ts';
import { multipart, png } from './helpers/images.ts';
import { createProduct, PRODUCT, seller, withTempImages } from './helpers/products.ts';

const REPLAYED = 'idempotent-replayed';
let keys = 0;
/** A fresh key, as the portal makes one per queued write. */
const newKey = () => `test-key-${Date.now()}-${(keys += 1)}`;

describe('the operations that take an Idempotency-Key', () => {
  it('are those the contract gives the header, read from it', () => {
    expect([...idempotentOperations(contract)].sort()).toEqual([
      'cancelOrder',
      'createProduct',
      'deleteProduct',
      'deleteProductImage',
      'deliverOrder',
      'handOverOrder',
      'importProducts',
      'returnOrder',
      'shipOrder',
      'updateProduct',
      'uploadProductImage',
    ]);
  });
});

describe.each(drivers)('Idempotency-Key on %s', (driver) => {
  const t = withTestApp(driver, withTempImages);
  const db = () => t.testDb.database.db;

  const create = (app: TestApp['app'], me: Registered, key: string, body: object = PRODUCT) =>
    call(app, 'createProduct', { token: me.accessToken, body, headers: { 'idempotency-key': key } });
  const productsOf = (me: Registered) => db().select().from(products).where(eq(products.vendorId, me.id));
  const keysOf = (me: Registered) => db().select().from(idempotencyKeys).where(eq(idempotencyKeys.vendorId, me.id));
  const changesOf = async (me: Registered) =>
    (await call(t.app, 'getChanges', { token: me.accessToken })).json<{ version: string }>().version;

  it('createProduct twice with one key: one product, the same answer, the second marked as replayed', async () => {
    const me = await seller(t.app, db());
    const key = newKey();
    const first = await create(t.app, me, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers[REPLAYED]).toBeUndefined();
    const version = await changesOf(me);
    const listed = await call(t.app, 'getAllProducts', { token: me.accessToken });

    const second = await create(t.app, me, key);
    expect(second.statusCode).toBe(201);
    expect(second.headers[REPLAYED]).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.json()).toEqual(first.json());
    expect(responseErrors('createProduct', 201, second.json())).toEqual([]);
    expect(await productsOf(me)).toHaveLength(1);
    // Nothing changed: the changes feed and the list's ETag stay put.
    expect(await changesOf(me)).toBe(version);
    const again = await call(t.app, 'getAllProducts', {
      token: me.accessToken,
      headers: { 'if-none-match': String(listed.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('the same key with another body is a 422 that writes nothing', async () => {
    const me = await seller(t.app, db());
    const key = newKey();
    expect((await create(t.app, me, key)).statusCode).toBe(201);
    const before = await snapshot(db());
    const reused = await create(t.app, me, key, { ...PRODUCT, price: 1 });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: serverMessages.idempotencyKeyReused,
    });
    expect(responseErrors('createProduct', 422, reused.json())).toEqual([]);
    expect(await snapshot(db())).toBe(before);
    // The key still holds the first answer (snapshot leaves the store out).
    const kept = await keysOf(me);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ state: 'done', status: 201, operationId: 'createProduct' });
  });

  it('the same body with its keys in another order is the same request: replayed, not a 422', async () => {
    const me = await seller(t.app, db());
    const key = newKey();
    const first = await create(t.app, me, key);
    expect(first.statusCode).toBe(201);
    const reordered = Object.fromEntries(Object.entries(PRODUCT).reverse());
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(PRODUCT));
    const second = await create(t.app, me, key, reordered);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.headers[REPLAYED]).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await productsOf(me)).toHaveLength(1);
  });

  it('the same key on another operation is a 422', async () => {
    const me = await seller(t.app, db());
    const key = newKey();
    const made = await create(t.app, me, key);
    const update = await call(t.app, 'updateProduct', {
      token: me.accessToken,
      body: { id: made.json()._id, quantity: 1 },
      headers: { 'idempotency-key': key },
    });
    expect(update.statusCode).toBe(422);
    expect(update.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await productsOf(me))[0]!.quantity).toBe(PRODUCT.quantity);
  });

  it("another vendor's same key is theirs: both writes are done", async () => {
    const [me, other] = [await seller(t.app, db()), await seller(t.app, db())];
    const key = newKey();
    const mine = await create(t.app, me, key);
    const theirs = await create(t.app, other, key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers[REPLAYED]).toBeUndefined();
    expect(theirs.json().vendor).toBe(other.id);
    expect(await productsOf(other)).toHaveLength(1);
  });

  it('an in-flight claim left past its time (its instance died) is taken over', async () => {
    const me = await seller(t.app, db());
    const key = newKey();
    const longAgo = new Date(Date.now() - 60 * 60_000);
    await db()
      .insert(idempotencyKeys)
      .values({
        vendorId: me.id,
        key,
        operationId: 'createProduct',
        requestHash: 'whatever-it-was',
        state: 'in_flight',
        claimedUntil: longAgo,
        createdAt: longAgo,
        expiresAt: new Date(longAgo.getTime() + KEY_LIFETIME_MS),
      });
    expect((await create(t.app, me, key)).statusCode).toBe(201);
    expect((await create(t.app, me, key)).headers[REPLAYED]).toBe('true');
  });

  it('after 24 hours a key is new again, and the cleanup removes it', async () => {
    const me = await seller(t.app, db());
    const key = newKey();
    expect((await create(t.app, me, key)).statusCode).toBe(201);
    t.clock.advance(KEY_LIFETIME_MS + 1);
    // Each test moves the clock forward only; tokens are made anew so the old one's age does not matter.
    const fresh = await call(t.app, 'login', { body: { email: me.email, password: me.password } });
    const token = fresh.json().accessToken as string;
    const later = await call(t.app, 'createProduct', {
      token,
      body: { ...PRODUCT, price: 2 },
      headers: { 'idempotency-key': key },
    });
    expect(later.statusCode).toBe(201);
    expect(later.headers[REPLAYED]).toBeUndefined();
    expect(await productsOf(me)).toHaveLength(2);

    t.clock.advance(KEY_LIFETIME_MS + 1);
    expect(await deleteExpiredKeys(db(), new Date(t.clock.now()))).toBeGreaterThan(0);
    expect(await keysOf(me)).toEqual([]);
  });

  it('deleteProduct sent again answers the same 200, not a 404', async () => {
    const me = await seller(t.app, db());
    const made = await createProduct(t.app, me);
    const key = newKey();
    const remove = () =>
      call(t.app, 'deleteProduct', {
        token: me.accessToken,
        body: { id: made._id },
        headers: { 'idempotency-key': key },
      });
    const first = await remove();
    expect(first.statusCode).toBe(200);
    const second = await remove();
    expect(second.statusCode).toBe(200);
    expect(second.headers[REPLAYED]).toBe('true');
    expect(second.json()).toEqual(first.json());
  });

  it('a refusal (4xx) is kept: the same request gets the same refusal', async () => {
    const me = await seller(t.app, db());
    const key = newKey();
    const missing = '00000000-0000-4000-8000-000000000000';
    const remove = () =>
      call(t.app, 'deleteProduct', {
        token: me.accessToken,
        body: { id: missing },
        headers: { 'idempotency-key': key },
      });
    const first = await remove();
    expect(first.statusCode).toBe(404);
    const second = await remove();
    expect(second.statusCode).toBe(404);
    expect(second.headers[REPLAYED]).toBe('true');
    expect(second.json()).toEqual(first.json());
  });

  it('a key that is not 1 to 255 visible ASCII characters is a 400 naming the header, and nothing is written', async () => {
    const me = await seller(t.app, db());
    const before = await snapshot(db());
    for (const bad of ['', 'with space', 'x'.repeat(256), 'caf\u00e9']) {
      const response = await call(t.app, 'createProduct', {
        token: me.accessToken,
        body: PRODUCT,
        headers: { 'idempotency-key': bad },
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(bad)).toEqual(['idempotency-key']);
    }
    expect(await snapshot(db())).toBe(before);
    expect(await keysOf(me)).toEqual([]);
  });

  it('without the header, writes are done each time as before', async () => {
    const me = await seller(t.app, db());
    await createProduct(t.app, me);
    await createProduct(t.app, me);
    expect(await productsOf(me)).toHaveLength(2);
    expect(await keysOf(me)).toEqual([]);
  });

  it('two sends of one write at the same moment: one is done, the other waits (409) or gets its answer', async () => {
    const me = await seller(t.app, db());
    const key = newKey();
    const answers = await Promise.all([create(t.app, me, key), create(t.app, me, key), create(t.app, me, key)]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      String(statuses),
    ).toBe(true);
    expect(answers.filter((answer) => answer.statusCode === 201 && !answer.headers[REPLAYED])).toHaveLength(1);
    expect(await productsOf(me)).toHaveLength(1);
  });

  describe('across two api instances over one database', () => {
    let other: TestApp | undefined;
    let otherDatabase: Database | undefined;
    afterAll(async () => {
      await other?.app.close();
      await otherDatabase?.close();
    });

    it('the second instance replays what the first answered', async () => {
      // On PostgreSQL the second instance has its own connections, as another process would.
      otherDatabase = t.testDb.url ? await openDatabase({ databaseUrl: t.testDb.url }) : undefined;
      other = await startApp(otherDatabase ?? t.testDb.database);
      const me = await seller(t.app, db());
      const key = newKey();
      const first = await create(t.app, me, key);
      const second = await create(other.app, me, key);
      expect(second.statusCode).toBe(201);
      expect(second.headers[REPLAYED]).toBe('true');
      expect(second.json()).toEqual(first.json());
      expect(await productsOf(me)).toHaveLength(1);
    });
  });

  it('getHealth names the contract version it implements', async () => {
    const health = await call(t.app, 'getHealth');
    expect(health.json()).toEqual({ status: 'ok', contract: contract.info.version });
  });
});

describe.each(drivers)('Idempotency-Key on uploads on %s', (driver) => {
  let decodes = 0;
  let failNext = false;
  let hold: Promise<void> | undefined;
  let entered: () => void = () => {};
  const t = withTestApp(driver, async () => {
    const options = await withTempImages();
    return {
      deps: {
        ...options.deps,
        decodeImage: async (...args: Parameters<typeof decodeImage>) => {
          decodes += 1;
          entered();
          if (hold) await hold;
          if (failNext) {
            failNext = false;
            throw new Error('the decoder crashed');
          }
          return decodeImage(...args);
        },
      },
    };
  });
  const db = () => t.testDb.database.db;
  const upload = async (me: Registered, productId: string, key: string, data?: Buffer) => {
    const { headers, payload } = await multipart([{ data: data ?? (await png()), type: 'image/png', name: 'p.png' }]);
    return call(t.app, 'uploadProductImage', {
      token: me.accessToken,
      params: { productKey: productId },
      headers: { ...headers, 'idempotency-key': key },
      body: payload,
    });
  };

  it('the same file again with its key is decoded once and answered the same', async () => {
    const me = await seller(t.app, db());
    const made = await createProduct(t.app, me);
    const key = newKey();
    decodes = 0;
    const first = await upload(me, made._id, key);
    expect(first.statusCode).toBe(200);
    const second = await upload(me, made._id, key);
    expect(second.statusCode).toBe(200);
    expect(second.headers[REPLAYED]).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(decodes).toBe(1);
    // Another file under the key is another request.
    const other = await upload(me, made._id, key, await png(32, 32));
    expect(other.statusCode).toBe(422);
  });

  it('a first attempt that failed on the server (500) keeps nothing: the key may be tried again', async () => {
    const me = await seller(t.app, db());
    const made = await createProduct(t.app, me);
    const key = newKey();
    failNext = true;
    const failed = await upload(me, made._id, key);
    expect(failed.statusCode).toBe(500);
    const retried = await upload(me, made._id, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers[REPLAYED]).toBeUndefined();
    expect(retried.json().images).toHaveLength(1);
  });

  it('an upload sent again while the first is still decoding is a 409; once done, the answer is replayed', async () => {
    const me = await seller(t.app, db());
    const made = await createProduct(t.app, me);
    const key = newKey();
    let open: () => void = () => {};
    hold = new Promise<void>((resolve) => (open = resolve));
    const inDecode = new Promise<void>((resolve) => (entered = resolve));
    decodes = 0;
    const first = upload(me, made._id, key);
    await inDecode;
    const busy = await upload(me, made._id, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('IDEMPOTENCY_IN_FLIGHT');
    expect(busy.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    open();
    hold = undefined;
    expect((await first).statusCode).toBe(200);
    const replayed = await upload(me, made._id, key);
    expect(replayed.headers[REPLAYED]).toBe('true');
    expect(decodes).toBe(1);
  });
});
