// A shop's Activity (docs/product.md, Activity): every write of the shop's people recorded with who,
// their role, what it was done to and when; the payout number's change with both numbers; a sign-in
// from a device not seen before; nothing for a refusal or a replay. The owner pages it newest first
// by an opaque cursor, by person or kind; records are append-only, outlive a removed person and a
// deleted shop, and are deleted by the keeping job after 400 days. On PGlite and PostgreSQL.
import { ACTIVITY_KEEP_DAYS, ACTIVITY_KINDS } from '@sika/domain';
import { eq, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deleteExpiredActivity, insertActivity } from '../src/db/queries/activity.ts';
import { activityRecords } from '../src/db/schema.ts';
import { multipart, phoneJpeg, png } from './helpers/images.ts';
import { resetTokenIn } from './helpers/mail.ts';
import { deviceCookie, registerVendor, type Registered, withTestApp } from './helpers/app.ts';
import { call, login, responseErrors } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { createProduct, placeOrder, PRODUCT, seller, uploadImage, withTempImages } from './helpers/products.ts';
import { inviteTokenIn, STAFF_PASSWORD, teamMember } from './helpers/team.ts';

const DAY_MS = 86_400_000;

type Row = {
  _id: string;
  at: string;
  kind: string;
  action: string;
  personId: string;
  person: string;
  role: string;
  subject: string;
  before: string | null;
  after: string | null;
};

describe.each(drivers)('activity on %s', (driver) => {
  // Pictures and hand-over photos go to a temporary folder, never the repository's.
  const t = withTestApp(driver, withTempImages);
  const db = () => t.testDb.database.db;

  async function activity(owner: Registered, query: Record<string, string | number | undefined> = {}) {
    const response = await call(t.app, 'getActivity', { token: owner.accessToken, query });
    expect(response.statusCode, response.body).toBe(200);
    expect(responseErrors('getActivity', 200, response.json())).toEqual([]);
    return response.json() as { records: Row[]; nextCursor: string | null };
  }

  /** Every record the shop has, newest first, straight from the table. */
  async function stored(shopId: string) {
    return db()
      .select()
      .from(activityRecords)
      .where(eq(activityRecords.shopId, shopId))
      .orderBy(sql`${activityRecords.createdAt} desc, ${activityRecords.id} desc`);
  }

  /** Moves the clock on a little, so records of one test have distinct times in the order written. */
  const tick = () => t.clock.advance(1000);

  it("records who did what, with their role and what it was done to, for the owner's, a manager's and an attendant's writes", async () => {
    const owner = await seller(t.app, db());
    tick();
    const manager = await teamMember(t, owner, 'manager');
    tick();
    const attendant = await teamMember(t, owner, 'attendant');
    tick();
    const order = await placeOrder(t, owner);
    tick();
    const shipped = await call(t.app, 'shipOrder', {
      token: attendant.accessToken,
      params: { orderId: order.id },
      body: { method: 'buyer-collects' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    tick();
    const cancelOrder = await placeOrder(t, owner);
    tick();
    const cancelled = await call(t.app, 'cancelOrder', {
      token: manager.accessToken,
      params: { orderId: cancelOrder.id },
      body: { reason: 'out-of-stock' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    tick();
    const renamed = await call(t.app, 'updateVendor', {
      token: owner.accessToken,
      body: { id: owner.id, BusinessName: 'Kofi Phones and More' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    tick();
    const imported = await call(t.app, 'importProducts', {
      token: manager.accessToken,
      body: {
        rows: [
          { row: 2, ...PRODUCT, title: 'Itel A70' },
          { row: 3, ...PRODUCT, title: 'Itel P40' },
        ],
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);

    const { records, nextCursor } = await activity(owner);
    expect(nextCursor).toBeNull();
    const seen = records.map(({ kind, action, person, role, subject }) => ({ kind, action, person, role, subject }));
    expect(seen.slice(0, 5)).toEqual([
      {
        kind: 'product',
        action: 'importProducts',
        person: manager.email,
        role: 'manager',
        subject: '2 rows: 2 added, 0 changed',
      },
      { kind: 'shop', action: 'updateVendor', person: owner.email, role: 'owner', subject: 'Business name' },
      {
        kind: 'refund',
        action: 'cancelOrder',
        person: manager.email,
        role: 'manager',
        subject: cancelOrder.orderNumber,
      },
      { kind: 'product', action: 'createProduct', person: owner.email, role: 'owner', subject: 'Tecno Spark 20' },
      { kind: 'order', action: 'shipOrder', person: attendant.email, role: 'attendant', subject: order.orderNumber },
    ]);
    // The team's making: invitations by the owner, each joining (the new person acting) and signing in.
    // Each person's invitation, joining and sign-in share the clock's instant: their order is the ids'.
    const team = records.filter((record) => record.kind === 'team' || record.kind === 'signIn');
    expect(team).toHaveLength(6);
    expect(team.map(({ action, person, role, subject }) => ({ action, person, role, subject }))).toEqual(
      expect.arrayContaining([
        { action: 'invitePerson', person: owner.email, role: 'owner', subject: `${manager.email} as manager` },
        { action: 'acceptInvite', person: manager.email, role: 'manager', subject: `${manager.email} as manager` },
        { action: 'login', person: manager.email, role: 'manager', subject: '' },
        { action: 'invitePerson', person: owner.email, role: 'owner', subject: `${attendant.email} as attendant` },
        {
          action: 'acceptInvite',
          person: attendant.email,
          role: 'attendant',
          subject: `${attendant.email} as attendant`,
        },
        { action: 'login', person: attendant.email, role: 'attendant', subject: '' },
      ]),
    );
    expect(records.find((record) => record.action === 'shipOrder')).toMatchObject({
      personId: attendant.id,
      before: null,
      after: null,
    });
    // Every kind of the domain is one the table takes; each record's time is the api's clock.
    expect(ACTIVITY_KINDS).toEqual(expect.arrayContaining(records.map((record) => record.kind)));
    expect(records[0]!.at).toBe(new Date(t.clock.now()).toISOString());
  });

  it("records a role change, a product's pictures and an order's later steps by what they were done to", async () => {
    const owner = await seller(t.app, db());
    const attendant = await teamMember(t, owner, 'attendant');
    tick();
    const promoted = await call(t.app, 'changePersonRole', {
      token: owner.accessToken,
      params: { personId: attendant.id },
      body: { role: 'manager' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);

    tick();
    const product = await createProduct(t.app, attendant, { title: 'Kente cloth' });
    tick();
    expect((await uploadImage(t.app, attendant, product._id, [{ data: await png() }])).statusCode).toBe(200);
    tick();
    const unpictured = await call(t.app, 'deleteProductImage', {
      token: attendant.accessToken,
      params: { productKey: product._id },
    });
    expect(unpictured.statusCode, unpictured.body).toBe(200);

    // An order handed over with a photo, then delivered and taken back; another shipped and delivered.
    tick();
    const handedOver = await placeOrder(t, owner);
    const act = async (operation: 'shipOrder' | 'deliverOrder' | 'returnOrder', orderId: string, body: object) => {
      tick();
      const response = await call(t.app, operation, { token: attendant.accessToken, params: { orderId }, body });
      expect(response.statusCode, response.body).toBe(200);
    };
    await act('shipOrder', handedOver.id, { method: 'own-rider' });
    tick();
    const photo = await multipart([{ field: 'photo', data: await phoneJpeg() }]);
    const withPhoto = await call(t.app, 'handOverOrder', {
      token: attendant.accessToken,
      params: { orderId: handedOver.id },
      headers: photo.headers,
      body: photo.payload,
    });
    expect(withPhoto.statusCode, withPhoto.body).toBe(200);
    tick();
    const delivered = await placeOrder(t, owner);
    await act('shipOrder', delivered.id, { method: 'buyer-collects' });
    await act('deliverOrder', delivered.id, { code: delivered.deliveryCode });
    await act('returnOrder', delivered.id, { reason: 'damaged', amount: 10 });

    const { records } = await activity(owner);
    const seen = records.map(({ kind, action, person, role, subject }) => ({ kind, action, person, role, subject }));
    // The role a person had when they acted: the change is the owner's, what follows the manager's.
    const asManager = { person: attendant.email, role: 'manager' };
    expect(seen.slice(0, 9)).toEqual([
      { kind: 'refund', action: 'returnOrder', ...asManager, subject: delivered.orderNumber },
      { kind: 'order', action: 'deliverOrder', ...asManager, subject: delivered.orderNumber },
      { kind: 'order', action: 'shipOrder', ...asManager, subject: delivered.orderNumber },
      { kind: 'product', action: 'createProduct', person: owner.email, role: 'owner', subject: 'Tecno Spark 20' },
      { kind: 'order', action: 'handOverOrder', ...asManager, subject: handedOver.orderNumber },
      { kind: 'order', action: 'shipOrder', ...asManager, subject: handedOver.orderNumber },
      { kind: 'product', action: 'createProduct', person: owner.email, role: 'owner', subject: 'Tecno Spark 20' },
      { kind: 'product', action: 'deleteProductImage', ...asManager, subject: 'Kente cloth' },
      { kind: 'product', action: 'uploadProductImage', ...asManager, subject: 'Kente cloth' },
    ]);
    expect(seen.slice(9, 11)).toEqual([
      { kind: 'product', action: 'createProduct', ...asManager, subject: 'Kente cloth' },
      {
        kind: 'team',
        action: 'changePersonRole',
        person: owner.email,
        role: 'owner',
        subject: `${attendant.email} as manager`,
      },
    ]);
  });

  it('records a change of the payout number under its own kind, with the number before and after', async () => {
    const owner = await seller(t.app, db());
    const change = (momo: string) =>
      call(t.app, 'updateVendor', {
        token: owner.accessToken,
        body: { id: owner.id, momo_mobile: momo, currentPassword: owner.password },
      });
    expect((await change('024 412 3456')).statusCode).toBe(200);
    tick();
    expect((await change('+233554129876')).statusCode).toBe(200);
    tick();
    // The same number again: nothing changed, nothing recorded.
    expect((await change('0554129876')).statusCode).toBe(200);
    const { records } = await activity(owner, { kind: 'payoutNumber' });
    expect(records.map(({ action, subject, before, after }) => ({ action, subject, before, after }))).toEqual([
      { action: 'updateVendor', subject: 'Payout number', before: '+233244123456', after: '+233554129876' },
      { action: 'updateVendor', subject: 'Payout number', before: null, after: '+233244123456' },
    ]);
    expect((await activity(owner, { kind: 'shop' })).records).toEqual([]);
  });

  it('records a sign-in from a browser new to the login, by e-mail or phone, and not from a known one', async () => {
    const owner = await seller(t.app, db());
    const first = await login(t.app, owner.email, owner.password);
    expect(first.statusCode).toBe(200);
    tick();
    const known = await call(t.app, 'login', {
      body: { email: owner.email, password: owner.password },
      headers: { cookie: deviceCookie(first)! },
    });
    expect(known.statusCode).toBe(200);
    // Another shop's device cookie names another login: this browser is new to this one.
    const other = await registerVendor(t.app);
    const otherLogin = await login(t.app, other.email, other.password);
    tick();
    const foreign = await call(t.app, 'login', {
      body: { email: owner.email, password: owner.password },
      headers: { cookie: deviceCookie(otherLogin)! },
    });
    expect(foreign.statusCode).toBe(200);
    // A wrong password is no sign-in.
    expect((await login(t.app, owner.email, 'not-the-password-1')).statusCode).toBe(401);

    // By phone: an attendant invited by SMS.
    const invited = await call(t.app, 'invitePerson', {
      token: owner.accessToken,
      body: { phone: '024 415 0001', role: 'attendant' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    tick();
    const joined = await call(t.app, 'acceptInvite', {
      params: { token: inviteTokenIn(t.sms.to('+233244150001').at(-1)!.text) },
      body: { password: STAFF_PASSWORD },
    });
    expect(joined.statusCode).toBe(201);
    tick();
    const byPhone = await call(t.app, 'login', { body: { phone: '0244150001', password: STAFF_PASSWORD } });
    expect(byPhone.statusCode, byPhone.body).toBe(200);

    const signIns = (await activity(owner, { kind: 'signIn' })).records;
    expect(signIns.map(({ action, person, role }) => ({ action, person, role }))).toEqual([
      { action: 'login', person: '+233244150001', role: 'attendant' },
      { action: 'login', person: owner.email, role: 'owner' },
      { action: 'login', person: owner.email, role: 'owner' },
    ]);
    expect((await activity(owner, { kind: 'team' })).records[0]).toMatchObject({
      action: 'acceptInvite',
      person: '+233244150001',
      subject: '+233244150001 as attendant',
    });
  });

  it('records a product added once, not again for the e-mail the portal sends about it', async () => {
    const owner = await seller(t.app, db());
    const before = (await stored(owner.id)).length;
    const product = await createProduct(t.app, owner);
    const mailed = await call(t.app, 'sendProductCreatedEmail', {
      token: owner.accessToken,
      body: { BusinessName: 'Adwoa Fabrics', title: product.title, price: 95 },
    });
    expect(mailed.statusCode, mailed.body).toBe(202);
    const after = await stored(owner.id);
    expect(after.slice(0, after.length - before).map((row) => row.action)).toEqual(['createProduct']);
  });

  it('records nothing for a refused or failed write, and a replayed one once', async () => {
    const owner = await seller(t.app, db());
    const product = await createProduct(t.app, owner);
    const before = (await stored(owner.id)).length;
    const refusals = [
      await call(t.app, 'createProduct', { token: owner.accessToken, body: { title: '' } }),
      await call(t.app, 'updateProduct', {
        token: owner.accessToken,
        body: { id: '00000000-0000-4000-8000-000000000000', title: 'Nothing' },
      }),
      await call(t.app, 'deleteVendor', { token: owner.accessToken, body: { id: owner.id, password: 'wrong-one-1' } }),
      await call(t.app, 'removePerson', {
        token: owner.accessToken,
        params: { personId: '00000000-0000-4000-8000-000000000000' },
      }),
    ];
    for (const response of refusals) expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(await stored(owner.id)).toHaveLength(before);

    tick();
    const rename = () =>
      call(t.app, 'updateProduct', {
        token: owner.accessToken,
        body: { id: product._id, title: 'Tecno Spark 20 Pro' },
        headers: { 'idempotency-key': 'rename-once' },
      });
    expect((await rename()).statusCode).toBe(200);
    const again = await rename();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const records = await stored(owner.id);
    expect(records).toHaveLength(before + 1);
    expect(records[0]).toMatchObject({ action: 'updateProduct', subject: 'Tecno Spark 20 Pro' });
  });

  it('pages newest first with a cursor that covers every record exactly once, ties and microseconds included', async () => {
    const owner = await registerVendor(t.app);
    const base = t.clock.now();
    const written: string[] = [];
    for (let i = 0; i < 23; i += 1) {
      // Groups of three share a millisecond: the id orders them.
      const createdAt = new Date(base - Math.floor(i / 3) * 1000);
      const id = crypto.randomUUID();
      await insertActivity(db(), {
        id,
        shopId: owner.id,
        personId: owner.id,
        person: owner.email,
        role: 'owner',
        kind: i % 2 === 0 ? 'product' : 'order',
        action: i % 2 === 0 ? 'createProduct' : 'shipOrder',
        subject: `#${i}`,
        createdAt,
      });
      written.push(id);
    }
    // Two written by the database's own clock, to the microsecond.
    await db().execute(
      sql`insert into activity_records (shop_id, person_id, person, role, kind, action, created_at) values
        (${owner.id}, ${owner.id}, ${owner.email}, 'owner', 'shop', 'updateVendor', now() - interval '1 day' + interval '1 microsecond'),
        (${owner.id}, ${owner.id}, ${owner.email}, 'owner', 'shop', 'updateVendor', now() - interval '1 day' + interval '2 microseconds')`,
    );
    const everything = await stored(owner.id);
    expect(everything).toHaveLength(25);

    const pages: Row[][] = [];
    let cursor: string | undefined;
    do {
      const page = await activity(owner, { limit: 4, cursor });
      pages.push(page.records);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    expect(pages.map((page) => page.length)).toEqual([4, 4, 4, 4, 4, 4, 1]);
    expect(pages.flat().map((row) => row._id)).toEqual(everything.map((row) => row.id));

    // Filters page the same way; the default page is 50.
    const products = await activity(owner, { kind: 'product', limit: 5 });
    expect(products.records.every((row) => row.kind === 'product')).toBe(true);
    const rest = await activity(owner, { kind: 'product', cursor: products.nextCursor! });
    expect([...products.records, ...rest.records]).toHaveLength(12);
    expect(rest.nextCursor).toBeNull();
    expect((await activity(owner)).records).toHaveLength(25);
  });

  it("filters by person and kind, and shows only the caller's shop", async () => {
    const owner = await seller(t.app, db());
    const other = await seller(t.app, db());
    const attendant = await teamMember(t, owner, 'attendant');
    const otherAttendant = await teamMember(t, other, 'attendant');
    await createProduct(t.app, attendant);
    await createProduct(t.app, otherAttendant);

    const byAttendant = await activity(owner, { person: attendant.id });
    expect(byAttendant.records.map((row) => row.action).sort()).toEqual(['acceptInvite', 'createProduct', 'login']);
    expect(byAttendant.records.every((row) => row.personId === attendant.id)).toBe(true);
    expect((await activity(owner, { person: attendant.id, kind: 'product' })).records).toHaveLength(1);
    // Another shop's person, or nobody: an empty page, nothing about them.
    for (const person of [otherAttendant.id, other.id, '00000000-0000-4000-8000-000000000000']) {
      expect(await activity(owner, { person })).toEqual({ records: [], nextCursor: null });
    }
    const all = await activity(owner);
    expect(JSON.stringify(all)).not.toContain(otherAttendant.email);
    expect(JSON.stringify(all)).not.toContain(other.email);
  });

  it.each([
    ['a cursor that is not base64url', { cursor: '!!!' }, 'cursor'],
    ['a cursor of made-up text', { cursor: Buffer.from('hello').toString('base64url') }, 'cursor'],
    [
      'a cursor of an impossible day',
      { cursor: Buffer.from(`2026-02-31T00:00:00.000000Z|${crypto.randomUUID()}`).toString('base64url') },
      'cursor',
    ],
    ['a limit of 0', { limit: 0 }, 'limit'],
    ['a limit of 101', { limit: 101 }, 'limit'],
    ['a limit that is no number', { limit: 'ten' }, 'limit'],
    ['an unknown kind', { kind: 'payout' }, 'kind'],
    ['a person that is no id', { person: 'owner' }, 'person'],
  ])('refuses %s with a 400 and a sentence', async (_, query, field) => {
    const owner = await registerVendor(t.app);
    const response = await call(t.app, 'getActivity', { token: owner.accessToken, query });
    expect(response.statusCode, response.body).toBe(400);
    expect(responseErrors('getActivity', 400, response.json())).toEqual([]);
    expect(response.json().message).toMatch(/\S/);
    expect(Object.keys(response.json().fields ?? {}).join(' ')).toContain(field);
  });

  it('is for the owner only: a manager and an attendant get the role sentence', async () => {
    const owner = await seller(t.app, db());
    for (const role of ['manager', 'attendant'] as const) {
      const person = await teamMember(t, owner, role);
      const response = await call(t.app, 'getActivity', { token: person.accessToken });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'ROLE_NOT_ALLOWED',
        message: `Your role in this shop (${role}) does not allow this. Ask the shop's owner.`,
      });
    }
  });

  it('keeps every record as written: updates and deletes are refused until the keeping job deletes old ones', async () => {
    const owner = await seller(t.app, db());
    await createProduct(t.app, owner);
    const [record] = await stored(owner.id);
    await expect(
      db().execute(sql`update activity_records set subject = 'rewritten' where id = ${record!.id}`),
    ).rejects.toThrow();
    await expect(db().execute(sql`delete from activity_records where id = ${record!.id}`)).rejects.toThrow();
    expect(await stored(owner.id)).toEqual([record]);

    // Writes made 401 and 399 days ago, by the clock the api runs on.
    t.clock.advance(-401 * DAY_MS);
    const old = await seller(t.app, db());
    await createProduct(t.app, old, { title: 'Old phone' });
    t.clock.advance(2 * DAY_MS);
    // The access token of 2 days before has long expired: signed in again (a sign-in recorded too).
    const again = await login(t.app, old.email, old.password);
    await createProduct(t.app, { ...old, accessToken: again.json().accessToken }, { title: 'Newer phone' });
    t.clock.advance(399 * DAY_MS);
    // Even 401 days old, a record is deleted by the keeping job only.
    const [oldest] = await stored(old.id).then((rows) => rows.slice(-1));
    await expect(
      db().execute(sql`update activity_records set subject = 'rewritten' where id = ${oldest!.id}`),
    ).rejects.toThrow();

    expect(await deleteExpiredActivity(db(), new Date(t.clock.now()))).toBe(1);
    expect((await stored(old.id)).map((row) => row.action).sort()).toEqual(['createProduct', 'login']);
    expect((await stored(old.id)).map((row) => row.subject)).not.toContain('Old phone');
    expect(await stored(owner.id)).toEqual([record]);
    // A clock running ahead of the database's deletes no record the database thinks younger.
    const ahead = new Date(t.clock.now() + (ACTIVITY_KEEP_DAYS + 5) * DAY_MS);
    expect(await deleteExpiredActivity(db(), ahead)).toBe(0);
    expect(await stored(old.id)).toHaveLength(2);
  });

  it('records a password chosen with the e-mailed link or a texted code, and a new e-mail confirmed', async () => {
    const owner = await seller(t.app, db());
    // An attendant invited by SMS, who will reset theirs with a texted code.
    const phone = `+23324416${String(randomInt(1000, 10_000))}`;
    const invited = await call(t.app, 'invitePerson', { token: owner.accessToken, body: { phone, role: 'attendant' } });
    expect(invited.statusCode, invited.body).toBe(201);
    const joined = await call(t.app, 'acceptInvite', {
      params: { token: inviteTokenIn(t.sms.to(phone).at(-1)!.text) },
      body: { password: STAFF_PASSWORD },
    });
    expect(joined.statusCode, joined.body).toBe(201);

    // The owner's reset, with the e-mailed link.
    tick();
    const asked = await call(t.app, 'forgotPasswordToken', { body: { email: owner.email } });
    expect(asked.statusCode, asked.body).toBe(200);
    await t.background.idle();
    const linkToken = resetTokenIn(t.mailer.to(owner.email).at(-1)!.text)!;
    const byLink = await call(t.app, 'resetVendorPassword', {
      params: { token: linkToken },
      body: { password: 'a-fresh-password-1' },
    });
    expect(byLink.statusCode, byLink.body).toBe(200);
    expect((await stored(owner.id))[0]).toMatchObject({
      action: 'resetVendorPassword',
      kind: 'signIn',
      personId: owner.id,
      role: 'owner',
    });

    // The attendant's reset, with the texted code: recorded in their shop.
    tick();
    expect((await call(t.app, 'forgotPasswordToken', { body: { phone } })).statusCode).toBe(200);
    await t.background.idle();
    const code = /code is (\d{6})\./.exec(t.sms.to(phone).at(-1)!.text)![1]!;
    const byCode = await call(t.app, 'resetPasswordWithCode', {
      body: { phone, code, password: 'another-fresh-password-2' },
    });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect((await stored(owner.id))[0]).toMatchObject({
      action: 'resetPasswordWithCode',
      kind: 'signIn',
      person: phone,
      role: 'attendant',
    });

    // Another owner moves their e-mail address: the record comes when the new mailbox's link is followed.
    const mover = await seller(t.app, db());
    const moved = `moved-${randomInt(1_000_000)}@example.com`;
    const change = await call(t.app, 'updateVendor', {
      token: mover.accessToken,
      body: { id: mover.id, email: moved, currentPassword: mover.password },
    });
    expect(change.statusCode, change.body).toBe(200);
    const confirmToken = /\/confirm-email\/([\w-]+)/.exec(t.mailer.to(moved).at(-1)!.text)![1]!;
    tick();
    expect((await call(t.app, 'confirmEmail', { params: { token: confirmToken } })).statusCode).toBe(200);
    expect((await stored(mover.id))[0]).toMatchObject({
      action: 'confirmEmail',
      kind: 'shop',
      subject: moved,
      person: moved,
    });
  });

  it('records a hand-over by the former owner, naming the new one', async () => {
    const owner = await seller(t.app, db());
    const manager = await teamMember(t, owner, 'manager');
    tick();
    const handed = await call(t.app, 'handOverShop', {
      token: owner.accessToken,
      body: { personId: manager.id, currentPassword: owner.password },
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect((await stored(owner.id))[0]).toMatchObject({
      action: 'handOverShop',
      kind: 'team',
      person: owner.email,
      role: 'owner',
      subject: manager.email,
    });
  });

  it('keeps the records of a person removed and of a shop deleted', async () => {
    const owner = await seller(t.app, db());
    const manager = await teamMember(t, owner, 'manager');
    await createProduct(t.app, manager);
    tick();
    const removed = await call(t.app, 'removePerson', { token: owner.accessToken, params: { personId: manager.id } });
    expect(removed.statusCode).toBe(200);
    const afterRemoval = await activity(owner, { person: manager.id });
    expect(afterRemoval.records.map((row) => row.action).sort()).toEqual(['acceptInvite', 'createProduct', 'login']);
    expect((await activity(owner, { kind: 'team' })).records[0]).toMatchObject({
      action: 'removePerson',
      subject: manager.email,
      role: 'owner',
    });

    tick();
    const deleted = await call(t.app, 'deleteVendor', {
      token: owner.accessToken,
      body: { id: owner.id, password: owner.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const kept = await stored(owner.id);
    expect(kept[0]).toMatchObject({ action: 'deleteVendor', kind: 'shop', personId: owner.id, person: owner.email });
    expect(kept.map((row) => row.action)).toEqual(expect.arrayContaining(['removePerson', 'createProduct', 'login']));
  });
});
