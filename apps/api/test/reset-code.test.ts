// A forgotten password reset by a code texted to a phone number (docs/product.md, Forgot password):
// 6 digits, 10 minutes, 5 tries, one answer for every way it fails, the login lock ended; on PGlite
// and PostgreSQL.
import { serverMessages } from '@sika/domain';
import { describe, expect, it } from 'vitest';
import { FAILED_LOGINS_PER_ACCOUNT_ADDRESS as PER_ADDRESS } from '../src/http/rate-limits.ts';
import { deviceCookie, startApp, withTestApp } from './helpers/app.ts';
import { call, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { seller } from './helpers/products.ts';
import { inviteTokenIn, STAFF_PASSWORD } from './helpers/team.ts';

const NEW_PASSWORD = 'kente-weaver-4417';

describe.each(drivers)('password reset by texted code on %s', (driver) => {
  const t = withTestApp(driver);
  const db = () => t.testDb.database.db;

  let numbers = 0;
  /** An attendant invited by SMS to a new shop, who joined with the texted link. */
  async function invitedByPhone(): Promise<{ e164: string; national: string }> {
    numbers += 1;
    const last = String(2000 + numbers).slice(-4);
    const number = { e164: `+23324415${last}`, national: `024 415 ${last}` };
    const owner = await seller(t.app, db());
    const invited = await call(t.app, 'invitePerson', {
      token: owner.accessToken,
      body: { phone: number.national, role: 'attendant' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const joined = await call(t.app, 'acceptInvite', {
      params: { token: inviteTokenIn(t.sms.to(number.e164).at(-1)!.text) },
      body: { password: STAFF_PASSWORD },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    return number;
  }

  const forgot = (phone: string, ip = '10.50.0.1') =>
    call(t.app, 'forgotPasswordToken', { body: { phone }, remoteAddress: ip });
  const reset = (phone: string, code: string, password = NEW_PASSWORD, ip = '10.50.0.1') =>
    call(t.app, 'resetPasswordWithCode', { body: { phone, code, password }, remoteAddress: ip });
  const login = (phone: string, password: string, ip = '10.50.0.1') =>
    call(t.app, 'login', { body: { phone, password }, remoteAddress: ip });

  /** Asks for a code for `phone` and reads it from the SMS sent to `e164`. */
  async function codeFor(phone: string, e164: string, ip?: string): Promise<string> {
    const before = t.sms.to(e164).length;
    const asked = await forgot(phone, ip);
    expect(asked.statusCode, asked.body).toBe(200);
    await t.background.idle();
    const texts = t.sms.to(e164);
    expect(texts).toHaveLength(before + 1);
    const code = /code is (\d{6})\./.exec(texts.at(-1)!.text)?.[1];
    if (!code) throw new Error(`no code in: ${texts.at(-1)!.text}`);
    return code;
  }

  it('texts a 6-digit code that sets a new password once; the old password stops working', async () => {
    const { e164, national } = await invitedByPhone();
    const asked = await forgot(national);
    expect(asked.json()).toMatchObject({ message: serverMessages.resetCodeOnItsWay });
    expect(responseErrors('forgotPasswordToken', 200, asked.json())).toEqual([]);
    await t.background.idle();
    const text = t.sms.to(e164).at(-1)!.text;
    expect(text).toMatch(/^Sika: your password reset code is \d{6}\. It works for 10 minutes, once\./);
    const code = /code is (\d{6})\./.exec(text)![1]!;

    const done = await reset(e164, code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: serverMessages.passwordChanged });
    expect(responseErrors('resetPasswordWithCode', 200, done.json())).toEqual([]);
    expect(deviceCookie(done)).toBeDefined();
    expect((await login(national, STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await login(national, NEW_PASSWORD)).statusCode).toBe(200);
    // Used once: the same code again is refused.
    const again = await reset(national, code, 'another-fine-passphrase-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_RESET_CODE', message: serverMessages.invalidResetCode });
    expect(responseErrors('resetPasswordWithCode', 400, again.json())).toEqual([]);
  });

  it('counts 5 tries, then the right code no longer works', async () => {
    const { e164, national } = await invitedByPhone();
    const code = await codeFor(national, e164);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await reset(national, wrong)).json());
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({ code: 'INVALID_RESET_CODE' });
    expect((await reset(national, code)).statusCode).toBe(400);
    expect((await login(national, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a code work for 10 minutes, and only the newest one', async () => {
    const { e164, national } = await invitedByPhone();
    const old = await codeFor(national, e164);
    const newest = await codeFor(e164, e164);
    if (old !== newest) expect((await reset(national, old)).statusCode).toBe(400);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await reset(national, newest)).statusCode).toBe(400);
    const fresh = await codeFor(national, e164);
    t.clock.advance(9 * 60_000);
    expect((await reset(national, fresh)).statusCode).toBe(200);
  });

  it('answers an unknown number as a known one: the same 200, no text, and the same 400', async () => {
    const { e164, national } = await invitedByPhone();
    const code = await codeFor(national, e164);
    const unknownAsk = await forgot('055 000 0003');
    expect(unknownAsk.statusCode).toBe(200);
    expect(unknownAsk.json()).toEqual((await forgot(national)).json());
    await t.background.idle();
    expect(t.sms.to('+233550000003')).toEqual([]);
    const unknownReset = await reset('055 000 0003', code);
    const wrongCode = await reset(national, code === '000000' ? '111111' : '000000');
    expect(unknownReset.statusCode).toBe(400);
    expect(unknownReset.json()).toEqual(wrongCode.json());
  });

  it('ends the login lock, and trusts the browser the reset was done in', async () => {
    const { e164, national } = await invitedByPhone();
    for (let i = 0; i < PER_ADDRESS; i += 1) await login(national, `guess-${i}`, '10.51.0.1');
    expect((await login(national, STAFF_PASSWORD, '10.51.0.1')).statusCode).toBe(429);
    const code = await codeFor(national, e164, '10.51.0.1');
    const done = await reset(e164, code, NEW_PASSWORD, '10.51.0.1');
    expect(done.statusCode, done.body).toBe(200);
    expect((await login(national, NEW_PASSWORD, '10.51.0.1')).statusCode).toBe(200);
  });

  it('texts a number at most 3 times in 15 minutes, however it is written', async () => {
    const { e164, national } = await invitedByPhone();
    const statuses = [];
    for (const phone of [national, e164, national.replace(/\s/g, ''), e164.slice(1)]) {
      statuses.push((await forgot(phone, '10.52.0.1')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('texts a number at most 5 codes a day, once the quarter-hour limit has passed', async () => {
    const { e164, national } = await invitedByPhone();
    // The quarter-hour limit lifted, as if each code were asked a quarter of an hour apart.
    const spaced = await startApp(t.testDb.database, {
      deps: { rateLimits: { forgotPasswordAddress: { max: 10_000, timeWindowMs: 60_000 } } },
    });
    const statuses = [];
    for (let asked = 0; asked < 6; asked += 1) {
      const answer = await call(spaced.app, 'forgotPasswordToken', {
        body: { phone: national },
        remoteAddress: '10.53.0.1',
      });
      statuses.push(answer.statusCode);
    }
    const otherWriting = await call(spaced.app, 'forgotPasswordToken', {
      body: { phone: e164 },
      remoteAddress: '10.53.0.2',
    });
    await spaced.app.close();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(otherWriting.statusCode).toBe(429);
  });

  it.each([
    ['both an e-mail and a phone number', { email: 'someone@example.com', phone: '024 412 3456' }, ['email', 'phone']],
    ['neither', {}, ['email', 'phone']],
    ['a fixed line', { phone: '030 212 3456' }, ['phone']],
  ])('refuses to send a reset for %s with a 400 naming the field', async (_, body, fields) => {
    const response = await call(t.app, 'forgotPasswordToken', { body });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().fields ?? {}).sort()).toEqual(fields);
    expect(responseErrors('forgotPasswordToken', 400, response.json())).toEqual([]);
  });

  it.each([
    ['a code of 5 digits', { phone: '024 412 3456', code: '12345' }, 'code'],
    ['a code with letters', { phone: '024 412 3456', code: '12345a' }, 'code'],
    ['a number that is not a Ghana mobile one', { phone: '+44 7700 900123', code: '123456' }, 'phone'],
  ])('refuses a reset with %s, naming the field', async (_, body, field) => {
    const response = await call(t.app, 'resetPasswordWithCode', { body: { ...body, password: NEW_PASSWORD } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });
});
