// Two api instances over one PostgreSQL and one S3-compatible store (s3rver, started here), on
// loopback: a session started on one is refreshed and used on the other, an image uploaded through
// one is served by the other (from the bucket: each instance has its own DATA_DIR, and neither
// holds an image file), and the throttles count across both.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_LOGINS_PER_ACCOUNT_ADDRESS } from '../../src/http/rate-limits.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/databases.ts';
import { multipart, png } from '../helpers/images.ts';
import { type LocalS3, startLocalS3 } from '../helpers/s3.ts';
import { type ApiProcess, fetchOperation, product, sellerOver, startApi } from './api-process.ts';

if (!process.env.DATABASE_URL) {
  process.stdout.write('[skipped] two-instance tests: set DATABASE_URL to a PostgreSQL server (CI does)\n');
}

describe.skipIf(!process.env.DATABASE_URL)('two api instances over one PostgreSQL and one S3 store', () => {
  let testDb: TestDatabase;
  let s3: LocalS3;
  /** Each instance's own DATA_DIR: an image that landed on local disk would show up under one. */
  let dataDirs: string[];
  let env: Record<string, string>;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
    s3 = await startLocalS3('sika-scale-out');
    env = { DATABASE_URL: testDb.url!, ...s3.env };
    dataDirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(tmpdir(), 'sika-instance-'))));
    // Started together: the migration lock and the counters' table must cope.
    [a, b] = await Promise.all([
      startApi({ ...env, DATA_DIR: dataDirs[0]! }),
      startApi({ ...env, DATA_DIR: dataDirs[1]! }),
    ]);
  }, 200_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await testDb?.dispose();
    for (const dir of dataDirs ?? []) await rm(dir, { recursive: true, force: true });
  });

  it('a session from one instance is refreshed and used on the other; an upload on one is served by the other', async () => {
    const me = await sellerOver(a.url, env);
    const login = await fetchOperation(a.url, 'login', { body: { email: me.email, password: me.password } });
    expect(login.status).toBe(200);
    // The refresh cookie by name: login may set others (e.g. a device cookie) before it.
    const cookie = login.headers
      .getSetCookie()
      .find((header) => header.startsWith('sika_refresh='))!
      .split(';')[0]!;
    const refreshed = await fetchOperation(b.url, 'refresh', { headers: { cookie } });
    expect(refreshed.status).toBe(200);
    const { accessToken: token } = (await refreshed.json()) as { accessToken: string };

    const created = await fetchOperation(b.url, 'createProduct', { token, body: product(1) });
    expect(created.status).toBe(201);
    const { _id } = (await created.json()) as { _id: string };
    // Polling the list on the other instance sees it at once.
    const polled = await fetchOperation(a.url, 'getAllProducts', { token });
    expect(((await polled.json()) as Array<{ _id: string }>).map((p) => p._id)).toContain(_id);

    const { headers, payload } = await multipart([{ data: await png(800, 600), type: 'image/png', name: 'p.png' }]);
    const uploaded = await fetchOperation(a.url, 'uploadProductImage', {
      token,
      params: { productKey: _id },
      headers,
      body: new Uint8Array(payload),
    });
    expect(uploaded.status).toBe(200);
    const { images } = (await uploaded.json()) as { images: Array<{ url: string; listUrl: string }> };
    const names = [images[0]!.url, images[0]!.listUrl].map((url) => url.split('/').pop()!);
    for (const name of names) {
      const served = await fetchOperation(b.url, 'getProductImage', { params: { name } });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
    // In the bucket, and on neither instance's disk: the S3 settings were used, not DATA_DIR/images.
    expect(await s3.keys()).toEqual(expect.arrayContaining(names));
    for (const dir of dataDirs) {
      expect(await readdir(path.join(dir, 'images')).catch(() => [])).toEqual([]);
    }
    for (const instance of [a, b]) expect((await fetchOperation(instance.url, 'getHealth')).status).toBe(200);
  });

  it('failed logins for one account count across both instances', async () => {
    const me = await sellerOver(a.url, env);
    const attempt = (instance: ApiProcess, password: string) =>
      fetchOperation(instance.url, 'login', { body: { email: me.email, password } }).then(
        (response) => response.status,
      );
    const statuses: number[] = [];
    // Alternating instances: each one alone has seen at most three.
    for (let i = 0; i < FAILED_LOGINS_PER_ACCOUNT_ADDRESS; i += 1)
      statuses.push(await attempt(i % 2 ? b : a, `wrong-${i}`));
    statuses.push(await attempt(b, me.password));
    statuses.push(await attempt(a, me.password));
    expect(statuses).toEqual([...Array(FAILED_LOGINS_PER_ACCOUNT_ADDRESS).fill(401), 429, 429]);
    process.stdout.write(`[figures] two instances: failed logins per account shared, statuses ${statuses.join(' ')}\n`);
  });
});
