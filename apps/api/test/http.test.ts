// Cross-cutting HTTP behaviour: health, error bodies, unknown routes, headers, CORS.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { bearer, registerVendor, startApp } from './helpers/app.ts';
import { errorBodyErrors, responseErrors } from './helpers/contract.ts';
import { drivers, openTestDatabase, type TestDatabase } from './helpers/databases.ts';

describe.each(drivers)('http on %s', (driver) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await openTestDatabase(driver);
    app = (await startApp(testDb.database, { env: { CORS_ORIGIN: 'https://portal.example.com' } })).app;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('reports health after asking the database', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(responseErrors('getHealth', 200, response.json())).toEqual([]);
  });

  it('answers malformed JSON with 400 and the Error body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
    expect(errorBodyErrors(response.json())).toEqual([]);
  });

  it('refuses a body in a content type the contract does not list, or no body at all', async () => {
    const text = await app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
    expect(errorBodyErrors(text.json())).toEqual([]);
    const none = await app.inject({ method: 'POST', url: '/api/vendor/login' });
    expect(none.statusCode).toBe(400);
    expect(errorBodyErrors(none.json())).toEqual([]);
    const array = await app.inject({ method: 'POST', url: '/api/vendor/login', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
  });

  it('answers an oversized body with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(errorBodyErrors(response.json())).toEqual([]);
  });

  it('answers a malformed URL with 400 and the Error body, without echoing it', async () => {
    const response = await app.inject('/api/vendor/reset-vendor-password/%zz-secret');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_URL' });
    expect(errorBodyErrors(response.json())).toEqual([]);
    expect(response.body).not.toContain('secret');
  });

  it('answers unknown routes under /api with a 404 Error body', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/vendor/unknown'],
      ['GET', '/api'],
      ['DELETE', '/api/vendor/login'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
      expect(errorBodyErrors(response.json())).toEqual([]);
    }
  });

  it('answers operations of later issues with 501 NOT_IMPLEMENTED, whatever is sent', async () => {
    const me = await registerVendor(app);
    for (const [method, url] of [
      ['GET', '/api/products/all-products'],
      ['POST', '/api/Products/create'],
      ['PATCH', '/api/products/update-product'],
      ['DELETE', '/api/products/delete'],
      ['POST', '/api/upload/some-product'],
      ['GET', '/api/vendor/get-vendor-orders'],
      ['DELETE', '/api/Vendors'],
    ] as const) {
      const response = await app.inject({ method, url, headers: bearer(me.accessToken) });
      expect(response.statusCode, `${method} ${url}`).toBe(501);
      expect(response.json()).toMatchObject({ code: 'NOT_IMPLEMENTED' });
      expect(errorBodyErrors(response.json())).toEqual([]);
    }
    const upload = await app.inject({
      method: 'POST',
      url: '/api/upload/x',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nPNG\r\n--b--\r\n',
    });
    expect(upload.statusCode).toBe(501);
  });

  it('sends the security headers on every answer, and no document policy on JSON (it costs every poll)', async () => {
    for (const url of ['/api/health', '/api/nothing-here']) {
      const response = await app.inject(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['content-security-policy']).toBeUndefined();
    }
  });

  it('allows the configured origin with credentials, and no other', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/vendor/login',
      headers: { origin: 'https://portal.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://portal.example.com');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');

    const simple = await app.inject({ url: '/api/health', headers: { origin: 'https://portal.example.com' } });
    expect(simple.headers['access-control-allow-origin']).toBe('https://portal.example.com');

    const stranger = await app.inject({ url: '/api/health', headers: { origin: 'https://evil.example.com' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no CORS headers at all when CORS_ORIGIN is unset', async () => {
    const plain = await startApp(testDb.database);
    const response = await plain.app.inject({ url: '/api/health', headers: { origin: 'https://portal.example.com' } });
    await plain.app.close();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses large JSON answers', async () => {
    const me = await registerVendor(app);
    await app.inject({
      method: 'PATCH',
      url: '/api/vendor/update-vendor',
      headers: bearer(me.accessToken),
      payload: {
        id: me.id,
        BusinessName: 'A'.repeat(200),
        BusinessAddress: 'B'.repeat(300),
        momo_mobile_name: 'C'.repeat(200),
        mobile: '1'.repeat(40),
        momo_mobile: '2'.repeat(40),
      },
    });
    const response = await app.inject({
      url: '/api/vendor/all-Vendors',
      headers: { ...bearer(me.accessToken), 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.etag).toBeDefined();
  });
});

describe('server failures', () => {
  it('answer 500 "Something went wrong" (logged, no details) and a 503 health when the database is gone', async () => {
    const testDb = await openTestDatabase('pglite');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = parseConfig({ PORTAL_DIST: '/nonexistent-portal', JWT_SECRET: 's'.repeat(32) });
    const app = await buildApp(config, { database: testDb.database, logger: { level: 'error', stream } });
    await testDb.database.close();

    const login = await app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: 'a@b.co', password: 'whatever' },
    });
    const health = await app.inject('/api/health');
    await app.close();

    expect(login.statusCode).toBe(500);
    expect(login.json()).toEqual({ message: 'Something went wrong', msg: 'Something went wrong', code: 'INTERNAL' });
    expect(health.statusCode).toBe(503);
    expect(errorBodyErrors(health.json())).toEqual([]);
    expect(lines.some((line) => line.includes('request failed'))).toBe(true);
  });
});
