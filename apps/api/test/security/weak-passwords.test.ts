// Passwords too easy to guess (NIST SP 800-63B: blank, repeated, sequential, words of the vendor's
// e-mail, names or the brand, a common word dressed up with digits and symbols, leaked ones) are refused wherever a password is chosen, with a 400 naming
// the field and the forms' own sentence (@sika/domain passwords.ts), and nothing is changed.
import { passwordWeaknessMessages, type PasswordWeakness } from '@sika/domain';
import { describe, expect, it } from 'vitest';
import { registerVendor, uniqueEmail, withTestApp } from '../helpers/app.ts';
import { call } from '../helpers/contract.ts';
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
  // A common or local word with digits, symbols or look-alikes added, and a run padded with a digit.
  ['Password1!', 'decorated'],
  ['P@ssw0rd99', 'decorated'],
  ['ghana123', 'decorated'],
  ['momo1234', 'decorated'],
  ['Accra2026!', 'decorated'],
  ['zzzzzzzzzzzzzzzz1', 'repeated'],
];

function expectRefused(response: { statusCode: number; json(): unknown }, reason: PasswordWeakness) {
  const sentence = passwordWeaknessMessages[reason];
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'BAD_INPUT', message: sentence, fields: { password: sentence } });
}

describe.each(drivers)('weak passwords on %s', (driver) => {
  const t = withTestApp(driver);
  const db = () => t.testDb.database.db;

  const register = (email: string, password: string) => call(t.app, 'register', { body: { email, password } });

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
      call(t.app, 'updateVendor', {
        token: me.accessToken,
        body: { id: me.id, password, currentPassword: me.password, ...extra },
      });
    for (const [password, reason] of WEAK) expectRefused(await change(password), reason);
    expectRefused(await change('boateng-2026!'), 'personal');
    expectRefused(await change('KumasiTraders-9', { email: 'yaa@kumasitraders.com' }), 'personal');
    // Nothing changed: the old password still logs in.
    const login = await call(t.app, 'login', { body: { email: me.email, password: me.password } });
    expect(login.statusCode).toBe(200);
  });

  it('a password change refuses words of the business name and MoMo name, on file or being set', async () => {
    const me = await registerVendor(t.app);
    const named = await call(t.app, 'updateVendor', {
      token: me.accessToken,
      body: { id: me.id, BusinessName: 'Adjoa Kente Weaves', momo_mobile_name: 'Adjoa Serwaa' },
    });
    expect(named.statusCode, named.body).toBe(200);
    const change = (password: string, extra: object = {}) =>
      call(t.app, 'updateVendor', {
        token: me.accessToken,
        body: { id: me.id, password, currentPassword: me.password, ...extra },
      });
    expectRefused(await change('weaves-by-the-sea'), 'personal');
    expectRefused(await change('SERWAA-2026-gold'), 'personal');
    expectRefused(await change('adjoakenteweaves'), 'personal');
    expectRefused(await change('golden-stool-beads', { BusinessName: 'Golden Stool Beads' }), 'personal');
    expect((await call(t.app, 'login', { body: { email: me.email, password: me.password } })).statusCode).toBe(200);
  });

  it('a reset refuses words of the names of the vendor the link belongs to', async () => {
    const me = await registerVendor(t.app);
    await call(t.app, 'updateVendor', {
      token: me.accessToken,
      body: { id: me.id, BusinessName: 'Nana Cocoa Traders', momo_mobile_name: 'Nana Yeboah' },
    });
    await call(t.app, 'forgotPasswordToken', { body: { email: me.email } });
    await t.background.settle(5_000);
    const token = resetTokenIn(t.mailer.to(me.email).at(-1)!.text)!;
    const reset = (password: string) => call(t.app, 'resetVendorPassword', { params: { token }, body: { password } });
    expectRefused(await reset('yeboah-family-7'), 'personal');
    expectRefused(await reset('cocoa-traders-88'), 'personal');
    expect((await reset('kente-cloth-kumasi-24')).statusCode).toBe(200);
  });

  it('a reset refuses each reason and words of the address the link belongs to; the link stays good', async () => {
    const me = await registerVendor(t.app, 'esi.quaye@example.com');
    await call(t.app, 'forgotPasswordToken', { body: { email: me.email } });
    await t.background.settle(5_000);
    const token = resetTokenIn(t.mailer.to(me.email).at(-1)!.text)!;
    const reset = (password: string) => call(t.app, 'resetVendorPassword', { params: { token }, body: { password } });
    const before = await snapshot(db());
    for (const [password, reason] of WEAK) expectRefused(await reset(password), reason);
    expectRefused(await reset('quaye-family-7'), 'personal');
    expect(await snapshot(db())).toBe(before);
    expect((await reset('kente-cloth-kumasi-24')).statusCode).toBe(200);
  });
});
