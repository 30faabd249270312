// The vendor's own account beyond sign-up: changes that need the current password (e-mail,
// password, payout details) and warn the address on file first, the throttle that keeps them from
// probing passwords or taken addresses, and deleting the account (orders stay for the buyers).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOrder } from '../src/admin/operations.ts';
import { orders, products, refreshTokens, vendors } from '../src/db/schema.ts';
import { mailMessages } from '../src/mail/messages.ts';
import { refreshCookie, registerVendor, uniqueEmail, withTestApp, type Registered } from './helpers/app.ts';
import { call, errorBodyErrors, login, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { createProduct, seller, withTempImages } from './helpers/products.ts';

const NEW_PASSWORD = 'a-brand-new-password';

describe.each(drivers)('vendor account on %s', (driver) => {
  const t = withTestApp(driver, async () => {
    const images = await withTempImages();
    // A small throttle, so the suite can reach it; each test has its own vendors (own buckets).
    return { ...images, deps: { ...images.deps, rateLimits: { accountChange: { max: 4, timeWindowMs: 3_600_000 } } } };
  });
  const db = () => t.testDb.database.db;

  const update = (me: Registered, payload: Record<string, unknown>, cookie?: string) =>
    call(t.app, 'updateVendor', {
      token: me.accessToken,
      body: { id: me.id, ...payload },
      headers: cookie ? { cookie } : {},
    });
  const remove = (me: Registered, payload: Record<string, unknown>) =>
    call(t.app, 'deleteVendor', { token: me.accessToken, body: payload });
  const loginAs = (email: string, password: string) => login(t.app, email, password);
  const refresh = (cookie: string) => call(t.app, 'refresh', { headers: { cookie } });
  const stored = async (id: string) => (await db().select().from(vendors).where(eq(vendors.id, id)))[0];

  describe('updateVendor: the current password', () => {
    it.each([
      ['e-mail', () => ({ email: uniqueEmail('moved') })],
      ['password', () => ({ password: NEW_PASSWORD })],
      ['mobile-money number', () => ({ momo_mobile: '0559999999' })],
      ['mobile-money name', () => ({ momo_mobile_name: 'Someone Else' })],
    ])(
      'is required to change the %s once registered: 400 without it, 400 WRONG_PASSWORD when wrong, nothing changed',
      async (_label, change) => {
        const me = await seller(t.app, db());
        const before = await stored(me.id);
        const missing = await update(me, change());
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toMatchObject({ code: 'BAD_INPUT', fields: { currentPassword: expect.any(String) } });
        expect(responseErrors('updateVendor', 400, missing.json())).toEqual([]);
        const wrong = await update(me, { ...change(), currentPassword: 'not-my-password' });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toMatchObject({
          code: 'WRONG_PASSWORD',
          message: 'The current password is not correct.',
          fields: { currentPassword: 'The current password is not correct.' },
        });
        expect(await stored(me.id)).toEqual(before);
        expect(t.mailer.to(me.email)).toEqual([]);
        const right = await update(me, { ...change(), currentPassword: me.password });
        expect(right.statusCode).toBe(200);
      },
    );

    it('is not asked for business fields, nor for an unchanged value', async () => {
      const me = await seller(t.app, db());
      await db().update(vendors).set({ momoMobile: '0551234567' }).where(eq(vendors.id, me.id));
      const response = await update(me, {
        BusinessName: 'Renamed Ltd',
        mobile: '0200000000',
        email: me.email.toUpperCase(),
        momo_mobile: '0551234567',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().BusinessName).toBe('Renamed Ltd');
      expect(t.mailer.to(me.email)).toEqual([]);
    });

    it('is not asked during sign-up: step three sets the mobile-money fields without it', async () => {
      const me = await registerVendor(t.app);
      const two = await update(me, {
        BusinessName: 'Kofi Phones',
        BusinessCategory: 'Phones and Tablets',
        BusinessAddress: 'Oxford Street, Osu, Accra',
        mobile: '0244000111',
      });
      expect(two.statusCode).toBe(200);
      const three = await update(me, {
        momo_mobile_name: 'Kofi Mensah',
        momo_mobile: '0555000111',
        registrationCompleted: true,
      });
      expect(three.statusCode).toBe(200);
      expect(three.json()).toMatchObject({ momo_mobile: '+233555000111', registrationCompleted: true });
      // Registration is never undone, so the password-free window cannot be reopened.
      const undo = await update(me, { registrationCompleted: false, momo_mobile: '0550000000' });
      expect(undo.statusCode).toBe(400);
      expect(undo.json().fields).toHaveProperty('currentPassword');
      expect((await stored(me.id))!.registrationCompleted).toBe(true);
    });

    it('warns the address on file before the change: a new e-mail is announced to the old one', async () => {
      const me = await seller(t.app, db());
      const moved = uniqueEmail('moved');
      const response = await update(me, { email: moved, momo_mobile: '0551112222', currentPassword: me.password });
      expect(response.statusCode).toBe(200);
      const [warning] = t.mailer.to(me.email);
      expect(warning?.subject).toBe('Sika: your account details are changing');
      expect(warning?.text).toContain(`e-mail address (to ${moved.toLowerCase()})`);
      expect(warning?.text).toContain('mobile-money number');
      // The new address gets only the link that confirms it (email-change.test.ts).
      expect(t.mailer.to(moved).map((mail) => mail.subject)).toEqual(['Sika: confirm your new e-mail address']);
    });

    it('changes nothing when the warning cannot be sent (502 MAIL_FAILED)', async () => {
      const me = await seller(t.app, db());
      const before = await stored(me.id);
      t.mailer.failWith = new Error('smtp down');
      try {
        const response = await update(me, { momo_mobile: '0550000001', currentPassword: me.password });
        expect(response.statusCode).toBe(502);
        expect(responseErrors('updateVendor', 502, response.json())).toEqual([]);
      } finally {
        t.mailer.failWith = undefined;
      }
      expect(await stored(me.id)).toEqual(before);
    });

    it("rehashes a new password and revokes the other sessions, keeping the caller's", async () => {
      const me = await seller(t.app, db());
      const elsewhere = refreshCookie(await loginAs(me.email, me.password))!;
      const response = await update(me, { password: NEW_PASSWORD, currentPassword: me.password }, me.cookie);
      expect(response.statusCode).toBe(200);
      const row = (await stored(me.id))!;
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain(NEW_PASSWORD);
      expect((await refresh(elsewhere)).statusCode).toBe(401);
      expect((await refresh(me.cookie)).statusCode).toBe(200);
      expect((await loginAs(me.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('answers 409 for a taken e-mail, and throttles the attempts (429) so addresses cannot be enumerated', async () => {
      const me = await seller(t.app, db());
      const other = await registerVendor(t.app);
      const taken = await update(me, { email: other.email, currentPassword: me.password });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe('EMAIL_TAKEN');
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await update(me, { email: uniqueEmail('probe'), currentPassword: 'guess' })).statusCode);
      }
      // The limit is 4 an hour in this suite: the first taken-address answer counted too.
      expect(statuses).toEqual([400, 400, 400, 429]);
      const throttled = await update(me, { email: other.email, currentPassword: me.password });
      expect(throttled.statusCode).toBe(429);
      expect(throttled.headers['retry-after']).toBeDefined();
      expect(responseErrors('updateVendor', 429, throttled.json())).toEqual([]);
      // Business fields are not throttled.
      expect((await update(me, { BusinessName: 'Still fine' })).statusCode).toBe(200);
    });

    it("edits only the caller: another vendor's id is a 404 and nothing changes", async () => {
      const me = await seller(t.app, db());
      const other = await seller(t.app, db());
      const before = await stored(other.id);
      const response = await call(t.app, 'updateVendor', {
        token: me.accessToken,
        body: { id: other.id, BusinessName: 'Taken over', momo_mobile: '0550000000', currentPassword: me.password },
      });
      expect(response.statusCode).toBe(404);
      expect(await stored(other.id)).toEqual(before);
    });
  });

  describe('deleteVendor', () => {
    it('needs the current password; afterwards no login, no refresh, no access token; orders stay', async () => {
      const me = await seller(t.app, db());
      const product = await createProduct(t.app, me, { price: 800 });
      const placed = await createOrder(
        db(),
        { productId: product._id, months: 2 },
        { transport: t.mailer, messages: mailMessages('https://x.example') },
        new Date(),
      );
      expect(placed.outcome).toBe('created');

      const wrong = await remove(me, { id: me.id, password: 'not-my-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', fields: { password: expect.any(String) } });
      expect(await stored(me.id)).toBeDefined();

      const response = await remove(me, { id: me.id, password: me.password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Your account has been deleted.',
        msg: 'Your account has been deleted.',
      });
      expect(String(response.headers['set-cookie'])).toMatch(/sika_refresh=;/);
      // The lists this browser kept (private, no-cache) go with the account.
      expect(response.headers['clear-site-data']).toBe('"cache"');
      expect(wrong.headers['clear-site-data']).toBeUndefined();

      expect((await loginAs(me.email, me.password)).statusCode).toBe(401);
      expect((await refresh(me.cookie)).statusCode).toBe(401);
      const after = await call(t.app, 'getAllVendors', { token: me.accessToken });
      expect(after.statusCode).toBe(401);
      expect(await db().select().from(refreshTokens).where(eq(refreshTokens.vendorId, me.id))).toEqual([]);
      expect(await db().select().from(products).where(eq(products.vendorId, me.id))).toEqual([]);
      const kept = await db().select().from(orders).where(eq(orders.vendorId, me.id));
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({ productTitle: product.title, vendorEmail: me.email, totalPesewas: 80_000 });
    });

    it('deletes only the caller: another id is a 404 and nothing is deleted', async () => {
      const me = await seller(t.app, db());
      const other = await seller(t.app, db());
      const response = await remove(me, { id: other.id, password: me.password });
      expect(response.statusCode).toBe(404);
      expect(await stored(other.id)).toBeDefined();
      expect(await stored(me.id)).toBeDefined();
    });

    it('answers 400 without a password', async () => {
      const me = await seller(t.app, db());
      const response = await remove(me, { id: me.id });
      expect(response.statusCode).toBe(400);
      expect(errorBodyErrors(response.json())).toEqual([]);
      expect(response.json().fields).toHaveProperty('password');
    });
  });
});
