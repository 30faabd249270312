// The built portal is served from PORTAL_DIST with an SPA fallback; without it, only the api.
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { withTestApp } from './helpers/app.ts';
import { call, contract } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const BROTLI = brotliCompressSync(SCRIPT);
const GZIP = gzipSync(SCRIPT, { level: 9 });

describe.each(drivers)('portal on %s', (driver) => {
  let dist: string;
  const t = withTestApp(driver, async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'sika-portal-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'assets/index-3f9a1c.js'), SCRIPT);
    // As the build writes them beside each script (apps/portal/scripts/precompress.ts).
    await writeFile(path.join(dist, 'assets/index-3f9a1c.js.br'), BROTLI);
    await writeFile(path.join(dist, 'assets/index-3f9a1c.js.gz'), GZIP);
    await writeFile(path.join(dist, 'assets/only-plain-5d2e.js'), SCRIPT);
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The service worker and the web app manifest, as vite-plugin-pwa writes them (apps/portal/vite.config.ts).
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Sika vendor portal","start_url":"/"}');
    return { env: { PORTAL_DIST: dist, CSP_CONNECT_SRC: 'https://o1.ingest.sentry.io' } };
  });
  afterAll(async () => {
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('answers /api paths that match no operation with the api 404, not the file server', async () => {
    for (const [method, url] of [
      ['GET', '/api//vendor/all-Vendors'],
      ['HEAD', '/api/nothing-here'],
      ['GET', '/api/nothing-here'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      if (method === 'GET') expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', msg: 'Not found.' });
    }
    // A read of an operation's path that takes another method is the api's 405, not the file server's.
    const wrongMethod = await call(t.app, 'resetVendorPassword', { method: 'GET', params: { token: '\u0000' } });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
    expect(wrongMethod.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it('serves the service worker and the web app manifest revalidated every time, never kept as immutable', async () => {
    // A worker kept by the HTTP cache would hold phones on an old deployment; the browser checks
    // /sw.js itself, and the manifest names the icons and start page of the installed app.
    const worker = await t.app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    // Served from the root, the worker's scope is the whole portal without a Service-Worker-Allowed header.
    expect(worker.headers['service-worker-allowed']).toBeUndefined();
    const manifest = await t.app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Sika vendor portal' });
  });

  it('serves index.html at / without caching', async () => {
    const response = await t.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The portal may also report errors to the configured service, and nowhere else.
    expect(response.headers['content-security-policy']).toContain("connect-src 'self' https://o1.ingest.sentry.io;");
    // No user-agent client hints on the page's requests (~100 B on every poll).
    expect(response.headers['permissions-policy']).toBe('ch-ua=(), ch-ua-mobile=(), ch-ua-platform=()');
    expect(response.body).toBe(INDEX);
  });

  it('falls back to index.html for the SPA routes (deep links)', async () => {
    for (const url of [
      '/vendor-main-page',
      '/edit-product/8a6e0804-2bd0-4672-b79d-d97027f9071b',
      '/reset-password/abc?x=1',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable for a year, compressed', async () => {
    const response = await t.app.inject({ url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the build’s precompressed script as it is, Brotli to a browser that takes it, else gzip, else plain', async () => {
    const cases = [
      ['gzip, deflate, br, zstd', 'br', BROTLI.length, brotliDecompressSync],
      ['gzip', 'gzip', GZIP.length, gunzipSync],
      ['identity', undefined, SCRIPT.length, (body: Buffer) => body],
    ] as const;
    for (const [accepted, encoding, length, decode] of cases) {
      const response = await t.app.inject({ url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': accepted } });
      expect(response.statusCode, accepted).toBe(200);
      expect(response.headers['content-encoding'], accepted).toBe(encoding);
      expect(response.headers['content-type'], accepted).toContain('javascript');
      expect(response.headers['cache-control'], accepted).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary, accepted).toContain('accept-encoding');
      // The file itself (its length known), not compressed on the way (chunked).
      expect(response.headers['content-length'], accepted).toBe(String(length));
      expect(decode(response.rawPayload).toString(), accepted).toBe(SCRIPT);
    }
    // A file the build did not precompress is compressed on the way, as before.
    const plain = await t.app.inject({ url: '/assets/only-plain-5d2e.js', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(plain.rawPayload).toString()).toBe(SCRIPT);
  });

  it('revalidates other files', async () => {
    const response = await t.app.inject('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset, an /api miss and a non-GET with 404 JSON, not the page', async () => {
    for (const [method, url] of [
      ['GET', '/assets/index-old.js'],
      ['GET', '/api/unknown'],
      ['POST', '/vendor-main-page'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('still answers the api', async () => {
    expect((await call(t.app, 'getHealth')).json()).toEqual({ status: 'ok', contract: contract.info.version });
  });

  it('serves the prerendered login at / and the empty shell (app.html) to deep links when the build wrote one', async () => {
    const prerendered = await mkdtemp(path.join(tmpdir(), 'sika-portal-prerendered-'));
    const LOGIN = INDEX.replace('<div id="root"></div>', '<div id="root"><h1>Welcome back</h1></div>');
    await writeFile(path.join(prerendered, 'index.html'), LOGIN);
    await writeFile(path.join(prerendered, 'app.html'), INDEX);
    const config = parseConfig({ PORTAL_DIST: prerendered, LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { database: t.testDb.database, logger: false });
    try {
      expect((await app.inject('/')).body).toBe(LOGIN);
      for (const url of ['/vendor-main-page', '/signup-page-one', '/order-details/abc']) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(INDEX);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    } finally {
      await app.close();
      await rm(prerendered, { recursive: true, force: true });
    }
  });

  it("serves a route's prerendered shell (dist/shells) with its scripts preloaded, and the plain shell elsewhere", async () => {
    const built = await mkdtemp(path.join(tmpdir(), 'sika-portal-shells-'));
    const DASHBOARD = INDEX.replace('<div id="root"></div>', '<div id="root"><nav>Sika</nav><p>Loading</p></div>');
    const ORDER = INDEX.replace('<div id="root"></div>', '<div id="root"><nav>Sika</nav><h1>Order details</h1></div>');
    await writeFile(
      path.join(built, 'index.html'),
      INDEX.replace('<div id="root"></div>', '<div id="root"><h1>Login</h1></div>'),
    );
    await writeFile(path.join(built, 'app.html'), INDEX);
    await mkdir(path.join(built, 'shells'));
    await writeFile(path.join(built, 'shells/vendor-main-page.html'), DASHBOARD);
    await mkdir(path.join(built, 'shells/by-id'));
    await writeFile(path.join(built, 'shells/by-id/order-details.html'), ORDER);
    // Not a route's name: never served.
    await writeFile(path.join(built, 'shells/..evil.html'), '<html><head></head>evil</html>');
    await writeFile(
      path.join(built, 'preload.json'),
      JSON.stringify({
        'vendor-main-page': ['/assets/VendorDashboard-1.js'],
        'order-details': ['/assets/OrderDetails-1.js', '../../etc/passwd'],
      }),
    );
    const config = parseConfig({ PORTAL_DIST: built, LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { database: t.testDb.database, logger: false });
    try {
      for (const url of ['/vendor-main-page', '/vendor-main-page?panel=orders']) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('<div id="root"><nav>Sika</nav><p>Loading</p></div>');
        expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/VendorDashboard-1.js">');
      }
      // Unchanged since the last visit (the installed app opening the dashboard again): a 304.
      const first = await app.inject('/vendor-main-page');
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      const again = await app.inject({ url: '/vendor-main-page', headers: { 'if-none-match': first.headers.etag! } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe('no-cache');
      const stale = await app.inject({ url: '/vendor-main-page', headers: { 'if-none-match': '"another-build"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toContain('<p>Loading</p>');
      // A route with an id: its shell for any one id, with its scripts preloaded.
      for (const url of ['/order-details/abc', '/order-details/65f0c0ffee0000000000abcd?from=push']) {
        const details = (await app.inject(url)).body;
        expect(details, url).toContain('<div id="root"><nav>Sika</nav><h1>Order details</h1></div>');
        expect(details, url).toContain('href="/assets/OrderDetails-1.js"');
        expect(details, url).not.toContain('passwd');
      }
      // Without an id, or with more after it, it is not Order details: the plain shell, still preloaded.
      for (const url of ['/order-details', '/order-details/abc/else']) {
        const plain = (await app.inject(url)).body;
        expect(plain, url).toContain('<div id="root"></div>');
        expect(plain, url).toContain('href="/assets/OrderDetails-1.js"');
      }
      expect((await app.inject('/signup-page-one')).body).toBe(INDEX);
      // Exactly the route's path: anything under it is not the dashboard (the app says not found).
      expect((await app.inject('/vendor-main-page/else')).body).toContain('<div id="root"></div>');
      expect((await app.inject('/..evil')).body).not.toContain('evil</html>');
    } finally {
      await app.close();
      await rm(built, { recursive: true, force: true });
    }
  });

  it("allows the built pages' own inline scripts (the after-paint loaders) by hash, and no other", async () => {
    const built = await mkdtemp(path.join(tmpdir(), 'sika-portal-inline-'));
    const LOGIN_LOADER = "(() => { console.log('login'); })();";
    const SHELL_LOADER = "(() => { console.log('shell'); })();";
    const withLoader = (loader: string) => INDEX.replace('</head>', `<script>${loader}</script></head>`);
    await writeFile(path.join(built, 'index.html'), withLoader(LOGIN_LOADER));
    await writeFile(path.join(built, 'app.html'), INDEX);
    await mkdir(path.join(built, 'shells'));
    await writeFile(path.join(built, 'shells/vendor-main-page.html'), withLoader(SHELL_LOADER));
    const ORDER_LOADER = "(() => { console.log('order'); })();";
    await mkdir(path.join(built, 'shells/by-id'));
    await writeFile(path.join(built, 'shells/by-id/order-details.html'), withLoader(ORDER_LOADER));
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const config = parseConfig({ PORTAL_DIST: built, LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { database: t.testDb.database, logger: false });
    try {
      for (const url of ['/', '/vendor-main-page', '/signup-page-one']) {
        const policy = String((await app.inject(url)).headers['content-security-policy']);
        expect(policy, url).toContain(
          `script-src 'self' ${hash(LOGIN_LOADER)} ${hash(SHELL_LOADER)} ${hash(ORDER_LOADER)};`,
        );
        expect(policy.match(/script-src[^;]*/)?.[0], url).not.toContain('unsafe-inline');
      }
    } finally {
      await app.close();
      await rm(built, { recursive: true, force: true });
    }
    // Without a build's loaders, scripts are the origin's files only.
    const policy = String((await t.app.inject('/')).headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
  });

  it('serves only the api, with one warning, when PORTAL_DIST has no index.html', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = parseConfig({ PORTAL_DIST: path.join(dist, 'assets'), LOG_LEVEL: 'warn' });
    const apiOnly = await buildApp(config, { database: t.testDb.database, logger: { level: 'warn', stream } });
    const root = await apiOnly.inject('/');
    const health = await call(apiOnly, 'getHealth');
    await apiOnly.close();
    expect(root.statusCode).toBe(404);
    expect(health.statusCode).toBe(200);
    const warnings = lines.filter((line) => line.includes('No built portal'));
    expect(warnings).toHaveLength(1);
  });
});
