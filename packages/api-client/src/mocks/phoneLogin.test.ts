// The fake backend's login by phone number answers as the api does (docs/product.md, Login).
import { serverMessages } from '@sika/domain';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PHONE_LOGIN, mockDb, resetMockDb } from './db.ts';
import { DEMO_PASSWORD, handlers } from './index.ts';

const login = (body: Record<string, string>) =>
  getResponse(
    Object.values(handlers),
    new Request('http://localhost/api/vendor/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

beforeEach(() => resetMockDb());

describe('login by phone number', () => {
  it.each(['024 412 3456', '0244123456', '+233 24 412 3456', DEMO_PHONE_LOGIN])(
    'signs the demo attendant in to the demo shop with %s',
    async (phone) => {
      const response = await login({ phone, password: DEMO_PASSWORD });
      expect(response?.status).toBe(200);
      const shop = mockDb.accounts.get('demo@sika.test')!.vendor;
      expect(await response?.json()).toMatchObject({ id: shop._id, email: '', vendor: shop, role: 'attendant' });
      expect(mockDb.refreshSession).toBe(shop._id);
    },
  );

  it('gives one answer for a wrong password and an unknown number', async () => {
    const wrong = await login({ phone: '024 412 3456', password: 'not-the-password' });
    const unknown = await login({ phone: '055 000 0001', password: DEMO_PASSWORD });
    expect(wrong?.status).toBe(401);
    expect(await wrong?.json()).toEqual(await unknown?.json());
    expect(mockDb.refreshSession).toBeNull();
  });

  it('refuses a number that is not a Ghana mobile one, naming the phone', async () => {
    const response = await login({ phone: '030 212 3456', password: DEMO_PASSWORD });
    expect(response?.status).toBe(400);
    expect(await response?.json()).toMatchObject({ fields: { phone: serverMessages.fields.ghanaMobile } });
  });

  it.each([
    ['both', { email: 'demo@sika.test', phone: '024 412 3456', password: DEMO_PASSWORD }],
    ['neither', { password: DEMO_PASSWORD }],
  ])('refuses %s an e-mail and a phone number', async (_, body) => {
    const response = await login(body);
    expect(response?.status).toBe(400);
    expect(await response?.json()).toMatchObject({ message: serverMessages.loginEmailOrPhone });
  });

  it('still signs the demo vendor in by e-mail', async () => {
    const response = await login({ email: 'DEMO@sika.test', password: DEMO_PASSWORD });
    expect(response?.status).toBe(200);
  });
});
