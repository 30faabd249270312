import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/refresh-tokens.ts';
import { passwordResetTokens, vendors } from '../src/db/schema.ts';
import { refreshCookie, registerVendor, startApp, uniqueEmail, withTestApp } from './helpers/app.ts';
import { call, errorBodyErrors, login, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { MemoryMailer, resetTokenIn } from './helpers/mail.ts';

const LINK_ON_ITS_WAY = 'If that address has an account, a reset link is on its way.';
const HOUR_MS = 3_600_000;

describe.each(drivers)('password reset on %s', (driver) => {
  const t = withTestApp(driver, {
    env: { PUBLIC_URL: 'https://vendors.sika.example/' },
    deps: {
      rateLimits: {
        forgotPasswordClient: { max: 10_000, timeWindowMs: 60_000 },
        forgotPasswordAddress: { max: 10_000, timeWindowMs: 60_000 },
        resetPassword: { max: 10_000, timeWindowMs: 60_000 },
      },
    },
  });

  const forgot = (email: string, target: FastifyInstance = t.app, remoteAddress?: string) =>
    call(target, 'forgotPasswordToken', { body: { email }, remoteAddress });
  const reset = (token: string, password: string, target: FastifyInstance = t.app) =>
    call(target, 'resetVendorPassword', { body: { password }, params: { token } });
  const loginAs = (email: string, password: string) => login(t.app, email, password);

  /** Asks for a link and returns the token the mail holds. */
  async function mailedToken(email: string): Promise<string> {
    const before = t.mailer.to(email).length;
    expect((await forgot(email)).statusCode).toBe(200);
    await t.background.idle();
    const mails = t.mailer.to(email);
    expect(mails).toHaveLength(before + 1);
    const token = resetTokenIn(mails.at(-1)!.text);
    expect(token).toBeDefined();
    return token!;
  }

  describe('forgotPasswordToken', () => {
    it('mails a single-use link to PUBLIC_URL/reset-password/{token} and stores only its sha256', async () => {
      const vendor = await registerVendor(t.app);
      const response = await forgot(vendor.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: LINK_ON_ITS_WAY, msg: LINK_ON_ITS_WAY });
      expect(responseErrors('forgotPasswordToken', 200, response.json())).toEqual([]);
      await t.background.idle();

      const [mail] = t.mailer.to(vendor.email);
      expect(mail).toBeDefined();
      const token = resetTokenIn(mail!.text)!;
      // 32 random bytes, base64url.
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const link = `https://vendors.sika.example/reset-password/${token}`;
      expect(mail!.text).toContain(link);
      expect(mail!.html).toContain(`href="${link}"`);
      expect(mail!.links).toEqual([link]);
      expect(mail!.subject).toBe('Sika: reset your password');
      expect(mail!.text).toContain('valid for 1 hour');
      expect(mail!.text).toContain('If you did not ask for this, ignore this e-mail');

      const rows = await t.testDb.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.vendorId, vendor.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toBe(hashToken(token));
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0]!.expiresAt.getTime() - t.clock.now()).toBe(HOUR_MS);
    });

    it('answers exactly the same for an address without an account, and mails nothing', async () => {
      const vendor = await registerVendor(t.app);
      const known = await forgot(vendor.email);
      const unknown = await forgot(uniqueEmail('nobody'));
      await t.background.idle();
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(t.mailer.sent.filter((m) => m.to.startsWith('nobody-'))).toEqual([]);
    });

    it('finds the account whatever the case of the address', async () => {
      const vendor = await registerVendor(t.app);
      await forgot(vendor.email.toUpperCase());
      await t.background.idle();
      expect(t.mailer.to(vendor.email)).toHaveLength(1);
    });

    it('answers before the mail is sent (the time must not tell accounts apart)', async () => {
      const mailer = new MemoryMailer();
      let release!: () => void;
      mailer.gate = new Promise((resolve) => (release = resolve));
      const slow = await startApp(t.testDb.database, { deps: { mailer } });
      const vendor = await registerVendor(slow.app);
      const response = await forgot(vendor.email, slow.app);
      expect(response.statusCode).toBe(200);
      expect(mailer.sent).toEqual([]);
      release();
      // Closing waits for the mail still on its way.
      await slow.app.close();
      expect(mailer.to(vendor.email)).toHaveLength(1);
    });

    it('rejects a malformed address with 400', async () => {
      for (const payload of [{ email: 'not-an-address' }, {}, { email: 'x'.repeat(250) + '@b.co' }]) {
        const response = await call(t.app, 'forgotPasswordToken', { body: payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(responseErrors('forgotPasswordToken', 400, response.json())).toEqual([]);
      }
    });

    it('still answers 200 when the mail cannot be sent, and logs the failure without the link', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const mailer = new MemoryMailer();
      mailer.failWith = new Error('connect ECONNREFUSED 127.0.0.1:25');
      const failing = await startApp(t.testDb.database, { deps: { mailer, logger: { level: 'info', stream } } });
      const vendor = await registerVendor(failing.app);
      const response = await forgot(vendor.email, failing.app);
      await failing.app.close();
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(LINK_ON_ITS_WAY);
      const failure = lines.find((line) => line.includes('password reset mail could not be sent'));
      expect(failure).toContain('ECONNREFUSED');
      expect(lines.join('')).not.toContain('/reset-password/');
    });
  });

  describe('resetVendorPassword', () => {
    it('sets the new password, spends the token and ends every session of the vendor', async () => {
      const vendor = await registerVendor(t.app);
      const elsewhere = refreshCookie(await loginAs(vendor.email, vendor.password))!;
      const token = await mailedToken(vendor.email);

      const response = await reset(token, 'a-fresh-password-1');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Your password has been changed.',
        msg: 'Your password has been changed.',
      });
      expect(responseErrors('resetVendorPassword', 200, response.json())).toEqual([]);

      expect((await loginAs(vendor.email, vendor.password)).statusCode).toBe(401);
      expect((await loginAs(vendor.email, 'a-fresh-password-1')).statusCode).toBe(200);
      // Every refresh token issued before the reset is dead: the sign-up one and the other login's.
      for (const cookie of [vendor.cookie, elsewhere]) {
        const refreshed = await call(t.app, 'refresh', { headers: { cookie } });
        expect(refreshed.statusCode).toBe(401);
      }

      // Single use.
      const again = await reset(token, 'another-password-2');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'INVALID_RESET_TOKEN',
        message: 'This reset link is invalid or has expired.',
        msg: 'This reset link is invalid or has expired.',
      });
      expect(responseErrors('resetVendorPassword', 400, again.json())).toEqual([]);
    });

    it('ends the access tokens signed before the reset too', async () => {
      const vendor = await registerVendor(t.app);
      const list = (token: string) => call(t.app, 'getAllVendors', { token });
      expect((await list(vendor.accessToken)).statusCode).toBe(200);
      const token = await mailedToken(vendor.email);
      t.clock.advance(1_000);

      expect((await reset(token, 'a-fresh-password-2')).statusCode).toBe(200);
      const [row] = await t.testDb.database.db.select().from(vendors).where(eq(vendors.id, vendor.id));
      expect(row!.passwordChangedAt?.getTime()).toBe(t.clock.now());
      const refused = await list(vendor.accessToken);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
      expect(responseErrors('getAllVendors', 401, refused.json())).toEqual([]);

      // A login in the same second as the reset is not caught by it.
      const fresh = await loginAs(vendor.email, 'a-fresh-password-2');
      expect((await list(fresh.json().accessToken)).statusCode).toBe(200);
    });

    it('accepts a link for up to one hour, not after', async () => {
      const vendor = await registerVendor(t.app);
      const early = await mailedToken(vendor.email);
      t.clock.advance(HOUR_MS - 1_000);
      expect((await reset(early, 'within-the-hour-1')).statusCode).toBe(200);

      const late = await mailedToken(vendor.email);
      t.clock.advance(HOUR_MS + 1_000);
      const response = await reset(late, 'after-the-hour-1');
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_RESET_TOKEN');
      expect((await loginAs(vendor.email, 'within-the-hour-1')).statusCode).toBe(200);
    });

    it('only honours the newest link: a new request invalidates the older unused ones', async () => {
      const vendor = await registerVendor(t.app);
      const first = await mailedToken(vendor.email);
      const second = await mailedToken(vendor.email);
      expect(second).not.toBe(first);
      expect((await reset(first, 'from-the-first-link')).json().code).toBe('INVALID_RESET_TOKEN');
      expect((await reset(second, 'from-the-second-link')).statusCode).toBe(200);
    });

    it('answers 400 INVALID_RESET_TOKEN for anything that is not a live token', async () => {
      for (const token of ['abc', 'A'.repeat(43), 'x'.repeat(200), '8a6e0804-2bd0-4672-b79d-d97027f9071b']) {
        const response = await reset(token, 'whatever-password');
        expect(response.statusCode, token).toBe(400);
        expect(response.json().code).toBe('INVALID_RESET_TOKEN');
        expect(errorBodyErrors(response.json())).toEqual([]);
      }
      // Longer than the contract allows: the router refuses it, still with the Error body.
      const tooLong = await reset('x'.repeat(201), 'whatever-password');
      expect(tooLong.statusCode).toBe(414);
      expect(tooLong.json()).toMatchObject({ code: 'URI_TOO_LONG' });
      expect(errorBodyErrors(tooLong.json())).toEqual([]);
      expect(tooLong.body).not.toContain('xxxx');
    });

    it('checks the new password against the contract (8 to 128 characters) without spending the token', async () => {
      const vendor = await registerVendor(t.app);
      const token = await mailedToken(vendor.email);
      for (const password of ['short', 'x'.repeat(129)]) {
        const response = await reset(token, password);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('BAD_INPUT');
        expect(Object.keys(response.json().fields ?? {})).toEqual(['password']);
      }
      // 128 characters, not one repeated (the password rule refuses 'xxxx...').
      expect((await reset(token, 'k3nte-Cl0th/'.repeat(11).slice(0, 128))).statusCode).toBe(200);
    });

    it('lets only one of two resets racing with the same link win', async () => {
      const vendor = await registerVendor(t.app);
      const token = await mailedToken(vendor.email);
      const [a, b] = await Promise.all([reset(token, 'racer-number-one'), reset(token, 'racer-number-two')]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
      const winner = a.statusCode === 200 ? 'racer-number-one' : 'racer-number-two';
      expect((await loginAs(vendor.email, winner)).statusCode).toBe(200);
    });
  });

  describe('throttling', () => {
    it('limits reset links per address, whichever client asks', async () => {
      const limited = await startApp(t.testDb.database, {
        deps: { rateLimits: { forgotPasswordAddress: { max: 2, timeWindowMs: 60_000 } } },
      });
      const email = uniqueEmail('throttled');
      const statuses = [];
      for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
        statuses.push((await forgot(email, limited.app, ip)).statusCode);
      const other = await forgot(uniqueEmail('other'), limited.app, '10.0.0.3');
      const last = await forgot(email.toUpperCase(), limited.app, '10.0.0.4');
      await limited.app.close();
      expect(statuses).toEqual([200, 200, 429]);
      expect(other.statusCode).toBe(200);
      expect(last.statusCode).toBe(429);
      expect(last.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(last.headers['retry-after']).toBeDefined();
      expect(responseErrors('forgotPasswordToken', 429, last.json())).toEqual([]);
    });

    it('limits reset links per client, whatever the address', async () => {
      const limited = await startApp(t.testDb.database, {
        deps: { rateLimits: { forgotPasswordClient: { max: 3, timeWindowMs: 60_000 } } },
      });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await forgot(uniqueEmail(), limited.app, '10.0.1.1')).statusCode);
      const otherClient = await forgot(uniqueEmail(), limited.app, '10.0.1.2');
      await limited.app.close();
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(otherClient.statusCode).toBe(200);
    });

    it('has the documented defaults: 3 per address and 30 per client in 15 minutes', async () => {
      const defaults = await startApp(t.testDb.database);
      const email = uniqueEmail('defaults');
      const perAddress = [];
      for (let i = 0; i < 4; i += 1) perAddress.push((await forgot(email, defaults.app, `10.0.2.${i}`)).statusCode);
      const perClient = [];
      for (let i = 0; i < 31; i += 1)
        perClient.push((await forgot(uniqueEmail(), defaults.app, '10.0.3.1')).statusCode);
      await defaults.app.close();
      expect(perAddress).toEqual([200, 200, 200, 429]);
      expect(perClient.filter((s) => s === 429)).toEqual([429]);
      expect(perClient.at(-1)).toBe(429);
    });

    it('limits password resets per client', async () => {
      const limited = await startApp(t.testDb.database, {
        deps: { rateLimits: { resetPassword: { max: 2, timeWindowMs: 60_000 } } },
      });
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await reset('A'.repeat(43), 'whatever-1', limited.app)).statusCode);
      await limited.app.close();
      expect(statuses).toEqual([400, 400, 429]);
    });
  });
});
