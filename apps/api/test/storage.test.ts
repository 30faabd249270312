// Both image storages behave the same: the folder under DATA_DIR and an S3-compatible bucket
// (s3rver, started here on a free port in a temporary folder: nothing from the internet).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.ts';
import { configuredImageStorage, type ImageStorage } from '../src/storage/index.ts';
import { type LocalS3, startLocalS3 } from './helpers/s3.ts';

let folder: string;
let s3: LocalS3;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'sika-images-'));
  s3 = await startLocalS3('sika-images');
});

afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const storages: Record<string, () => ImageStorage> = {
  local: () => configuredImageStorage(parseConfig({ DATA_DIR: folder }).imageStorage),
  s3: () => configuredImageStorage(parseConfig({ ...s3.env, S3_PREFIX: 'products/' }).imageStorage),
};

describe.each(Object.keys(storages))('%s image storage', (kind) => {
  let storage: ImageStorage;
  beforeAll(() => {
    storage = storages[kind]!();
    return () => storage.close();
  });

  it('round-trips an image with its content type, and deletes it', async () => {
    const body = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);
    await storage.put('0f1e2d3c-aaaa.webp', body, 'image/webp');
    expect(await storage.get('0f1e2d3c-aaaa.webp')).toEqual({ body, contentType: 'image/webp' });

    await storage.put('0f1e2d3c-aaaa.webp', Buffer.from('second'), 'image/webp');
    expect((await storage.get('0f1e2d3c-aaaa.webp'))?.body.toString()).toBe('second');

    await storage.delete('0f1e2d3c-aaaa.webp');
    expect(await storage.get('0f1e2d3c-aaaa.webp')).toBeUndefined();
  });

  it('answers undefined for a missing image and deletes one without complaint', async () => {
    expect(await storage.get('never-stored.webp')).toBeUndefined();
    await expect(storage.delete('never-stored.webp')).resolves.toBeUndefined();
  });

  it('refuses names the server would never choose (no path tricks)', async () => {
    for (const name of ['../secret.webp', 'a/b.webp', '.hidden.webp', 'x.webp/..', '%2e%2e.webp', '']) {
      await expect(storage.get(name)).rejects.toThrow(/not a storage name/);
      await expect(storage.put(name, Buffer.from('x'), 'image/webp')).rejects.toThrow(/not a storage name/);
    }
  });
});

describe('where the images land', () => {
  it('local: files under DATA_DIR/images', async () => {
    const storage = storages.local!();
    await storage.put('abc-1.webp', Buffer.from('x'), 'image/webp');
    expect(await readdir(path.join(folder, 'images'))).toEqual(['abc-1.webp']);
  });

  it('s3: objects under the prefix in the bucket', async () => {
    const storage = storages.s3!();
    await storage.put('abc-2.webp', Buffer.from('x'), 'image/webp');
    expect(await s3.keys()).toContain('products/abc-2.webp');
    await storage.close();
  });

  it('a folder of its own (photos of handovers): out of reach of every name of the storage, and located', async () => {
    const local = storages.local!();
    const localPhotos = local.within('handovers');
    await localPhotos.put('abc-3.webp', Buffer.from('y'), 'image/webp');
    expect(await readdir(path.join(folder, 'images', 'handovers'))).toEqual(['abc-3.webp']);
    expect(localPhotos.locate('abc-3.webp')).toBe(path.join(folder, 'images', 'handovers', 'abc-3.webp'));
    expect(await local.get('abc-3.webp')).toBeUndefined();

    const bucket = storages.s3!();
    const photos = bucket.within('handovers');
    await photos.put('abc-4.webp', Buffer.from('y'), 'image/webp');
    expect(await s3.keys()).toContain('products/handovers/abc-4.webp');
    expect(await bucket.get('abc-4.webp')).toBeUndefined();
    expect((await photos.get('abc-4.webp'))?.body.toString()).toBe('y');
    expect(photos.locate('abc-4.webp')).toMatch(/\/sika-images\/products\/handovers\/abc-4\.webp$/);
    for (const name of ['../up', 'a/b', '', 'Handovers'])
      expect(() => bucket.within(name)).toThrow(/not a storage folder/);
    await bucket.close();
  });
});

describe('storage configuration', () => {
  const errorOf = (env: Record<string, string>) => {
    try {
      parseConfig(env, '/repo');
    } catch (error) {
      return (error as Error).message;
    }
    return undefined;
  };

  it('defaults to DATA_DIR/images', () => {
    expect(parseConfig({ DATA_DIR: '/srv/sika' }, '/repo').imageStorage).toEqual({
      kind: 'local',
      dir: '/srv/sika/images',
    });
  });

  it('reads S3 settings, path-style by default with a custom endpoint', () => {
    expect(
      parseConfig(
        {
          S3_BUCKET: 'shop-images',
          S3_ENDPOINT: 'https://minio.example.com/',
          S3_REGION: 'eu-west-1',
          S3_ACCESS_KEY_ID: 'id',
          S3_SECRET_ACCESS_KEY: 'secret',
        },
        '/repo',
      ).imageStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'shop-images',
      endpoint: 'https://minio.example.com',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: '',
    });
    expect(parseConfig({ S3_BUCKET: 'shop-images' }, '/repo').imageStorage).toMatchObject({
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('stops with one clear line on a half-done or wrong setting, never echoing a key', () => {
    expect(errorOf({ S3_ENDPOINT: 'http://localhost:9000' })).toMatch(/^S3_BUCKET must be set when S3_ENDPOINT/);
    expect(errorOf({ S3_BUCKET: 'Bad_Bucket' })).toMatch(/^S3_BUCKET must be a bucket name/);
    expect(errorOf({ S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'ftp://x' })).toMatch(/^S3_ENDPOINT must be an http/);
    const message = errorOf({ S3_BUCKET: 'ok-bucket', S3_SECRET_ACCESS_KEY: 'top-secret' });
    expect(message).toMatch(/^S3_ACCESS_KEY_ID must be set together/);
    expect(message).not.toContain('top-secret');
    expect(errorOf({ S3_BUCKET: 'ok-bucket', S3_FORCE_PATH_STYLE: 'maybe' })).toMatch(/^S3_FORCE_PATH_STYLE/);
    expect(errorOf({ S3_BUCKET: 'ok-bucket', S3_PREFIX: '/abs' })).toMatch(/^S3_PREFIX/);
  });
});
