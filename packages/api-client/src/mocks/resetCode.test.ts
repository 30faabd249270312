// The fake backend's password reset by SMS code answers as the api does (docs/product.md, Forgot password).
import { serverMessages } from '@sika/domain';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PHONE_LOGIN, DEMO_RESET_CODE, mockDb, resetMockDb } from './db.ts';
import { handlers } from './index.ts';

const post = (path: string, body: Record<string, string>) =>
  getResponse(
    Object.values(handlers),
    new Request(`http://localhost/api/vendor/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
const askForCode = (body: Record<string, string>) => post('forgot-password-token', body);
const resetWithCode = (code: string, phone = '024 412 3456') =>
  post('reset-password-code', { phone, code, password: 'kente-and-cocoa-2026' });
const attendantPassword = () => mockDb.phoneLogins.get(DEMO_PHONE_LOGIN)?.password;

beforeEach(() => resetMockDb());

describe('asking for a reset code by phone', () => {
  it('gives the same answer for the demo attendant and an unknown number', async () => {
    const known = await askForCode({ phone: '024 412 3456' });
    const unknown = await askForCode({ phone: '055 000 0001' });
    expect(known?.status).toBe(200);
    expect(await known?.json()).toEqual(await unknown?.json());
    expect(mockDb.resetCodes.get(DEMO_PHONE_LOGIN)?.code).toBe(DEMO_RESET_CODE);
    expect(mockDb.resetCodes.size).toBe(1);
  });

  it('answers that the code is on its way', async () => {
    const response = await askForCode({ phone: '0244123456' });
    expect(await response?.json()).toMatchObject({ message: serverMessages.resetCodeOnItsWay });
  });

  it('refuses a number that is not a Ghana mobile one, naming the phone', async () => {
    const response = await askForCode({ phone: '030 212 3456' });
    expect(response?.status).toBe(400);
    expect(await response?.json()).toMatchObject({ fields: { phone: serverMessages.fields.ghanaMobile } });
  });

  it.each([
    ['both', { email: 'demo@sika.test', phone: '024 412 3456' }],
    ['neither', {}],
  ])('refuses %s an e-mail and a phone number', async (_, body) => {
    const response = await askForCode(body);
    expect(response?.status).toBe(400);
    expect(await response?.json()).toMatchObject({ message: serverMessages.resetEmailOrPhone });
  });

  it('still mails a link to an address', async () => {
    const response = await askForCode({ email: 'demo@sika.test' });
    expect(await response?.json()).toMatchObject({ message: serverMessages.resetLinkOnItsWay });
  });
});

describe('resetting a password with the code', () => {
  it('sets the demo attendant’s password with the demo code, once', async () => {
    await askForCode({ phone: '024 412 3456' });
    const response = await resetWithCode(DEMO_RESET_CODE, '+233 24 412 3456');
    expect(response?.status).toBe(200);
    expect(await response?.json()).toMatchObject({ message: serverMessages.passwordChanged });
    expect(attendantPassword()).toBe('kente-and-cocoa-2026');
    expect((await resetWithCode(DEMO_RESET_CODE))?.status).toBe(400);
  });

  it('gives one answer for a wrong code, no code asked for and an unknown number', async () => {
    const notAsked = await resetWithCode(DEMO_RESET_CODE);
    await askForCode({ phone: '024 412 3456' });
    const wrong = await resetWithCode('654321');
    const unknown = await resetWithCode(DEMO_RESET_CODE, '055 000 0001');
    for (const response of [notAsked, wrong, unknown]) {
      expect(response?.status).toBe(400);
      expect(await response?.json()).toMatchObject({
        message: serverMessages.invalidResetCode,
        code: 'INVALID_RESET_CODE',
      });
    }
    expect(attendantPassword()).not.toBe('kente-and-cocoa-2026');
  });

  it('takes 5 tries: after 4 wrong ones the right one works, after 5 it does not', async () => {
    await askForCode({ phone: '024 412 3456' });
    for (let i = 0; i < 4; i += 1) await resetWithCode('000000');
    expect((await resetWithCode(DEMO_RESET_CODE))?.status).toBe(200);

    await askForCode({ phone: '024 412 3456' });
    for (let i = 0; i < 5; i += 1) await resetWithCode('000000');
    expect((await resetWithCode(DEMO_RESET_CODE))?.status).toBe(400);
  });

  it('gives a new code its own 5 tries', async () => {
    await askForCode({ phone: '024 412 3456' });
    for (let i = 0; i < 4; i += 1) await resetWithCode('000000');
    await askForCode({ phone: '024 412 3456' });
    for (let i = 0; i < 4; i += 1) await resetWithCode('000000');
    expect((await resetWithCode(DEMO_RESET_CODE))?.status).toBe(200);
  });
});
