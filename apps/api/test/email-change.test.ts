// A changed e-mail address takes effect only when the link mailed to the new address is followed:
// until then the account keeps (and logs in with) the old one, which is told of the change.
import { describe, expect, it } from 'vitest';
import { uniqueEmail, withTestApp } from './helpers/app.ts';
import { call, login, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { seller } from './helpers/products.ts';

/** The token of the confirmation link in a message. */
function confirmTokenIn(text: string): string | undefined {
  return /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
}

describe.each(drivers)('e-mail change on %s', (driver) => {
  const t = withTestApp(driver);
  const db = () => t.testDb.database.db;

  const changeEmail = (me: { id: string; accessToken: string; password: string }, email: string) =>
    call(t.app, 'updateVendor', {
      token: me.accessToken,
      body: { id: me.id, email, currentPassword: me.password },
    });
  const confirm = (token: string) => call(t.app, 'confirmEmail', { params: { token } });

  it('stays pending until the link sent to the new address is followed', async () => {
    const me = await seller(t.app, db());
    const moved = uniqueEmail('moved');
    const response = await changeEmail(me, moved);
    expect(response.statusCode, response.body).toBe(200);
    // The answer and the account keep the old address.
    expect(response.json().email).toBe(me.email);
    expect(responseErrors('updateVendor', 200, response.json())).toEqual([]);
    const all = await call(t.app, 'getAllVendors', { token: me.accessToken });
    expect(all.json()[0]!.email).toBe(me.email);
    // The old address is told, the new one gets the link.
    expect(t.mailer.to(me.email).at(-1)?.text).toContain(`e-mail address (to ${moved})`);
    const mail = t.mailer.to(moved).at(-1)!;
    expect(mail.subject).toBe('Sika: confirm your new e-mail address');
    const token = confirmTokenIn(mail.text)!;
    expect(token).toMatch(/^[\w-]{43}$/);

    // Before the link: only the old address logs in.
    expect((await login(t.app, moved, me.password)).statusCode).toBe(401);
    expect((await login(t.app, me.email, me.password)).statusCode).toBe(200);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe('Your e-mail address is changed: log in with the new one from now on.');
    expect(responseErrors('confirmEmail', 200, confirmed.json())).toEqual([]);

    // After: the new address logs in, the old one no longer does, and the link is spent.
    expect((await login(t.app, moved, me.password)).statusCode).toBe(200);
    expect((await login(t.app, me.email, me.password)).statusCode).toBe(401);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_EMAIL_TOKEN' });
    expect(responseErrors('confirmEmail', 400, again.json())).toEqual([]);
  });

  it("shows the waiting address on the vendor's own record until the link is followed", async () => {
    const me = await seller(t.app, db());
    const before = await call(t.app, 'getAllVendors', { token: me.accessToken });
    expect(before.json()[0]).not.toHaveProperty('pendingEmail');
    const etag = before.headers.etag as string;
    const moved = uniqueEmail('waiting');
    const response = await changeEmail(me, moved);
    expect(response.json()).toMatchObject({ email: me.email, pendingEmail: moved });
    // The kept list moves with it: a poll with the old ETag gets the waiting address.
    const waiting = await call(t.app, 'getAllVendors', { token: me.accessToken, headers: { 'if-none-match': etag } });
    expect(waiting.statusCode).toBe(200);
    expect(responseErrors('getAllVendors', 200, waiting.json())).toEqual([]);
    expect(waiting.json()[0]).toMatchObject({ email: me.email, pendingEmail: moved });
    // Another vendor never sees it.
    const other = await seller(t.app, db());
    expect((await call(t.app, 'getAllVendors', { token: other.accessToken })).body).not.toContain(moved);

    expect((await confirm(confirmTokenIn(t.mailer.to(moved).at(-1)!.text)!)).statusCode).toBe(200);
    const after = await call(t.app, 'getAllVendors', {
      token: (await login(t.app, moved, me.password)).json().accessToken,
    });
    expect(after.json()[0]!.email).toBe(moved);
    expect(after.json()[0]).not.toHaveProperty('pendingEmail');
  });

  it('refuses an unknown, malformed or expired link, and a newer request cancels the older link', async () => {
    const me = await seller(t.app, db());
    for (const token of ['x'.repeat(43), 'not a token', 'A'.repeat(200)]) {
      const response = await confirm(token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json().code).toBe('INVALID_EMAIL_TOKEN');
    }
    const first = uniqueEmail('first');
    await changeEmail(me, first);
    const firstToken = confirmTokenIn(t.mailer.to(first).at(-1)!.text)!;
    const second = uniqueEmail('second');
    await changeEmail(me, second);
    const secondToken = confirmTokenIn(t.mailer.to(second).at(-1)!.text)!;
    expect((await confirm(firstToken)).statusCode).toBe(400);
    t.clock.advance(24 * 3_600_000 + 1_000);
    expect((await confirm(secondToken)).statusCode).toBe(400);
    expect((await login(t.app, me.email, me.password)).statusCode).toBe(200);
  });

  it('answers 409 when another account took the address before the link was followed', async () => {
    const me = await seller(t.app, db());
    const wanted = uniqueEmail('wanted');
    await changeEmail(me, wanted);
    const token = confirmTokenIn(t.mailer.to(wanted).at(-1)!.text)!;
    await call(t.app, 'register', { body: { email: wanted, password: 'kente-cloth-kumasi-24' } });
    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
    expect((await login(t.app, me.email, me.password)).statusCode).toBe(200);
  });
});
