// A shop with staff (docs/product.md, Team): invitations by SMS and e-mail, joining with the link,
// roles enforced by the server, role changes, removal (sessions end at once, push subscriptions
// go) and the hand-over of the owner role; on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions, teamInvites, vendors } from '../src/db/schema.ts';
import { refreshCookie, type Registered, withTestApp } from './helpers/app.ts';
import { call, login, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { createProduct, placeOrder, PRODUCT, seller, withTempImages } from './helpers/products.ts';
import { testSubscriber } from './helpers/push.ts';
import { inviteTokenIn, STAFF_PASSWORD } from './helpers/team.ts';

const PASSWORD = STAFF_PASSWORD;
const tokenOf = inviteTokenIn;

describe.each(drivers)('team on %s', (driver) => {
  const t = withTestApp(driver, withTempImages);
  const db = () => t.testDb.database.db;

  async function invite(owner: Registered, body: Record<string, string>) {
    return call(t.app, 'invitePerson', { token: owner.accessToken, body });
  }

  /** Invites by e-mail, joins with the mailed link and logs in: the new person's session. */
  async function member(owner: Registered, role: 'manager' | 'attendant'): Promise<Registered> {
    const email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const invited = await invite(owner, { email, role });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = t.mailer.to(email).at(-1)!;
    const joined = await call(t.app, 'acceptInvite', {
      params: { token: tokenOf(mail.text) },
      body: { password: PASSWORD },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const signedIn = await login(t.app, email, PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const body = signedIn.json();
    expect(body).toMatchObject({ id: owner.id, email, role, vendor: { _id: owner.id } });
    const [row] = await db().select().from(vendors).where(eq(vendors.email, email));
    return { id: row!.id, email, password: PASSWORD, accessToken: body.accessToken, cookie: refreshCookie(signedIn)! };
  }

  it('invites by SMS to a Ghana number (E.164) and by e-mail; the team lists them with an ETag', async () => {
    const owner = await seller(t.app, db());
    const bySms = await invite(owner, { phone: '024 412 9876', role: 'attendant' });
    expect(bySms.statusCode, bySms.body).toBe(201);
    expect(responseErrors('invitePerson', 201, bySms.json())).toEqual([]);
    expect(bySms.json()).toMatchObject({ phone: '+233244129876', email: '', role: 'attendant' });
    const sms = t.sms.to('+233244129876');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain('Kofi Phones');
    expect(sms[0]!.links).toEqual([`http://localhost:3000/join/${tokenOf(sms[0]!.text)}`]);

    const email = `invitee-${Math.random().toString(36).slice(2, 8)}@example.com`;
    t.clock.advance(1000);
    const byMail = await invite(owner, { email: email.toUpperCase(), role: 'manager' });
    expect(byMail.statusCode, byMail.body).toBe(201);
    expect(t.mailer.to(email)).toHaveLength(1);

    const team = await call(t.app, 'getTeam', { token: owner.accessToken });
    expect(team.statusCode).toBe(200);
    expect(responseErrors('getTeam', 200, team.json())).toEqual([]);
    expect(team.headers.etag).toBeDefined();
    expect(team.json().people).toEqual([{ _id: owner.id, email: owner.email, phone: null, role: 'owner', you: true }]);
    expect(team.json().invites.map((i) => i.role)).toEqual(['manager', 'attendant']);
    const again = await call(t.app, 'getTeam', {
      token: owner.accessToken,
      headers: { 'if-none-match': String(team.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    // The link works once; a second invitation to the same number replaces the first.
    const second = await invite(owner, { phone: '+233244129876', role: 'manager' });
    expect(second.statusCode).toBe(201);
    const first = await call(t.app, 'acceptInvite', {
      params: { token: tokenOf(sms[0]!.text) },
      body: { password: PASSWORD },
    });
    expect(first.statusCode).toBe(400);
    expect(first.json().code).toBe('INVITE_NOT_USABLE');
  });

  it.each([
    [{ role: 'manager' }, 'email'],
    [{ email: 'a@example.com', phone: '0244129876', role: 'manager' }, 'phone'],
    [{ phone: '0302123456', role: 'manager' }, 'phone'],
    [{ email: 'a@example.com', role: 'owner' }, 'role'],
  ])('refuses the invitation %j with a 400 naming %s', async (body, field) => {
    const owner = await seller(t.app, db());
    const response = await invite(owner, body as Record<string, string>);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
    expect(responseErrors('invitePerson', 400, response.json())).toEqual([]);
  });

  it('refuses to invite an address that already signs in, and a link that expired', async () => {
    const owner = await seller(t.app, db());
    const other = await seller(t.app, db());
    const taken = await invite(owner, { email: other.email, role: 'manager' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ALREADY_IN_TEAM');

    const email = `late-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await invite(owner, { email, role: 'manager' });
    t.clock.advance(7 * 86_400_000 + 1000);
    const late = await call(t.app, 'acceptInvite', {
      params: { token: tokenOf(t.mailer.to(email).at(-1)!.text) },
      body: { password: PASSWORD },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('INVITE_NOT_USABLE');
  });

  it('lets a manager run the shop but not its team, account or payout details', async () => {
    const owner = await seller(t.app, db());
    const product = await createProduct(t.app, owner);
    const manager = await member(owner, 'manager');
    const products = await call(t.app, 'getAllProducts', { token: manager.accessToken });
    expect(products.statusCode).toBe(200);
    expect(products.json().map((p: { _id: string }) => p._id)).toContain(product._id);
    expect((await call(t.app, 'getEarnings', { token: manager.accessToken })).statusCode).toBe(200);
    expect((await call(t.app, 'getPayouts', { token: manager.accessToken })).statusCode).toBe(200);
    for (const refused of [
      await call(t.app, 'getTeam', { token: manager.accessToken }),
      await call(t.app, 'deleteVendor', { token: manager.accessToken, body: { currentPassword: PASSWORD } }),
      await call(t.app, 'updateVendor', {
        token: manager.accessToken,
        body: { id: owner.id, momo_mobile: '0241234567' },
      }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'ROLE_NOT_ALLOWED',
        message: "Your role in this shop (manager) does not allow this. Ask the shop's owner.",
      });
    }
  });

  it('lets an attendant add products and ship orders, never Earnings, Payouts or refunds', async () => {
    const owner = await seller(t.app, db());
    const order = await placeOrder(t, owner);
    const attendant = await member(owner, 'attendant');
    const created = await call(t.app, 'createProduct', {
      token: attendant.accessToken,
      body: {
        title: 'Itel A70',
        description: 'Blue.',
        price: 900,
        deliveryPrice: 20,
        category: 'Phones and Tablets',
        brand: 'Itel',
        quantity: 2,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ownList = await call(t.app, 'getAllProducts', { token: owner.accessToken });
    expect(ownList.json().map((p: { _id: string }) => p._id)).toContain(created.json()._id);
    const seen = await call(t.app, 'getOrder', { token: attendant.accessToken, params: { orderId: order.id } });
    expect(seen.statusCode).toBe(200);
    for (const refused of [
      await call(t.app, 'getEarnings', { token: attendant.accessToken }),
      await call(t.app, 'getPayouts', { token: attendant.accessToken }),
      await call(t.app, 'cancelOrder', {
        token: attendant.accessToken,
        params: { orderId: order.id },
        body: { reason: 'out-of-stock' },
      }),
      await call(t.app, 'deleteProduct', { token: attendant.accessToken, params: { id: created.json()._id } }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().code).toBe('ROLE_NOT_ALLOWED');
    }
    const shipped = await call(t.app, 'shipOrder', {
      token: attendant.accessToken,
      params: { orderId: order.id },
      body: { method: 'courier', courierName: 'VIP Jeoun', trackingNumber: 'VJ-1' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    // The timeline names who shipped it: the attendant, not the shop's owner.
    const timeline = await call(t.app, 'getOrderTimeline', { token: owner.accessToken, params: { orderId: order.id } });
    expect(JSON.stringify(timeline.json())).toContain(attendant.email);
  });

  it('of two people shipping one order at once, the second answers 409 and nothing is doubled', async () => {
    const owner = await seller(t.app, db());
    const order = await placeOrder(t, owner);
    const [manager, attendant] = [await member(owner, 'manager'), await member(owner, 'attendant')];
    const body = { method: 'courier', courierName: 'VIP Jeoun', trackingNumber: 'VJ-2' };
    const answers = await Promise.all(
      [manager, attendant].map((who) =>
        call(t.app, 'shipOrder', { token: who.accessToken, params: { orderId: order.id }, body }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const timeline = await call(t.app, 'getOrderTimeline', { token: owner.accessToken, params: { orderId: order.id } });
    const kinds = JSON.stringify(timeline.json());
    expect(kinds.match(/"shipped"/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('changes roles (the next refresh says so), never the owner’s; another shop’s person is not found', async () => {
    const owner = await seller(t.app, db());
    const other = await seller(t.app, db());
    const attendant = await member(owner, 'attendant');
    const promoted = await call(t.app, 'changePersonRole', {
      token: owner.accessToken,
      params: { personId: attendant.id },
      body: { role: 'manager' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(responseErrors('changePersonRole', 200, promoted.json())).toEqual([]);
    expect((await call(t.app, 'getEarnings', { token: attendant.accessToken })).statusCode).toBe(200);
    // Their browser learns the new role with its next refresh, before any login.
    const refreshed = await call(t.app, 'refresh', { headers: { cookie: attendant.cookie } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().role).toBe('manager');
    const ownerRole = await call(t.app, 'changePersonRole', {
      token: owner.accessToken,
      params: { personId: owner.id },
      body: { role: 'manager' },
    });
    expect(ownerRole.statusCode).toBe(409);
    expect(ownerRole.json().code).toBe('OWNER_STAYS');
    const elsewhere = await call(t.app, 'changePersonRole', {
      token: other.accessToken,
      params: { personId: attendant.id },
      body: { role: 'attendant' },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await call(t.app, 'removePerson', { token: other.accessToken, params: { personId: attendant.id } })).statusCode,
    ).toBe(404);
  });

  it('removes a person: their token, refresh cookie and queued writes are refused; their pushes go', async () => {
    const owner = await seller(t.app, db());
    const attendant = await member(owner, 'attendant');
    const endpoint = `https://push.example.net/send/${attendant.id}`;
    const subscribed = await call(t.app, 'subscribePush', {
      token: attendant.accessToken,
      body: { endpoint, keys: testSubscriber().keys },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect((await call(t.app, 'getAllProducts', { token: attendant.accessToken })).statusCode).toBe(200);

    const ownerGone = await call(t.app, 'removePerson', { token: owner.accessToken, params: { personId: owner.id } });
    expect(ownerGone.statusCode).toBe(409);
    const removed = await call(t.app, 'removePerson', { token: owner.accessToken, params: { personId: attendant.id } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(t.app, 'getAllProducts', { token: attendant.accessToken })).statusCode).toBe(401);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);
    expect((await login(t.app, attendant.email, PASSWORD)).statusCode).toBe(401);
    // Their refresh cookie opens no new session, and a write their phone queued offline, sent
    // now with its Idempotency-Key and the old token, is refused and changes nothing.
    expect((await call(t.app, 'refresh', { headers: { cookie: attendant.cookie } })).statusCode).toBe(401);
    const queued = await call(t.app, 'createProduct', {
      token: attendant.accessToken,
      body: { ...PRODUCT, title: 'Queued while offline' },
      headers: { 'idempotency-key': 'queued-offline-write-0001' },
    });
    expect(queued.statusCode).toBe(401);
    const titles = (await call(t.app, 'getAllProducts', { token: owner.accessToken })).json().map((p) => p.title);
    expect(titles).not.toContain('Queued while offline');
  });

  it('hands the shop over with the owner’s password; both sign in again with their own passwords', async () => {
    const owner = await seller(t.app, db());
    const manager = await member(owner, 'manager');
    await call(t.app, 'invitePerson', { token: owner.accessToken, body: { phone: '0205551234', role: 'attendant' } });
    const smsToken = tokenOf(t.sms.to('+233205551234').at(-1)!.text);
    expect(
      (await call(t.app, 'acceptInvite', { params: { token: smsToken }, body: { password: PASSWORD } })).statusCode,
    ).toBe(201);
    const [phonePerson] = await db().select().from(vendors).where(eq(vendors.phone, '+233205551234'));

    const wrong = await call(t.app, 'handOverShop', {
      token: owner.accessToken,
      body: { personId: manager.id, currentPassword: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const noEmail = await call(t.app, 'handOverShop', {
      token: owner.accessToken,
      body: { personId: phonePerson!.id, currentPassword: owner.password },
    });
    expect(noEmail.statusCode).toBe(409);
    const byManager = await call(t.app, 'handOverShop', {
      token: manager.accessToken,
      body: { personId: manager.id, currentPassword: PASSWORD },
    });
    expect(byManager.statusCode).toBe(403);

    const handed = await call(t.app, 'handOverShop', {
      token: owner.accessToken,
      body: { personId: manager.id, currentPassword: owner.password },
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect((await call(t.app, 'getAllProducts', { token: owner.accessToken })).statusCode).toBe(401);
    expect((await call(t.app, 'getAllProducts', { token: manager.accessToken })).statusCode).toBe(401);

    const newOwner = await login(t.app, manager.email, PASSWORD);
    expect(newOwner.json()).toMatchObject({ role: 'owner', id: owner.id });
    const former = await login(t.app, owner.email, owner.password);
    expect(former.json()).toMatchObject({ role: 'manager', id: owner.id });
    const team = await call(t.app, 'getTeam', { token: newOwner.json().accessToken });
    expect(team.statusCode).toBe(200);
    expect(team.json().people.map((p) => [p.email, p.role])).toEqual(
      expect.arrayContaining([
        [manager.email, 'owner'],
        [owner.email, 'manager'],
      ]),
    );
    expect((await call(t.app, 'getTeam', { token: former.json().accessToken })).statusCode).toBe(403);
    expect(await db().select().from(teamInvites).where(eq(teamInvites.vendorId, owner.id))).toHaveLength(2);
  });
});
