// Two api instances over one PostgreSQL and one S3-compatible store (s3rver, started here), on
// loopback: a session started on one is refreshed and used on the other, an image uploaded through
// one is served by the other, and the throttles count across both.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_LOGINS_PER_ACCOUNT } from '../../src/http/rate-limits.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/databases.ts';
import { multipart, png } from '../helpers/images.ts';
import { type ApiProcess, product, sellerOver, startApi } from './api-process.ts';

const BUCKET = 'sika-scale-out';

if (!process.env.DATABASE_URL) {
  process.stdout.write('[skipped] two-instance tests: set DATABASE_URL to a PostgreSQL server (CI does)\n');
}

describe.skipIf(!process.env.DATABASE_URL)('two api instances over one PostgreSQL and one S3 store', () => {
  let testDb: TestDatabase;
  let s3: S3rver;
  let s3Folder: string;
  let env: Record<string, string>;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
    s3Folder = await mkdtemp(path.join(tmpdir(), 'sika-s3rver-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: s3Folder,
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3.run();
    env = {
      DATABASE_URL: testDb.url!,
      DATA_DIR: s3Folder,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    // Started together: the migration lock and the counters' table must cope.
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
  }, 200_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    await testDb?.dispose();
    await rm(s3Folder, { recursive: true, force: true });
  });

  it('a session from one instance is refreshed and used on the other; an upload on one is served by the other', async () => {
    const me = await sellerOver(a.url, env);
    const login = await fetch(`${a.url}/api/vendor/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: me.email, password: me.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const refreshed = await fetch(`${b.url}/api/vendor/refresh`, { headers: { cookie } });
    expect(refreshed.status).toBe(200);
    const { accessToken } = (await refreshed.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };

    const created = await fetch(`${b.url}/api/Products/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify(product(1)),
    });
    expect(created.status).toBe(201);
    const { _id } = (await created.json()) as { _id: string };
    // Polling the list on the other instance sees it at once.
    const polled = await fetch(`${a.url}/api/products/all-products`, { headers: auth });
    expect(((await polled.json()) as Array<{ _id: string }>).map((p) => p._id)).toContain(_id);

    const { headers, payload } = await multipart([{ data: await png(800, 600), type: 'image/png', name: 'p.png' }]);
    const uploaded = await fetch(`${a.url}/api/upload/${_id}`, {
      method: 'POST',
      headers: { ...(headers as Record<string, string>), ...auth },
      body: new Uint8Array(payload),
    });
    expect(uploaded.status).toBe(200);
    const { images } = (await uploaded.json()) as { images: Array<{ url: string; listUrl: string }> };
    for (const url of [images[0]!.url, images[0]!.listUrl]) {
      const served = await fetch(`${b.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
    for (const instance of [a, b]) expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
  });

  it('failed logins for one account count across both instances', async () => {
    const me = await sellerOver(a.url, env);
    const attempt = (instance: ApiProcess, password: string) =>
      fetch(`${instance.url}/api/vendor/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: me.email, password }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    // Alternating instances: each one alone has seen at most three.
    for (let i = 0; i < FAILED_LOGINS_PER_ACCOUNT; i += 1) statuses.push(await attempt(i % 2 ? b : a, `wrong-${i}`));
    statuses.push(await attempt(b, me.password));
    statuses.push(await attempt(a, me.password));
    expect(statuses).toEqual([...Array(FAILED_LOGINS_PER_ACCOUNT).fill(401), 429, 429]);
    process.stdout.write(`[figures] two instances: failed logins per account shared, statuses ${statuses.join(' ')}\n`);
  });
});
