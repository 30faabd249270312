import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, refreshCookie, registerVendor, startApp, uniqueEmail, type TestApp } from './helpers/app.ts';
import { responseErrors } from './helpers/contract.ts';
import { drivers, openTestDatabase, type TestDatabase } from './helpers/databases.ts';

describe.each(drivers)('vendors on %s', (driver) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await openTestDatabase(driver);
    t = await startApp(testDb.database);
    app = t.app;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const update = (token: string, payload: Record<string, unknown>, cookie?: string) =>
    app.inject({
      method: 'PATCH',
      url: '/api/vendor/update-vendor',
      headers: { ...bearer(token), ...(cookie ? { cookie } : {}) },
      payload,
    });
  const list = (token: string, headers: Record<string, string> = {}) =>
    app.inject({ url: '/api/vendor/all-Vendors', headers: { ...bearer(token), ...headers } });

  describe('getAllVendors', () => {
    it('returns only the caller, with no password or hash field', async () => {
      const me = await registerVendor(app);
      await registerVendor(app);
      const response = await list(me.accessToken);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(responseErrors('getAllVendors', 200, body)).toEqual([]);
      expect(body).toHaveLength(1);
      expect(body[0]._id).toBe(me.id);
      expect(response.body).not.toMatch(/password|argon2/i);
    });

    it('sends an ETag and answers an unchanged poll with 304 and no body', async () => {
      const me = await registerVendor(app);
      const first = await list(me.accessToken);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');

      const again = await list(me.accessToken, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await list(me.accessToken, { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);

      await update(me.accessToken, { id: me.id, BusinessName: 'Changed' });
      const changed = await list(me.accessToken, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
  });

  describe('updateVendor', () => {
    it('changes only the fields sent (sign-up steps two and three)', async () => {
      const me = await registerVendor(app);
      const step2 = await update(me.accessToken, {
        id: me.id,
        BusinessName: 'Kofi Phones',
        BusinessCategory: 'Phones and Tablets',
        BusinessAddress: 'Oxford Street, Osu, Accra',
        mobile: '0244000111',
      });
      expect(step2.statusCode).toBe(200);
      expect(responseErrors('updateVendor', 200, step2.json())).toEqual([]);
      const step3 = await update(me.accessToken, {
        id: me.id,
        momo_mobile_name: 'Kofi Mensah',
        momo_mobile: '0555000111',
        registrationCompleted: true,
      });
      expect(step3.json()).toEqual({
        _id: me.id,
        email: me.email,
        BusinessName: 'Kofi Phones',
        BusinessCategory: 'Phones and Tablets',
        BusinessAddress: 'Oxford Street, Osu, Accra',
        mobile: '0244000111',
        momo_mobile_name: 'Kofi Mensah',
        momo_mobile: '0555000111',
        registrationCompleted: true,
        isVerified: false,
      });
    });

    it("answers 404 for another vendor's id and leaves that record alone", async () => {
      const me = await registerVendor(app);
      const other = await registerVendor(app);
      const response = await update(me.accessToken, { id: other.id, BusinessName: 'Hijacked' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      expect(responseErrors('updateVendor', 404, response.json())).toEqual([]);
      // Same answer as an id that does not exist at all.
      const unknown = await update(me.accessToken, { id: '00000000-0000-4000-8000-000000000000', BusinessName: 'x' });
      expect(unknown.json()).toEqual(response.json());
      expect((await list(other.accessToken)).json()[0].BusinessName).toBe('');
    });

    it('never lets a client set isVerified', async () => {
      const me = await registerVendor(app);
      const response = await update(me.accessToken, { id: me.id, isVerified: true, BusinessName: 'Sneaky' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ isVerified: false, BusinessName: 'Sneaky' });
      expect((await list(me.accessToken)).json()[0].isVerified).toBe(false);
    });

    it('rejects bad values with 400 and fields', async () => {
      const me = await registerVendor(app);
      const response = await update(me.accessToken, {
        id: me.id,
        BusinessCategory: 'Weapons',
        email: 'nope',
        password: 'short',
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields).sort()).toEqual(['BusinessCategory', 'email', 'password']);
      expect(responseErrors('updateVendor', 400, response.json())).toEqual([]);
    });

    it('answers 409 when the new e-mail belongs to someone else (any case)', async () => {
      const me = await registerVendor(app);
      const other = await registerVendor(app);
      const response = await update(me.accessToken, { id: me.id, email: other.email.toUpperCase() });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('EMAIL_TAKEN');
      // Changing the case of one's own address is fine, and it is stored lower-cased.
      const own = await update(me.accessToken, { id: me.id, email: me.email.toUpperCase() });
      expect(own.statusCode).toBe(200);
      expect(own.json().email).toBe(me.email);
      const fresh = uniqueEmail('Moved');
      expect((await update(me.accessToken, { id: me.id, email: fresh })).json().email).toBe(fresh.toLowerCase());
    });

    it('re-hashes a new password and ends the other sessions, keeping the current one', async () => {
      const me = await registerVendor(app);
      const login = (password: string) =>
        app.inject({ method: 'POST', url: '/api/vendor/login', payload: { email: me.email, password } });
      const elsewhere = refreshCookie(await login(me.password))!;

      const response = await update(me.accessToken, { id: me.id, password: 'a-brand-new-password' }, me.cookie);
      expect(response.statusCode).toBe(200);
      expect((await login(me.password)).statusCode).toBe(401);
      expect((await login('a-brand-new-password')).statusCode).toBe(200);

      const refresh = (cookie: string) => app.inject({ url: '/api/vendor/refresh', headers: { cookie } });
      expect((await refresh(elsewhere)).statusCode).toBe(401);
      expect((await refresh(me.cookie)).statusCode).toBe(200);
    });
  });
});
