// The per-actor matrix (OWASP API1:2023 broken object-level authorisation, API5 function-level):
// every operation of openapi.yaml against every actor. No token -> 401 (also with a bad body: the
// token is checked first); another vendor's token aimed at the owner's records -> 404 (or what the
// contract says for that operation) with the database unchanged; a vendor not yet allowed to sell
// -> 403 where the gate applies; the owner -> success. An operation without a case fails the suite.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerVendor, type Registered, withTestApp } from '../helpers/app.ts';
import { drivers, snapshot } from '../helpers/databases.ts';
import { multipart, png } from '../helpers/images.ts';
import { createProduct, PRODUCT, withTempImages } from '../helpers/products.ts';
import { operations, type Operation } from '../helpers/contract.ts';
import { buildWorld, type Seller, type World } from './world.ts';

type Request = Omit<InjectOptions, 'method' | 'url'> & { url?: string; query?: string };

interface SecuredCase {
  /** The request of `actor` aimed at `target`'s records (actor === target for the owner). */
  request: (actor: Registered, target: Seller, world: World) => Promise<Request> | Request;
  /** The owner's success status. */
  owner: number;
  /**
   * Another vendor's token with the owner's ids: the status, or 'own-only' for lists and mail
   * (success, but only the caller's own data / own address).
   */
  crossVendor: number | 'own-only';
  /** Status for a vendor not allowed to sell yet (pending and unverified), or why no gate applies. */
  gate: number | string;
}

type Case = SecuredCase | { public: string };

const UPDATE = { BusinessName: 'Renamed by matrix' };

const CASES: Record<string, Case> = {
  getHealth: { public: 'Liveness probe for load balancers; answers only {status}.' },
  login: { public: 'Starts a session from e-mail and password; throttled per account and address.' },
  register: { public: 'Creates a vendor (sign-up step one); throttled per address.' },
  logout: { public: 'Ends the session of the presented refresh cookie, if any; no cookie, nothing to end.' },
  forgotPasswordToken: { public: 'Same answer for every address; the link only goes to the address itself.' },
  resetVendorPassword: { public: 'The mailed single-use token in the path is the credential.' },
  getProductImage: { public: 'Images appear in <img> tags; names are server-chosen and unguessable.' },
  refresh: {
    // Secured by the refresh cookie, not a bearer token: no cookie -> 401 below.
    request: (actor) => ({ headers: { cookie: actor.cookie } }),
    owner: 200,
    crossVendor: 'own-only',
    gate: 'A session of its own is all it gives: no records are involved.',
  },
  getAllVendors: {
    request: () => ({}),
    owner: 200,
    crossVendor: 'own-only',
    gate: 'Each vendor reads its own record.',
  },
  updateVendor: {
    request: (_actor, target) => ({ payload: { id: target.id, ...UPDATE } }),
    owner: 200,
    crossVendor: 404,
    gate: 'Sign-up steps two and three are this call: it must work before verification.',
  },
  deleteVendor: {
    request: (actor, target) => ({ payload: { id: target.id, password: actor.password } }),
    owner: 200,
    crossVendor: 404,
    gate: 'A vendor may always leave.',
  },
  getVendorOrders: {
    // The contract: a `before` that is not one of the caller's orders is a 400 (never a leak).
    request: (_actor, target) => ({ query: `?before=${target.orderId}` }),
    owner: 200,
    crossVendor: 400,
    gate: 'Without products there are no orders: the list is empty.',
  },
  getChanges: {
    request: () => ({}),
    owner: 200,
    crossVendor: 'own-only',
    gate: 'A digest of what the caller may already read; before the gate that is their own record.',
  },
  getAllProducts: {
    request: () => ({}),
    owner: 200,
    crossVendor: 'own-only',
    gate: 'Without the gate no product can exist: the list is empty.',
  },
  createProduct: {
    // The body names the target as owner: the token's vendor owns it whatever it says.
    request: (_actor, target) => ({ payload: { ...PRODUCT, vendor: target.id, vendorEmail: target.email } }),
    owner: 201,
    crossVendor: 'own-only',
    gate: 403,
  },
  updateProduct: {
    request: (_actor, target) => ({ payload: { id: target.productId, title: 'Renamed by matrix' } }),
    owner: 200,
    crossVendor: 404,
    gate: 'Without the gate no product of theirs can exist (404 for anyone else’s).',
  },
  deleteProduct: {
    request: (_actor, target) => ({ payload: { id: target.productId } }),
    owner: 200,
    crossVendor: 404,
    gate: 'Without the gate no product of theirs can exist (404 for anyone else’s).',
  },
  uploadProductImage: {
    request: async (_actor, target) => {
      const { headers, payload } = await multipart([{ data: await png(), type: 'image/png', name: 'p.png' }]);
      return { url: `/api/upload/${target.productId}`, headers, payload };
    },
    owner: 200,
    crossVendor: 404,
    gate: 'Without the gate no product of theirs can exist (404 for anyone else’s).',
  },
  sendRegistrationEmail: {
    request: (_actor, target) => ({ payload: { BusinessName: 'Kofi Phones', email: target.email } }),
    owner: 202,
    crossVendor: 'own-only',
    gate: 'Sent right after sign-up step three, before verification.',
  },
  sendProductCreatedEmail: {
    request: (_actor, target) => ({
      payload: { BusinessName: 'Kofi Phones', email: target.email, title: 'Tecno Spark 20', price: '1499.99' },
    }),
    owner: 202,
    crossVendor: 'own-only',
    gate: 403,
  },
};

const secured = operations.filter((operation) => operation.security !== 'public');

/** Figures for the README: printed once per database. */
const figures = { checks: 0 };

describe('the matrix covers the contract', () => {
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

  beforeAll(async () => {
    figures.checks = 0;
    world = await buildWorld(t);
  });
  afterAll(() => {
    console.info(
      `security matrix on ${driver}: ${operations.length} operations (${secured.length} secured) x 5 actors, ${figures.checks} checks`,
    );
  });

  async function send(operation: Operation, request: Request, token?: string) {
    const { url, query, headers, ...rest } = request;
    return t.app.inject({
      method: operation.method as InjectOptions['method'],
      url: url ?? `${operation.path}${query ?? ''}`,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
      ...rest,
    });
  }

  function securedCase(operation: Operation): SecuredCase {
    return CASES[operation.operationId] as SecuredCase;
  }

  it.each(secured.map((o) => [o.operationId, o] as const))('%s: no or a bad token -> 401 first', async (_, op) => {
    const before = await snapshot(db());
    const request = await securedCase(op).request(world.owner, world.owner, world);
    const cookieless = { ...request, headers: { ...request.headers, cookie: undefined } } as Request;
    delete (cookieless.headers as Record<string, unknown>).cookie;
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
      attempts.push(await send(op, { payload: { unexpected: 'x'.repeat(5000), id: 42 } }));
      attempts.push(
        await send(op, { payload: '{not json', headers: { 'content-type': 'application/json' } } as Request),
      );
    }
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().code).toMatch(/^(UNAUTHORIZED|SESSION_EXPIRED)$/);
      figures.checks += 1;
    }
    expect(await snapshot(db())).toBe(before);
  });

  it.each(secured.map((o) => [o.operationId, o] as const))(
    "%s: another vendor's token on the owner's records changes nothing and reveals nothing",
    async (_, op) => {
      const c = securedCase(op);
      const { owner, other } = world;
      const before = await snapshot(db());
      const mailsBefore = t.mailer.sent.length;
      const request = await c.request(other, owner, world);
      const token = op.security === 'bearer' ? other.accessToken : undefined;
      const response = await send(
        op,
        op.security === 'cookie' ? { headers: { cookie: other.cookie } } : request,
        token,
      );
      figures.checks += 1;
      // Nothing of the owner's may appear in any answer to another vendor.
      for (const secret of [owner.id, owner.email, owner.productId, owner.orderId, owner.imageName]) {
        expect(response.body).not.toContain(secret);
      }
      if (c.crossVendor === 'own-only') {
        expect(response.statusCode, response.body).toBeLessThan(300);
        // Mail went to the caller's own address only.
        for (const message of t.mailer.sent.slice(mailsBefore)) expect(message.to).toBe(other.email.toLowerCase());
        if (op.operationId === 'createProduct') {
          expect(response.json()).toMatchObject({ vendor: other.id, vendorEmail: other.email });
          await t.app.inject({
            method: 'DELETE',
            url: '/api/products/delete',
            headers: bearer(other.accessToken),
            payload: { id: response.json()._id },
          });
        }
        // A refresh rotated the other vendor's cookie: keep the world's copy current.
        const cookie = response.headers['set-cookie'];
        if (op.security === 'cookie' && cookie) other.cookie = String(cookie).split(';')[0]!;
        return;
      }
      expect(response.statusCode, response.body).toBe(c.crossVendor);
      expect(await snapshot(db())).toBe(before);
    },
  );

  it.each(secured.map((o) => [o.operationId, o] as const))(
    '%s: a vendor not yet allowed to sell is stopped where the gate applies',
    async (_, op) => {
      const c = securedCase(op);
      if (typeof c.gate === 'string') {
        expect(c.gate.length).toBeGreaterThan(10);
        return;
      }
      for (const actor of [world.pending, world.unverified]) {
        const before = await snapshot(db());
        const request = await c.request(actor, { ...world.owner, ...actor } as Seller, world);
        const response = await send(op, request, actor.accessToken);
        figures.checks += 1;
        expect(response.statusCode, response.body).toBe(c.gate);
        expect(response.json().code).toMatch(/^(FORBIDDEN|NOT_VERIFIED)$/);
        expect(await snapshot(db())).toBe(before);
      }
    },
  );

  it.each(secured.map((o) => [o.operationId, o] as const))('%s: the owner succeeds', async (_, op) => {
    const c = securedCase(op);
    // Destructive operations get records of their own, so the world stays whole for the rest.
    let owner: Seller = world.owner;
    if (op.operationId === 'deleteVendor') {
      const fresh = await registerVendor(t.app);
      owner = { ...fresh, productId: '', orderId: '', imageName: '' };
    } else if (op.operationId === 'deleteProduct') {
      owner = { ...owner, productId: (await createProduct(t.app, owner))._id };
    }
    const response = await send(op, await c.request(owner, owner, world), owner.accessToken);
    figures.checks += 1;
    expect(response.statusCode, response.body).toBe(c.owner);
    const cookie = response.headers['set-cookie'];
    if (op.security === 'cookie' && cookie) world.owner.cookie = String(cookie).split(';')[0]!;
  });
});
