// Every operation of the contract walked as the owner and as another vendor (aimed at their own
// records and at each other's): no response carries a password hash (argon2's `$argon2`) or the
// other vendor's e-mail, ids, product, order or image names, and every response (JSON, errors,
// images, the single-page app and its files) carries the security headers. An operation added to
// openapi.yaml without a request here fails the suite.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerVendor, withTestApp } from '../helpers/app.ts';
import { drivers } from '../helpers/databases.ts';
import { multipart, png } from '../helpers/images.ts';
import { createProduct, PRODUCT, withTempImages } from '../helpers/products.ts';
import { call, callAny, operations, type CallOptions } from '../helpers/contract.ts';
import { testSubscriber } from '../helpers/push.ts';
import { sellerWithRecords, type Seller } from './world.ts';

type Walk = (actor: Seller, target: Seller) => Promise<CallOptions> | CallOptions;

/** One request per operation: `actor`'s token, `target`'s ids (the actor's own when they are the same). */
const WALK: Record<string, Walk> = {
  getHealth: () => ({}),
  login: (actor) => ({ body: { email: actor.email, password: actor.password } }),
  register: () => ({
    body: { email: `walk-${Math.random().toString(36).slice(2, 10)}@example.com`, password: 'correct-horse-9' },
  }),
  logout: () => ({}),
  refresh: (actor) => ({ headers: { cookie: actor.cookie } }),
  forgotPasswordToken: (_actor, target) => ({ body: { email: target.email } }),
  resetVendorPassword: () => ({ params: { token: 'A'.repeat(43) }, body: { password: 'correct-horse-9' } }),
  resetPasswordWithCode: () => ({ body: { phone: '024 412 9999', code: '000000', password: 'correct-horse-9' } }),
  confirmEmail: () => ({ params: { token: 'A'.repeat(43) } }),
  getAllVendors: (actor) => ({ token: actor.accessToken }),
  updateVendor: (actor, target) => ({ token: actor.accessToken, body: { id: target.id, BusinessName: 'Walked' } }),
  deleteVendor: (actor, target) => ({
    token: actor.accessToken,
    body: { id: target.id, password: actor.password },
  }),
  getVendorOrders: (actor, target) => ({ token: actor.accessToken, query: { before: target.orderId } }),
  getOrder: (actor, target) => ({ token: actor.accessToken, params: { orderId: target.orderId } }),
  getOrderTimeline: (actor, target) => ({ token: actor.accessToken, params: { orderId: target.orderId } }),
  shipOrder: (actor, target) => ({
    token: actor.accessToken,
    params: { orderId: target.orderId },
    body: { method: 'courier', courierName: 'VIP Jeoun', trackingNumber: 'VJ-2231' },
  }),
  deliverOrder: (actor, target) => ({
    token: actor.accessToken,
    params: { orderId: target.orderId },
    body: { code: '0000' },
  }),
  handOverOrder: async (actor, target) => {
    const { headers, payload } = await multipart([{ field: 'photo', data: await png(), type: 'image/png' }]);
    return { token: actor.accessToken, params: { orderId: target.orderId }, headers, body: payload };
  },
  cancelOrder: (actor, target) => ({
    token: actor.accessToken,
    params: { orderId: target.orderId },
    body: { reason: 'buyer-asked' },
  }),
  returnOrder: (actor, target) => ({
    token: actor.accessToken,
    params: { orderId: target.orderId },
    body: { reason: 'damaged', amount: 1 },
  }),
  getEarnings: (actor) => ({ token: actor.accessToken }),
  getPayouts: (actor, target) => ({ token: actor.accessToken, query: { q: target.payoutReference } }),
  getPayout: (actor, target) => ({ token: actor.accessToken, params: { payoutId: target.payoutId } }),
  getStatement: (actor) => ({ token: actor.accessToken, params: { month: '2026-01' } }),
  getOrderCounts: (actor, target) => ({ token: actor.accessToken, query: { q: target.orderNumber } }),
  getAllProducts: (actor) => ({ token: actor.accessToken }),
  getChanges: (actor) => ({ token: actor.accessToken }),
  createProduct: (actor) => ({ token: actor.accessToken, body: { ...PRODUCT } }),
  updateProduct: (actor, target) => ({
    token: actor.accessToken,
    body: { id: target.productId, title: 'Walked' },
  }),
  deleteProduct: (actor, target) => ({ token: actor.accessToken, body: { id: target.productId } }),
  importProducts: (actor, target) => ({
    token: actor.accessToken,
    body: {
      rows: [
        { row: 2, id: target.productId, ...PRODUCT, title: 'Walked' },
        { row: 3, ...PRODUCT },
      ],
    },
  }),
  uploadProductImage: async (actor, target) => {
    const { headers, payload } = await multipart([{ data: await png(), type: 'image/png', name: 'p.png' }]);
    return { token: actor.accessToken, params: { productKey: target.productId }, headers, body: payload };
  },
  deleteProductImage: (actor, target) => ({ token: actor.accessToken, params: { productKey: target.productId } }),
  getProductImage: (_actor, target) => ({ params: { name: target.imageName } }),
  getPushKey: () => ({}),
  subscribePush: (actor) => ({
    token: actor.accessToken,
    body: { endpoint: `https://push.example.net/send/${actor.id}`, keys: testSubscriber().keys },
  }),
  unsubscribePush: (actor, target) => ({
    token: actor.accessToken,
    body: { endpoint: `https://push.example.net/send/${target.id}` },
  }),
  sendRegistrationEmail: (actor, target) => ({
    token: actor.accessToken,
    body: { BusinessName: 'Kofi Phones', email: target.email },
  }),
  sendProductCreatedEmail: (actor, target) => ({
    token: actor.accessToken,
    body: { BusinessName: 'Kofi Phones', email: target.email, title: 'Tecno Spark 20', price: '1499.99' },
  }),
  getTeam: (actor) => ({ token: actor.accessToken }),
  // Aimed at the target's owner: another shop's person has no records here.
  getActivity: (actor, target) => ({ token: actor.accessToken, query: { person: target.id } }),
  invitePerson: (actor) => ({
    token: actor.accessToken,
    body: { phone: `020${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`, role: 'attendant' },
  }),
  acceptInvite: () => ({ params: { token: 'A'.repeat(43) }, body: { password: 'correct-horse-9' } }),
  // Aimed at the target's owner: the owner's role never moves this way, and another shop's is not found.
  changePersonRole: (actor, target) => ({
    token: actor.accessToken,
    params: { personId: target.id },
    body: { role: 'manager' },
  }),
  removePerson: (actor, target) => ({ token: actor.accessToken, params: { personId: target.id } }),
  handOverShop: (actor, target) => ({
    token: actor.accessToken,
    body: { personId: target.id, currentPassword: actor.password },
  }),
};

// Destructive on the owner's side: walked last, on records made for it.
const LAST = ['deleteProduct', 'deleteProductImage', 'deleteVendor'];

/** What identifies a vendor in a response. */
function secretsOf(vendor: Seller): string[] {
  return [vendor.email, vendor.id, vendor.productId, vendor.orderId, vendor.imageName.replace(/\.webp$/, '')];
}

function assertHeaders(label: string, response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['referrer-policy'], label).toBe('same-origin');
  expect(response.headers['x-powered-by'], label).toBeUndefined();
  if (String(response.headers['content-type']).startsWith('text/html')) {
    const csp = String(response.headers['content-security-policy']);
    expect(csp, label).toContain("script-src 'self'");
    expect(csp, label).toContain("object-src 'none'");
    expect(csp, label).toContain("frame-ancestors 'none'");
  }
}

const figures = { responses: 0 };

describe('the walk covers the contract', () => {
  it('has a request for every operation', () => {
    expect(Object.keys(WALK).sort()).toEqual(operations.map((operation) => operation.operationId).sort());
  });
});

describe.each(drivers)('no leaks and security headers on every response on %s', (driver) => {
  let portalDist = '';
  const t = withTestApp(driver, async () => {
    portalDist = await mkdtemp(path.join(tmpdir(), 'sika-portal-'));
    await mkdir(path.join(portalDist, 'assets'));
    await writeFile(path.join(portalDist, 'index.html'), '<!doctype html><title>Sika</title><div id="root"></div>');
    await writeFile(path.join(portalDist, 'assets', 'app-abc123.js'), 'console.log("sika")');
    const images = await withTempImages();
    return { ...images, env: { PORTAL_DIST: portalDist, LOG_LEVEL: 'silent' } };
  });
  let owner: Seller;
  let other: Seller;
  beforeAll(async () => {
    owner = await sellerWithRecords(t);
    other = await sellerWithRecords(t);
  });

  async function walk(actor: Seller, target: Seller, victim: Seller, operationIds: string[]) {
    for (const operationId of operationIds) {
      const response = await callAny(t.app, operationId, await WALK[operationId]!(actor, target));
      const label = `${operationId} as ${actor === owner ? 'owner' : 'other'} on ${target === actor ? 'own' : "other's"} records -> ${response.statusCode}`;
      figures.responses += 1;
      expect(response.statusCode, label).toBeLessThan(500);
      assertHeaders(label, response);
      const body = response.rawPayload.toString('latin1');
      expect(body, label).not.toContain('$argon2');
      for (const secret of secretsOf(victim)) expect(body, `${label} carries ${secret}`).not.toContain(secret);
    }
  }

  it('walks every operation as each vendor, on their own records and on the other one’s', async () => {
    const ids = Object.keys(WALK).filter((id) => !LAST.includes(id));
    // Aimed at the other's records: 404s and own-only answers, never a byte of the other vendor.
    await walk(other, owner, owner, ids);
    await walk(owner, other, other, ids);
    await walk(other, owner, owner, LAST);
    // On their own records: everything they may see, still nothing of the other vendor.
    await walk(owner, owner, other, ids);
    await walk(other, other, owner, ids);
    // Destructive ones on a product and a vendor made for it.
    const doomed = await sellerWithRecords(t);
    await walk(doomed, doomed, owner, LAST);
    // A fresh product of the owner's for deleteProduct's success path.
    const spare = await createProduct(t.app, owner);
    await walk(owner, { ...owner, productId: spare._id }, other, ['deleteProduct']);
  });

  it('the single-page app, its files, unknown paths and images carry them too', async () => {
    // The walk replaced the owner's image: a seller of its own.
    const pictured = await sellerWithRecords(t);
    const image = await call(t.app, 'getProductImage', { params: { name: pictured.imageName } });
    expect(image.statusCode).toBe(200);
    assertHeaders('image', image);
    for (const url of [
      '/',
      '/login',
      '/dashboard/products',
      '/assets/app-abc123.js',
      '/api/nothing-here',
      '/favicon.ico',
    ]) {
      const response = await t.app.inject({ url });
      figures.responses += 1;
      assertHeaders(url, response);
      expect(response.rawPayload.toString('latin1')).not.toContain('$argon2');
    }
    const page = await t.app.inject({ url: '/login' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBeDefined();
    // Register one more (a brand-new account) and read its record: the hash stays in the database.
    const fresh = await registerVendor(t.app);
    const record = await call(t.app, 'getAllVendors', { token: fresh.accessToken });
    expect(record.body).not.toContain('$argon2');
    process.stdout.write(
      `[figures] ${driver}: ${figures.responses} responses walked, 0 with a hash or another vendor's data\n`,
    );
  });
});
