// What one upload may cost the server: a file whose header promises an endless strip is refused
// before it is decoded, decodes run in a few slots with a short queue (a 503 with Retry-After past
// it, never an unbounded wait), and a burst of bad uploads does not hold up logins or health.
import { readdir } from 'node:fs/promises';
import { serverMessages } from '@sika/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { decodeImage } from '../src/images/process.ts';
import { withTestApp } from './helpers/app.ts';
import { call, login } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { png, pngStrip } from './helpers/images.ts';
import { createProduct, seller, uploadImage, withImagesTestApp, withTempImages } from './helpers/products.ts';

describe.each(drivers)('upload limits on %s', (driver) => {
  const t = withImagesTestApp(driver);
  const db = () => t.testDb.database.db;
  const row = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0];

  it.each([
    ['1 x 40,000,000', 40_000_000],
    ['1 x 9,000,000', 9_000_000],
  ])('a %s px PNG (under the pixel limit) is a 413 within a second, and changes nothing', async (label, width) => {
    const data = pngStrip(width);
    expect(data.length).toBeLessThan(200_000);
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me);
    const before = await row(product._id);
    const started = performance.now();
    const response = await uploadImage(t.app, me, product._id, [{ data, type: 'image/png', name: 'strip.png' }]);
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: serverMessages.imageSideTooLong });
    expect(elapsed).toBeLessThan(1_000);
    process.stdout.write(
      `[figures] upload of a ${label} px PNG (${(data.length / 1000).toFixed(0)} kB): ${response.statusCode} in ${elapsed.toFixed(0)} ms\n`,
    );
    expect(await row(product._id)).toEqual(before);
    expect(await readdir(t.imagesDir)).toEqual([]);
  });

  it('four such uploads at once are all refused while health and login still answer', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me);
    const strip = pngStrip(9_000_000);
    const uploads = Array.from({ length: 4 }, () =>
      uploadImage(t.app, me, product._id, [{ data: strip, type: 'image/png', name: 'strip.png' }]),
    );
    const [health, loggedIn] = await Promise.all([call(t.app, 'getHealth'), login(t.app, me.email, me.password)]);
    expect(health.statusCode).toBe(200);
    expect(loggedIn.statusCode).toBe(200);
    expect((await Promise.all(uploads)).map((response) => response.statusCode)).toEqual([413, 413, 413, 413]);
  });
});

describe.each(drivers)('image decode slots on %s', (driver) => {
  let entered: () => void = () => {};
  let release: () => void = () => {};
  const firstDecodeEntered = new Promise<void>((resolve) => (entered = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  const t = withTestApp(driver, async () => {
    const options = await withTempImages();
    return {
      env: { IMAGE_DECODE_SLOTS: '1', IMAGE_DECODE_QUEUE: '1' },
      deps: {
        ...options.deps,
        // Holds its slot until the test opens the gate: the queue fills without relying on timing.
        decodeImage: async (...args: Parameters<typeof decodeImage>) => {
          entered();
          await gate;
          return decodeImage(...args);
        },
      },
    };
  });
  const db = () => t.testDb.database.db;

  it('with every slot and the queue taken, an upload is a 503 with Retry-After at once and changes nothing', async () => {
    const me = await seller(t.app, db());
    const made = await Promise.all([0, 1, 2, 3].map(() => createProduct(t.app, me)));
    const upload = async (i: number) => ({
      i,
      response: await uploadImage(t.app, me, made[i]!._id, [{ data: await png(), type: 'image/png', name: 'p.png' }]),
    });

    const first = upload(0);
    await firstDecodeEntered;
    // One of these waits in the queue; the other two find it full.
    const settled: Array<Awaited<ReturnType<typeof upload>>> = [];
    const rest = [1, 2, 3].map((i) => upload(i).then((result) => (settled.push(result), result)));
    for (let i = 0; i < 100 && settled.length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled.map(({ response }) => response.statusCode)).toEqual([503, 503]);
    for (const { i, response } of settled) {
      expect(response.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(response.json()).toMatchObject({ code: 'UNAVAILABLE', message: serverMessages.imagesBusy });
      expect((await db().select().from(products).where(eq(products.id, made[i]!._id)))[0]!.image).toBeNull();
    }

    release();
    expect((await first).response.statusCode).toBe(200);
    const statuses = (await Promise.all(rest)).map(({ response }) => response.statusCode).sort();
    expect(statuses).toEqual([200, 503, 503]);
  });
});

describe.each(drivers)('the image decode time limit on %s', (driver) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const t = withTestApp(driver, async () => {
    const options = await withTempImages();
    return {
      env: { IMAGE_DECODE_SLOTS: '1', IMAGE_DECODE_QUEUE: '0', IMAGE_DECODE_TIMEOUT_SECONDS: '1' },
      // A decode that libvips would not interrupt: it ends only when the test opens the gate.
      deps: {
        ...options.deps,
        decodeImage: async (...args: Parameters<typeof decodeImage>) => (await gate, decodeImage(...args)),
      },
    };
  });
  const db = () => t.testDb.database.db;

  it('a decode past the limit is a 413 at the limit; its slot stays taken until the work ends', async () => {
    const me = await seller(t.app, db());
    const [slow, next, later] = await Promise.all([0, 1, 2].map(() => createProduct(t.app, me)));
    const upload = async (id: string) =>
      uploadImage(t.app, me, id, [{ data: await png(), type: 'image/png', name: 'p.png' }]);

    const started = performance.now();
    const tooSlow = await upload(slow!._id);
    expect(tooSlow.statusCode).toBe(413);
    expect(tooSlow.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: serverMessages.imageTooSlow });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect((await db().select().from(products).where(eq(products.id, slow!._id)))[0]!.image).toBeNull();
    // The abandoned decode still holds the only slot: the next upload is told to come back.
    expect((await upload(next!._id)).statusCode).toBe(503);

    release();
    let status = 503;
    for (let i = 0; i < 50 && status === 503; i += 1) status = (await upload(later!._id)).statusCode;
    expect(status).toBe(200);
  });
});
