// Order pings (docs/product.md, Order pings): each device's push subscription kept for its vendor
// and session, forgotten on that device's logout and when the push service says it is gone; 'New
// order' and 'Your account is verified' reach a local push service encrypted to the subscription's
// keys; the VAPID key pair is made once and shared by every instance, unless the environment sets it.
import { serverMessages } from '@sika/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ADMIN_SECRET_HEADER } from '../src/admin/endpoint.ts';
import { createOrder, verifyVendor } from '../src/admin/operations.ts';
import { parseConfig } from '../src/config.ts';
import { pushSubscriptions, vendors } from '../src/db/schema.ts';
import { isRefusedAddress, MAX_SUBSCRIPTIONS_PER_VENDOR } from '../src/push/subscription.ts';
import { mailMessages } from '../src/mail/messages.ts';
import { pushSender } from '../src/push/send.ts';
import { refreshCookie, registerVendor, startApp, withTestApp, type Registered } from './helpers/app.ts';
import { call, login } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { recordFigures } from './security/figures.ts';
import { createProduct, seller, withTempImages } from './helpers/products.ts';
import {
  PUBLIC_ADDRESS,
  startPushService,
  testHostLookup,
  testSubscriber,
  TEST_HOSTS,
  type LocalPushService,
} from './helpers/push.ts';
import { unverifiedVendor } from './security/world.ts';

const ADMIN_SECRET = 'push-test-admin-secret';
const PUSH_ENV = { PUSH_ALLOW_HTTP_ENDPOINTS: 'true' };

describe.each(drivers)('order pings on %s', (driver) => {
  // For docs/security.md (pnpm test:security): the endpoint and address cases refused and checked.
  const figures = { endpointsRefused: 0, addressesRefused: 0 };
  afterAll(() => recordFigures('push-endpoints', driver, figures));
  const t = withTestApp(driver, async () => {
    const images = await withTempImages();
    return { ...images, env: PUSH_ENV, deps: { ...images.deps, adminSecret: ADMIN_SECRET } };
  });
  const db = () => t.testDb.database.db;
  let service: LocalPushService;

  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(async () => {
    await service.close();
  });

  const subscriptionsOf = (vendorId: string) =>
    db().select().from(pushSubscriptions).where(eq(pushSubscriptions.vendorId, vendorId));
  let count = 0;
  const endpoint = () => `${service.url}/send/${driver}-${(count += 1)}`;

  async function subscribe(me: Registered, at: string, keys = testSubscriber().keys, app = t.app) {
    return call(app, 'subscribePush', { token: me.accessToken, body: { endpoint: at, expirationTime: null, keys } });
  }

  it('gives the VAPID public key to anyone: a P-256 point, the same every time', async () => {
    const first = await call(t.app, 'getPushKey');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json() as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await call(t.app, 'getPushKey')).json()).toEqual({ publicKey });
  });

  it('keeps a subscription, replaces its keys when the same endpoint comes again, and forgets it', async () => {
    const me = await registerVendor(t.app);
    const at = endpoint();
    const added = await subscribe(me, at);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ message: serverMessages.pushKept, msg: serverMessages.pushKept });

    const newer = testSubscriber().keys;
    expect((await subscribe(me, at, newer)).statusCode).toBe(200);
    expect(await subscriptionsOf(me.id)).toEqual([
      expect.objectContaining({ endpoint: at, p256dh: newer.p256dh, auth: newer.auth }),
    ]);

    const removed = await call(t.app, 'unsubscribePush', { token: me.accessToken, body: { endpoint: at } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(serverMessages.pushForgotten);
    expect(await subscriptionsOf(me.id)).toEqual([]);
  });

  it('lets no other vendor remove yours: their call is a 200 that changes nothing', async () => {
    const me = await registerVendor(t.app);
    const other = await registerVendor(t.app);
    const at = endpoint();
    await subscribe(me, at);
    const theirs = await call(t.app, 'unsubscribePush', { token: other.accessToken, body: { endpoint: at } });
    expect(theirs.statusCode).toBe(200);
    expect(await subscriptionsOf(me.id)).toHaveLength(1);
  });

  it("ends a device's subscription when that device logs out, and only that device's", async () => {
    const me = await registerVendor(t.app);
    const phone = endpoint();
    await subscribe(me, phone);
    const second = await login(t.app, me.email, me.password);
    const laptop = { ...me, accessToken: second.json().accessToken as string };
    const laptopEndpoint = endpoint();
    await subscribe(laptop, laptopEndpoint);

    const out = await call(t.app, 'logout', { token: me.accessToken, headers: { cookie: me.cookie } });
    expect(out.statusCode).toBe(200);
    expect((await subscriptionsOf(me.id)).map((row) => row.endpoint)).toEqual([laptopEndpoint]);
  });

  it.each([
    ['plain http to another machine', 'http://push.example.net/send/1', 'endpoint'],
    ['an address instead of a host name', 'https://169.254.169.254/latest/meta-data', 'endpoint'],
    ['a single-label host name', 'https://intranet/send/1', 'endpoint'],
    ['a URL with credentials', 'https://user:pw@push.example.net/send/1', 'endpoint'],
  ])('refuses %s as an endpoint, with a sentence, keeping nothing', async (_label, at, field) => {
    const me = await registerVendor(t.app);
    const response = await subscribe(me, at);
    figures.endpointsRefused += 1;
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: serverMessages.fields.pushEndpoint });
    expect(await subscriptionsOf(me.id)).toEqual([]);
  });

  it('refuses this machine as an endpoint unless PUSH_ALLOW_HTTP_ENDPOINTS is set (as in tests)', async () => {
    const strict = await startApp(t.testDb.database);
    try {
      const me = await registerVendor(strict.app);
      for (const at of [`${service.url}/send/1`, 'https://localhost:8443/send', 'https://[::1]/send']) {
        const keys = testSubscriber().keys;
        const response = await call(strict.app, 'subscribePush', {
          token: me.accessToken,
          body: { endpoint: at, keys },
        });
        expect(response.statusCode, at).toBe(400);
      }
      expect(await subscriptionsOf(me.id)).toEqual([]);
    } finally {
      await strict.app.close();
    }
  });

  describe('without PUSH_ALLOW_HTTP_ENDPOINTS (as in production)', () => {
    let strict: Awaited<ReturnType<typeof startApp>>;
    beforeAll(async () => {
      strict = await startApp(t.testDb.database);
    });
    afterAll(async () => {
      await strict.app.close();
    });

    it.each([
      ['localhost with a trailing dot', 'https://localhost./send/1'],
      ['a name under localhost with a trailing dot', 'https://foo.localhost./send/1'],
      ['a cloud metadata name', 'https://metadata.google.internal/computeMetadata/v1/'],
      ['a .local name', 'https://printer.local/send/1'],
      ['an address written in hex', 'https://0x7f000001/send/1'],
      ['an IPv4-mapped address', 'https://[::ffff:127.0.0.1]/send/1'],
      ['two trailing dots', 'https://push.example.net../send/1'],
      ['a name that does not resolve', 'https://nowhere.example.net/send/1'],
      ['a name resolving to 127.0.0.1', 'https://loopback.example.net/send/1'],
      ['a name resolving to ::1', 'https://loopback6.example.net/send/1'],
      ['a name resolving to 10/8', 'https://private.example.net/send/1'],
      ['a name resolving to 172.16/12', 'https://private172.example.net/send/1'],
      ['a name resolving to 192.168/16', 'https://private192.example.net/send/1'],
      ['a name resolving to CGNAT (100.64/10)', 'https://cgnat.example.net/send/1'],
      ['a name resolving to link-local (cloud metadata)', 'https://link-local.example.net/send/1'],
      ['a name resolving to 0.0.0.0', 'https://unspecified.example.net/send/1'],
      ['a name resolving to unique-local IPv6', 'https://unique-local.example.net/send/1'],
      ['a name resolving to link-local IPv6', 'https://link-local6.example.net/send/1'],
      ['a name resolving to an IPv4-mapped loopback', 'https://mapped.example.net/send/1'],
      ['a name resolving to an IPv4-mapped metadata address', 'https://mapped-hex.example.net/send/1'],
      ['a name resolving to a NAT64 metadata address', 'https://nat64.example.net/send/1'],
      ['a name with a public and a loopback address', 'https://mixed.example.net/send/1'],
    ])('refuses %s as an endpoint (400 naming it), keeping nothing', async (_label, at) => {
      const me = await registerVendor(strict.app);
      const response = await subscribe(me, at, testSubscriber().keys, strict.app);
      expect(response.statusCode, response.body).toBe(400);
      figures.endpointsRefused += 1;
      expect(response.json().fields).toEqual({ endpoint: serverMessages.fields.pushEndpoint });
      expect(await subscriptionsOf(me.id)).toEqual([]);
    });

    it('keeps an https endpoint whose name resolves only to public addresses, a trailing dot dropped', async () => {
      const me = await registerVendor(strict.app);
      for (const at of ['https://push.example.net/send/public', 'https://push.example.net./send/public-dot']) {
        const response = await subscribe(me, at, testSubscriber().keys, strict.app);
        expect(response.statusCode, `${at}: ${response.body}`).toBe(200);
      }
    });
  });

  it('sends no ping to a name that resolves to this machine by the time of the order', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me);
    // Public when the vendor subscribed, 127.0.0.1 when the order comes (DNS rebinding).
    const hosts: Record<string, string[]> = { ...TEST_HOSTS, 'rebinding.example.net': [PUBLIC_ADDRESS] };
    const rebinding = await startApp(t.testDb.database, { deps: { lookupHost: testHostLookup(hosts) } });
    try {
      const kept = await subscribe(me, 'https://rebinding.example.net/send/1', testSubscriber().keys, rebinding.app);
      expect(kept.statusCode, kept.body).toBe(200);
      hosts['rebinding.example.net'] = ['127.0.0.1'];
      const lookups: string[] = [];
      const lookup = testHostLookup(hosts);
      const warnings: string[] = [];
      const push = pushSender(
        db(),
        parseConfig({}),
        { warn: (_details, message) => warnings.push(message) },
        () => new Date(),
        (host) => {
          lookups.push(host);
          return lookup(host);
        },
      );
      const mail = { transport: t.mailer, messages: mailMessages('https://vendors.sika.example') };
      const result = await createOrder(db(), { productId: product._id, months: 3 }, mail, new Date(), push);
      expect(result).toMatchObject({ outcome: 'created', mail: { sent: true }, push: { sent: 0, failed: 1 } });
      expect(lookups).toEqual(['rebinding.example.net']);
      expect(warnings).toEqual(['a push endpoint is no longer allowed']);
    } finally {
      await rebinding.app.close();
    }
  });

  it('refuses every loopback, private, link-local, CGNAT, unique-local and IPv4-mapped address', () => {
    const refused = [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '100.64.0.1',
      '100.127.255.254',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      'ff02::1',
      'not an address',
    ];
    const allowed = [
      PUBLIC_ADDRESS,
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2607:f8b0:4004:c07::5f',
      '2a00:1450:4001::200e',
    ];
    expect(refused.filter((address) => !isRefusedAddress(address))).toEqual([]);
    figures.addressesRefused = refused.length;
    expect(allowed.filter((address) => isRefusedAddress(address))).toEqual([]);
  });

  it("keeps one subscription per session: a new endpoint replaces that session's older one", async () => {
    const me = await registerVendor(t.app);
    const first = endpoint();
    const second = endpoint();
    expect((await subscribe(me, first)).statusCode).toBe(200);
    expect((await subscribe(me, second)).statusCode).toBe(200);
    expect((await subscriptionsOf(me.id)).map((row) => row.endpoint)).toEqual([second]);
  });

  it(`refuses a device past ${MAX_SUBSCRIPTIONS_PER_VENDOR} per vendor with 409 and a sentence; a logout frees a place`, async () => {
    const me = await registerVendor(t.app);
    const sessions: Registered[] = [me];
    while (sessions.length < MAX_SUBSCRIPTIONS_PER_VENDOR + 1) {
      const signedIn = await login(t.app, me.email, me.password);
      sessions.push({ ...me, accessToken: signedIn.json().accessToken as string, cookie: refreshCookie(signedIn)! });
    }
    const endpoints: string[] = [];
    for (const session of sessions.slice(0, MAX_SUBSCRIPTIONS_PER_VENDOR)) {
      endpoints.push(endpoint());
      expect((await subscribe(session, endpoints.at(-1)!)).statusCode).toBe(200);
    }
    const last = sessions.at(-1)!;
    const refused = await subscribe(last, endpoint());
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PUSH_DEVICE_LIMIT',
      message: serverMessages.pushDeviceLimit(MAX_SUBSCRIPTIONS_PER_VENDOR),
    });
    expect(await subscriptionsOf(me.id)).toHaveLength(MAX_SUBSCRIPTIONS_PER_VENDOR);
    // A device already on may still renew its subscription.
    expect((await subscribe(me, endpoints[0]!)).statusCode).toBe(200);

    const out = await call(t.app, 'logout', {
      token: sessions[1]!.accessToken,
      headers: { cookie: sessions[1]!.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await subscribe(last, endpoint())).statusCode).toBe(200);
    expect(await subscriptionsOf(me.id)).toHaveLength(MAX_SUBSCRIPTIONS_PER_VENDOR);
  });

  it(`opens at most ${MAX_SUBSCRIPTIONS_PER_VENDOR} connections for one order, whatever was kept before the cap`, async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me);
    await subscribe(me, endpoint());
    const [mine] = await subscriptionsOf(me.id);
    const keys = testSubscriber().keys;
    await db()
      .insert(pushSubscriptions)
      .values(
        Array.from({ length: 2 * MAX_SUBSCRIPTIONS_PER_VENDOR }, () => ({
          vendorId: me.id,
          sessionId: mine!.sessionId,
          endpoint: endpoint(),
          ...keys,
        })),
      );
    const before = service.received.length;
    const push = pushSender(db(), parseConfig(PUSH_ENV), { warn: () => {} });
    const mail = { transport: t.mailer, messages: mailMessages('https://vendors.sika.example') };
    const result = await createOrder(db(), { productId: product._id, months: 3 }, mail, new Date(), push);
    expect(result).toMatchObject({ outcome: 'created', push: { sent: MAX_SUBSCRIPTIONS_PER_VENDOR } });
    expect(service.received.length - before).toBe(MAX_SUBSCRIPTIONS_PER_VENDOR);
  });

  it("does not hand over an endpoint another vendor's open session holds; takes it once that session ended", async () => {
    const owner = await registerVendor(t.app);
    const other = await registerVendor(t.app);
    const at = endpoint();
    expect((await subscribe(owner, at)).statusCode).toBe(200);

    const taken = await subscribe(other, at);
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'PUSH_ENDPOINT_HELD', message: serverMessages.pushEndpointHeld });
    expect((await subscriptionsOf(owner.id)).map((row) => row.endpoint)).toEqual([at]);
    expect(await subscriptionsOf(other.id)).toEqual([]);

    await call(t.app, 'logout', { token: owner.accessToken, headers: { cookie: owner.cookie } });
    expect((await subscribe(other, at)).statusCode).toBe(200);
    expect((await subscriptionsOf(other.id)).map((row) => row.endpoint)).toEqual([at]);
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret', async () => {
    const me = await registerVendor(t.app);
    const notOnTheCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const response = await subscribe(me, endpoint(), { p256dh: notOnTheCurve, auth: 'c2hvcnQtc2VjcmV0' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields ?? {}).sort()).toEqual(['keys.auth', 'keys.p256dh']);
    expect(await subscriptionsOf(me.id)).toEqual([]);
  });

  it("pings 'New order' with the order number and item, opening that order, and still e-mails", async () => {
    const me = await seller(t.app, db());
    const device = testSubscriber();
    const at = endpoint();
    await subscribe(me, at, device.keys);
    const product = await createProduct(t.app, me, { title: 'Itel A70 (64 GB)' });
    const before = service.received.length;

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-order',
      headers: { [ADMIN_SECRET_HEADER]: ADMIN_SECRET },
      remoteAddress: '127.0.0.1',
      payload: { productId: product._id, months: 3 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order, mail, push } = response.json();
    expect(mail.sent).toBe(true);
    expect(push).toEqual({ sent: 1, gone: 0, failed: 0 });

    const arrived = service.received.slice(before);
    expect(arrived.map((request) => request.path)).toEqual([new URL(at).pathname]);
    const [ping] = arrived;
    expect(ping!.headers['content-encoding']).toBe('aes128gcm');
    // Signed with the key browsers subscribe with.
    const { publicKey } = (await call(t.app, 'getPushKey')).json() as { publicKey: string };
    expect(ping!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(device.decrypt(ping!.body)).toEqual({
      title: 'New order',
      body: `${order.orderNumber}: Itel A70 (64 GB)`,
      tag: `order-${order.orderNumber}`,
      url: `/order-details/${order.id}`,
    });
  });

  it("pings 'Payout sent' with the amount, the masked number and the reference when a vendor is paid out", async () => {
    const me = await seller(t.app, db());
    await db().update(vendors).set({ momoMobile: '0244123456' }).where(eq(vendors.id, me.id));
    const device = testSubscriber();
    await subscribe(me, endpoint(), device.keys);
    const product = await createProduct(t.app, me, { price: 450 });
    const admin = (route: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/${route}`,
        headers: { [ADMIN_SECRET_HEADER]: ADMIN_SECRET },
        remoteAddress: '127.0.0.1',
        payload,
      });
    const { order } = (await admin('create-order', { productId: product._id, months: 2 })).json();
    await admin('record-payment', { orderNumber: order.orderNumber, instalment: 1 });
    const before = service.received.length;
    const response = await admin('pay-out', { email: me.email });
    const [paid] = response.json().vendors;
    expect(paid).toMatchObject({ outcome: 'paid', mail: { sent: true }, push: { sent: 1, gone: 0, failed: 0 } });
    const [ping] = service.received.slice(before);
    expect(device.decrypt(ping!.body)).toEqual({
      title: 'Payout sent',
      body: `GHS 247.50 to 024 *** 3456, reference ${paid.reference}`,
      tag: `payout-${paid.reference}`,
      url: '/vendor-main-page',
    });
  });

  it("pings 'Your account is verified' when an admin verifies the vendor", async () => {
    const me = await unverifiedVendor(t);
    const device = testSubscriber();
    await subscribe(me, endpoint(), device.keys);
    const before = service.received.length;
    const config = parseConfig(PUSH_ENV);
    const mail = { transport: t.mailer, messages: mailMessages('https://vendors.sika.example') };
    const result = await verifyVendor(db(), me.email, mail, new Date(), pushSender(db(), config, { warn: () => {} }));
    expect(result).toMatchObject({ outcome: 'verified', mail: { sent: true }, push: { sent: 1 } });
    const [ping] = service.received.slice(before);
    expect(device.decrypt(ping!.body)).toMatchObject({ title: 'Your account is verified', url: '/vendor-main-page' });
  });

  it('forgets a subscription the push service answers 410 (or 404) for; other failures keep it', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me);
    await subscribe(me, endpoint());
    const config = parseConfig(PUSH_ENV);
    const warnings: string[] = [];
    const push = pushSender(db(), config, { warn: (_details, message) => warnings.push(message) });
    const mail = { transport: t.mailer, messages: mailMessages('https://vendors.sika.example') };
    const order = () => createOrder(db(), { productId: product._id, months: 3 }, mail, new Date(), push);
    try {
      service.status = 500;
      expect(await order()).toMatchObject({ outcome: 'created', mail: { sent: true }, push: { failed: 1 } });
      expect(warnings).toEqual(['push service refused a ping']);
      expect(await subscriptionsOf(me.id)).toHaveLength(1);

      service.status = 410;
      expect(await order()).toMatchObject({ outcome: 'created', push: { sent: 0, gone: 1 } });
      expect(await subscriptionsOf(me.id)).toEqual([]);
    } finally {
      service.status = 201;
    }
  });

  it('never fails the order when the push service cannot be reached', async () => {
    const me = await seller(t.app, db());
    const product = await createProduct(t.app, me);
    const closed = await startPushService();
    await closed.close();
    await subscribe(me, `${closed.url}/send/nobody-listens`);
    const push = pushSender(db(), parseConfig(PUSH_ENV), { warn: () => {} });
    const mail = { transport: t.mailer, messages: mailMessages('https://vendors.sika.example') };
    const result = await createOrder(db(), { productId: product._id, months: 3 }, mail, new Date(), push);
    expect(result).toMatchObject({ outcome: 'created', mail: { sent: true }, push: { failed: 1 } });
  });

  it('keeps the generated VAPID pair across restarts, and a second instance uses the same one', async () => {
    const { publicKey } = (await call(t.app, 'getPushKey')).json() as { publicKey: string };
    const another = await startApp(t.testDb.database, { env: PUSH_ENV });
    try {
      expect((await call(another.app, 'getPushKey')).json()).toEqual({ publicKey });
    } finally {
      await another.app.close();
    }
  });

  it('uses VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set', async () => {
    const keys = webpush.generateVAPIDKeys();
    const configured = await startApp(t.testDb.database, {
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    try {
      expect((await call(configured.app, 'getPushKey')).json()).toEqual({ publicKey: keys.publicKey });
    } finally {
      await configured.app.close();
    }
  });
});
