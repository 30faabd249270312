// Logging in by phone number (docs/product.md, Login and Team): a person invited by SMS joins with
// the link and logs in with their number in any usual form, under the same one-answer refusal,
// throttles and device cookie as an e-mail login; on PGlite and PostgreSQL.
import { serverMessages } from '@sika/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vendors } from '../src/db/schema.ts';
import { FAILED_LOGINS_PER_ACCOUNT_ADDRESS as PER_ADDRESS } from '../src/http/rate-limits.ts';
import { deviceCookie, refreshCookie, setCookieHeaders, type Registered, withTestApp } from './helpers/app.ts';
import { call, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { seller } from './helpers/products.ts';
import { inviteTokenIn, STAFF_PASSWORD } from './helpers/team.ts';

describe.each(drivers)('phone login on %s', (driver) => {
  const t = withTestApp(driver);
  const db = () => t.testDb.database.db;

  const loginByPhone = (phone: string, password: string, ip = '10.40.0.1', cookie?: string) =>
    call(t.app, 'login', {
      body: { phone, password },
      remoteAddress: ip,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  let numbers = 0;
  /** A fresh MTN number, E.164 and national: '+23324413xxxx', '024 413 xxxx'. */
  function freshNumber(): { e164: string; national: string } {
    numbers += 1;
    const last = String(1000 + numbers).slice(-4);
    return { e164: `+23324413${last}`, national: `024 413 ${last}` };
  }

  /** An attendant invited by SMS to a new shop, who joined with the texted link. */
  async function invitedByPhone(): Promise<{ owner: Registered; e164: string; national: string }> {
    const owner = await seller(t.app, db());
    const number = freshNumber();
    const invited = await call(t.app, 'invitePerson', {
      token: owner.accessToken,
      body: { phone: number.national, role: 'attendant' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const sms = t.sms.to(number.e164).at(-1)!;
    const joined = await call(t.app, 'acceptInvite', {
      params: { token: inviteTokenIn(sms.text) },
      body: { password: STAFF_PASSWORD },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    return { owner, ...number };
  }

  it('logs in a person invited by phone with the number in its local, +233 and 0-prefixed forms', async () => {
    const { owner, e164, national } = await invitedByPhone();
    const compact = national.replace(/\s/g, '');
    for (const typed of [national, compact, e164, `+233 ${national.slice(1)}`, e164.slice(1)]) {
      const response = await loginByPhone(typed, STAFF_PASSWORD);
      expect(response.statusCode, `${typed}: ${response.body}`).toBe(200);
      expect(responseErrors('login', 200, response.json())).toEqual([]);
      expect(response.json()).toMatchObject({ id: owner.id, email: '', role: 'attendant', vendor: { _id: owner.id } });
      expect(refreshCookie(response)).toBeDefined();
      expect(deviceCookie(response)).toBeDefined();
    }
    // The session works: the attendant reads the shop's orders.
    const token = (await loginByPhone(e164, STAFF_PASSWORD)).json().accessToken as string;
    expect((await call(t.app, 'getVendorOrders', { token })).statusCode).toBe(200);
  });

  it('gives one 401 answer for a wrong password and an unknown number, and sets no cookie', async () => {
    const { national } = await invitedByPhone();
    const wrong = await loginByPhone(national, 'not-the-password', '10.41.0.1');
    const unknown = await loginByPhone('055 000 0001', 'not-the-password', '10.41.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: serverMessages.invalidPhoneCredentials,
    });
    expect(responseErrors('login', 401, wrong.json())).toEqual([]);
    expect(setCookieHeaders(wrong)).toEqual([]);
    expect(setCookieHeaders(unknown)).toEqual([]);
  });

  it('counts failures once per login whichever way the number is written, and trusts the browser after', async () => {
    const { e164, national } = await invitedByPhone();
    const forms = [national, e164, national.replace(/\s/g, ''), e164.slice(1), `+233 ${national.slice(1)}`];
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      statuses.push((await loginByPhone(forms[i % forms.length]!, `guess-${i}`, '10.42.0.1')).statusCode);
    }
    expect(statuses).toEqual(Array(PER_ADDRESS).fill(401));
    const locked = await loginByPhone(e164, STAFF_PASSWORD, '10.42.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'LOGIN_LOCKED', message: serverMessages.loginLocked(15) });
    expect(responseErrors('login', 429, locked.json())).toEqual([]);

    // Another address is not locked; its success trusts that browser, which guesses elsewhere never lock.
    const elsewhere = await loginByPhone(national, STAFF_PASSWORD, '10.43.0.1');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    const device = deviceCookie(elsewhere)!;
    for (let i = 0; i < PER_ADDRESS + 1; i += 1) await loginByPhone(e164, `guess-${i}`, '10.43.0.1');
    expect((await loginByPhone(e164, STAFF_PASSWORD, '10.43.0.1')).statusCode).toBe(429);
    expect((await loginByPhone(e164, STAFF_PASSWORD, '10.43.0.1', device)).statusCode).toBe(200);
  });

  it('counts a login with both an e-mail and a phone number once, whichever it is reached by', async () => {
    const owner = await seller(t.app, db());
    const { e164 } = freshNumber();
    // A login holding both an address and a number: one account to guess at, one count.
    await db().update(vendors).set({ phone: e164 }).where(eq(vendors.id, owner.id));
    for (let i = 0; i < PER_ADDRESS - 1; i += 1) {
      expect((await loginByPhone(e164, `guess-${i}`, '10.44.0.1')).statusCode).toBe(401);
    }
    const byEmail = (password: string) =>
      call(t.app, 'login', { body: { email: owner.email, password }, remoteAddress: '10.44.0.1' });
    expect((await byEmail('guess-last')).statusCode).toBe(401);
    expect((await byEmail(owner.password)).statusCode).toBe(429);
    expect((await loginByPhone(e164, owner.password, '10.44.0.1')).statusCode).toBe(429);
  });

  it.each([
    ['both an e-mail and a phone number', { email: 'someone@example.com', phone: '024 412 3456' }, ['email', 'phone']],
    ['neither', {}, ['email', 'phone']],
  ])('answers 400 to %s, naming both fields', async (_, identity, fields) => {
    const response = await call(t.app, 'login', { body: { ...identity, password: 'whatever-1' } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_INPUT', message: serverMessages.loginEmailOrPhone });
    expect(Object.keys(response.json().fields ?? {}).sort()).toEqual(fields);
    expect(responseErrors('login', 400, response.json())).toEqual([]);
  });

  it.each([
    ['letters', 'call me'],
    ['too few digits', '024 412'],
    ['a fixed line (never a login)', '030 212 3456'],
    ['a number of another country', '+44 7700 900123'],
    ['an empty string', ''],
    ['over 30 characters', '0'.repeat(31)],
    ['a NUL character', '024\u0000412 3456'],
  ])('answers 400 naming the phone for %s, never a 500', async (_, phone) => {
    const response = await call(t.app, 'login', { body: { phone, password: 'whatever-1' } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toHaveProperty('phone');
    expect(responseErrors('login', 400, response.json())).toEqual([]);
  });
});
