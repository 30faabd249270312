// Walks EVERY operation of openapi.yaml: each must be routed (a route miss is a 404 with code
// ROUTE_NOT_FOUND), and every answer must match the response the contract declares for it
// (undeclared statuses are allowed only for 501 NOT_IMPLEMENTED and must carry the Error body).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerVendor, uniqueEmail, type Registered, withTestApp } from './helpers/app.ts';
import {
  call,
  contract,
  errorBodyErrors,
  type JsonSchema,
  type Operation,
  operations,
  responseErrors,
} from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';

function resolve(schema: JsonSchema): JsonSchema {
  const ref = schema.$ref as string | undefined;
  if (!ref) return schema;
  return resolve(contract.components.schemas[ref.split('/').pop()!]!);
}

/** A minimal valid value for a schema (required properties only), for smoke-calling operations. */
function sample(schemaIn: JsonSchema, key: string, me: Registered): unknown {
  const schema = resolve(schemaIn);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sample(properties[name]!, name, me)]));
    }
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1));
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return uniqueEmail('contract');
      if (key === 'id') return me.id;
      return 'x'.repeat(Math.max(8, Number(schema.minLength ?? 0)));
    default:
      return null;
  }
}

function urlOf(op: Operation): string {
  return op.path.replace(/\{[^}]+\}/g, () => randomUUID());
}

// Operations routed before they are implemented (they answer 501 until then); every other one must
// not. Each leaves this set with its handler.
const NOT_YET_IMPLEMENTED = new Set<string>([]);

/**
 * The one status each smoke call must get: the sample request above, sent by a vendor who has only
 * registered (not allowed to sell yet) with made-up ids. Any other declared status is a wrong answer.
 */
const EXPECTED: Record<string, { status: number; why: string }> = {
  getHealth: { status: 200, why: 'alive' },
  login: { status: 400, why: 'the sample gives only the password: an e-mail or a phone number is required' },
  register: { status: 400, why: "a repeated-character password ('xxxxxxxx') is refused" },
  refresh: { status: 200, why: "the vendor's own refresh cookie" },
  forgotPasswordToken: { status: 400, why: 'the sample gives neither an e-mail nor a phone number' },
  resetVendorPassword: { status: 400, why: 'a made-up reset token' },
  resetPasswordWithCode: { status: 400, why: 'a made-up phone number and code' },
  confirmEmail: { status: 400, why: 'a made-up confirmation token' },
  getAllVendors: { status: 200, why: 'their own record' },
  getChanges: { status: 200, why: 'their own version' },
  updateVendor: { status: 200, why: 'their own record, nothing that needs the current password' },
  getVendorOrders: { status: 200, why: 'their own, empty list' },
  getOrderCounts: { status: 200, why: 'their own counts, all zero' },
  getOrder: { status: 404, why: 'a made-up order id' },
  shipOrder: { status: 404, why: 'a made-up order id' },
  deliverOrder: { status: 400, why: "a sample code ('xxxxxxxx') that is no 4 digits" },
  handOverOrder: { status: 400, why: 'no multipart body' },
  cancelOrder: { status: 404, why: 'a made-up order id' },
  returnOrder: { status: 404, why: 'a made-up order id' },
  getOrderTimeline: { status: 404, why: 'a made-up order id' },
  getEarnings: { status: 200, why: 'their own figures' },
  getPayouts: { status: 200, why: 'their own, empty payouts' },
  getPayout: { status: 404, why: 'a made-up payout id' },
  getStatement: { status: 400, why: 'no month given' },
  getAllProducts: { status: 200, why: 'their own, empty list' },
  createProduct: { status: 403, why: 'sign-up not completed: not allowed to sell' },
  updateProduct: { status: 404, why: 'a made-up product id' },
  deleteProduct: { status: 404, why: 'a made-up product id' },
  importProducts: { status: 400, why: 'rows that are no list' },
  getPushKey: { status: 200, why: 'public' },
  subscribePush: { status: 400, why: 'an endpoint that is no address' },
  unsubscribePush: { status: 400, why: 'an endpoint that is no address' },
  uploadProductImage: { status: 400, why: 'no multipart body' },
  deleteProductImage: { status: 404, why: 'a made-up product id' },
  getProductImage: { status: 400, why: 'a name that is no image name' },
  sendRegistrationEmail: { status: 202, why: "sent to the caller's own address" },
  sendProductCreatedEmail: { status: 400, why: "a price that is no amount ('xxxxxxxx')" },
  logout: { status: 200, why: 'their own session' },
  deleteVendor: { status: 400, why: 'a wrong current password' },
  getTeam: { status: 200, why: 'their own team: themselves, the owner' },
  invitePerson: { status: 400, why: 'neither an e-mail address nor a phone number' },
  acceptInvite: { status: 400, why: 'a made-up invitation token' },
  handOverShop: { status: 400, why: "a person id ('xxxxxxxx') that is no id" },
  changePersonRole: { status: 404, why: 'a made-up person id' },
  removePerson: { status: 404, why: 'a made-up person id' },
  getActivity: { status: 200, why: "their own shop's activity, which the contract walk's writes filled" },
};

// Destructive operations run last so the others keep a live vendor and session.
const LAST = ['logout', 'deleteVendor'];
const ordered = [...operations].sort((a, b) => LAST.indexOf(a.operationId) - LAST.indexOf(b.operationId));

describe.each(drivers)('the contract on %s', (driver) => {
  const t = withTestApp(driver);
  let me: Registered;

  beforeAll(async () => {
    me = await registerVendor(t.app);
  });

  it('has operations to walk, each with its own operationId', () => {
    // The seventeen calls of docs/product.md, The calls the portal makes, plus the health check,
    // the product images, the one poll that stands for the lists (getChanges), the link that
    // confirms a new e-mail address (confirmEmail), one order by id (getOrder), the Earnings
    // figures (getEarnings), the CSV import (importProducts), this device's push subscription
    // (getPushKey, subscribePush, unsubscribePush), the counts of a search of Your Orders
    // (getOrderCounts), removing a product's picture (deleteProductImage), the Payouts panel
    // (getPayouts, getPayout, getStatement) and the order actions with their timeline (shipOrder,
    // deliverOrder, handOverOrder, cancelOrder, returnOrder, getOrderTimeline), the shop's team
    // (getTeam, invitePerson, acceptInvite, handOverShop, changePersonRole, removePerson), the
    // password reset by a texted code (resetPasswordWithCode) and the shop's Activity (getActivity).
    expect(operations).toHaveLength(46);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
  });

  it('expects one status of every operation, declared by the contract', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(operations.map((op) => op.operationId).sort());
    for (const op of operations)
      expect(Object.keys(op.responses), op.operationId).toContain(String(EXPECTED[op.operationId]!.status));
  });

  it('declares the Error body for every error response', () => {
    for (const op of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        expect(response.content?.['application/json']?.schema, `${op.operationId} ${status}`).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
    }
  });

  it.each(ordered.map((op) => [op.operationId, op] as const))(
    'routes %s and answers the one status expected, as declared',
    async (_id, op) => {
      const headers: Record<string, string> = {};
      const schemes = op.requirements.flatMap((s) => Object.keys(s));
      if (schemes.includes('bearerAuth')) Object.assign(headers, bearer(me.accessToken));
      if (schemes.includes('refreshCookie')) headers.cookie = me.cookie;

      let payload: string | undefined;
      const json = op.requestBody?.content['application/json']?.schema;
      if (json) {
        payload = JSON.stringify(sample(json, '', me));
        headers['content-type'] = 'application/json';
      }

      const response = await t.app.inject({
        method: op.method as 'GET',
        url: urlOf(op),
        headers,
        ...(payload ? { payload } : {}),
      });
      const body = response.body === '' ? '' : response.json();
      const label = `${op.method} ${op.path} -> ${response.statusCode} ${response.body.slice(0, 200)}`;

      expect(response.statusCode === 404 && body.code === 'ROUTE_NOT_FOUND', label).toBe(false);
      expect(response.statusCode >= 500 && response.statusCode !== 501, label).toBe(false);
      if (!NOT_YET_IMPLEMENTED.has(op.operationId)) expect(response.statusCode, label).not.toBe(501);

      const problems = responseErrors(op.operationId, response.statusCode, body);
      if (problems === undefined) {
        // Not declared: only the temporary 501 of operations that later issues implement.
        expect(response.statusCode, label).toBe(501);
        expect(errorBodyErrors(body), label).toEqual([]);
      } else {
        expect(problems, label).toEqual([]);
        const expected = EXPECTED[op.operationId]!;
        expect(response.statusCode, `${label} (expected: ${expected.why})`).toBe(expected.status);
      }
    },
  );

  it('declares and sends 304 for an unchanged list poll', async () => {
    const first = await call(t.app, 'getAllVendors', { token: me.accessToken });
    const second = await call(t.app, 'getAllVendors', {
      token: me.accessToken,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(second.statusCode).toBe(304);
    expect(responseErrors('getAllVendors', 304, second.body)).toEqual([]);
  });
});
