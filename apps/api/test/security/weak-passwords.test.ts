// Passwords too easy to guess (NIST SP 800-63B: blank, repeated, sequential, words of the vendor's
// e-mail or the brand, leaked ones) are refused wherever a password is chosen, with a 400 naming
// the field and the forms' own sentence (@sika/domain passwords.ts), and nothing is changed.
import { passwordWeaknessMessages, type PasswordWeakness } from '@sika/domain';
import { describe, expect, it } from 'vitest';
import { bearer, registerVendor, uniqueEmail, withTestApp } from '../helpers/app.ts';
import { drivers, snapshot } from '../helpers/databases.ts';
import { resetTokenIn } from '../helpers/mail.ts';

/** Weak for anyone, whatever their address. */
const WEAK: Array<[string, PasswordWeakness]> = [
  ['        ', 'blank'],
  ['aaaaaaaa', 'repeated'],
  ['abababab', 'repeated'],
  ['abcdefgh', 'sequential'],
  ['12345678', 'sequential'],
  ['87654321', 'sequential'],
  ['sika-market-2026', 'personal'],
  ['iloveyou', 'common'],
];

function expectRefused(response: { statusCode: number; json(): unknown }, reason: PasswordWeakness) {
  const sentence = passwordWeaknessMessages[reason];
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'BAD_INPUT', message: sentence, fields: { password: sentence } });
}

describe.each(drivers)('weak passwords on %s', (driver) => {
  const t = withTestApp(driver);
  const db = () => t.testDb.database.db;

  const register = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/vendor/register', payload: { email, password } });

  it.each(WEAK)('register refuses %j (%s) and creates nothing', async (password, reason) => {
    const before = await snapshot(db());
    expectRefused(await register(uniqueEmail('weak'), password), reason);
    expect(await snapshot(db())).toBe(before);
  });

  it('register refuses words of the address being registered', async () => {
    expectRefused(await register('kwame.asante@goldcoastbeads.com', 'asante-2026!'), 'personal');
    expectRefused(await register('kwame.asante@goldcoastbeads.com', 'GoldCoastBeads#1'), 'personal');
    expect((await register('kwame.asante@goldcoastbeads.com', 'kente-cloth-kumasi-24')).statusCode).toBe(201);
  });

  it('a password change refuses each reason, words of the current and the new address too', async () => {
    const me = await registerVendor(t.app, 'yaa.boateng@example.com');
    const change = (password: string, extra: object = {}) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/vendor/update-vendor',
        headers: bearer(me.accessToken),
        payload: { id: me.id, password, currentPassword: me.password, ...extra },
      });
    for (const [password, reason] of WEAK) expectRefused(await change(password), reason);
    expectRefused(await change('boateng-2026!'), 'personal');
    expectRefused(await change('KumasiTraders-9', { email: 'yaa@kumasitraders.com' }), 'personal');
    // Nothing changed: the old password still logs in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: me.email, password: me.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a reset refuses each reason and words of the address the link belongs to; the link stays good', async () => {
    const me = await registerVendor(t.app, 'esi.quaye@example.com');
    await t.app.inject({ method: 'POST', url: '/api/vendor/forgot-password-token', payload: { email: me.email } });
    await t.background.settle(5_000);
    const token = resetTokenIn(t.mailer.to(me.email).at(-1)!.text)!;
    const reset = (password: string) =>
      t.app.inject({ method: 'POST', url: `/api/vendor/reset-vendor-password/${token}`, payload: { password } });
    const before = await snapshot(db());
    for (const [password, reason] of WEAK) expectRefused(await reset(password), reason);
    expectRefused(await reset('quaye-family-7'), 'personal');
    expect(await snapshot(db())).toBe(before);
    expect((await reset('kente-cloth-kumasi-24')).statusCode).toBe(200);
  });
});
