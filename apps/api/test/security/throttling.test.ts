// Throttles at their real figures (http/rate-limits.ts): failed logins per account whatever the
// address, a per-address login limit loose enough for a carrier-grade NAT, and every endpoint that
// sends mail or creates accounts throttled. Two instances sharing PostgreSQL counters are proven
// in ../faults/scale-out.test.ts.
import { describe, expect, it } from 'vitest';
import { FAILED_LOGINS_PER_ACCOUNT } from '../../src/http/rate-limits.ts';
import { bearer, registerVendor, startApp, uniqueEmail, withTestApp } from '../helpers/app.ts';
import { responseErrors } from '../helpers/contract.ts';
import { drivers } from '../helpers/databases.ts';
import { seller } from '../helpers/products.ts';

/** Real limits: no test overrides (startApp's generous per-address login limit is undone too). */
const REAL = { deps: { rateLimits: { login: { max: 60, timeWindowMs: 60_000 } } } };

describe.each(drivers)('throttles on %s', (driver) => {
  const t = withTestApp(driver, REAL);

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/vendor/login', payload: { email, password }, remoteAddress: ip });

  it(`the ${FAILED_LOGINS_PER_ACCOUNT + 1}th failed login for one account in 15 minutes is a 429, from any address`, async () => {
    const me = await registerVendor(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < FAILED_LOGINS_PER_ACCOUNT; i += 1) {
      statuses.push((await login(me.email, `wrong-${i}`, `10.20.${i}.1`)).statusCode);
    }
    // From yet another address, and with the right password: still refused until the window ends.
    const sixth = await login(me.email.toUpperCase(), me.password, '10.99.0.1');
    expect(statuses).toEqual(Array(FAILED_LOGINS_PER_ACCOUNT).fill(401));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many attempts. Please try again later.');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(responseErrors('login', 429, sixth.json())).toEqual([]);
    // Another account is not affected.
    const neighbour = await registerVendor(t.app);
    expect((await login(neighbour.email, neighbour.password, '10.99.0.1')).statusCode).toBe(200);
  });

  it('a successful login clears the count: mistypes spread over a day never lock anyone out', async () => {
    const me = await registerVendor(t.app);
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < FAILED_LOGINS_PER_ACCOUNT - 1; i += 1) {
        expect((await login(me.email, 'wrong-password', '10.30.0.1')).statusCode).toBe(401);
      }
      expect((await login(me.email, me.password, '10.30.0.1')).statusCode).toBe(200);
    }
  });

  it('parallel guesses cannot slip past the count', async () => {
    const me = await registerVendor(t.app);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(me.email, `guess-${i}`, `10.40.0.${i}`).then((r) => r.statusCode)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(FAILED_LOGINS_PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - FAILED_LOGINS_PER_ACCOUNT);
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
      limited.app.inject({
        method: 'POST',
        url: '/api/vendor/register',
        payload: { email: uniqueEmail(), password: 'correct-horse-1' },
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
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/vendor/forgot-password-token',
            payload: { email: target },
            remoteAddress: `10.60.0.${i}`,
          })
        ).statusCode,
      );
    }
    expect(forgot).toEqual([200, 200, 200, 429]);

    // "Registration received": 3 an hour per vendor (real figure).
    const me = await seller(t.app, t.testDb.database.db);
    const sent = [];
    for (let i = 0; i < 4; i += 1) {
      sent.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/vendor/send-email',
            headers: bearer(me.accessToken),
            payload: { BusinessName: 'Kofi Phones' },
          })
        ).statusCode,
      );
    }
    expect(sent).toEqual([202, 202, 202, 429]);
    await t.background.settle(5_000);

    // "Product created": 30 an hour per vendor (real figure).
    const created = [];
    for (let i = 0; i < 31; i += 1) {
      created.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/vendor/send-email-product-created',
            headers: bearer(me.accessToken),
            payload: { BusinessName: 'Kofi Phones', title: `Phone ${i}`, price: '10' },
          })
        ).statusCode,
      );
    }
    expect(created.filter((s) => s === 202)).toHaveLength(30);
    expect(created.at(-1)).toBe(429);
    await t.background.settle(5_000);
  });
});
