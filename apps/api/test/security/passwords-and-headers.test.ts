// Common and breached passwords are refused wherever a password is chosen (OWASP ASVS 2.1.7);
// sensitive answers are never cached (ASVS 8.2.1); behind a TLS proxy (TRUST_PROXY) the refresh
// cookie is Secure and HSTS is sent (ASVS 3.4.1, 9.1.1).
import { serverMessages } from '@sika/domain';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/auth/common-passwords.ts';
import { HSTS } from '../../src/http/security-headers.ts';
import { registerVendor, setCookieHeaders, uniqueEmail, withTestApp } from '../helpers/app.ts';
import { call } from '../helpers/contract.ts';
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
      const response = await call(t.app, 'register', { body: { email: uniqueEmail('common'), password } });
      expectRefused(response);
      expect(await snapshot(db())).toBe(before);
    },
  );

  it('a password change and a reset refuse them too, and the old password still works', async () => {
    const me = await registerVendor(t.app);
    const change = await call(t.app, 'updateVendor', {
      token: me.accessToken,
      body: { id: me.id, password: 'iloveyou', currentPassword: me.password },
    });
    expectRefused(change);

    await call(t.app, 'forgotPasswordToken', { body: { email: me.email } });
    await t.background.settle(5_000);
    const token = resetTokenIn(t.mailer.to(me.email).at(-1)!.text)!;
    const before = await snapshot(db());
    const reset = await call(t.app, 'resetVendorPassword', { params: { token }, body: { password: 'password1' } });
    expectRefused(reset);
    expect(await snapshot(db())).toBe(before);
    // The link is still good for a better password.
    const good = await call(t.app, 'resetVendorPassword', {
      params: { token },
      body: { password: 'kente-cloth-kumasi-24' },
    });
    expect(good.statusCode).toBe(200);
  });
});

describe.each(drivers)('caching and transport headers on %s', (driver) => {
  const t = withTestApp(driver, { env: { TRUST_PROXY: 'true' } });

  it('login, register, refresh, the vendor record and mutations answer no-store; polled lists private, no-cache', async () => {
    const email = uniqueEmail('headers');
    const register = await call(t.app, 'register', { body: { email, password: 'correct-horse-1' } });
    expect(register.headers['cache-control']).toBe('no-store');
    const login = await call(t.app, 'login', { body: { email, password: 'correct-horse-1' } });
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json().accessToken as string;
    const cookie = setCookieHeaders(login)[0]!.split(';')[0]!;
    const refresh = await call(t.app, 'refresh', { headers: { cookie } });
    expect(refresh.headers['cache-control']).toBe('no-store');
    const update = await call(t.app, 'updateVendor', {
      token,
      body: { id: login.json().id, BusinessName: 'Kofi Phones' },
    });
    expect(update.headers['cache-control']).toBe('no-store');
    const failed = await call(t.app, 'getAllVendors');
    expect(failed.headers['cache-control']).toBe('no-store');
    // Lists keep revalidation so an unchanged 15-second poll is a 304 (see http/cache-control.ts).
    for (const operationId of ['getAllVendors', 'getAllProducts', 'getVendorOrders'] as const) {
      const list = await call(t.app, operationId, { token });
      expect(list.headers['cache-control'], operationId).toBe('private, no-cache');
      const again = await call(t.app, operationId, { token, headers: { 'if-none-match': list.headers.etag! } });
      expect(again.statusCode, operationId).toBe(304);
    }
  });

  it('behind the proxy over https: Secure cookie and HSTS; over plain http neither', async () => {
    const https = await call(t.app, 'register', {
      headers: { 'x-forwarded-proto': 'https' },
      body: { email: uniqueEmail('tls'), password: 'correct-horse-1' },
    });
    expect(https.statusCode).toBe(201);
    expect(setCookieHeaders(https)[0]).toMatch(/; Secure/);
    expect(setCookieHeaders(https)[0]).toMatch(/HttpOnly/);
    expect(setCookieHeaders(https)[0]).toMatch(/SameSite=Strict/);
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    const health = await call(t.app, 'getHealth', { headers: { 'x-forwarded-proto': 'https' } });
    expect(health.headers['strict-transport-security']).toBe(HSTS);

    const plain = await call(t.app, 'register', { body: { email: uniqueEmail('plain'), password: 'correct-horse-1' } });
    expect(setCookieHeaders(plain)[0]).not.toMatch(/; Secure/);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe.each(drivers)('without TRUST_PROXY on %s', (driver) => {
  const t = withTestApp(driver);
  it('a forged X-Forwarded-Proto is not believed', async () => {
    const response = await call(t.app, 'getHealth', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
