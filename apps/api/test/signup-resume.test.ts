// Sign-up step one sent again (docs/product.md, Sign-up): the e-mail and password of an unfinished
// sign-up continue it like a login; another password is told so and counted like a failed login;
// a finished sign-up keeps 'An account with this email already exists.'.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FAILED_LOGINS_PER_ACCOUNT_ADDRESS } from '../src/http/rate-limits.ts';
import { refreshTokens, vendors } from '../src/db/schema.ts';
import {
  deviceCookie,
  refreshCookie,
  registerVendor,
  setCookieHeaders,
  startApp,
  uniqueEmail,
  withTestApp,
} from './helpers/app.ts';
import { call, login, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';

const BUSINESS = {
  BusinessName: 'Kofi Kente Weaves',
  BusinessCategory: 'Fashion and wears',
  BusinessAddress: '4 Adum Road, Kumasi',
  mobile: '0244123456',
};

describe.each(drivers)('sign-up step one sent again on %s', (driver) => {
  // The real per-account count of failed logins (no override of loginAccount).
  const t = withTestApp(driver);

  const register = (email: string, password: string, cookie?: string) =>
    call(t.app, 'register', { body: { email, password }, ...(cookie ? { headers: { cookie } } : {}) });

  async function rows() {
    const [v] = await t.testDb.database.db.select({ n: count() }).from(vendors);
    const [r] = await t.testDb.database.db.select({ n: count() }).from(refreshTokens);
    return { vendors: v!.n, tokens: r!.n };
  }

  it('with the password of an unfinished sign-up answers 200 with its record and a new session', async () => {
    const me = await registerVendor(t.app, uniqueEmail('Resume'));
    const before = await rows();
    const again = await register(me.email.toUpperCase(), me.password);
    expect(again.statusCode).toBe(200);
    const body = again.json();
    expect(responseErrors('register', 200, body)).toEqual([]);
    expect(body.newVendor).toMatchObject({
      _id: me.id,
      email: me.email,
      BusinessName: '',
      registrationCompleted: false,
    });
    expect(refreshCookie(again)).toBeDefined();
    expect(deviceCookie(again)).toBeDefined();
    // No second vendor; one more session.
    expect(await rows()).toEqual({ vendors: before.vendors, tokens: before.tokens + 1 });
    // The new token is the vendor's own.
    const record = await call(t.app, 'getAllVendors', { token: body.accessToken });
    expect(record.statusCode).toBe(200);
    expect(record.json()).toEqual([body.newVendor]);
  });

  it('answers the saved business details, so the portal continues at step three and fills it in', async () => {
    const me = await registerVendor(t.app);
    const saved = await call(t.app, 'updateVendor', { token: me.accessToken, body: { id: me.id, ...BUSINESS } });
    expect(saved.statusCode).toBe(200);
    await call(t.app, 'updateVendor', {
      token: me.accessToken,
      body: { id: me.id, momo_mobile_name: 'Kofi Mensah' },
    });
    const again = await register(me.email, me.password);
    expect(again.statusCode).toBe(200);
    // The record as the server keeps it (the phone number in its stored form).
    expect(again.json().newVendor).toEqual({ ...saved.json(), momo_mobile_name: 'Kofi Mensah' });
    expect(again.json().newVendor).toMatchObject({ BusinessName: BUSINESS.BusinessName, momo_mobile: '' });
  });

  it('ends the session the browser held before, as a login does', async () => {
    const me = await registerVendor(t.app);
    const again = await register(me.email, me.password, me.cookie);
    expect(again.statusCode).toBe(200);
    const old = await call(t.app, 'refresh', { headers: { cookie: me.cookie } });
    expect(old.statusCode).toBe(401);
    const fresh = await call(t.app, 'refresh', { headers: { cookie: refreshCookie(again)! } });
    expect(fresh.statusCode).toBe(200);
  });

  it('with another password is a 409 naming the password, opening nothing and storing nothing', async () => {
    const me = await registerVendor(t.app);
    const before = await rows();
    const wrong = await register(me.email, 'another-password-9');
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({
      message: 'An account with this email already exists.',
      msg: 'An account with this email already exists.',
      code: 'EMAIL_TAKEN',
      fields: {
        password:
          'This is not the password of the account with this e-mail. Type the one you chose to continue signing up, or log in.',
      },
    });
    expect(responseErrors('register', 409, wrong.json())).toEqual([]);
    expect(setCookieHeaders(wrong)).toEqual([]);
    expect(await rows()).toEqual(before);
  });

  it('a finished sign-up keeps the plain 409 with its password, and the same wrong-password 409 without', async () => {
    const me = await registerVendor(t.app);
    await call(t.app, 'updateVendor', {
      token: me.accessToken,
      body: {
        id: me.id,
        ...BUSINESS,
        momo_mobile_name: 'Kofi Mensah',
        momo_mobile: '0244000002',
        registrationCompleted: true,
      },
    });
    const before = await rows();
    const right = await register(me.email, me.password);
    expect(right.statusCode).toBe(409);
    expect(right.json()).toEqual({
      message: 'An account with this email already exists.',
      msg: 'An account with this email already exists.',
      code: 'EMAIL_TAKEN',
    });
    expect(refreshCookie(right)).toBeUndefined();
    // Without the password nobody learns whether the sign-up was finished: one answer for both.
    const wrongFinished = await register(me.email, 'another-password-9');
    const unfinished = await registerVendor(t.app);
    const wrongUnfinished = await register(unfinished.email, 'another-password-9');
    expect(wrongFinished.statusCode).toBe(409);
    expect(wrongFinished.json()).toEqual(wrongUnfinished.json());
    expect((await rows()).vendors).toBe(before.vendors + 1);
  });

  it(`wrong passwords count as failed logins: the ${FAILED_LOGINS_PER_ACCOUNT_ADDRESS + 1}th is locked out, the login too`, async () => {
    const me = await registerVendor(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < FAILED_LOGINS_PER_ACCOUNT_ADDRESS; i += 1) {
      statuses.push((await register(me.email, `guess-number-${i}`)).statusCode);
    }
    expect(statuses).toEqual(Array(FAILED_LOGINS_PER_ACCOUNT_ADDRESS).fill(409));
    const locked = await register(me.email, me.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('LOGIN_LOCKED');
    expect(locked.headers['retry-after']).toBeDefined();
    expect(responseErrors('register', 429, locked.json())).toEqual([]);
    // The same count as the login's: guessing through sign-up gains no extra attempts.
    expect((await login(t.app, me.email, me.password)).statusCode).toBe(429);
  });

  it('stays throttled per address, for taken e-mails as for new ones', async () => {
    const me = await registerVendor(t.app);
    const limited = await startApp(t.testDb.database, {
      deps: { rateLimits: { register: { max: 2, timeWindowMs: 60_000 } } },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await call(limited.app, 'register', { body: { email: me.email, password: me.password } });
      statuses.push(response.statusCode);
    }
    await limited.app.close();
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('the browser that signed up continues even while the account is locked for others', async () => {
    const email = uniqueEmail('Own');
    const first = await call(t.app, 'register', { body: { email, password: 'adinkra-stamp-88' } });
    const device = deviceCookie(first)!;
    for (let i = 0; i < FAILED_LOGINS_PER_ACCOUNT_ADDRESS + 1; i += 1) await register(email, `guess-number-${i}`);
    expect((await register(email, 'adinkra-stamp-88')).statusCode).toBe(429);
    const own = await register(email, 'adinkra-stamp-88', device);
    expect(own.statusCode).toBe(200);
    expect(own.json().newVendor.email).toBe(email.toLowerCase());
  });

  it('still refuses a weak password for a new e-mail, creating nothing', async () => {
    const email = uniqueEmail('weak');
    const weak = await register(email, '12345678');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toHaveProperty('password');
    const found = await t.testDb.database.db.select().from(vendors).where(eq(vendors.email, email));
    expect(found).toEqual([]);
  });
});
