// The portal's notification e-mails: only ever to the signed-in vendor, throttled, form or JSON.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { vendors } from '../src/db/schema.ts';
import { registerVendor, startApp, type Registered, withTestApp } from './helpers/app.ts';
import { call, errorBodyErrors, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { MemoryMailer } from './helpers/mail.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(drivers)('notification mail on %s', (driver) => {
  const t = withTestApp(driver);

  const post = (
    operationId: 'sendRegistrationEmail' | 'sendProductCreatedEmail',
    me: Registered | undefined,
    payload: string | Record<string, unknown>,
    headers: Record<string, string> = {},
    target: FastifyInstance = t.app,
  ) => call(target, operationId, { token: me?.accessToken, body: payload, headers });
  const registration = (me: Registered | undefined, payload: string | Record<string, unknown>, headers = {}) =>
    post('sendRegistrationEmail', me, payload, headers);
  const productCreated = (me: Registered | undefined, payload: string | Record<string, unknown>, headers = {}) =>
    post('sendProductCreatedEmail', me, payload, headers);

  async function verified(): Promise<Registered> {
    const me = await registerVendor(t.app);
    await t.testDb.database.db
      .update(vendors)
      .set({ isVerified: true, businessName: 'Kofi Phones' })
      .where(eq(vendors.id, me.id));
    return me;
  }

  describe('sendRegistrationEmail', () => {
    it("mails 'registration received' to the caller only, ignoring the body's email (form-encoded)", async () => {
      const me = await registerVendor(t.app);
      const body = new URLSearchParams({ BusinessName: 'Ama Fabrics', email: 'victim@example.com' }).toString();
      const response = await registration(me, body, FORM);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: 'The e-mail is on its way.', msg: 'The e-mail is on its way.' });
      expect(responseErrors('sendRegistrationEmail', 202, response.json())).toEqual([]);

      expect(t.mailer.to('victim@example.com')).toEqual([]);
      const [mail] = t.mailer.to(me.email);
      expect(mail).toMatchObject({ to: me.email, subject: 'Sika: we received your registration' });
      expect(mail!.text).toContain('Hello Ama Fabrics,');
      expect(mail!.text).toContain('within 24 hours');
      expect(mail!.html).toContain('within 24 hours');
    });

    it('accepts JSON too, and prefers the stored business name to the body', async () => {
      const me = await registerVendor(t.app);
      await call(t.app, 'updateVendor', {
        token: me.accessToken,
        body: { id: me.id, BusinessName: 'Stored Name Ltd' },
      });
      const response = await registration(me, { BusinessName: 'Claimed Name', email: 'someone@else.com' });
      expect(response.statusCode).toBe(202);
      expect(t.mailer.to(me.email)[0]!.text).toContain('Hello Stored Name Ltd,');
    });

    it('escapes what the vendor typed in the HTML', async () => {
      const me = await registerVendor(t.app);
      await registration(me, { BusinessName: '<script>alert(1)</script> & Co' });
      const [mail] = t.mailer.to(me.email);
      expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
      expect(mail!.html).not.toContain('<script>');
    });

    it('answers 401 without a session and 400 without a business name', async () => {
      const anonymous = await registration(undefined, { BusinessName: 'x' });
      expect(anonymous.statusCode).toBe(401);
      expect(responseErrors('sendRegistrationEmail', 401, anonymous.json())).toEqual([]);

      const me = await registerVendor(t.app);
      const empty = await registration(me, 'email=a%40b.co', FORM);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({ BusinessName: 'This field is required.' });
      expect(responseErrors('sendRegistrationEmail', 400, empty.json())).toEqual([]);
      expect(t.mailer.to(me.email)).toEqual([]);
    });

    it('throttles each vendor to 3 an hour (429), not the others', async () => {
      const me = await registerVendor(t.app);
      const other = await registerVendor(t.app);
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await registration(me, { BusinessName: 'x' })).statusCode);
      const last = await registration(me, { BusinessName: 'x' });
      expect(statuses).toEqual([202, 202, 202, 429]);
      expect(last.json().code).toBe('TOO_MANY_REQUESTS');
      expect(responseErrors('sendRegistrationEmail', 429, last.json())).toEqual([]);
      expect(t.mailer.to(me.email)).toHaveLength(3);
      expect((await registration(other, { BusinessName: 'x' })).statusCode).toBe(202);
    });

    it('answers 502 with the Error body when the mail cannot be sent', async () => {
      const mailer = new MemoryMailer();
      mailer.failWith = new Error('421 try again later');
      const failing = await startApp(t.testDb.database, { deps: { mailer } });
      const me = await registerVendor(failing.app);
      const response = await post('sendRegistrationEmail', me, { BusinessName: 'x' }, {}, failing.app);
      await failing.app.close();
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        message: 'We could not send the e-mail. Please try again later.',
        msg: 'We could not send the e-mail. Please try again later.',
        code: 'MAIL_FAILED',
      });
      expect(errorBodyErrors(response.json())).toEqual([]);
    });
  });

  describe('sendProductCreatedEmail', () => {
    it("mails 'product created' with the title and the price to the caller only", async () => {
      const me = await verified();
      const body = new URLSearchParams({
        BusinessName: 'Kofi Phones',
        email: 'victim@example.com',
        title: 'Tecno Spark 20',
        price: '1450.5',
      }).toString();
      const response = await productCreated(me, body, FORM);
      expect(response.statusCode).toBe(202);
      expect(responseErrors('sendProductCreatedEmail', 202, response.json())).toEqual([]);
      expect(t.mailer.to('victim@example.com')).toEqual([]);
      const [mail] = t.mailer.to(me.email);
      expect(mail!.subject).toBe('Sika: product created');
      expect(mail!.text).toContain('"Tecno Spark 20" (GHS 1,450.50)');
      expect(mail!.html).toContain('&quot;Tecno Spark 20&quot; (GHS 1,450.50)');
    });

    it('reads a price typed with thousands commas and spaces as the product form does', async () => {
      const me = await verified();
      const body = new URLSearchParams({ BusinessName: 'Kofi Phones', title: 'Tecno Spark 20', price: ' 3,500 ' });
      const response = await productCreated(me, body.toString(), FORM);
      expect(response.statusCode).toBe(202);
      expect(t.mailer.to(me.email)[0]!.text).toContain('"Tecno Spark 20" (GHS 3,500)');
      const misplaced = await productCreated(me, { BusinessName: 'x', title: 'y', price: '3,50' });
      expect(misplaced.statusCode).toBe(400);
      expect(misplaced.json().fields).toEqual({ price: 'Must be an amount in GHS, like 450 or 95.50.' });
    });

    it('takes JSON with a numeric price', async () => {
      const me = await verified();
      const response = await productCreated(me, { BusinessName: 'x', title: 'Shea butter', price: 95 });
      expect(response.statusCode).toBe(202);
      expect(t.mailer.to(me.email)[0]!.text).toContain('(GHS 95)');
    });

    it('answers 403 for a vendor that is not verified yet, and mails nothing', async () => {
      const me = await registerVendor(t.app);
      const response = await productCreated(me, { BusinessName: 'x', title: 'y', price: '1' });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('NOT_VERIFIED');
      expect(responseErrors('sendProductCreatedEmail', 403, response.json())).toEqual([]);
      expect(t.mailer.to(me.email)).toEqual([]);
    });

    it('answers 400 for a price that is not an amount, or a missing title', async () => {
      const me = await verified();
      const bad = await productCreated(me, { BusinessName: 'x', title: 'y', price: 'free' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ price: 'Must be an amount in GHS, like 450 or 95.50.' });
      const missing = await productCreated(me, { BusinessName: 'x', price: '10' });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().fields ?? {})).toEqual(['title']);
      expect(responseErrors('sendProductCreatedEmail', 400, missing.json())).toEqual([]);
    });

    it('is throttled per vendor', async () => {
      const limited = await startApp(t.testDb.database, {
        deps: { rateLimits: { productCreatedEmail: { max: 1, timeWindowMs: 60_000 } } },
      });
      const me = await verified();
      const send = () =>
        post('sendProductCreatedEmail', me, { BusinessName: 'x', title: 'y', price: '1' }, {}, limited.app);
      const statuses = [(await send()).statusCode, (await send()).statusCode];
      await limited.app.close();
      expect(statuses).toEqual([202, 429]);
    });
  });
});
