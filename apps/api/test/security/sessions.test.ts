// Sessions end at once (OWASP ASVS 3.3.1, RFC 9700 4.14): after logout, a password change or
// reset, account deletion or a replayed refresh token, the access tokens of the ended session are
// refused on their next request, not when they expire 15 minutes later.
import { describe, expect, it } from 'vitest';
import { refreshCookie, registerVendor, setCookieHeaders, withTestApp, type Registered } from '../helpers/app.ts';
import { call, responseErrors } from '../helpers/contract.ts';
import { drivers } from '../helpers/databases.ts';
import { resetTokenIn } from '../helpers/mail.ts';

describe.each(drivers)('sessions end at once on %s', (driver) => {
  const t = withTestApp(driver);

  const me = (token: string) => call(t.app, 'getAllVendors', { token });

  async function login(who: Registered): Promise<Registered> {
    const response = await call(t.app, 'login', { body: { email: who.email, password: who.password } });
    expect(response.statusCode).toBe(200);
    return { ...who, accessToken: response.json().accessToken, cookie: refreshCookie(response)! };
  }

  it('logout ends that session’s access tokens, and only that session’s', async () => {
    const phone = await registerVendor(t.app);
    const laptop = await login(phone);
    expect((await me(phone.accessToken)).statusCode).toBe(200);
    const out = await call(t.app, 'logout', { headers: { cookie: phone.cookie } });
    expect(out.statusCode).toBe(200);
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    expect((await me(laptop.accessToken)).statusCode).toBe(200);
  });

  it('logout with only the bearer token (no cookie) ends that token’s session, and only that one', async () => {
    const phone = await registerVendor(t.app);
    const laptop = await login(phone);
    const out = await call(t.app, 'logout', { token: phone.accessToken });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Logged out.');
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    // Its refresh token is ended with it: no new access token comes from that session.
    const refreshed = await call(t.app, 'refresh', { headers: { cookie: phone.cookie } });
    expect(refreshed.statusCode).toBe(401);
    expect((await me(laptop.accessToken)).statusCode).toBe(200);
  });

  it('a session ends at its absolute lifetime (30 days from login), however often it was refreshed', async () => {
    const DAY = 86_400_000;
    const vendor = await registerVendor(t.app);
    let cookie = vendor.cookie;
    // Refreshed every 9 days: each refresh slides the token, never past day 30.
    for (const day of [9, 18, 27]) {
      t.clock.advance(9 * DAY);
      const refreshed = await call(t.app, 'refresh', { headers: { cookie } });
      expect(refreshed.statusCode, `day ${day}`).toBe(200);
      cookie = refreshCookie(refreshed)!;
      if (day === 27) {
        // The cookie itself expires with the session: 3 days left, not another 30.
        const maxAge = Number(/Max-Age=(\d+)/.exec(setCookieHeaders(refreshed)[0]!)?.[1]);
        expect(maxAge).toBeLessThanOrEqual(3 * 86_400);
        expect(maxAge).toBeGreaterThan(3 * 86_400 - 60);
      }
    }
    const lastToken = (await call(t.app, 'refresh', { headers: { cookie } })).json().accessToken as string;
    t.clock.advance(3 * DAY + 1_000);
    const expired = await call(t.app, 'refresh', { headers: { cookie } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Your session has expired.' });
    expect(setCookieHeaders(expired)[0]).toMatch(/^sika_refresh=;.*Max-Age=0/);
    expect(responseErrors('refresh', 401, expired.json())).toEqual([]);
    // The session is over: its access tokens too, and its cookie cannot come back.
    t.clock.advance(-3 * DAY); // a token still inside its own 15 minutes would be refused as well
    expect((await me(lastToken)).statusCode).toBe(401);
    t.clock.advance(3 * DAY);
    expect((await call(t.app, 'refresh', { headers: { cookie } })).statusCode).toBe(401);
    // A new login starts a new session.
    expect((await login(vendor)).accessToken).toBeTruthy();
  });

  it('a replayed refresh token ends the whole family, access tokens included', async () => {
    const victim = await registerVendor(t.app);
    const first = await call(t.app, 'refresh', { headers: { cookie: victim.cookie } });
    expect(first.statusCode).toBe(200);
    const fresh = first.json().accessToken as string;
    t.clock.advance(60_000); // past the grace window
    const replay = await call(t.app, 'refresh', { headers: { cookie: victim.cookie } });
    expect(replay.statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(401);
    expect((await me(victim.accessToken)).statusCode).toBe(401);
  });

  it('a password change ends every other session; the one that made it refreshes and goes on', async () => {
    const phone = await registerVendor(t.app);
    const laptop = await login(phone);
    t.clock.advance(1_000);
    const change = await call(t.app, 'updateVendor', {
      token: phone.accessToken,
      headers: { cookie: phone.cookie },
      body: { id: phone.id, password: 'a-new-long-phrase-7', currentPassword: phone.password },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await me(laptop.accessToken)).statusCode).toBe(401);
    const refreshed = await call(t.app, 'refresh', { headers: { cookie: phone.cookie } });
    expect(refreshed.statusCode).toBe(200);
    expect((await me(refreshed.json().accessToken)).statusCode).toBe(200);
    const laptopRefresh = await call(t.app, 'refresh', { headers: { cookie: laptop.cookie } });
    expect(laptopRefresh.statusCode).toBe(401);
  });

  it('a password reset ends every session', async () => {
    const phone = await registerVendor(t.app);
    const laptop = await login(phone);
    const asked = await call(t.app, 'forgotPasswordToken', { body: { email: phone.email } });
    expect(asked.statusCode).toBe(200);
    await t.background.settle(5_000);
    const token = resetTokenIn(t.mailer.to(phone.email).at(-1)!.text);
    t.clock.advance(1_000);
    const reset = await call(t.app, 'resetVendorPassword', {
      params: { token: token! },
      body: { password: 'a-new-long-phrase-8' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    expect((await me(laptop.accessToken)).statusCode).toBe(401);
  });

  it('account deletion ends every session', async () => {
    const phone = await registerVendor(t.app);
    const laptop = await login(phone);
    const deleted = await call(t.app, 'deleteVendor', {
      token: phone.accessToken,
      body: { id: phone.id, password: phone.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    expect((await me(laptop.accessToken)).statusCode).toBe(401);
  });

  it('a token without a session id (or of another vendor’s session) is refused', async () => {
    const a = await registerVendor(t.app);
    const b = await registerVendor(t.app);
    const sign = (claims: object) => t.app.jwt.sign(claims, { expiresIn: 900, clockTimestamp: t.clock.now() });
    expect((await me(sign({ sub: a.id }))).statusCode).toBe(401);
    // b's session id with a's id: the family must belong to the token's vendor.
    const bSid = (t.app.jwt.decode(b.accessToken) as { sid: string }).sid;
    expect((await me(sign({ sub: a.id, sid: bSid }))).statusCode).toBe(401);
    const aSid = (t.app.jwt.decode(a.accessToken) as { sid: string }).sid;
    expect((await me(sign({ sub: a.id, sid: aSid }))).statusCode).toBe(200);
  });
});
