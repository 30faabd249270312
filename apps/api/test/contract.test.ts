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
    // (getPushKey, subscribePush, unsubscribePush) and the counts of a search of Your Orders
    // (getOrderCounts).
    expect(operations).toHaveLength(28);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
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

  it.each(ordered.map((op) => [op.operationId, op] as const))('routes %s and answers as declared', async (_id, op) => {
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
    }
  });

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
