// The image storage stopping under a running api (an S3-compatible server, s3rver, closed here):
// /api/health names `images` in `down`, and an upload answers a 503 saying the storage is not
// answering (not the database) and leaves the product's image as it was.
import { serverMessages } from '@sika/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.ts';
import { products } from '../src/db/schema.ts';
import { configuredImageStorage, type ImageStorage } from '../src/storage/index.ts';
import { withTestApp } from './helpers/app.ts';
import { call } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { png } from './helpers/images.ts';
import { createProduct, seller, uploadImage } from './helpers/products.ts';
import { type LocalS3, startLocalS3 } from './helpers/s3.ts';

describe.each(drivers)('the image storage down on %s', (driver) => {
  let s3: LocalS3 | undefined;
  let images: ImageStorage | undefined;
  const t = withTestApp(driver, async () => {
    s3 = await startLocalS3('sika-images');
    images = configuredImageStorage(parseConfig(s3.env).imageStorage);
    return { deps: { images } };
  });
  afterAll(async () => {
    await images?.close();
    await s3?.close();
  });
  const row = async (id: string) => (await t.testDb.database.db.select().from(products).where(eq(products.id, id)))[0];

  it('health names the images; an upload is a 503 saying so and the product keeps its image', async () => {
    const me = await seller(t.app, t.testDb.database.db);
    const product = await createProduct(t.app, me);
    const upload = async () =>
      uploadImage(t.app, me, product._id, [{ data: await png(80, 60), type: 'image/png', name: 'p.png' }]);
    expect((await upload()).statusCode).toBe(200);
    expect((await call(t.app, 'getHealth')).statusCode).toBe(200);
    const before = await row(product._id);
    expect(before!.image).not.toBeNull();

    await s3!.stop();

    const health = await call(t.app, 'getHealth');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      message: serverMessages.imagesDown,
      msg: serverMessages.imagesDown,
      code: 'UNAVAILABLE',
      down: ['images'],
    });

    const refused = await upload();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      message: serverMessages.imagesDown,
      msg: serverMessages.imagesDown,
      code: 'UNAVAILABLE',
    });
    expect(await row(product._id)).toEqual(before);
  });
});
