import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vendors } from '../src/db/schema.ts';
import { NOT_IN_A_304, refreshCookie, registerVendor, uniqueEmail, withTestApp } from './helpers/app.ts';
import { call, login, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';

describe.each(drivers)('vendors on %s', (driver) => {
  const t = withTestApp(driver);

  const update = (token: string, payload: Record<string, unknown>, cookie?: string) =>
    call(t.app, 'updateVendor', { token, body: payload, headers: cookie ? { cookie } : {} });
  const list = (token: string, headers: Record<string, string> = {}) =>
    call(t.app, 'getAllVendors', { token, headers });
  const loginAs = (email: string, password: string) => login(t.app, email, password);
  const refresh = (cookie: string) => call(t.app, 'refresh', { headers: { cookie } });

  const STEP_TWO = {
    BusinessName: 'Kofi Phones',
    BusinessCategory: 'Phones and Tablets',
    BusinessAddress: 'Oxford Street, Osu, Accra',
    mobile: '0244000111',
  };
  const STEP_THREE = { momo_mobile_name: 'Kofi Mensah', momo_mobile: '0555000111' };

  describe('business address and category', () => {
    it('changes both without the current password, and the list shows them', async () => {
      const me = await registerVendor(t.app);
      await update(me.accessToken, { id: me.id, ...STEP_TWO });
      const response = await update(me.accessToken, {
        id: me.id,
        BusinessAddress: '  12 Liberation Road, Airport, Accra  ',
        BusinessCategory: 'Home and Office',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(responseErrors('updateVendor', 200, response.json())).toEqual([]);
      expect(response.json()).toMatchObject({
        BusinessAddress: '12 Liberation Road, Airport, Accra',
        BusinessCategory: 'Home and Office',
      });
      expect((await list(me.accessToken)).json()[0]).toMatchObject({
        BusinessAddress: '12 Liberation Road, Airport, Accra',
        BusinessCategory: 'Home and Office',
      });
    });

    it('refuses a blank address and a category not in the list, never a 500', async () => {
      const me = await registerVendor(t.app);
      await update(me.accessToken, { id: me.id, ...STEP_TWO });
      const blank = await update(me.accessToken, { id: me.id, BusinessAddress: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().fields).toEqual({ BusinessAddress: 'This field is required.' });
      const unknown = await update(me.accessToken, { id: me.id, BusinessCategory: 'Cars' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'BAD_INPUT' });
      expect(unknown.json().fields).toHaveProperty('BusinessCategory');
      expect((await list(me.accessToken)).json()[0]).toMatchObject({
        BusinessAddress: STEP_TWO.BusinessAddress,
        BusinessCategory: STEP_TWO.BusinessCategory,
      });
    });
  });

  describe('getAllVendors', () => {
    it('returns only the caller, with no password or hash field', async () => {
      const me = await registerVendor(t.app);
      await registerVendor(t.app);
      const response = await list(me.accessToken);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(responseErrors('getAllVendors', 200, body)).toEqual([]);
      expect(body).toHaveLength(1);
      expect(body[0]!._id).toBe(me.id);
      expect(response.body).not.toMatch(/password|argon2/i);
    });

    it('sends an ETag and answers an unchanged poll with 304 and no body', async () => {
      const me = await registerVendor(t.app);
      const first = await list(me.accessToken);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');

      const again = await list(me.accessToken, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      // Nothing a 304 has no use for: it is mostly headers, and every 15-second poll pays for them.
      for (const name of NOT_IN_A_304) expect(again.headers[name], name).toBeUndefined();
      expect((await list(me.accessToken, { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);

      await update(me.accessToken, { id: me.id, BusinessName: 'Changed' });
      const changed = await list(me.accessToken, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
  });

  describe('updateVendor', () => {
    it('changes only the fields sent (sign-up steps two and three)', async () => {
      const me = await registerVendor(t.app);
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
        // Phones are stored in the E.164 form (vendor-phones.test.ts has the rule).
        mobile: '+233244000111',
        momo_mobile_name: 'Kofi Mensah',
        momo_mobile: '+233555000111',
        registrationCompleted: true,
        isVerified: false,
      });
    });

    it('refuses registrationCompleted until the business and payment details are all there', async () => {
      const me = await registerVendor(t.app);
      const early = await update(me.accessToken, { id: me.id, registrationCompleted: true });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({
        message: 'Complete your business and payment details first.',
        msg: 'Complete your business and payment details first.',
        code: 'BAD_INPUT',
        fields: {
          BusinessName: 'This field is required.',
          BusinessCategory: 'This field is required.',
          BusinessAddress: 'This field is required.',
          mobile: 'This field is required.',
          momo_mobile_name: 'This field is required.',
          momo_mobile: 'This field is required.',
        },
      });
      expect(responseErrors('updateVendor', 400, early.json())).toEqual([]);

      // Judged with what is sent along: step two with the flag still lacks step three, and is not stored.
      const partial = await update(me.accessToken, { id: me.id, ...STEP_TWO, registrationCompleted: true });
      expect(partial.statusCode).toBe(400);
      expect(Object.keys(partial.json().fields ?? {}).sort()).toEqual(['momo_mobile', 'momo_mobile_name']);
      expect((await list(me.accessToken)).json()[0]).toMatchObject({ BusinessName: '', registrationCompleted: false });

      // Not setting the flag (or clearing it) needs nothing.
      expect((await update(me.accessToken, { id: me.id, registrationCompleted: false })).statusCode).toBe(200);
      expect((await update(me.accessToken, { id: me.id, ...STEP_TWO })).statusCode).toBe(200);
      const done = await update(me.accessToken, { id: me.id, ...STEP_THREE, registrationCompleted: true });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({
        ...STEP_TWO,
        ...STEP_THREE,
        mobile: '+233244000111',
        momo_mobile: '+233555000111',
        registrationCompleted: true,
      });
    });

    it('counts a stored value of only spaces as missing for registrationCompleted', async () => {
      const me = await registerVendor(t.app);
      await update(me.accessToken, { id: me.id, ...STEP_TWO, ...STEP_THREE });
      // Written before values were trimmed (or by hand).
      await t.testDb.database.db.update(vendors).set({ businessAddress: '   ' }).where(eq(vendors.id, me.id));
      const response = await update(me.accessToken, { id: me.id, registrationCompleted: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ BusinessAddress: 'This field is required.' });
      const fixed = await update(me.accessToken, {
        id: me.id,
        BusinessAddress: 'Ring Road',
        registrationCompleted: true,
      });
      expect(fixed.statusCode).toBe(200);
    });

    it('stores text fields trimmed and refuses ones of only spaces with 400 and fields', async () => {
      const me = await registerVendor(t.app);
      const blank = await update(me.accessToken, {
        id: me.id,
        BusinessName: '   ',
        BusinessAddress: ' Osu ',
        mobile: '\t',
        momo_mobile_name: ' \n ',
        momo_mobile: '  ',
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ code: 'BAD_INPUT', message: 'Some fields are not valid.' });
      expect(blank.json().fields).toEqual({
        BusinessName: 'This field is required.',
        mobile: 'This field is required.',
        momo_mobile_name: 'This field is required.',
        momo_mobile: 'This field is required.',
      });
      expect(responseErrors('updateVendor', 400, blank.json())).toEqual([]);
      expect((await list(me.accessToken)).json()[0]!.BusinessAddress).toBe('');

      const padded = await update(me.accessToken, {
        id: me.id,
        BusinessName: '  Kofi Phones ',
        BusinessAddress: ' Oxford Street ',
        mobile: ' 0244000111\t',
        momo_mobile_name: '\nKofi Mensah ',
        momo_mobile: ' 0555000111 ',
      });
      expect(padded.statusCode).toBe(200);
      expect(padded.json()).toMatchObject({
        BusinessName: 'Kofi Phones',
        BusinessAddress: 'Oxford Street',
        mobile: '+233244000111',
        momo_mobile_name: 'Kofi Mensah',
        momo_mobile: '+233555000111',
      });
    });

    it("answers 404 for another vendor's id and leaves that record alone", async () => {
      const me = await registerVendor(t.app);
      const other = await registerVendor(t.app);
      const response = await update(me.accessToken, { id: other.id, BusinessName: 'Hijacked' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      expect(responseErrors('updateVendor', 404, response.json())).toEqual([]);
      // Same answer as an id that does not exist at all.
      const unknown = await update(me.accessToken, { id: '00000000-0000-4000-8000-000000000000', BusinessName: 'x' });
      expect(unknown.json()).toEqual(response.json());
      expect((await list(other.accessToken)).json()[0]!.BusinessName).toBe('');
    });

    it('never lets a client set isVerified', async () => {
      const me = await registerVendor(t.app);
      const response = await update(me.accessToken, { id: me.id, isVerified: true, BusinessName: 'Sneaky' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ isVerified: 'This field is not accepted here.' });
      expect((await list(me.accessToken)).json()[0]).toMatchObject({ isVerified: false, BusinessName: '' });
    });

    it('rejects bad values with 400 and fields', async () => {
      const me = await registerVendor(t.app);
      const response = await update(me.accessToken, {
        id: me.id,
        BusinessCategory: 'Weapons',
        email: 'nope',
        password: 'short',
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields ?? {}).sort()).toEqual(['BusinessCategory', 'email', 'password']);
      expect(responseErrors('updateVendor', 400, response.json())).toEqual([]);
    });

    it('answers 409 when the new e-mail belongs to someone else (any case)', async () => {
      const me = await registerVendor(t.app);
      const other = await registerVendor(t.app);
      const response = await update(me.accessToken, {
        id: me.id,
        email: other.email.toUpperCase(),
        currentPassword: me.password,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('EMAIL_TAKEN');
      // Changing the case of one's own address is fine, and it is stored lower-cased.
      const own = await update(me.accessToken, { id: me.id, email: me.email.toUpperCase() });
      expect(own.statusCode).toBe(200);
      expect(own.json().email).toBe(me.email);
      // A free address is taken, lower-cased, but waits for the link mailed to it (email-change.test.ts).
      const fresh = uniqueEmail('Moved');
      const moved = await update(me.accessToken, { id: me.id, email: fresh, currentPassword: me.password });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().email).toBe(me.email);
      expect(t.mailer.to(fresh)).toHaveLength(1);
    });

    it('re-hashes a new password and ends the other sessions, keeping the current one', async () => {
      const me = await registerVendor(t.app);
      const elsewhere = refreshCookie(await loginAs(me.email, me.password))!;

      const response = await update(
        me.accessToken,
        { id: me.id, password: 'a-brand-new-password', currentPassword: me.password },
        me.cookie,
      );
      expect(response.statusCode).toBe(200);
      expect((await loginAs(me.email, me.password)).statusCode).toBe(401);
      expect((await loginAs(me.email, 'a-brand-new-password')).statusCode).toBe(200);

      expect((await refresh(elsewhere)).statusCode).toBe(401);
      expect((await refresh(me.cookie)).statusCode).toBe(200);
    });

    it('refuses access tokens signed before a new password; the current session refreshes', async () => {
      const me = await registerVendor(t.app);
      const other = await loginAs(me.email, me.password);
      const elsewhere = { accessToken: other.json().accessToken as string, cookie: refreshCookie(other)! };
      t.clock.advance(1_000);

      const response = await update(
        me.accessToken,
        { id: me.id, password: 'another-new-password', currentPassword: me.password },
        me.cookie,
      );
      expect(response.statusCode).toBe(200);
      const [row] = await t.testDb.database.db.select().from(vendors).where(eq(vendors.id, me.id));
      expect(row!.passwordChangedAt?.getTime()).toBe(t.clock.now());

      // Signed a second before the change: refused like an expired token, the caller's own too.
      for (const token of [elsewhere.accessToken, me.accessToken]) {
        const refused = await list(token);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().code).toBe('UNAUTHORIZED');
        expect(responseErrors('getAllVendors', 401, refused.json())).toEqual([]);
      }
      // What the portal does on that 401: refresh with the session's cookie (kept) and retry.
      const renewed = await refresh(me.cookie);
      expect(renewed.statusCode).toBe(200);
      expect((await list(renewed.json().accessToken)).statusCode).toBe(200);
      expect((await refresh(elsewhere.cookie)).statusCode).toBe(401);
    });

    it('keeps access tokens signed in the same second as the password change (iat has whole seconds)', async () => {
      // The last millisecond of a second, then the start of the next.
      t.clock.advance(999 - (t.clock.now() % 1_000));
      const me = await registerVendor(t.app);
      t.clock.advance(1);
      const rotated = await refresh(me.cookie);
      const sameSecond = rotated.json().accessToken as string;

      t.clock.advance(998);
      const response = await update(
        me.accessToken,
        { id: me.id, password: 'late-in-the-second', currentPassword: me.password },
        refreshCookie(rotated),
      );
      expect(response.statusCode).toBe(200);
      expect((await list(me.accessToken)).statusCode).toBe(401);
      expect((await list(sameSecond)).statusCode).toBe(200);
    });
  });
});
