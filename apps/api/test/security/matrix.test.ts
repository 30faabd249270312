// The per-actor matrix (OWASP API1:2023 broken object-level authorisation, API5 function-level):
// every operation of openapi.yaml against every actor. No token -> 401 (also with a bad body: the
// token is checked first); another vendor's token aimed at the owner's records -> 404 (or what the
// contract says for that operation) with the database unchanged; a vendor not yet allowed to sell
// -> 403 where the gate applies, else only their own records; the owner -> success. Every actor's
// request is sent, and what it did is checked (the record changed, the list holds it, the mail went
// to the caller), not only its status. An operation without a case fails the suite.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../src/mail/transport.ts';
import { orders, pushSubscriptions } from '../../src/db/schema.ts';
import { eq } from 'drizzle-orm';
import { registerVendor, type Registered, withTestApp } from '../helpers/app.ts';
import { call, callAny, contract, login, operations, type CallOptions, type Operation } from '../helpers/contract.ts';
import { drivers, snapshot } from '../helpers/databases.ts';
import { multipart, png } from '../helpers/images.ts';
import { createProduct, PRODUCT, uploadImage, withTempImages } from '../helpers/products.ts';
import { testSubscriber } from '../helpers/push.ts';
import { recordFigures } from './figures.ts';
import { teamMember } from '../helpers/team.ts';
import { buildWorld, pushEndpoint, sellerWithRecords, type Seller, unverifiedVendor, type World } from './world.ts';

/** What a case sends: `call`'s options, less the token (each actor brings its own). */
type Request = Omit<CallOptions, 'token'>;

interface Context {
  /** Who sent the request. */
  actor: Registered;
  /** The mail sent while the request was answered (its background work included). */
  mails: MailMessage[];
}

/** What an actor's request must do: its status, then what it did (or did not) change. */
interface Outcome {
  status: number;
  check: (response: LightMyRequestResponse, context: Context) => void | Promise<void>;
}

interface SecuredCase {
  /** The request of `actor` aimed at `target`'s records (actor === target for the owner). */
  request: (actor: Registered, target: Seller, world: World) => Promise<Request> | Request;
  /** The owner. */
  owner: Outcome;
  /**
   * Another vendor's token with the owner's ids: the status, or 'own-only' for lists and mail
   * (success, but only the caller's own data / own address).
   */
  crossVendor: number | 'own-only';
  /**
   * A vendor not allowed to sell yet (pending and unverified), aimed at the owner's records where
   * it names any: refused where the gate applies, else what it does (its own records only).
   */
  gate: Outcome & { request?: (actor: Registered) => Request };
}

type Case = SecuredCase | { public: string };

const UPDATE = { BusinessName: 'Renamed by matrix' };
/** The world's payouts are made now, by the test clock: this UTC month's statement holds them. */
const THIS_MONTH = new Date().toISOString().slice(0, 7);
const PRODUCT_TITLE = 'Renamed by matrix';

let app: () => FastifyInstance = () => {
  throw new Error('no app yet');
};

/** The push endpoints kept for a vendor, read from the database. */
let pushEndpointsOf: (vendorId: string) => Promise<string[]> = () => {
  throw new Error('no database yet');
};

/** An order's delivery code, read from the database (the buyer side hands it to the buyer). */
let deliveryCodeOf: (orderId: string) => Promise<string> = () => {
  throw new Error('no database yet');
};

/** The order's status as stored. */
let orderStatusOf: (orderId: string) => Promise<string> = () => {
  throw new Error('no database yet');
};

/** The vendor an access token acts for, as the api sees it (its own record in all-Vendors). */
async function vendorOf(accessToken: string): Promise<string> {
  const response = await call(app(), 'getAllVendors', { token: accessToken });
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ _id: string }>)[0]!._id;
}

/** A snapshot less the rows that name the vendor (their own records, sessions, subscriptions). */
function withoutRowsOf(taken: string, vendorId: string): string {
  // One table a line, `name: [rows]`; json_agg breaks lines between rows too, before a space.
  return taken
    .split(/\n(?=\w+: )/)
    .map((line) => {
      const [table, rows] = [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)];
      const kept = (JSON.parse(rows) as unknown[]).filter((row) => !JSON.stringify(row).includes(vendorId));
      return `${table}: ${JSON.stringify(kept)}`;
    })
    .join('\n');
}

/** A refusal that leaves everything as it was (the snapshot is compared by the caller). */
const refused =
  (code: RegExp): Outcome['check'] =>
  (response, { mails }) => {
    expect(response.json().code).toMatch(code);
    expect(mails).toEqual([]);
  };

async function productsOf(actor: Registered): Promise<Array<{ _id: string; title: string; vendor: string }>> {
  const response = await call(app(), 'getAllProducts', { token: actor.accessToken });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const CASES: Record<string, Case> = {
  getHealth: { public: 'Liveness probe for load balancers; answers only {status}.' },
  login: { public: 'Starts a session from e-mail or phone number and password; throttled per account and address.' },
  register: { public: 'Creates a vendor (sign-up step one); throttled per address.' },
  logout: { public: 'Ends the session of the presented refresh cookie or bearer token, if any; nothing else.' },
  forgotPasswordToken: { public: 'Same answer for every address; the link only goes to the address itself.' },
  resetVendorPassword: { public: 'The mailed single-use token in the path is the credential.' },
  resetPasswordWithCode: { public: 'The texted code (10 minutes, 5 tries) with its phone number is the credential.' },
  confirmEmail: { public: 'The single-use token mailed to the new address is the credential.' },
  getProductImage: { public: 'Images appear in <img> tags; names are server-chosen and unguessable.' },
  getPushKey: { public: 'The VAPID public key: every browser needs it to subscribe, and it signs nothing.' },
  refresh: {
    // Secured by the refresh cookie, not a bearer token: no cookie -> 401 below.
    request: (actor) => ({ headers: { cookie: actor.cookie } }),
    // A session of its own is all it gives, before the gate too: a token for the caller, a new cookie.
    owner: {
      status: 200,
      check: async (response, { actor }) => {
        expect(await vendorOf(response.json().accessToken)).toBe(actor.id);
        expect(String(response.headers['set-cookie'])).toMatch(/^sika_refresh=/);
      },
    },
    crossVendor: 'own-only',
    gate: {
      status: 200,
      check: async (response, { actor }) => expect(await vendorOf(response.json().accessToken)).toBe(actor.id),
    },
  },
  getAllVendors: {
    request: () => ({}),
    owner: {
      status: 200,
      check: (response, { actor }) =>
        expect(response.json()).toEqual([expect.objectContaining({ _id: actor.id, email: actor.email })]),
    },
    crossVendor: 'own-only',
    // Each vendor reads its own record, before the gate too.
    gate: {
      status: 200,
      check: (response, { actor }) => expect(response.json()).toEqual([expect.objectContaining({ _id: actor.id })]),
    },
  },
  updateVendor: {
    request: (_actor, target) => ({ body: { id: target.id, ...UPDATE } }),
    owner: {
      status: 200,
      check: async (response, { actor }) => {
        expect(response.json()).toMatchObject({ _id: actor.id, ...UPDATE });
        const stored = await call(app(), 'getAllVendors', { token: actor.accessToken });
        expect(stored.json()).toEqual([expect.objectContaining(UPDATE)]);
      },
    },
    crossVendor: 404,
    // Sign-up steps two and three are this call: it works before verification, on the caller's own
    // record only (the request names the caller's id here).
    gate: {
      request: (actor) => ({ body: { id: actor.id, ...UPDATE } }),
      status: 200,
      check: (response, { actor }) => expect(response.json()).toMatchObject({ _id: actor.id, ...UPDATE }),
    },
  },
  deleteVendor: {
    request: (actor, target) => ({ body: { id: target.id, password: actor.password } }),
    owner: {
      status: 200,
      check: async (_response, { actor }) => {
        const again = await login(app(), actor.email, actor.password);
        expect(again.statusCode).toBe(401);
      },
    },
    crossVendor: 404,
    // A vendor may always leave (the case runs on vendors of its own).
    gate: {
      request: (actor) => ({ body: { id: actor.id, password: actor.password } }),
      status: 200,
      check: async (_response, { actor }) =>
        expect((await login(app(), actor.email, actor.password)).statusCode).toBe(401),
    },
  },
  getVendorOrders: {
    // The contract: a `before` that is not one of the caller's orders is a 400 (never a leak).
    request: (_actor, target) => ({ query: { before: target.orderId } }),
    owner: {
      status: 200,
      check: async (response, { actor }) => {
        // The owner's only order is `before`: nothing older, and no next page.
        expect(response.json()).toEqual([]);
        expect(response.headers['x-next-before']).toBeUndefined();
        const all = await call(app(), 'getVendorOrders', { token: actor.accessToken });
        expect(all.json()).toEqual([
          expect.objectContaining({ product: expect.objectContaining({ vendorEmail: actor.email }) }),
        ]);
      },
    },
    crossVendor: 400,
    // Without products there are no orders: the list is empty.
    gate: { request: () => ({}), status: 200, check: (response) => expect(response.json()).toEqual([]) },
  },
  getOrder: {
    request: (_actor, target) => ({ params: { orderId: target.orderId } }),
    owner: {
      status: 200,
      check: (response, { actor }) =>
        expect(response.json()).toMatchObject({ product: expect.objectContaining({ vendorEmail: actor.email }) }),
    },
    // Another vendor's order reads exactly like one that does not exist.
    crossVendor: 404,
    // Before the gate a vendor has no orders: the owner's id is not found for them either.
    gate: { status: 404, check: (response) => expect(response.json().message).toMatch(/\S/) },
  },
  shipOrder: {
    request: (_actor, target) => ({ params: { orderId: target.orderId }, body: { method: 'own-rider' } }),
    owner: {
      status: 200,
      check: async (response, { actor }) => {
        expect(response.json()).toMatchObject({ orderStatus: 'Shipped', product: { vendorEmail: actor.email } });
      },
    },
    // Another vendor's order reads exactly like one that does not exist, and stays Approved.
    crossVendor: 404,
    gate: { status: 404, check: (response) => expect(response.json().code).toBe('NOT_FOUND') },
  },
  deliverOrder: {
    request: async (_actor, target) => ({
      params: { orderId: target.orderId },
      // The right code: only the owner may use it.
      body: { code: await deliveryCodeOf(target.orderId) },
    }),
    owner: {
      status: 200,
      check: async (response) => expect(await orderStatusOf(response.json()._id)).toBe('Delivered'),
    },
    crossVendor: 404,
    gate: { status: 404, check: (response) => expect(response.json().code).toBe('NOT_FOUND') },
  },
  handOverOrder: {
    request: async (_actor, target) => {
      const photo = { field: 'photo', data: await png(), type: 'image/png', name: 'handover.png' };
      const { headers, payload } = await multipart([photo]);
      return { params: { orderId: target.orderId }, headers, body: payload };
    },
    owner: {
      status: 200,
      // Still Shipped: the back office confirms the delivery from the photo.
      check: async (response) => {
        expect(response.json()).toMatchObject({ orderStatus: 'Shipped', handover: { at: expect.any(String) } });
        expect(await orderStatusOf(response.json()._id)).toBe('Shipped');
      },
    },
    // Checked before the photo is read: another vendor's order costs no decoding and stays as it was.
    crossVendor: 404,
    gate: { status: 404, check: refused(/^NOT_FOUND$/) },
  },
  cancelOrder: {
    request: (_actor, target) => ({ params: { orderId: target.orderId }, body: { reason: 'buyer-asked' } }),
    owner: {
      status: 200,
      check: async (response) => expect(await orderStatusOf(response.json()._id)).toBe('Cancelled'),
    },
    crossVendor: 404,
    gate: { status: 404, check: (response) => expect(response.json().code).toBe('NOT_FOUND') },
  },
  returnOrder: {
    request: (_actor, target) => ({ params: { orderId: target.orderId }, body: { reason: 'damaged', amount: 1 } }),
    owner: {
      status: 200,
      check: async (response) => {
        expect(response.json()).toMatchObject({ refunded: 1, orderStatus: 'Delivered' });
        expect(await orderStatusOf(response.json()._id)).toBe('Delivered');
      },
    },
    crossVendor: 404,
    gate: { status: 404, check: (response) => expect(response.json().code).toBe('NOT_FOUND') },
  },
  getOrderTimeline: {
    request: (_actor, target) => ({ params: { orderId: target.orderId } }),
    owner: {
      status: 200,
      check: (response) => expect(response.json()[0]).toMatchObject({ kind: 'Placed' }),
    },
    crossVendor: 404,
    gate: { status: 404, check: (response) => expect(response.json().code).toBe('NOT_FOUND') },
  },
  getOrderCounts: {
    // The owner's one order number as the search: another vendor finds none of it.
    request: (_actor, target) => ({ query: { q: target.orderNumber } }),
    owner: {
      status: 200,
      check: (response) => expect(response.json()).toMatchObject({ all: 1, matching: 1 }),
    },
    crossVendor: 'own-only',
    // Without products there are no orders to count.
    gate: { status: 200, check: (response) => expect(response.json()).toMatchObject({ all: 0, matching: 0 }) },
  },
  getEarnings: {
    request: () => ({}),
    owner: {
      status: 200,
      // The owner's one order is in the figures: one order across the plans.
      check: (response) => {
        const { byPlan } = response.json() as { byPlan: Array<{ orders: number }> };
        expect(byPlan.reduce((sum, plan) => sum + plan.orders, 0)).toBe(1);
      },
    },
    crossVendor: 'own-only',
    // Without products there are no orders: every figure is zero.
    gate: {
      status: 200,
      check: (response) => {
        const { owedTotal, topProducts } = response.json() as { owedTotal: number; topProducts: unknown[] };
        expect(owedTotal).toBe(0);
        expect(topProducts).toEqual([]);
      },
    },
  },
  getPayouts: {
    // The owner's payout reference as the search: another vendor finds none of it.
    request: (_actor, target) => ({ query: { q: target.payoutReference } }),
    owner: {
      status: 200,
      check: (response, { actor }) => {
        const { payouts } = response.json() as { payouts: Array<{ reference: string }> };
        expect(payouts.map((p) => p.reference)).toEqual([(actor as Seller).payoutReference]);
      },
    },
    crossVendor: 'own-only',
    // Nothing collected, nothing paid: an empty panel.
    gate: {
      status: 200,
      check: (response) => expect(response.json()).toMatchObject({ balance: 0, payouts: [], late: [] }),
    },
  },
  getPayout: {
    request: (_actor, target) => ({ params: { payoutId: target.payoutId } }),
    owner: {
      status: 200,
      check: (response, { actor }) =>
        expect(response.json()).toMatchObject({
          reference: (actor as Seller).payoutReference,
          items: [expect.objectContaining({ kind: 'collected', orderNumber: (actor as Seller).orderNumber })],
        }),
    },
    // Another vendor's payout reads exactly like one that does not exist.
    crossVendor: 404,
    gate: { status: 404, check: (response) => expect(response.json().message).toMatch(/\S/) },
  },
  getStatement: {
    request: () => ({ params: { month: THIS_MONTH } }),
    owner: {
      status: 200,
      // The initial payment collected, then paid out: back to nothing.
      check: (response) =>
        expect(response.json()).toMatchObject({
          opening: 0,
          closing: 0,
          entries: [expect.objectContaining({ kind: 'collected' }), expect.objectContaining({ kind: 'payout' })],
        }),
    },
    crossVendor: 'own-only',
    gate: { status: 200, check: (response) => expect(response.json()).toMatchObject({ entries: [] }) },
  },
  getChanges: {
    request: () => ({}),
    owner: { status: 200, check: (response) => expect(response.json().version).toMatch(/\S/) },
    crossVendor: 'own-only',
    // A digest of what the caller may already read; before the gate that is their own record.
    gate: { status: 200, check: (response) => expect(response.json().version).toMatch(/\S/) },
  },
  getAllProducts: {
    request: () => ({}),
    owner: {
      status: 200,
      check: (response, { actor }) => {
        const list = response.json() as Array<{ vendor: string }>;
        expect(list.length).toBeGreaterThan(0);
        for (const product of list) expect(product.vendor).toBe(actor.id);
      },
    },
    crossVendor: 'own-only',
    // Without the gate no product can exist: the list is empty.
    gate: { status: 200, check: (response) => expect(response.json()).toEqual([]) },
  },
  createProduct: {
    // The body names the target as owner: the token's vendor owns it whatever it says.
    request: (_actor, target) => ({ body: { ...PRODUCT, vendor: target.id, vendorEmail: target.email } }),
    owner: {
      status: 201,
      check: async (response, { actor }) => {
        const created = response.json();
        expect(created).toMatchObject({ title: PRODUCT.title, vendor: actor.id, vendorEmail: actor.email });
        expect((await productsOf(actor)).map((product) => product._id)).toContain(created._id);
      },
    },
    crossVendor: 'own-only',
    gate: { status: 403, check: refused(/^(FORBIDDEN|NOT_VERIFIED)$/) },
  },
  updateProduct: {
    request: (_actor, target) => ({ body: { id: target.productId, title: PRODUCT_TITLE } }),
    owner: {
      status: 200,
      check: async (response, { actor }) => {
        expect(response.json()).toMatchObject({ title: PRODUCT_TITLE, vendor: actor.id });
        const stored = (await productsOf(actor)).find((product) => product._id === response.json()._id);
        expect(stored?.title).toBe(PRODUCT_TITLE);
      },
    },
    crossVendor: 404,
    // Without the gate no product of theirs can exist: the owner's id is a 404 like anyone else's.
    gate: { status: 404, check: refused(/^NOT_FOUND$/) },
  },
  deleteProduct: {
    request: (_actor, target) => ({ body: { id: target.productId } }),
    owner: {
      status: 200,
      check: async (_response, { actor }) => {
        const left = (await productsOf(actor)).map((product) => product._id);
        expect(left).not.toContain((actor as Seller).productId);
      },
    },
    crossVendor: 404,
    gate: { status: 404, check: refused(/^NOT_FOUND$/) },
  },
  importProducts: {
    // One row updating the target's product by its id, one creating a product.
    request: (_actor, target) => ({
      body: {
        rows: [
          { row: 2, id: target.productId, ...PRODUCT, title: PRODUCT_TITLE },
          { row: 3, ...PRODUCT },
        ],
      },
    }),
    owner: {
      status: 200,
      check: async (response, { actor }) => {
        const answer = response.json() as { created: number; updated: number; rows: Array<{ id: string }> };
        expect(answer).toMatchObject({ created: 1, updated: 1 });
        expect(answer.rows[0]!.id).toBe((actor as Seller).productId);
        const mine = await productsOf(actor);
        expect(mine.find((product) => product._id === answer.rows[0]!.id)?.title).toBe(PRODUCT_TITLE);
        expect(mine.map((product) => product._id)).toContain(answer.rows[1]!.id);
      },
    },
    // Another vendor's product id is that row's refusal, and nothing of the file is written.
    crossVendor: 400,
    gate: { status: 403, check: refused(/^(FORBIDDEN|NOT_VERIFIED)$/) },
  },
  uploadProductImage: {
    request: async (_actor, target) => {
      const { headers, payload } = await multipart([{ data: await png(), type: 'image/png', name: 'p.png' }]);
      return { params: { productKey: target.productId }, headers, body: payload };
    },
    owner: {
      status: 200,
      check: async (response) => {
        const [image] = response.json().images as Array<{ url: string }>;
        const served = await app().inject({ url: image!.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
      },
    },
    crossVendor: 404,
    gate: { status: 404, check: refused(/^NOT_FOUND$/) },
  },
  deleteProductImage: {
    request: (_actor, target) => ({ params: { productKey: target.productId } }),
    owner: {
      status: 200,
      check: async (response, { actor }) => {
        expect(response.json().images).toEqual([]);
        const product = (await productsOf(actor)).find((entry) => entry._id === (actor as Seller).productId);
        expect(product).toMatchObject({ images: [] });
        // Its files are gone too.
        const served = await app().inject({ url: `/api/images/${(actor as Seller).imageName}` });
        expect(served.statusCode).toBe(404);
      },
    },
    crossVendor: 404,
    gate: { status: 404, check: refused(/^NOT_FOUND$/) },
  },
  subscribePush: {
    // Aimed at the target's endpoint: another vendor never takes over the owner's subscription.
    request: (_actor, target) => ({ body: { endpoint: pushEndpoint(target), keys: testSubscriber().keys } }),
    owner: {
      status: 200,
      check: async (_response, { actor }) => expect(await pushEndpointsOf(actor.id)).toEqual([pushEndpoint(actor)]),
    },
    // The owner's session holds the endpoint: 409 with a sentence, and nothing changes.
    crossVendor: 409,
    // 'Your account is verified' is one of the pings: a vendor may turn them on before the gate.
    gate: {
      status: 200,
      check: async (_response, { actor }) => expect(await pushEndpointsOf(actor.id)).toEqual([pushEndpoint(actor)]),
    },
  },
  unsubscribePush: {
    // Aimed at the target's endpoint: only the caller's own subscription is ever forgotten.
    request: (_actor, target) => ({ body: { endpoint: pushEndpoint(target) } }),
    owner: {
      status: 200,
      check: async (_response, { actor }) => expect(await pushEndpointsOf(actor.id)).toEqual([]),
    },
    crossVendor: 'own-only',
    gate: { status: 200, check: (response) => expect(response.json().message).toMatch(/\S/) },
  },
  sendRegistrationEmail: {
    request: (_actor, target) => ({ body: { BusinessName: 'Kofi Phones', email: target.email } }),
    owner: {
      status: 202,
      check: (_response, { actor, mails }) => expect(mails.map((mail) => mail.to)).toEqual([actor.email.toLowerCase()]),
    },
    crossVendor: 'own-only',
    // Sent right after sign-up step three, before verification: to the caller's own address.
    gate: {
      status: 202,
      check: (_response, { actor, mails }) => expect(mails.map((mail) => mail.to)).toEqual([actor.email.toLowerCase()]),
    },
  },
  sendProductCreatedEmail: {
    request: (_actor, target) => ({
      body: { BusinessName: 'Kofi Phones', email: target.email, title: 'Tecno Spark 20', price: '1499.99' },
    }),
    owner: {
      status: 202,
      check: (_response, { actor, mails }) => {
        expect(mails.map((mail) => mail.to)).toEqual([actor.email.toLowerCase()]);
        expect(mails[0]!.text).toContain('"Tecno Spark 20" (GHS 1,499.99)');
      },
    },
    crossVendor: 'own-only',
    gate: { status: 403, check: refused(/^NOT_VERIFIED$/) },
  },
  getTeam: {
    request: () => ({}),
    owner: {
      status: 200,
      check: (response, { actor }) => {
        const { people } = response.json() as { people: Array<{ _id: string; role: string; you: boolean }> };
        expect(people[0]).toMatchObject({ _id: actor.id, role: 'owner', you: true });
        expect(
          people
            .map((person) => person.role)
            .slice(1)
            .sort(),
        ).toEqual(['attendant', 'manager']);
      },
    },
    crossVendor: 'own-only',
    // Each shop lists its own team, before verification too.
    gate: {
      status: 200,
      check: (response, { actor }) =>
        expect(response.json().people).toEqual([expect.objectContaining({ _id: actor.id, role: 'owner' })]),
    },
  },
  getActivity: {
    // Aimed at the target's owner: another shop's person has no records in the caller's shop.
    request: (_actor, target) => ({ query: { person: target.id } }),
    owner: {
      status: 200,
      check: (response, { actor }) => {
        const { records } = response.json() as { records: Array<{ personId: string; person: string; role: string }> };
        // The world's products and order actions were the owner's writes.
        expect(records.length).toBeGreaterThan(0);
        for (const record of records) expect(record).toMatchObject({ personId: actor.id, person: actor.email });
      },
    },
    crossVendor: 'own-only',
    // Each shop reads its own activity, before verification too: never anyone else's.
    gate: {
      status: 200,
      check: (response, { actor }) => {
        const { records } = response.json() as { records: Array<{ personId: string }> };
        for (const record of records) expect(record.personId).toBe(actor.id);
      },
    },
  },
  invitePerson: {
    // By SMS: no mail leaves, and the number is nobody's login.
    request: () => ({
      body: { phone: `024${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`, role: 'attendant' },
    }),
    owner: {
      status: 201,
      check: (response, { mails }) => {
        expect(response.json()).toMatchObject({ role: 'attendant', email: '' });
        expect(mails).toEqual([]);
      },
    },
    // Into the caller's own shop only.
    crossVendor: 'own-only',
    gate: { status: 201, check: (response) => expect(response.json().role).toBe('attendant') },
  },
  acceptInvite: { public: 'The single-use invitation token sent by SMS or e-mail is the credential.' },
  changePersonRole: {
    // The attendant's own role again: nothing moves, whoever asks.
    request: (_actor, _target, world) => ({ params: { personId: world.attendant.id }, body: { role: 'attendant' } }),
    owner: {
      status: 200,
      check: (response, { mails }) => {
        expect(response.json()).toMatchObject({ role: 'attendant', you: false });
        expect(mails).toEqual([]);
      },
    },
    crossVendor: 404,
    gate: { status: 404, check: refused(/^NOT_FOUND$/) },
  },
  removePerson: {
    request: (_actor, _target, world) => ({ params: { personId: world.attendant.id } }),
    owner: {
      status: 200,
      check: async (_response, { actor }) => {
        const team = await call(app(), 'getTeam', { token: actor.accessToken });
        expect(team.json().people.map((person) => person.role)).toEqual(['owner']);
      },
    },
    crossVendor: 404,
    gate: { status: 404, check: refused(/^NOT_FOUND$/) },
  },
  handOverShop: {
    request: (actor, _target, world) => ({ body: { personId: world.manager.id, currentPassword: actor.password } }),
    owner: {
      status: 200,
      check: async (_response, { actor }) => {
        // Both sign in again: the owner's session ended with the hand-over.
        expect((await call(app(), 'getAllVendors', { token: actor.accessToken })).statusCode).toBe(401);
        expect((await login(app(), actor.email, actor.password)).json()).toMatchObject({ role: 'manager' });
      },
    },
    crossVendor: 404,
    gate: { status: 404, check: refused(/^NOT_FOUND$/) },
  },
};

const secured = operations.filter((operation) => operation.security !== 'public');

/** Who the matrix sends each secured operation as. */
const ACTORS = [
  'no or a forged token',
  'another vendor',
  'a vendor who only registered',
  'a vendor not verified yet',
  'the owner',
  "a manager of the owner's shop",
  "an attendant of the owner's shop",
  "an attendant of another vendor's shop",
];

/** The roles each operation allows, as the contract declares them (docs/product.md, Team). */
const ROLES = new Map(
  Object.values(contract.paths).flatMap((item) =>
    Object.values(item as Record<string, { operationId?: string; 'x-roles'?: string[] }>).flatMap((operation) =>
      operation.operationId ? [[operation.operationId, operation['x-roles']] as const] : [],
    ),
  ),
);

describe('the matrix covers the contract', () => {
  it('knows the roles of every operation a bearer token calls, and only of those', () => {
    for (const operation of operations) {
      const roles = ROLES.get(operation.operationId);
      if (operation.security === 'bearer') {
        expect(roles, operation.operationId).toEqual(expect.arrayContaining(['owner']));
        for (const role of roles!) expect(['owner', 'manager', 'attendant']).toContain(role);
      } else {
        expect(roles, operation.operationId).toBeUndefined();
      }
    }
  });

  it('has a case for every operation, and public ones are exactly those the contract leaves open', () => {
    const ids = operations.map((operation) => operation.operationId).sort();
    expect(Object.keys(CASES).sort()).toEqual(ids);
    const open = operations.filter((operation) => operation.security === 'public').map((o) => o.operationId);
    const declaredPublic = Object.entries(CASES)
      .filter(([, c]) => 'public' in c)
      .map(([id]) => id);
    expect(declaredPublic.sort()).toEqual(open.sort());
  });
});

describe.each(drivers)('per-actor matrix on %s', (driver) => {
  const t = withTestApp(driver, withTempImages);
  let world: World;
  const db = () => t.testDb.database.db;
  /** (operation, actor) pairs sent and checked, and the requests that took. */
  const figures = { cases: 0, requests: 0 };

  beforeAll(async () => {
    app = () => t.app;
    pushEndpointsOf = async (vendorId) =>
      (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.vendorId, vendorId))).map(
        (row) => row.endpoint,
      );
    deliveryCodeOf = async (orderId) =>
      (await db().select().from(orders).where(eq(orders.id, orderId)))[0]?.deliveryCode ?? '0000';
    orderStatusOf = async (orderId) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!.status;
    world = await buildWorld(t);
  });
  afterAll(() => {
    recordFigures('matrix', driver, {
      operations: operations.length,
      secured: secured.length,
      actors: ACTORS.length,
      ...figures,
    });
  });

  /** Sends the request as `token`'s vendor; the answer and the mail its work sent. */
  async function send(operation: Operation, request: Request, token?: string) {
    const sentBefore = t.mailer.sent.length;
    const response = await callAny(t.app, operation.operationId, { ...request, token });
    figures.requests += 1;
    await t.background.settle(5_000);
    return { response, mails: t.mailer.sent.slice(sentBefore) };
  }

  function securedCase(operation: Operation): SecuredCase {
    return CASES[operation.operationId] as SecuredCase;
  }

  it.each(secured.map((o) => [o.operationId, o] as const))('%s: no or a bad token -> 401 first', async (_, op) => {
    const before = await snapshot(db());
    const request = await securedCase(op).request(world.owner, world.owner, world);
    const { cookie: _cookie, ...headers } = request.headers ?? {};
    const cookieless: Request = { ...request, headers };
    const attempts = [
      await send(op, cookieless),
      await send(op, cookieless, 'not-a-jwt'),
      // alg "none" with the owner's id: never accepted.
      await send(
        op,
        cookieless,
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
          JSON.stringify({ sub: world.owner.id, sid: world.owner.id, iat: 1 }),
        ).toString('base64url')}.`,
      ),
    ];
    if (op.bodyTypes.includes('application/json')) {
      // A body that validation would refuse: the missing token is still what is answered.
      attempts.push(await send(op, { ...cookieless, body: { unexpected: 'x'.repeat(5000), id: 42 } }));
      attempts.push(
        await send(op, { ...cookieless, body: '{not json', headers: { 'content-type': 'application/json' } }),
      );
    }
    figures.cases += 1;
    for (const { response, mails } of attempts) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().code).toMatch(/^(UNAUTHORIZED|SESSION_EXPIRED)$/);
      expect(mails).toEqual([]);
    }
    expect(await snapshot(db())).toBe(before);
  });

  it.each(secured.map((o) => [o.operationId, o] as const))(
    "%s: another vendor's token on the owner's records changes nothing and reveals nothing",
    async (_, op) => {
      const c = securedCase(op);
      const { owner, other } = world;
      const before = await snapshot(db());
      const request = await c.request(other, owner, world);
      const token = op.security === 'bearer' ? other.accessToken : undefined;
      const { response, mails } = await send(
        op,
        op.security === 'cookie' ? { headers: { cookie: other.cookie } } : request,
        token,
      );
      figures.cases += 1;
      // Nothing of the owner's may appear in any answer to another vendor.
      for (const secret of [owner.id, owner.email, owner.productId, owner.orderId, owner.imageName]) {
        expect(response.body).not.toContain(secret);
      }
      if (c.crossVendor === 'own-only') {
        expect(response.statusCode, response.body).toBeLessThan(300);
        // Mail went to the caller's own address only.
        for (const message of mails) expect(message.to).toBe(other.email.toLowerCase());
        if (op.operationId === 'createProduct') {
          expect(response.json()).toMatchObject({ vendor: other.id, vendorEmail: other.email });
          await call(t.app, 'deleteProduct', { token: other.accessToken, body: { id: response.json()._id } });
        }
        // A refresh rotated the other vendor's cookie: keep the world's copy current.
        const cookie = response.headers['set-cookie'];
        if (op.security === 'cookie' && cookie) other.cookie = String(cookie).split(';')[0]!;
        // Only the caller's own rows may have changed: the owner's, and everyone else's, are as they were.
        expect(withoutRowsOf(await snapshot(db()), other.id)).toBe(withoutRowsOf(before, other.id));
        return;
      }
      expect(response.statusCode, response.body).toBe(c.crossVendor);
      expect(mails).toEqual([]);
      expect(await snapshot(db())).toBe(before);
    },
  );

  it.each(secured.map((o) => [o.operationId, o] as const))(
    '%s: a vendor not yet allowed to sell is stopped where the gate applies, else reaches only their own',
    async (_, op) => {
      const c = securedCase(op);
      // Leaving deletes the vendor: that case gets vendors of its own, so the world stays whole.
      const actors =
        op.operationId === 'deleteVendor'
          ? [await registerVendor(t.app), await unverifiedVendor(t)]
          : [world.pending, world.unverified];
      for (const actor of actors) {
        const before = await snapshot(db());
        const request = c.gate.request
          ? c.gate.request(actor)
          : await c.request(actor, { ...world.owner, ...actor } as Seller, world);
        const { response, mails } = await send(op, request, op.security === 'bearer' ? actor.accessToken : undefined);
        figures.cases += 1;
        expect(response.statusCode, response.body).toBe(c.gate.status);
        await c.gate.check(response, { actor, mails });
        if (response.statusCode >= 400) expect(await snapshot(db())).toBe(before);
        const cookie = response.headers['set-cookie'];
        if (op.security === 'cookie' && cookie) actor.cookie = String(cookie).split(';')[0]!;
      }
    },
  );

  it.each(secured.map((o) => [o.operationId, o] as const))(
    '%s: the owner succeeds, and it did what it says',
    async (_, op) => {
      const c = securedCase(op);
      // Destructive operations get records of their own, so the world stays whole for the rest.
      let owner: Seller = world.owner;
      if (op.operationId === 'deleteVendor') {
        const fresh = await registerVendor(t.app);
        owner = {
          ...fresh,
          productId: '',
          orderId: '',
          orderNumber: '',
          imageName: '',
          payoutId: '',
          payoutReference: '',
        };
      } else if (op.operationId === 'deleteProduct') {
        owner = { ...owner, productId: (await createProduct(t.app, owner))._id };
      } else if (op.operationId === 'deleteProductImage') {
        const productId = (await createProduct(t.app, owner))._id;
        const upload = await uploadImage(t.app, owner, productId, [
          { data: await png(), type: 'image/png', name: 'p.png' },
        ]);
        owner = { ...owner, productId, imageName: String(upload.json().images[0]?.url).split('/').pop()! };
      } else if (
        op.operationId === 'shipOrder' ||
        op.operationId === 'cancelOrder' ||
        op.operationId === 'deliverOrder' ||
        op.operationId === 'handOverOrder' ||
        op.operationId === 'returnOrder'
      ) {
        // The order actions move an order on for good: each gets a seller of its own (the world's
        // figures stay as they were), its order Shipped to deliver or hand over, and delivered to return.
        owner = await sellerWithRecords(t);
        const fresh = owner.orderId;
        if (['deliverOrder', 'handOverOrder', 'returnOrder'].includes(op.operationId)) {
          const shipped = await call(t.app, 'shipOrder', {
            token: owner.accessToken,
            params: { orderId: fresh },
            body: { method: 'buyer-collects' },
          });
          expect(shipped.statusCode, shipped.body).toBe(200);
        }
        if (op.operationId === 'returnOrder') {
          const delivered = await call(t.app, 'deliverOrder', {
            token: owner.accessToken,
            params: { orderId: fresh },
            body: { code: await deliveryCodeOf(fresh) },
          });
          expect(delivered.statusCode, delivered.body).toBe(200);
        }
      }
      let caseWorld = world;
      if (op.operationId === 'removePerson' || op.operationId === 'handOverShop') {
        // The team operations that change who is in the shop get a shop of their own.
        owner = await sellerWithRecords(t);
        caseWorld =
          op.operationId === 'removePerson'
            ? { ...world, attendant: await teamMember(t, owner, 'attendant') }
            : { ...world, manager: await teamMember(t, owner, 'manager') };
      }
      const { response, mails } = await send(
        op,
        await c.request(owner, owner, caseWorld),
        op.security === 'bearer' ? owner.accessToken : undefined,
      );
      figures.cases += 1;
      expect(response.statusCode, response.body).toBe(c.owner.status);
      await c.owner.check(response, { actor: owner, mails });
      const cookie = response.headers['set-cookie'];
      if (op.security === 'cookie' && cookie) world.owner.cookie = String(cookie).split(';')[0]!;
    },
  );
  it.each(secured.filter((o) => o.security === 'bearer').map((o) => [o.operationId, o] as const))(
    "%s: a manager and an attendant get what their role allows, another shop's attendant no more",
    async (_, op) => {
      const c = securedCase(op);
      const staff = [
        { actor: world.manager, role: 'manager', ownShop: true },
        { actor: world.attendant, role: 'attendant', ownShop: true },
        { actor: world.otherAttendant, role: 'attendant', ownShop: false },
      ];
      const allowed = ROLES.get(op.operationId)!;
      if (op.operationId === 'subscribePush') {
        // The owner's browser holds the endpoint again (an earlier case let it go), as the
        // cross-vendor case had it.
        const held = await call(t.app, 'subscribePush', {
          token: world.owner.accessToken,
          body: { endpoint: pushEndpoint(world.owner), keys: testSubscriber().keys },
        });
        expect(held.statusCode, held.body).toBe(200);
      }
      for (const { actor, role, ownShop } of staff) {
        const before = await snapshot(db());
        // Staff act on the owner's records: their own shop's, or (another shop's attendant) not theirs.
        const request = await c.request(actor, world.owner, world);
        const { response, mails } = await send(op, request, actor.accessToken);
        figures.cases += 1;
        const label = `${role} of ${ownShop ? 'the owner' : 'another'}'s shop: ${response.body.slice(0, 200)}`;
        for (const secret of ownShop ? [] : [world.owner.email, world.owner.orderId, world.owner.imageName]) {
          expect(response.body, label).not.toContain(secret);
        }
        if (!allowed.includes(role)) {
          expect(response.statusCode, label).toBe(403);
          expect(response.json()).toMatchObject({
            code: 'ROLE_NOT_ALLOWED',
            message: `Your role in this shop (${role}) does not allow this. Ask the shop's owner.`,
          });
          expect(mails).toEqual([]);
          expect(await snapshot(db())).toBe(before);
          continue;
        }
        expect(response.statusCode, label).toBeLessThan(500);
        expect([401, 403], label).not.toContain(response.statusCode);
        if (!ownShop && typeof c.crossVendor === 'number') {
          expect(response.statusCode, label).toBe(c.crossVendor);
          expect(await snapshot(db())).toBe(before);
        }
        // Mail from a person's call goes to their shop's own address (or, for an invitation, the invitee).
        for (const message of mails)
          expect(message.to, label).not.toBe(ownShop ? world.other.email : world.owner.email);
      }
    },
  );
});
