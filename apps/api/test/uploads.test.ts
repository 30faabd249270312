// POST /api/upload/{productKey} and GET /api/images/{name}: one real image per product, re-encoded,
// replaced cleanly, served with long cache headers; every bad upload leaves the product as it was.
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import type { Registered } from './helpers/app.ts';
import { call, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { multipart, phoneJpeg, png, pngBomb, SVG, type Part } from './helpers/images.ts';
import { createProduct, seller, uploadImage, withImagesTestApp } from './helpers/products.ts';

describe.each(drivers)('product images on %s', (driver) => {
  const t = withImagesTestApp(driver);
  const db = () => t.testDb.database.db;

  const upload = (me: Registered, productId: string, parts: Part[]) => uploadImage(t.app, me, productId, parts);
  const rowOf = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0]!;
  const stored = () => readdir(t.imagesDir);

  it('stores a WebP at most 1600 px and a 320 px list variant, and answers the product with both (200)', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me);
    const response = await upload(me, product._id, [{ data: await phoneJpeg({ width: 2400, height: 1800 }) }]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(responseErrors('uploadProductImage', 200, body)).toEqual([]);
    const image = body.images[0]!;
    expect(image).toMatchObject({ width: 1600, height: 1200, listWidth: 320, listHeight: 240 });
    expect(image.url).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.webp$/);
    expect(image.listUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}-w320\.webp$/);
    expect(image.url).not.toContain('photo');

    for (const [url, width] of [
      [image.url, 1600],
      [image.listUrl, 320],
    ] as const) {
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
      // EXIF (camera, owner, GPS) is gone from what is stored and served.
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.toString('latin1')).not.toContain('secret-owner');
    }
    const list = await call(t.app, 'getAllProducts', { token: me.accessToken });
    expect(list.json()[0]!.images).toEqual(body.images);
  });

  it('replaces the old image and removes its files', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me);
    const first = (await upload(me, product._id, [{ data: await png(400, 300) }])).json().images[0]!;
    const second = (await upload(me, product._id, [{ data: await png(500, 300), type: 'image/png' }])).json()
      .images[0]!;
    expect(second.url).not.toBe(first.url);
    const files = await stored();
    const name = (url: string) => url.split('/').pop()!;
    expect(files).toEqual(expect.arrayContaining([name(second.url), name(second.listUrl!)]));
    expect(files).not.toContain(name(first.url));
    expect(files).not.toContain(name(first.listUrl!));
    expect((await t.app.inject({ url: first.url })).statusCode).toBe(404);
  });

  it('removes the files when the product is deleted', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me);
    const image = (await upload(me, product._id, [{ data: await png() }])).json().images[0]!;
    await call(t.app, 'deleteProduct', { token: me.accessToken, body: { id: product._id } });
    expect((await t.app.inject({ url: image.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: image.listUrl })).statusCode).toBe(404);
  });

  describe('refuses bad uploads and leaves the product as it was', () => {
    const cases: Array<[string, () => Promise<Part[]>, number, string]> = [
      [
        'bytes that are not an image, declared image/jpeg',
        async () => [{ data: 'GIF? no, plain text' }],
        415,
        'The file is not an image.',
      ],
      [
        'an SVG, even named .png',
        async () => [{ data: SVG, name: 'logo.png', type: 'image/png' }],
        415,
        'Only photos in JPEG, PNG, WebP, GIF or AVIF can be uploaded.',
      ],
      [
        'a decompression bomb',
        async () => [{ data: pngBomb(), type: 'image/png' }],
        413,
        'The image has too many pixels: 50 megapixels at most.',
      ],
      [
        'more than 10 MB',
        async () => [{ data: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff) }],
        413,
        'The image is too large: 10 MB at most.',
      ],
      ['two files', async () => [{ data: await png() }, { data: await png() }], 400, 'Send only one image.'],
      ['an empty file', async () => [{ data: Buffer.alloc(0) }], 400, 'The image file is empty.'],
      [
        'no file in the field images',
        async () => [{ field: 'photo', data: await png() }],
        400,
        'Send one image in the form field "images".',
      ],
    ];

    it.each(cases)('%s', async (_label, parts, status, message) => {
      const me = await seller(t.app, db());
      const product = await createProduct(t.app, me);
      const good = (await upload(me, product._id, [{ data: await png() }])).json().images[0]!;
      const before = await rowOf(product._id);
      const filesBefore = (await stored()).sort();

      const response = await upload(me, product._id, await parts());
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ message, msg: message });
      expect(responseErrors('uploadProductImage', status, response.json())).toEqual([]);

      expect(await rowOf(product._id)).toEqual(before);
      expect((await stored()).sort()).toEqual(filesBefore);
      expect((await t.app.inject({ url: good.url })).statusCode).toBe(200);
    });
  });

  it('answers 400 without a multipart body, 415 for another content type', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me);
    const none = await call(t.app, 'uploadProductImage', {
      token: me.accessToken,
      params: { productKey: product._id },
    });
    expect(none.statusCode).toBe(400);
    const json = await call(t.app, 'uploadProductImage', {
      token: me.accessToken,
      params: { productKey: product._id },
      body: { images: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it("answers 404 for another vendor's product (nothing stored) and 401 without a token", async () => {
    const owner = await seller(t.app, db());
    const intruder = await seller(t.app, db());
    const product = await createProduct(t.app, owner);
    const filesBefore = (await stored()).sort();
    const response = await upload(intruder, product._id, [{ data: await png() }]);
    expect(response.statusCode).toBe(404);
    expect(responseErrors('uploadProductImage', 404, response.json())).toEqual([]);
    expect((await rowOf(product._id)).image).toBeNull();
    expect((await stored()).sort()).toEqual(filesBefore);

    const { headers, payload } = await multipart([{ data: await png() }]);
    const anonymous = await call(t.app, 'uploadProductImage', {
      body: payload,
      params: { productKey: product._id },
      headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves images publicly; unknown names are 404, odd names 400, never a file outside the folder', async () => {
    expect(
      (await call(t.app, 'getProductImage', { params: { name: '0f0f0f0f-0000-4000-8000-000000000000.webp' } }))
        .statusCode,
    ).toBe(404);
    for (const name of ['../../etc/passwd', 'x.svg', '.hidden.webp']) {
      const response = await call(t.app, 'getProductImage', { params: { name } });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('counts uploads per vendor: the 61st in an hour is a 429 with Retry-After, and changes nothing', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me);
    const small = await png(16, 12);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) statuses.push((await upload(me, product._id, [{ data: small }])).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const before = await rowOf(product._id);
    const files = (await stored()).length;

    const refused = await upload(me, product._id, [{ data: await phoneJpeg({ width: 2400, height: 1800 }) }]);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(responseErrors('uploadProductImage', 429, refused.json())).toEqual([]);
    expect(await rowOf(product._id)).toEqual(before);
    expect((await stored()).length).toBe(files);

    // Counted per vendor: another one uploads as usual.
    const other = await seller(t.app, db());
    const theirs = await createProduct(t.app, other);
    expect((await upload(other, theirs._id, [{ data: small }])).statusCode).toBe(200);
  });
});
