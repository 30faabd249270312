// Upload cases beyond ../uploads.test.ts: polyglots, a 20000 x 20000 decompression bomb, and the
// files as stored (not only as served) free of EXIF and GPS.
//
// A polyglot that is a real image (a JPEG with a ZIP and an HTML page appended, a GIFAR) is not
// refused: phones append data after a JPEG's end too (motion photos carry a video there), so the
// structure cannot tell an attack from a holiday picture. It is made harmless instead: only the
// decoded pixels survive, re-encoded as a fresh WebP, so not a byte of the payload is stored or
// served, and images go out as image/webp with nosniff. Bytes that only pretend to be an image
// (a GIF header in front of a script) are refused.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.ts';
import type { Registered } from '../helpers/app.ts';
import { drivers } from '../helpers/databases.ts';
import { phoneJpeg, png, pngBomb, type Part } from '../helpers/images.ts';
import { createProduct, seller, uploadImage, withImagesTestApp } from '../helpers/products.ts';
import { recordFigures } from './figures.ts';
import { HOSTILE_IMAGE_REFUSAL_MS } from './limits.ts';

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
/** A ZIP (a JAR is one) holding one empty file: local header, central directory, end record. */
const ZIP = Buffer.from(
  '504b03040a00000000000000000000000000000000000000000001000000' +
    '78504b01021e030a0000000000000000000000000000000000000000010000000000000000000000a4810000000078' +
    '504b050600000000010001002f0000001f0000000000',
  'hex',
);

describe.each(drivers)('upload attacks on %s', (driver) => {
  const t = withImagesTestApp(driver);
  const db = () => t.testDb.database.db;
  /** The images refused, and the slowest refusal (ms): the security figures. */
  const refusals = { count: 0, slowestMs: 0 };
  afterAll(() => recordFigures('uploads', driver, { refused: refusals.count, slowestRefusalMs: refusals.slowestMs }));

  const upload = (me: Registered, productId: string, parts: Part[]) => uploadImage(t.app, me, productId, parts);
  const storedBytes = async () =>
    Promise.all((await readdir(t.imagesDir)).map((name) => readFile(path.join(t.imagesDir, name))));

  it.each([
    ['a JPEG with a ZIP and an HTML page appended', async () => Buffer.concat([await phoneJpeg(), ZIP, HTML])],
    [
      'a GIFAR (a GIF with a JAR appended)',
      async () =>
        Buffer.concat([
          await sharp(await png())
            .gif()
            .toBuffer(),
          ZIP,
        ]),
    ],
  ])('%s: only fresh WebP pixels are stored and served', async (_label, make) => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me);
    const response = await upload(me, product._id, [{ data: await make(), name: 'holiday.jpg' }]);
    expect(response.statusCode).toBe(200);
    const { url } = response.json().images[0]!;
    const served = await t.app.inject({ url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    for (const bytes of [served.rawPayload, ...(await storedBytes())]) {
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
      expect(bytes.toString('latin1')).not.toContain('<script');
    }
  });

  it.each([
    ['a GIF header in front of a script', Buffer.concat([Buffer.from('GIF89a'), HTML]), 415],
    ['an HTML page declared image/jpeg', HTML, 415],
    ['a 20000 x 20000 PNG (400 megapixels, a few hundred bytes)', pngBomb(20_000), 413],
  ])('%s is refused and the product untouched', async (_label, data, status) => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me);
    const before = (await db().select().from(products).where(eq(products.id, product._id)))[0];
    const filesBefore = (await readdir(t.imagesDir)).sort();
    const started = performance.now();
    const response = await upload(me, product._id, [{ data }]);
    const took = performance.now() - started;
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
    expect(took).toBeLessThan(HOSTILE_IMAGE_REFUSAL_MS);
    refusals.count += 1;
    refusals.slowestMs = Math.max(refusals.slowestMs, Math.round(took));
    expect((await db().select().from(products).where(eq(products.id, product._id)))[0]).toEqual(before);
    expect((await readdir(t.imagesDir)).sort()).toEqual(filesBefore);
  });

  it('what is stored on disk (both variants) has no EXIF, no GPS, no owner', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me);
    const photo = await phoneJpeg({ width: 2000, height: 1500 });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(me, product._id, [{ data: photo }]);
    expect(response.statusCode).toBe(200);
    const { url, listUrl } = response.json().images[0]!;
    for (const name of [url, listUrl!].map((u: string) => u.split('/').pop()!)) {
      const bytes = await readFile(path.join(t.imagesDir, name));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      const text = bytes.toString('latin1');
      for (const marker of ['Exif', 'secret-owner', 'TestPhone', 'Sika Cam']) expect(text).not.toContain(marker);
      // No GPS IFD pointer (tag 0x8825) in either byte order.
      expect(bytes.includes(Buffer.from([0x88, 0x25])) || bytes.includes(Buffer.from([0x25, 0x88]))).toBe(false);
    }
  });
});
