// DELETE /api/upload/{productKey}: a product's picture removed (docs/product.md, Edit product). The
// product keeps everything else, its files go, lists and the changes poll move; removing again is
// removing once; another vendor's product is a 404 and keeps its picture.
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import type { Registered } from './helpers/app.ts';
import { call, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { png } from './helpers/images.ts';
import { createProduct, seller, uploadImage, withImagesTestApp } from './helpers/products.ts';

describe.each(drivers)('removing a product image on %s', (driver) => {
  const t = withImagesTestApp(driver);
  const db = () => t.testDb.database.db;
  const rowOf = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0]!;
  const stored = () => readdir(t.imagesDir);
  const name = (url: string) => url.split('/').pop()!;

  const remove = (me: Registered | undefined, productKey: string, headers: Record<string, string> = {}) =>
    call(t.app, 'deleteProductImage', { token: me?.accessToken, params: { productKey }, headers });

  async function pictured(me: Registered) {
    const product = await createProduct(t.app, me, { title: 'Kente cloth' });
    const upload = await uploadImage(t.app, me, product._id, [{ data: await png() }]);
    expect(upload.statusCode).toBe(200);
    return { product, image: upload.json().images[0] as { url: string; listUrl: string } };
  }

  it('answers the product without its image, keeps every other field and removes both files', async () => {
    const me = await seller(t.app, db());
    const { product, image } = await pictured(me);
    const before = await rowOf(product._id);

    const response = await remove(me, product._id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(responseErrors('deleteProductImage', 200, body)).toEqual([]);
    expect(body).toMatchObject({ _id: product._id, title: 'Kente cloth', images: [] });

    const after = await rowOf(product._id);
    expect(after.image).toBeNull();
    expect({ ...after, image: before.image, updatedAt: before.updatedAt }).toEqual(before);
    expect(await stored()).not.toEqual(expect.arrayContaining([name(image.url)]));
    expect(await stored()).not.toEqual(expect.arrayContaining([name(image.listUrl)]));
    expect((await t.app.inject({ url: image.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: image.listUrl })).statusCode).toBe(404);
    const list = await call(t.app, 'getAllProducts', { token: me.accessToken });
    expect(list.json().find((entry) => entry._id === product._id)?.images).toEqual([]);
  });

  it('moves the products list and the changes poll: a poll with the old ETag gets the new list', async () => {
    const me = await seller(t.app, db());
    const { product } = await pictured(me);
    const listEtag = (await call(t.app, 'getAllProducts', { token: me.accessToken })).headers.etag as string;
    const changesEtag = (await call(t.app, 'getChanges', { token: me.accessToken })).headers.etag as string;
    expect(listEtag && changesEtag).toBeTruthy();

    expect((await remove(me, product._id)).statusCode).toBe(200);

    const list = await call(t.app, 'getAllProducts', {
      token: me.accessToken,
      headers: { 'if-none-match': listEtag },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]?.images).toEqual([]);
    const changes = await call(t.app, 'getChanges', {
      token: me.accessToken,
      headers: { 'if-none-match': changesEtag },
    });
    expect(changes.statusCode).toBe(200);
  });

  it('is idempotent: a product without an image answers 200 as it is, and nothing moves', async () => {
    const me = await seller(t.app, db());
    const { product } = await pictured(me);
    expect((await remove(me, product._id)).statusCode).toBe(200);
    const removedOnce = await rowOf(product._id);
    const listEtag = (await call(t.app, 'getAllProducts', { token: me.accessToken })).headers.etag as string;

    const again = await remove(me, product._id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ _id: product._id, images: [] });
    expect(await rowOf(product._id)).toEqual(removedOnce);
    const list = await call(t.app, 'getAllProducts', {
      token: me.accessToken,
      headers: { 'if-none-match': listEtag },
    });
    expect(list.statusCode).toBe(304);

    const neverPictured = await createProduct(t.app, me);
    expect((await remove(me, neverPictured._id)).statusCode).toBe(200);
  });

  it('with an Idempotency-Key, a removal sent again is answered as the first one', async () => {
    const me = await seller(t.app, db());
    const { product } = await pictured(me);
    const key = `remove-image-${Date.now()}`;
    const first = await remove(me, product._id, { 'idempotency-key': key });
    const again = await remove(me, product._id, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it("answers 404 for another vendor's product and for no product, 401 without a token; nothing is removed", async () => {
    const owner = await seller(t.app, db());
    const intruder = await seller(t.app, db());
    const { product, image } = await pictured(owner);
    const filesBefore = (await stored()).sort();

    const theirs = await remove(intruder, product._id);
    expect(theirs.statusCode).toBe(404);
    expect(responseErrors('deleteProductImage', 404, theirs.json())).toEqual([]);
    const unknown = await remove(owner, '0f0f0f0f-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(theirs.json().message);
    expect((await remove(undefined, product._id)).statusCode).toBe(401);

    expect((await rowOf(product._id)).image).not.toBeNull();
    expect((await stored()).sort()).toEqual(filesBefore);
    expect((await t.app.inject({ url: image.url })).statusCode).toBe(200);
  });
});
