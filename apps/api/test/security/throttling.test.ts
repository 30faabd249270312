// Throttles at their real figures (http/rate-limits.ts): failed logins per account and address,
// under a ceiling per account whatever the address, a per-address login limit loose enough for a
// carrier-grade NAT, and every endpoint that sends mail or creates accounts throttled. Two instances
// sharing PostgreSQL counters are proven in ../faults/scale-out.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import {
  FAILED_LOGINS_PER_ACCOUNT_ADDRESS as PER_ADDRESS,
  FAILED_LOGINS_PER_ACCOUNT_HOUR as PER_HOUR,
  FAILED_LOGINS_PER_DEVICE,
} from '../../src/http/rate-limits.ts';
import { deviceCookie, registerVendor, setCookieHeaders, startApp, uniqueEmail, withTestApp } from '../helpers/app.ts';
import { responseErrors, call } from '../helpers/contract.ts';
import { drivers } from '../helpers/databases.ts';
import { recordFigures } from './figures.ts';
import { resetTokenIn } from '../helpers/mail.ts';
import { seller } from '../helpers/products.ts';

/** Real limits: no test overrides (startApp's generous per-address login limit is undone too). */
const REAL = { deps: { rateLimits: { login: { max: 60, timeWindowMs: 60_000 } } } };

describe.each(drivers)('throttles on %s', (driver) => {
  const t = withTestApp(driver, REAL);

  const login = (email: string, password: string, ip: string, device?: string) =>
    call(t.app, 'login', {
      body: { email, password },
      remoteAddress: ip,
      ...(device ? { headers: { cookie: device } } : {}),
    });

  it(`the ${PER_ADDRESS + 1}th failed login for one account from one address in 15 minutes is a 429`, async () => {
    const me = await registerVendor(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      statuses.push((await login(me.email, `wrong-${i}`, '10.20.0.1')).statusCode);
    }
    // With the right password, and the address in another letter case: still refused until the window ends.
    const sixth = await login(me.email.toUpperCase(), me.password, '10.20.0.1');
    expect(statuses).toEqual(Array(PER_ADDRESS).fill(401));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'LOGIN_LOCKED',
      message: 'Too many failed attempts. Try again in 15 minutes, or reset your password.',
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(responseErrors('login', 429, sixth.json())).toEqual([]);
    // Another account is not affected, even from that address.
    const neighbour = await registerVendor(t.app);
    expect((await login(neighbour.email, neighbour.password, '10.20.0.1')).statusCode).toBe(200);
  });

  it('five wrong passwords from cookieless clients do not keep the vendor out of a new phone', async () => {
    const me = await registerVendor(t.app);
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      expect((await login(me.email, `guess-${i}`, '10.21.0.1')).statusCode).toBe(401);
    }
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      expect((await login(me.email, `guess-${i}`, `10.22.${i}.1`)).statusCode).toBe(401);
    }
    // A phone that never logged in before (no device cookie), on its own network.
    const phone = await login(me.email, me.password, '10.23.0.1');
    expect(phone.statusCode, phone.body).toBe(200);
  });

  it(`guessing from many addresses stops at ${PER_HOUR} failed logins an hour per account`, async () => {
    const me = await registerVendor(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < PER_HOUR; i += 1)
      statuses.push((await login(me.email, `guess-${i}`, `10.24.${i}.1`)).statusCode);
    expect(statuses).toEqual(Array(PER_HOUR).fill(401));
    const next = await login(me.email, me.password, '10.25.0.1');
    expect(next.statusCode).toBe(429);
    expect(next.json()).toMatchObject({
      code: 'LOGIN_LOCKED',
      message: expect.stringMatching(
        /^Too many failed attempts\. Try again in (59|60) minutes, or reset your password\.$/,
      ),
    });
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(responseErrors('login', 429, next.json())).toEqual([]);
  });

  it('a successful reset ends the lock: the new password logs in anywhere, and the browser is trusted', async () => {
    const me = await registerVendor(t.app);
    for (let i = 0; i < PER_HOUR; i += 1) await login(me.email, `guess-${i}`, `10.26.${i}.1`);
    for (let i = 0; i < PER_ADDRESS; i += 1) await login(me.email, `guess-${i}`, '10.27.0.1');
    expect((await login(me.email, me.password, '10.27.0.1')).statusCode).toBe(429);
    expect((await login(me.email, me.password, '10.28.0.1')).statusCode).toBe(429);

    // The vendor follows the lock message's offer from their phone (10.27.0.1).
    const before = t.mailer.to(me.email).length;
    const forgot = await call(t.app, 'forgotPasswordToken', { body: { email: me.email }, remoteAddress: '10.27.0.1' });
    expect(forgot.statusCode).toBe(200);
    await t.background.idle();
    expect(t.mailer.to(me.email)).toHaveLength(before + 1);
    const token = resetTokenIn(t.mailer.to(me.email).at(-1)!.text)!;
    const fresh = 'adinkra-stamp-88';
    const reset = await call(t.app, 'resetVendorPassword', {
      params: { token },
      body: { password: fresh },
      remoteAddress: '10.27.0.1',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const cookies = setCookieHeaders(reset).filter((c) => c.startsWith('sika_device='));
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual(['/api/Vendors', '/api/vendor']);
    const device = deviceCookie(reset)!;

    // That browser is trusted; and the account's counts are cleared, so new clients get in too.
    const trusted = await login(me.email, fresh, '10.27.0.1', device);
    expect(trusted.statusCode, trusted.body).toBe(200);
    const sameAddress = await login(me.email, fresh, '10.27.0.1');
    expect(sameAddress.statusCode, sameAddress.body).toBe(200);
    const newClient = await login(me.email, fresh, '10.29.0.1');
    expect(newClient.statusCode, newClient.body).toBe(200);
    // Whoever keeps guessing afterwards cannot lock the reset browser out.
    for (let i = 0; i < PER_HOUR + 1; i += 1) await login(me.email, `guess-${i}`, `10.30.${i}.2`);
    expect((await login(me.email, fresh, '10.27.0.1', device)).statusCode).toBe(200);
  });

  it('an attacker’s failures from anywhere never lock out the owner’s browser (its device cookie)', async () => {
    const me = await registerVendor(t.app);
    const owner = await login(me.email, me.password, '10.70.0.1');
    expect(owner.statusCode).toBe(200);
    const device = deviceCookie(owner);
    expect(device).toBeDefined();
    const attacks: number[] = [];
    const tries = PER_HOUR + 10;
    for (let i = 0; i < tries; i += 1) attacks.push((await login(me.email, `guess-${i}`, `10.71.${i}.9`)).statusCode);
    expect(attacks.slice(0, PER_HOUR)).toEqual(Array(PER_HOUR).fill(401));
    expect(attacks.slice(PER_HOUR)).toEqual(Array(tries - PER_HOUR).fill(429));

    // The owner's browser logs in at once, from its usual address or any other.
    const back = await login(me.email, me.password, '10.99.7.7', device);
    expect(back.statusCode, back.body).toBe(200);
    // An untrusted client (no cookie, a forged one, or another vendor's) is still locked, and told how long.
    const neighbour = await registerVendor(t.app);
    const neighbourDevice = deviceCookie(await login(neighbour.email, neighbour.password, '10.72.0.1'));
    const forged = `${device!.split('.').slice(0, 2).join('.')}.AAAA`;
    for (const cookie of [undefined, forged, neighbourDevice]) {
      const refused = await login(me.email, me.password, '10.72.0.2', cookie);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'LOGIN_LOCKED',
        message: expect.stringMatching(
          /^Too many failed attempts\. Try again in (59|60) minutes, or reset your password\.$/,
        ),
      });
      expect(responseErrors('login', 429, refused.json())).toEqual([]);
    }
  });

  it('the device cookie is signed, httpOnly, SameSite=Strict, long-lived, on the paths where passwords are checked', async () => {
    const me = await registerVendor(t.app);
    const response = await login(me.email, me.password, '10.73.0.1');
    const cookies = setCookieHeaders(response).filter((c) => c.startsWith('sika_device='));
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual(['/api/Vendors', '/api/vendor']);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThanOrEqual(365 * 86_400);
    }
  });

  it('signing up is the browser’s first login: it is trusted at once', async () => {
    const email = uniqueEmail('trusted');
    const signup = await call(t.app, 'register', { body: { email, password: 'kente-cloth-kumasi-24' } });
    expect(signup.statusCode).toBe(201);
    const device = deviceCookie(signup);
    expect(device).toBeDefined();
    for (let i = 0; i < PER_HOUR + 1; i += 1) await login(email, `guess-${i}`, `10.76.${i}.9`);
    expect((await login(email, 'kente-cloth-kumasi-24', '10.76.0.1')).statusCode).toBe(429);
    expect((await login(email, 'kente-cloth-kumasi-24', '10.76.0.1', device)).statusCode).toBe(200);
  });

  it('a trusted browser is judged on its own failures: 5 per 15 minutes, then a 429 saying how long', async () => {
    const me = await registerVendor(t.app);
    const device = deviceCookie(await login(me.email, me.password, '10.74.0.1'));
    for (let i = 0; i < FAILED_LOGINS_PER_DEVICE; i += 1) {
      expect((await login(me.email, `mistyped-${i}`, '10.74.0.1', device)).statusCode).toBe(401);
    }
    const locked = await login(me.email, me.password, '10.74.0.1', device);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed attempts. Try again in 15 minutes, or reset your password.');
    // Its failures were its own: a client without the cookie is not locked by them.
    expect((await login(me.email, me.password, '10.74.0.2')).statusCode).toBe(200);
  });

  it('a stolen token’s wrong current passwords lock that client, never the owner’s browser', async () => {
    const me = await registerVendor(t.app);
    const owner = await login(me.email, me.password, '10.75.0.1');
    const device = deviceCookie(owner)!;
    const ownerToken = owner.json().accessToken as string;
    const stolen = (await login(me.email, me.password, '10.75.0.2')).json().accessToken as string;
    const change = (token: string, currentPassword: string, cookie?: string) =>
      call(t.app, 'updateVendor', {
        token,
        headers: cookie ? { cookie } : {},
        body: { id: me.id, password: 'kente-cloth-kumasi-24', currentPassword },
      });
    const remove = (token: string, password: string, cookie?: string) =>
      call(t.app, 'deleteVendor', { token, headers: cookie ? { cookie } : {}, body: { id: me.id, password } });
    const tries: number[] = [];
    for (let i = 0; i < 10; i += 1) tries.push((await change(stolen, `guess-${i}`)).statusCode);
    expect(tries).toEqual(Array(10).fill(400));
    expect((await change(stolen, me.password)).statusCode).toBe(429);
    expect((await remove(stolen, me.password)).statusCode).toBe(429);
    // The owner's browser changes the password at once, and could delete the account.
    const changed = await change(ownerToken, me.password, device);
    expect(changed.statusCode, changed.body).toBe(200);
    const loggedIn = await login(me.email, 'kente-cloth-kumasi-24', '10.75.0.1', device);
    expect(loggedIn.statusCode).toBe(200);
    const deleted = await remove(loggedIn.json().accessToken, 'kente-cloth-kumasi-24', device);
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('a successful login clears the count: mistypes spread over a day never lock anyone out', async () => {
    const me = await registerVendor(t.app);
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < PER_ADDRESS - 1; i += 1) {
        expect((await login(me.email, 'wrong-password', '10.30.0.1')).statusCode).toBe(401);
      }
      expect((await login(me.email, me.password, '10.30.0.1')).statusCode).toBe(200);
    }
  });

  it('parallel guesses cannot slip past either count', async () => {
    const me = await registerVendor(t.app);
    const fromOne = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(me.email, `guess-${i}`, '10.40.0.1').then((r) => r.statusCode)),
    );
    expect(fromOne.filter((s) => s === 401)).toHaveLength(PER_ADDRESS);
    expect(fromOne.filter((s) => s === 429)).toHaveLength(20 - PER_ADDRESS);
    const other = await registerVendor(t.app);
    const fromMany = await Promise.all(
      Array.from({ length: PER_HOUR + 10 }, (_, i) =>
        login(other.email, `guess-${i}`, `10.41.${i}.1`).then((r) => r.statusCode),
      ),
    );
    expect(fromMany.filter((s) => s === 401)).toHaveLength(PER_HOUR);
    expect(fromMany.filter((s) => s === 429)).toHaveLength(10);
  });

  it('40 vendors behind one carrier-grade NAT address all log in within a minute', async () => {
    const vendors = await Promise.all(Array.from({ length: 40 }, () => registerVendor(t.app)));
    const statuses: number[] = [];
    for (const vendor of vendors) statuses.push((await login(vendor.email, vendor.password, '100.64.0.7')).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('sign-ups, reset links and both mail endpoints are throttled too', async () => {
    const limited = await startApp(t.testDb.database, {
      deps: { rateLimits: { register: { max: 2, timeWindowMs: 60_000 } } },
    });
    const register = () =>
      call(limited.app, 'register', {
        body: { email: uniqueEmail(), password: 'correct-horse-1' },
        remoteAddress: '10.50.0.1',
      });
    const signups = [(await register()).statusCode, (await register()).statusCode, (await register()).statusCode];
    await limited.app.close();
    expect(signups).toEqual([201, 201, 429]);

    // Reset links: 3 per address asked about in 15 minutes (real figure).
    const target = uniqueEmail('reset');
    const forgot = [];
    for (let i = 0; i < 4; i += 1) {
      forgot.push(
        (await call(t.app, 'forgotPasswordToken', { body: { email: target }, remoteAddress: `10.60.0.${i}` }))
          .statusCode,
      );
    }
    expect(forgot).toEqual([200, 200, 200, 429]);

    // "Registration received": 3 an hour per vendor (real figure).
    const me = await seller(t.app, t.testDb.database.db);
    const sent = [];
    for (let i = 0; i < 4; i += 1) {
      sent.push(
        (await call(t.app, 'sendRegistrationEmail', { token: me.accessToken, body: { BusinessName: 'Kofi Phones' } }))
          .statusCode,
      );
    }
    expect(sent).toEqual([202, 202, 202, 429]);
    await t.background.settle(5_000);

    // "Product created": 30 an hour per vendor (real figure).
    const created = [];
    for (let i = 0; i < 31; i += 1) {
      created.push(
        (
          await call(t.app, 'sendProductCreatedEmail', {
            token: me.accessToken,
            body: { BusinessName: 'Kofi Phones', title: `Phone ${i}`, price: '10' },
          })
        ).statusCode,
      );
    }
    expect(created.filter((s) => s === 202)).toHaveLength(30);
    expect(created.at(-1)).toBe(429);
    await t.background.settle(5_000);
  });
});

// Behind proxies (TRUST_PROXY), the client's address is the X-Forwarded-For entry the nearest
// trusted proxy wrote; whatever the client puts further left is its own writing and never a new
// address, so no per-address throttle can be shed by varying it.
describe.each(drivers)('per-address throttles behind proxies on %s', (driver) => {
  const t = withTestApp(driver);
  // For docs/security.md (pnpm test:security): proxy set-ups tried and the forged requests sent.
  const figures = { setups: 0, requests: 0 };
  afterAll(() => recordFigures('xff', driver, figures));
  const LIMIT = 5;
  const PROXY = '10.0.0.5';

  /** The X-Forwarded-For the api receives: the client's forgery, then what each proxy appended. */
  type Chain = (forged: string, client: string) => string;
  const oneProxy: Chain = (forged, client) => `${forged}, ${client}`;
  const twoProxies: Chain = (forged, client) => `${forged}, ${client}, 10.0.1.9`;

  it.each([
    // Each case its own client addresses: on PostgreSQL the counters outlive the case's app.
    ['one proxy, TRUST_PROXY=1', '1', oneProxy, 1],
    ['one proxy, TRUST_PROXY=true (one hop)', 'true', oneProxy, 2],
    ['two proxies, TRUST_PROXY=2', '2', twoProxies, 3],
    ['two proxies named by address, TRUST_PROXY=10.0.0.5,10.0.1.0/24', '10.0.0.5, 10.0.1.0/24', twoProxies, 4],
  ])('behind %s, a client varying X-Forwarded-For is still one address', async (_name, trust, chain, n) => {
    const proxied = await startApp(t.testDb.database, {
      env: { TRUST_PROXY: trust },
      deps: { rateLimits: { login: { max: LIMIT, timeWindowMs: 60_000 } } },
    });
    try {
      const attempt = (i: number, client: string) => {
        figures.requests += 1;
        return call(proxied.app, 'login', {
          body: { email: uniqueEmail(`xff${i}`), password: 'not-the-password' },
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': chain(`198.51.100.${i}`, client) },
        });
      };
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 3; i += 1) statuses.push((await attempt(i, `203.0.113.${n}`)).statusCode);
      expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429, 429]);
      // Another client behind the same proxies has its own count: the key is the client, not the proxy.
      expect((await attempt(99, `203.0.114.${n}`)).statusCode).toBe(401);
      figures.setups += 1;
    } finally {
      await proxied.app.close();
    }
  });
});
