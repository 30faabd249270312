// Cross-cutting HTTP behaviour: health, error bodies, unknown routes, headers, CORS.
import { serverMessages } from '@sika/domain';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { registerVendor, startApp, uniqueEmail, withTestApp } from './helpers/app.ts';
import { call, contract, errorBodyErrors, login, pathOf, responseErrors } from './helpers/contract.ts';
import { drivers, openTestDatabase } from './helpers/databases.ts';

describe.each(drivers)('http on %s', (driver) => {
  const t = withTestApp(driver, { env: { CORS_ORIGIN: 'https://portal.example.com' } });

  it('reports health after asking the database', async () => {
    const response = await call(t.app, 'getHealth');
    expect(response.statusCode).toBe(200);
    // The contract's version, which a portal checks before sending writes it kept offline.
    expect(response.json()).toEqual({ status: 'ok', contract: contract.info.version });
    expect(responseErrors('getHealth', 200, response.json())).toEqual([]);
  });

  it('answers malformed JSON with 400 and the Error body', async () => {
    const response = await call(t.app, 'login', {
      body: '{"email": "a@b.co", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_JSON', message: 'The request body is not valid JSON.' });
    expect(errorBodyErrors(response.json())).toEqual([]);
  });

  it('refuses a prototype key with a 400 naming it, as an unknown field, never storing it', async () => {
    for (const key of ['__proto__', 'constructor']) {
      const response = await call(t.app, 'login', {
        body: `{"email": "a@b.co", "password": "long-enough-1", "${key}": {"isVerified": true}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_INPUT',
        fields: { [key]: serverMessages.fields.unknownField },
      });
      expect(errorBodyErrors(response.json())).toEqual([]);
    }
  });

  it('refuses a body in a content type the contract does not list, or no body at all', async () => {
    const text = await call(t.app, 'login', { body: 'hi', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    expect(errorBodyErrors(text.json())).toEqual([]);
    const none = await call(t.app, 'login');
    expect(none.statusCode).toBe(400);
    expect(errorBodyErrors(none.json())).toEqual([]);
    const array = await call(t.app, 'login', { body: [1, 2] });
    expect(array.statusCode).toBe(400);
  });

  it('answers an oversized body with 413', async () => {
    const response = await call(t.app, 'login', {
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(errorBodyErrors(response.json())).toEqual([]);
  });

  it('answers a malformed URL with 400 and the Error body, without echoing it', async () => {
    const response = await t.app.inject(`${pathOf('resetVendorPassword', { token: '' })}%zz-secret`);
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
      ['DELETE', '/api/vendor/nothing-here'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
      expect(errorBodyErrors(response.json())).toEqual([]);
    }
    // A known path asked with another method is a 405 (test/security/refusals.test.ts).
    const wrongMethod = await call(t.app, 'login', { method: 'DELETE' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(errorBodyErrors(wrongMethod.json())).toEqual([]);
  });

  it('refuses a NUL character in any text field with 400 naming the field, never a 500', async () => {
    const me = await registerVendor(t.app);
    const update = await call(t.app, 'updateVendor', {
      token: me.accessToken,
      body: { id: me.id, BusinessName: 'B\u0000Biz', momo_mobile: '0\u0000' },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({
      code: 'BAD_INPUT',
      fields: { BusinessName: 'Must not contain a NUL character.', momo_mobile: 'Must not contain a NUL character.' },
    });
    expect(errorBodyErrors(update.json())).toEqual([]);
    const loggedIn = await login(t.app, me.email, 'x\u0000y');
    expect(loggedIn.statusCode).toBe(400);
    expect(loggedIn.json().fields).toEqual({ password: 'Must not contain a NUL character.' });
    const reset = await call(t.app, 'resetVendorPassword', {
      params: { token: '\u0000' },
      body: { password: 'long-enough-1' },
    });
    expect(reset.statusCode).toBe(400);
    expect(errorBodyErrors(reset.json())).toEqual([]);
  });

  it('answers errors of the HTTP parser itself (431, broken framing) with the Error body', async () => {
    const server = await startApp(t.testDb.database);
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as AddressInfo;
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          let answer = '';
          const socket = connect(port, '127.0.0.1', () => socket.end(request));
          socket.on('data', (chunk) => (answer += String(chunk)));
          socket.on('close', () => resolve(answer));
          socket.on('error', reject);
        });
      const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

      const huge = await raw(`GET ${pathOf('getHealth')} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(huge).toMatch(/^HTTP\/1\.1 431 /);
      expect(bodyOf(huge)).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
      expect(errorBodyErrors(bodyOf(huge))).toEqual([]);

      const broken = await raw(`POST ${pathOf('login')} HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n`);
      expect(broken).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(broken)).toMatchObject({ code: 'BAD_REQUEST' });
      expect(errorBodyErrors(bodyOf(broken))).toEqual([]);
    } finally {
      await server.app.close();
    }
  });

  it('answers 414 and 415 in the Error body too', async () => {
    const long = await call(t.app, 'resetVendorPassword', {
      body: { password: 'long-enough-1' },
      params: { token: 'a'.repeat(300) },
    });
    expect(long.statusCode).toBe(414);
    expect(errorBodyErrors(long.json())).toEqual([]);
    const media = await call(t.app, 'login', { body: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('implements every operation of the contract now: none answers 501 NOT_IMPLEMENTED', async () => {
    const me = await registerVendor(t.app);
    const orders = await call(t.app, 'getVendorOrders', { token: me.accessToken });
    expect(orders.statusCode).toBe(200);
    expect(orders.json()).toEqual([]);
    // Without its body (id and password) the delete is bad input, not a missing feature.
    const remove = await call(t.app, 'deleteVendor', { token: me.accessToken });
    expect(remove.statusCode).toBe(400);
    expect(errorBodyErrors(remove.json())).toEqual([]);
    const upload = await call(t.app, 'uploadProductImage', {
      body: '--b\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nPNG\r\n--b--\r\n',
      params: { productKey: 'x' },
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    // Implemented now: without a token it is refused before the body is read.
    expect(upload.statusCode).toBe(401);
  });

  it('sends the security headers on every answer, and no document policy on JSON (it costs every poll)', async () => {
    for (const url of [pathOf('getHealth'), '/api/nothing-here']) {
      const response = await t.app.inject(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['permissions-policy']).toBeUndefined();
    }
  });

  it('allows the configured origin with credentials, and no other', async () => {
    const preflight = await call(t.app, 'login', {
      method: 'OPTIONS',
      headers: { origin: 'https://portal.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://portal.example.com');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');

    const simple = await call(t.app, 'getHealth', { headers: { origin: 'https://portal.example.com' } });
    expect(simple.headers['access-control-allow-origin']).toBe('https://portal.example.com');

    const stranger = await call(t.app, 'getHealth', { headers: { origin: 'https://evil.example.com' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no CORS headers at all when CORS_ORIGIN is unset', async () => {
    const plain = await startApp(t.testDb.database);
    const response = await call(plain.app, 'getHealth', { headers: { origin: 'https://portal.example.com' } });
    await plain.app.close();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses large JSON answers', async () => {
    // Phones are stored as short E.164 numbers: a long e-mail address makes up the size.
    const me = await registerVendor(t.app, uniqueEmail('v'.repeat(60)));
    const update = await call(t.app, 'updateVendor', {
      token: me.accessToken,
      body: {
        id: me.id,
        BusinessName: 'A'.repeat(200),
        BusinessAddress: 'B'.repeat(300),
        momo_mobile_name: 'C'.repeat(200),
        mobile: '+233 30 212 3456',
        momo_mobile: '+233 24 412 3456',
      },
    });
    expect(update.statusCode).toBe(200);
    const response = await call(t.app, 'getAllVendors', {
      token: me.accessToken,
      headers: { 'accept-encoding': 'gzip' },
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

    const loggedIn = await login(app, 'a@b.co', 'whatever');
    const health = await call(app, 'getHealth');
    await app.close();

    expect(loggedIn.statusCode).toBe(500);
    expect(loggedIn.json()).toEqual({ message: 'Something went wrong', msg: 'Something went wrong', code: 'INTERNAL' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ code: 'UNAVAILABLE', down: ['database'] });
    expect(responseErrors('getHealth', 503, health.json())).toEqual([]);
    expect(lines.some((line) => line.includes('request failed'))).toBe(true);
  });
});
