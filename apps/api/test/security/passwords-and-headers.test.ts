// Common and breached passwords are refused wherever a password is chosen (OWASP ASVS 2.1.7);
// sensitive answers are never cached (ASVS 8.2.1); behind a TLS proxy (TRUST_PROXY) the refresh
// cookie is Secure and HSTS is sent (ASVS 3.4.1, 9.1.1).
import { serverMessages } from '@sika/domain';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/auth/common-passwords.ts';
import { HSTS } from '../../src/http/security-headers.ts';
import { bearer, registerVendor, setCookieHeaders, uniqueEmail, withTestApp } from '../helpers/app.ts';
import { drivers, snapshot } from '../helpers/databases.ts';
import { resetTokenIn } from '../helpers/mail.ts';

const COMMON = ['password', 'Password1', '12345678', 'iloveyou', 'qwertyuiop', 'sunshine1', ' football '];

describe('the common-password list', () => {
  it('holds the usual suspects, case-insensitively, and lets a passphrase through', () => {
    for (const password of COMMON) expect(isCommonPassword(password), password).toBe(true);
    for (const password of ['correct-horse-1', 'kente-cloth-kumasi-24', 'Tr0ub4dor&3x']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe.each(drivers)('passwords on %s', (driver) => {
  const t = withTestApp(driver);
  const db = () => t.testDb.database.db;

  function expectRefused(response: { statusCode: number; json(): unknown }) {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_INPUT',
      message: serverMessages.commonPassword,
      fields: { password: serverMessages.fields.commonPassword },
    });
  }

  // '12345678' is refused as a sequence first (weak-passwords.test.ts).
  it.each(COMMON.filter((p) => p.trim().length >= 8 && p !== '12345678'))(
    'register refuses %j and creates nothing',
    async (password) => {
      const before = await snapshot(db());
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/vendor/register',
        payload: { email: uniqueEmail('common'), password },
      });
      expectRefused(response);
      expect(await snapshot(db())).toBe(before);
    },
  );

  it('a password change and a reset refuse them too, and the old password still works', async () => {
    const me = await registerVendor(t.app);
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/vendor/update-vendor',
      headers: bearer(me.accessToken),
      payload: { id: me.id, password: 'iloveyou', currentPassword: me.password },
    });
    expectRefused(change);

    await t.app.inject({ method: 'POST', url: '/api/vendor/forgot-password-token', payload: { email: me.email } });
    await t.background.settle(5_000);
    const token = resetTokenIn(t.mailer.to(me.email).at(-1)!.text)!;
    const before = await snapshot(db());
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/reset-vendor-password/${token}`,
      payload: { password: 'password1' },
    });
    expectRefused(reset);
    expect(await snapshot(db())).toBe(before);
    // The link is still good for a better password.
    const good = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/reset-vendor-password/${token}`,
      payload: { password: 'kente-cloth-kumasi-24' },
    });
    expect(good.statusCode).toBe(200);
  });
});

describe.each(drivers)('caching and transport headers on %s', (driver) => {
  const t = withTestApp(driver, { env: { TRUST_PROXY: 'true' } });

  it('login, register, refresh, the vendor record and mutations answer no-store; polled lists private, no-cache', async () => {
    const email = uniqueEmail('headers');
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/register',
      payload: { email, password: 'correct-horse-1' },
    });
    expect(register.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email, password: 'correct-horse-1' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json().accessToken as string;
    const cookie = setCookieHeaders(login)[0]!.split(';')[0]!;
    const refresh = await t.app.inject({ url: '/api/vendor/refresh', headers: { cookie } });
    expect(refresh.headers['cache-control']).toBe('no-store');
    const update = await t.app.inject({
      method: 'PATCH',
      url: '/api/vendor/update-vendor',
      headers: bearer(token),
      payload: { id: login.json().id, BusinessName: 'Kofi Phones' },
    });
    expect(update.headers['cache-control']).toBe('no-store');
    const failed = await t.app.inject({ url: '/api/vendor/all-Vendors' });
    expect(failed.headers['cache-control']).toBe('no-store');
    // Lists keep revalidation so an unchanged 15-second poll is a 304 (see http/cache-control.ts).
    for (const url of ['/api/vendor/all-Vendors', '/api/products/all-products', '/api/vendor/get-vendor-orders']) {
      const list = await t.app.inject({ url, headers: bearer(token) });
      expect(list.headers['cache-control'], url).toBe('private, no-cache');
      const again = await t.app.inject({ url, headers: { ...bearer(token), 'if-none-match': list.headers.etag! } });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('behind the proxy over https: Secure cookie and HSTS; over plain http neither', async () => {
    const https = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/register',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: uniqueEmail('tls'), password: 'correct-horse-1' },
    });
    expect(https.statusCode).toBe(201);
    expect(setCookieHeaders(https)[0]).toMatch(/; Secure/);
    expect(setCookieHeaders(https)[0]).toMatch(/HttpOnly/);
    expect(setCookieHeaders(https)[0]).toMatch(/SameSite=Strict/);
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    const health = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(health.headers['strict-transport-security']).toBe(HSTS);

    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/register',
      payload: { email: uniqueEmail('plain'), password: 'correct-horse-1' },
    });
    expect(setCookieHeaders(plain)[0]).not.toMatch(/; Secure/);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe.each(drivers)('without TRUST_PROXY on %s', (driver) => {
  const t = withTestApp(driver);
  it('a forged X-Forwarded-Proto is not believed', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
