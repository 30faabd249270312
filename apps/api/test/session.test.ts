import { serverMessages } from '@sika/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, vendors } from '../src/db/schema.ts';
import {
  bearer,
  refreshCookie,
  registerVendor,
  setCookieHeaders,
  startApp,
  uniqueEmail,
  withTestApp,
} from './helpers/app.ts';
import { call, login, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';

const DAY_MS = 86_400_000;

describe.each(drivers)('sessions on %s', (driver) => {
  const t = withTestApp(driver);

  async function countRows() {
    const [v] = await t.testDb.database.db.select({ n: count() }).from(vendors);
    const [r] = await t.testDb.database.db.select({ n: count() }).from(refreshTokens);
    return { vendors: v!.n, tokens: r!.n };
  }

  const refresh = (cookie?: string) => call(t.app, 'refresh', { headers: cookie ? { cookie } : {} });

  describe('register', () => {
    it('creates the vendor, answers 201 with a token and sets the refresh cookie', async () => {
      const email = uniqueEmail('New');
      const response = await call(t.app, 'register', { body: { email, password: 'a-good-password' } });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(responseErrors('register', 201, body)).toEqual([]);
      expect(body.newVendor).toMatchObject({
        email: email.toLowerCase(),
        registrationCompleted: false,
        isVerified: false,
        BusinessName: '',
      });
      expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

      const [cookie] = setCookieHeaders(response);
      expect(cookie).toMatch(/^sika_refresh=[\w-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain('Path=/api/vendor');
      expect(cookie).not.toContain('Secure');
    });

    it('stores an argon2id hash, never the password', async () => {
      const email = uniqueEmail();
      await registerVendor(t.app, email, 'plain-text-secret');
      const [row] = await t.testDb.database.db.select().from(vendors).where(eq(vendors.email, email));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row!.passwordHash).not.toContain('plain-text-secret');
    });

    it('marks the cookie Secure when the request came over https', async () => {
      const proxied = await startApp(t.testDb.database, { env: { TRUST_PROXY: 'true' } });
      const response = await call(proxied.app, 'register', {
        body: { email: uniqueEmail(), password: 'a-good-password' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      await proxied.app.close();
      expect(response.statusCode).toBe(201);
      expect(setCookieHeaders(response)[0]).toContain('Secure');
    });

    it('answers 409 EMAIL_TAKEN for an address taken in any letter case, storing nothing', async () => {
      const email = uniqueEmail('Case');
      await registerVendor(t.app, email);
      const before = await countRows();
      const response = await call(t.app, 'register', {
        body: { email: email.toUpperCase(), password: 'another-password' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'An account with this email already exists.',
        msg: 'An account with this email already exists.',
        code: 'EMAIL_TAKEN',
        // Not that account's password (signup-resume.test.ts: with it, an unfinished sign-up continues).
        fields: { password: serverMessages.fields.notThisAccountsPassword },
      });
      expect(setCookieHeaders(response)).toEqual([]);
      expect(await countRows()).toEqual(before);
    });

    it('answers 400 with fields for a bad e-mail and a short password, storing nothing', async () => {
      const before = await countRows();
      const badEmail = await call(t.app, 'register', { body: { email: 'not-an-email', password: 'a-good-password' } });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json()).toMatchObject({ code: 'BAD_INPUT', fields: { email: expect.any(String) } });
      expect(responseErrors('register', 400, badEmail.json())).toEqual([]);

      // The contract's Registration holds new passwords to 8 characters (login accepts shorter old ones).
      for (const password of ['short', '7-chars']) {
        const short = await call(t.app, 'register', { body: { email: uniqueEmail(), password } });
        expect(short.statusCode, password).toBe(400);
        expect(short.json()).toEqual({
          message: 'Some fields are not valid.',
          msg: 'Some fields are not valid.',
          code: 'BAD_INPUT',
          fields: { password: 'Must be at least 8 characters.' },
        });
      }

      const missing = await call(t.app, 'register', { body: {} });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().fields ?? {}).sort()).toEqual(['email', 'password']);
      expect(missing.json().msg).toBe(missing.json().message);
      expect(await countRows()).toEqual(before);
    });
  });

  describe('login', () => {
    it('answers 200 with the token, id, e-mail and vendor, and sets the cookie', async () => {
      const vendor = await registerVendor(t.app, uniqueEmail('Login'));
      const response = await login(t.app, vendor.email.toUpperCase(), vendor.password);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(responseErrors('login', 200, body)).toEqual([]);
      expect(body).toMatchObject({ id: vendor.id, email: vendor.email, vendor: { _id: vendor.id } });
      expect(refreshCookie(response)).toBeDefined();
      expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
    });

    it('gives one 401 answer for a wrong password and an unknown e-mail', async () => {
      const vendor = await registerVendor(t.app);
      const wrong = await login(t.app, vendor.email, 'wrong-password');
      const unknown = await login(t.app, uniqueEmail('ghost'), 'wrong-password');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().message).toBe('Invalid email or password.');
      expect(responseErrors('login', 401, wrong.json())).toEqual([]);
      expect(setCookieHeaders(wrong)).toEqual([]);
    });

    it('throttles an address after too many attempts with 429', async () => {
      const limited = await startApp(t.testDb.database, {
        deps: { rateLimits: { login: { max: 3, timeWindowMs: 60_000 } } },
      });
      const attempt = () => login(limited.app, uniqueEmail(), 'whatever');
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
      const last = await attempt();
      await limited.app.close();
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(last.statusCode).toBe(429);
      expect(last.json().code).toBe('TOO_MANY_REQUESTS');
      expect(last.headers['retry-after']).toBeDefined();
      expect(responseErrors('login', 429, last.json())).toEqual([]);
    });
  });

  describe('refresh', () => {
    it('rotates the cookie on every use', async () => {
      const vendor = await registerVendor(t.app);
      const first = await refresh(vendor.cookie);
      expect(first.statusCode).toBe(200);
      expect(responseErrors('refresh', 200, first.json())).toEqual([]);
      const next = refreshCookie(first);
      expect(next).toBeDefined();
      expect(next).not.toBe(vendor.cookie);
      const second = await refresh(next);
      expect(second.statusCode).toBe(200);
      expect(refreshCookie(second)).not.toBe(next);
      // The new access token works.
      const me = await call(t.app, 'getAllVendors', { token: second.json().accessToken });
      expect(me.json()[0]!._id).toBe(vendor.id);
    });

    it('answers a replay within the grace window with a token but no new cookie', async () => {
      const vendor = await registerVendor(t.app);
      const rotated = await refresh(vendor.cookie);
      t.clock.advance(19_000);
      const replay = await refresh(vendor.cookie);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().accessToken).toEqual(expect.any(String));
      expect(setCookieHeaders(replay)).toEqual([]);
      // The successor is untouched.
      expect((await refresh(refreshCookie(rotated))).statusCode).toBe(200);
    });

    it('treats a replay after the grace window as theft: 401 and the whole family revoked', async () => {
      const vendor = await registerVendor(t.app);
      const rotated = await refresh(vendor.cookie);
      const successor = refreshCookie(rotated)!;
      t.clock.advance(21_000);
      const replay = await refresh(vendor.cookie);
      expect(replay.statusCode).toBe(401);
      expect(responseErrors('refresh', 401, replay.json())).toEqual([]);
      expect(setCookieHeaders(replay)[0]).toMatch(/^sika_refresh=;.*Max-Age=0/);
      const stolen = await refresh(successor);
      expect(stolen.statusCode).toBe(401);
    });

    it('answers 401 for a missing, unknown or expired token and clears the cookie', async () => {
      expect((await refresh()).statusCode).toBe(401);

      const unknown = await refresh('sika_refresh=not-a-real-token');
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Your session has expired.' });
      expect(setCookieHeaders(unknown)[0]).toMatch(/^sika_refresh=;/);

      const vendor = await registerVendor(t.app);
      t.clock.advance(31 * DAY_MS);
      const expired = await refresh(vendor.cookie);
      expect(expired.statusCode).toBe(401);
      expect(setCookieHeaders(expired)[0]).toMatch(/^sika_refresh=;/);
    });

    it('lets only one of two parallel refreshes rotate; both get an access token', async () => {
      const vendor = await registerVendor(t.app);
      const [a, b] = await Promise.all([refresh(vendor.cookie), refresh(vendor.cookie)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const cookies = [refreshCookie(a), refreshCookie(b)].filter(Boolean);
      expect(cookies).toHaveLength(1);
    });
  });

  describe('logout', () => {
    it('revokes the session and clears the cookie', async () => {
      const vendor = await registerVendor(t.app);
      const rotated = refreshCookie(await refresh(vendor.cookie))!;
      const response = await call(t.app, 'logout', { headers: { cookie: rotated } });
      expect(response.statusCode).toBe(200);
      expect(responseErrors('logout', 200, response.json())).toEqual([]);
      expect(setCookieHeaders(response)[0]).toMatch(/^sika_refresh=;.*Path=\/api\/vendor/);
      expect((await refresh(rotated)).statusCode).toBe(401);
      // Even within the grace window, the older token of the family is dead too.
      expect((await refresh(vendor.cookie)).statusCode).toBe(401);
    });

    it('tells the browser to drop its HTTP cache of the site (the lists) whenever its session ends there', async () => {
      const vendor = await registerVendor(t.app);
      const rotated = await refresh(vendor.cookie);
      // A session going on clears nothing.
      expect(rotated.headers['clear-site-data']).toBeUndefined();
      const out = await call(t.app, 'logout', { headers: { cookie: refreshCookie(rotated)! } });
      expect(out.headers['clear-site-data']).toBe('"cache"');
      // Logged out already, or by the access token alone: the same.
      expect((await call(t.app, 'logout')).headers['clear-site-data']).toBe('"cache"');
      const other = await registerVendor(t.app);
      expect((await call(t.app, 'logout', { token: other.accessToken })).headers['clear-site-data']).toBe('"cache"');
      // A refresh refused (ended, expired, unknown) ends the session in this browser too.
      const refused = await refresh(vendor.cookie);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['clear-site-data']).toBe('"cache"');
      // Only answers that end a session carry it.
      const again = await login(t.app, other.email, other.password);
      expect(again.headers['clear-site-data']).toBeUndefined();
    });

    it('answers 200 without a session', async () => {
      const response = await call(t.app, 'logout');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Logged out.', msg: 'Logged out.' });
    });
  });

  describe('access tokens', () => {
    it('answers 401 UNAUTHORIZED for a missing, malformed, forged or expired token', async () => {
      const vendor = await registerVendor(t.app);
      const allVendors = (headers: Record<string, string>) => call(t.app, 'getAllVendors', { headers });
      const [header, payload] = vendor.accessToken.split('.');
      const forged = `${header}.${payload}.${'A'.repeat(43)}`;
      for (const headers of [
        {},
        { authorization: 'Bearer nonsense' },
        { authorization: vendor.accessToken },
        bearer(forged),
      ]) {
        const response = await allVendors(headers);
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('UNAUTHORIZED');
        expect(responseErrors('getAllVendors', 401, response.json())).toEqual([]);
      }
      expect((await allVendors(bearer(vendor.accessToken))).statusCode).toBe(200);
      t.clock.advance(901_000);
      const expired = await allVendors(bearer(vendor.accessToken));
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('UNAUTHORIZED');
    });

    it('are accepted by every instance over the same database (the generated key is shared)', async () => {
      const vendor = await registerVendor(t.app);
      const other = await startApp(t.testDb.database);
      const response = await call(other.app, 'getAllVendors', { token: vendor.accessToken });
      await other.app.close();
      expect(response.statusCode).toBe(200);
    });

    it('use JWT_SECRET when it is configured', async () => {
      const env = { JWT_SECRET: 'k'.repeat(40) };
      const a = await startApp(t.testDb.database, { env });
      const b = await startApp(t.testDb.database, { env });
      const vendor = await registerVendor(a.app);
      const onB = await call(b.app, 'getAllVendors', { token: vendor.accessToken });
      const onDefault = await call(t.app, 'getAllVendors', { token: vendor.accessToken });
      await a.app.close();
      await b.app.close();
      expect(onB.statusCode).toBe(200);
      expect(onDefault.statusCode).toBe(401);
    });

    it('name the vendor and the session in 22 characters each, and tokens naming them as UUIDs still work', async () => {
      const vendor = await registerVendor(t.app);
      const claims = JSON.parse(Buffer.from(vendor.accessToken.split('.')[1]!, 'base64url').toString('utf8'));
      expect(claims.sub).toBe(Buffer.from(vendor.id.replaceAll('-', ''), 'hex').toString('base64url'));
      expect(claims.sid).toMatch(/^[\w-]{22}$/);
      // It rides with every poll: ~200 characters, where UUIDs made it ~250.
      expect(vendor.accessToken.length).toBeLessThan(220);

      // Signed before compact ids (a deploy in the middle of a session): the same session.
      const sid = Buffer.from(claims.sid, 'base64url').toString('hex');
      const asUuid = `${sid.slice(0, 8)}-${sid.slice(8, 12)}-${sid.slice(12, 16)}-${sid.slice(16, 20)}-${sid.slice(20)}`;
      const sign = (claims: object) => t.app.jwt.sign(claims, { expiresIn: 60, clockTimestamp: t.clock.now() });
      const older = sign({ sub: vendor.id, sid: asUuid });
      const allVendorsAs = (token: string) => call(t.app, 'getAllVendors', { token });
      expect((await allVendorsAs(older)).statusCode).toBe(200);
      // Neither form of id can be bent: a short or padded one is no id.
      for (const sub of [claims.sub.slice(1), `${claims.sub}A`, 'not-a-uuid']) {
        expect((await allVendorsAs(sign({ sub, sid: claims.sid }))).statusCode).toBe(401);
      }
    });

    it('answers 401 for the token of a vendor that no longer exists', async () => {
      const vendor = await registerVendor(t.app);
      await t.testDb.database.db.delete(vendors).where(eq(vendors.id, vendor.id));
      const response = await call(t.app, 'getAllVendors', { token: vendor.accessToken });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    });
  });
});
