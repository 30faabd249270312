// Property-based bad input (fast-check) for every operation of the contract, generated from its
// request schemas: wrong types, missing and extra fields, huge strings, odd Unicode (NUL, lone
// surrogates, right-to-left overrides, emoji), negative, zero and non-finite numbers, malformed ids,
// parameters and JSON. Whatever comes: never a 5xx; a refused request leaves the database byte for
// byte as it was; a 400 about a field names that field. Runs are bounded (RUNS) so the suite stays
// well under a minute per database.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, withTestApp } from '../helpers/app.ts';
import { encodeText, operations, urlOf, type JsonSchema, type Operation } from '../helpers/contract.ts';
import { drivers, snapshot } from '../helpers/databases.ts';
import { PRODUCT, withTempImages } from '../helpers/products.ts';
import { testSubscriber } from '../helpers/push.ts';
import { withNulRefused } from '../../src/http/no-nul.ts';
import { recordFigures } from './figures.ts';
import { buildWorld, type World } from './world.ts';

/** Cases per kind of bad input and operation. */
const RUNS = 8;

/** A valid body per operation that takes a JSON one: each bad input is a change of it. */
function validBody(operation: Operation, world: World): Record<string, unknown> {
  const { owner } = world;
  switch (operation.operationId) {
    case 'login':
    case 'register':
      return { email: 'fuzz@example.com', password: 'a-long-passphrase-9' };
    case 'forgotPasswordToken':
      return { email: 'fuzz@example.com' };
    case 'resetPasswordWithCode':
      // A number without a login: nobody's password changes through the fuzzing.
      return { phone: '055 000 0002', code: '123456', password: 'a-long-passphrase-9' };
    case 'resetVendorPassword':
      return { password: 'a-long-passphrase-9' };
    case 'updateVendor':
      return { id: owner.id, BusinessName: 'Kofi Phones' };
    case 'deleteVendor':
      // A wrong password: the account must survive the fuzzing.
      return { id: owner.id, password: 'not-the-password' };
    case 'createProduct':
      return { ...PRODUCT };
    case 'updateProduct':
      return { id: owner.productId, title: 'Tecno Spark 20' };
    case 'deleteProduct':
      return { id: '00000000-0000-4000-8000-000000000000' };
    case 'importProducts':
      return { rows: [{ row: 2, id: owner.productId, ...PRODUCT }] };
    case 'subscribePush':
      return { endpoint: 'https://push.example.net/send/fuzz', keys: testSubscriber().keys };
    case 'unsubscribePush':
      return { endpoint: 'https://push.example.net/send/fuzz' };
    case 'shipOrder':
      return { method: 'courier', courierName: 'VIP Jeoun', trackingNumber: 'VJ-2231', note: 'Fragile' };
    case 'deliverOrder':
      return { code: '0000' };
    case 'cancelOrder':
      return { reason: 'other', note: 'Shop closed' };
    case 'returnOrder':
      return { reason: 'other', note: 'Box crushed', amount: 150.5 };
    case 'sendRegistrationEmail':
      return { BusinessName: 'Kofi Phones' };
    case 'sendProductCreatedEmail':
      return { BusinessName: 'Kofi Phones', title: 'Tecno Spark 20', price: '1499.99' };
    case 'invitePerson':
      return { phone: '024 412 9876', role: 'attendant' };
    case 'acceptInvite':
      return { password: 'a-long-passphrase-9' };
    case 'handOverShop':
      // A wrong password: the shop must stay its owner's through the fuzzing.
      return { personId: world.manager.id, currentPassword: 'not-the-password' };
    case 'changePersonRole':
      // The attendant's own role: taken, and nothing moves.
      return { role: 'attendant' };
    default:
      throw new Error(`no valid body for ${operation.operationId}: add one`);
  }
}

const ODD_TEXT = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\u202Eevil\u202C',
    '\u200F\u200E\u2066',
    '👩🏾‍💻🇬🇭',
    '\uFEFF',
    '\uFFFF',
    ' ',
    '',
    '../../etc/passwd',
    "'; drop table vendors; --",
    '<script>alert(1)</script>',
    '%00',
    '\r\nSet-Cookie: x=1',
  ),
);

function typeOf(schema: JsonSchema): string {
  if (schema.enum) return 'enum';
  return Array.isArray(schema.type) ? String(schema.type[0]) : String(schema.type ?? 'any');
}

/** Values of another JSON type than the schema's (never accepted, never coerced). */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const all: Array<[string, fc.Arbitrary<unknown>]> = [
    ['string', fc.string({ maxLength: 12 })],
    ['number', fc.double({ noNaN: true, noDefaultInfinity: true })],
    ['boolean', fc.boolean()],
    ['null', fc.constant(null)],
    ['array', fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 })],
    ['object', fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 })],
  ];
  const excluded = type === 'integer' || type === 'number' ? ['number'] : type === 'enum' ? [] : [type];
  const others = all.filter(([name]) => !excluded.includes(name)).map(([, arbitrary]) => arbitrary);
  // An enum's wrong values: any other text, or another type.
  if (type === 'enum') others.push(fc.string({ maxLength: 20 }).filter((s) => !schema.enum!.includes(s)));
  // An integer's wrong values include fractions.
  if (type === 'integer')
    others.push(fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)));
  return fc.oneof(...others);
}

/** Numbers at and past the edges, and texts at and past their limits. */
function edgeValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  if (type === 'number' || type === 'integer') {
    return fc.oneof(
      fc.constantFrom(-1, 0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.001, 2 ** 31, -(2 ** 31) - 1),
      fc.integer({ min: -1_000_000_000, max: -1 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
  }
  if (type === 'string') {
    const max = schema.maxLength ?? 1000;
    return fc.oneof(
      ODD_TEXT,
      fc.constantFrom('x'.repeat(max + 1), 'é'.repeat(max + 1), '😀'.repeat(max), 'y'.repeat(100_000)),
    );
  }
  return ODD_TEXT;
}

/** Path pieces sent as they are (not encoded): broken percent-encoding and encoded tricks. */
const RAW_PATH_PIECES = ['%', '%ZZ', '%ED%A0%80', '%C0%AF', '..%2F..%2Fetc', '%00', '%FF%FE', '%E2%80%AE'];

/** Non-finite numbers cannot be written in JSON: these bodies carry them as raw text. */
const NON_FINITE = ['NaN', 'Infinity', '-Infinity', '1e400', '-1e400', '0x10', '01', '+1', '.5', '1.'];

const MALFORMED_JSON = fc.oneof(
  fc.string({ maxLength: 60 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
  fc.constantFrom(
    '{',
    '{"id":',
    '[',
    '{"a":1}}',
    "{'id':'x'}",
    '{"id":"x",}',
    '\u0000',
    '\uFEFF{}',
    'null',
    '[]',
    '"x"',
    '1',
  ),
);

// What the contract says of an input decides what must happen to it: the contract's schemas as the
// server serves them (with the text rules every text follows, http/no-nul.ts), bodies without type
// coercion, parameters from text as the server reads them. Refused by the contract: a 4xx (a 400
// naming the field for a body), never a 2xx. Taken by it: any answer but a 5xx (the server may still
// refuse, e.g. a wrong password or an id that is not the caller's).
const strict = new Ajv2020({ strict: false, allErrors: true });
const fromText = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true });
addFormats.default(strict);
addFormats.default(fromText);
const verdicts = new Map<string, ValidateFunction>();

function validator(ajv: Ajv2020, key: string, schema: JsonSchema): ValidateFunction {
  let validate = verdicts.get(key);
  if (!validate) {
    validate = ajv.compile(withNulRefused(schema));
    verdicts.set(key, validate);
  }
  return validate;
}

/** True when the contract refuses this body (an object, or raw JSON text as sent). */
function contractRefusesBody(operation: Operation, payload: unknown): boolean {
  if (!operation.jsonBody) return false;
  let body = payload;
  if (typeof payload === 'string') {
    try {
      body = JSON.parse(payload);
    } catch {
      return true;
    }
  }
  return !validator(strict, `${operation.operationId} body`, operation.jsonBody)(body);
}

/** True when the contract refuses this value of a parameter (sent as text). */
function contractRefusesParameter(operation: Operation, name: string, value: string): boolean {
  const parameter = operation.parameters.find((p) => p.name === name)!;
  const schema = { type: 'object', properties: { [name]: parameter.schema }, required: [name] } as JsonSchema;
  return !validator(fromText, `${operation.operationId} ${name}`, schema)({ [name]: value });
}

const figures = { inputs: 0, serverErrors: 0, refused: 0, refusedByContract: 0, acceptedByContract: 0 };

describe.each(drivers)('bad input on %s', (driver) => {
  const t = withTestApp(driver, withTempImages);
  const db = () => t.testDb.database.db;
  let world: World;
  let state: string;

  beforeAll(async () => {
    Object.assign(figures, { inputs: 0, serverErrors: 0, refused: 0, refusedByContract: 0, acceptedByContract: 0 });
    world = await buildWorld(t);
    state = await snapshot(db());
  });
  afterAll(() => recordFigures('bad-input', driver, { operations: operations.length, ...figures }));

  function tokenFor(operation: Operation): Record<string, string> {
    if (operation.security === 'bearer') return bearer(world.owner.accessToken);
    if (operation.security === 'cookie') return { cookie: world.owner.cookie };
    return {};
  }

  function defaultParams(operation: Operation): Record<string, string> {
    const values: Record<string, string> = {};
    for (const p of operation.parameters.filter((p) => p.in === 'path')) {
      values[p.name] =
        p.name === 'productKey'
          ? world.owner.productId
          : p.name === 'name'
            ? world.owner.imageName
            : p.name === 'payoutId'
              ? world.owner.payoutId
              : p.name === 'month'
                ? '2026-01'
                : p.name === 'personId'
                  ? world.attendant.id
                  : // An order id of no order: a body the contract takes is then a 404, and nothing moves.
                    p.name === 'orderId'
                    ? '00000000-0000-4000-8000-000000000000'
                    : 'a'.repeat(43);
    }
    return values;
  }

  /**
   * Sends one input and checks it against what the contract says of it. `field`: the field the
   * input changed, which a 400 must name when the contract refuses the body; `parameterRefused`:
   * the contract's verdict on a changed parameter.
   */
  async function check(
    operation: Operation,
    request: Omit<InjectOptions, 'method'> & { url: string },
    field: string | undefined,
    parameterRefused = false,
  ): Promise<void> {
    figures.inputs += 1;
    const bodyRefused = request.payload !== undefined && contractRefusesBody(operation, request.payload);
    const refusedByContract = bodyRefused || parameterRefused;
    if (refusedByContract) figures.refusedByContract += 1;
    else figures.acceptedByContract += 1;
    const response = await t.app.inject({
      method: operation.method as InjectOptions['method'],
      ...request,
      headers: { ...tokenFor(operation), ...request.headers },
    });
    // JSON, not String(): a body may hold a field called toString.
    const sent = typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload ?? request.url);
    const label = `${operation.operationId} ${sent.slice(0, 200)} -> ${response.body.slice(0, 300)}`;
    if (response.statusCode >= 500) figures.serverErrors += 1;
    expect(response.statusCode, label).toBeLessThan(500);
    if (refusedByContract) {
      // The contract refuses it: taking it would be the bug this suite is here to catch.
      expect(response.statusCode, `the contract refuses it: ${label}`).toBeGreaterThanOrEqual(400);
      if (bodyRefused && !parameterRefused) expect([400, 413], label).toContain(response.statusCode);
    }
    const after = await snapshot(db());
    if (response.statusCode >= 400) {
      figures.refused += 1;
      expect(after, `${operation.operationId} changed the database and answered ${response.statusCode}`).toBe(state);
      const body = response.json();
      expect(typeof body.message).toBe('string');
      expect(body.msg).toBe(body.message);
      // Every 400 to a body the contract refuses names the field it refuses, whatever its code.
      if (bodyRefused && response.statusCode === 400 && field !== undefined) {
        expect(Object.keys(body.fields ?? {}), label).toContain(field);
      }
    } else {
      // Taken, as the contract allows (e.g. odd but valid Unicode in a name): the new state is the baseline.
      state = after;
    }
  }

  const withJsonBody = operations.filter((operation) => operation.jsonBody?.properties);

  it.each(withJsonBody.map((o) => [o.operationId, o] as const))(
    '%s: missing, extra and wrongly typed fields',
    async (_, operation) => {
      const schema = operation.jsonBody!;
      const names = Object.keys(schema.properties!);
      const required = schema.required ?? [];
      const url = urlOf(operation, defaultParams(operation));
      const base = validBody(operation, world);

      for (const name of required) {
        const { [name]: _dropped, ...rest } = base;
        await check(operation, { url, payload: rest }, name);
      }
      await fc.assert(
        fc.asyncProperty(
          fc.string({ minLength: 1, maxLength: 30 }).filter((key) => !names.includes(key) && key !== '__proto__'),
          // A prototype key inside the value is refused by the JSON parser under its own name (http.test.ts).
          fc.jsonValue({ maxDepth: 2 }).filter((value) => !/"(__proto__|constructor)"/.test(JSON.stringify(value))),
          async (key, value) => check(operation, { url, payload: { ...base, [key]: value } }, key),
        ),
        { numRuns: RUNS },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...names).chain((name) => fc.tuple(fc.constant(name), wrongType(schema.properties![name]!))),
          async ([name, value]) => check(operation, { url, payload: { ...base, [name]: value } }, name),
        ),
        { numRuns: RUNS },
      );
    },
  );

  it.each(withJsonBody.map((o) => [o.operationId, o] as const))(
    '%s: huge and odd text, edge and non-finite numbers',
    async (_, operation) => {
      const schema = operation.jsonBody!;
      const names = Object.keys(schema.properties!);
      const url = urlOf(operation, defaultParams(operation));
      const base = validBody(operation, world);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...names).chain((name) => fc.tuple(fc.constant(name), edgeValue(schema.properties![name]!))),
          async ([name, value]) => check(operation, { url, payload: { ...base, [name]: value } }, name),
        ),
        { numRuns: RUNS * 2 },
      );
      const numeric = names.filter((name) => ['number', 'integer'].includes(typeOf(schema.properties![name]!)));
      for (const name of numeric) {
        for (const raw of NON_FINITE) {
          const text = JSON.stringify({ ...base, [name]: 0 }).replace(`"${name}":0`, `"${name}":${raw}`);
          await check(operation, { url, payload: text, headers: { 'content-type': 'application/json' } }, undefined);
        }
      }
    },
  );

  it.each(operations.filter((o) => o.bodyTypes.includes('application/json')).map((o) => [o.operationId, o] as const))(
    '%s: malformed JSON and bodies that are not objects',
    async (_, operation) => {
      const url = urlOf(operation, defaultParams(operation));
      await fc.assert(
        fc.asyncProperty(MALFORMED_JSON, async (text) =>
          check(operation, { url, payload: text, headers: { 'content-type': 'application/json' } }, undefined),
        ),
        { numRuns: RUNS },
      );
    },
  );

  const withParams = operations.filter((o) => o.parameters.length > 0);

  it.each(withParams.map((o) => [o.operationId, o] as const))(
    '%s: malformed ids and parameters',
    async (_, operation) => {
      const body = operation.jsonBody ? { payload: validBody(operation, world) } : {};
      const params = defaultParams(operation);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...operation.parameters),
          fc.oneof(
            ODD_TEXT,
            fc.uuid().map((id) => id.toUpperCase()),
            fc.constantFrom(
              '0',
              '-1',
              '1e3',
              'null',
              'undefined',
              '00000000-0000-0000-0000-000000000000',
              'x'.repeat(201),
            ),
          ),
          async (parameter, value) => {
            const url =
              parameter.in === 'path'
                ? urlOf(operation, { ...params, [parameter.name]: value })
                : parameter.in === 'header'
                  ? urlOf(operation, params)
                  : urlOf(operation, params, `?${parameter.name}=${encodeText(value)}`);
            const headers = parameter.in === 'header' ? { headers: { [parameter.name]: value } } : {};
            // The contract's verdict on the value decides: refused, it must be a 4xx; taken, anything but a 5xx.
            await check(
              operation,
              { url, ...body, ...headers },
              undefined,
              contractRefusesParameter(operation, parameter.name, value),
            );
          },
        ),
        { numRuns: RUNS * 2 },
      );
      for (const parameter of operation.parameters) {
        for (const piece of RAW_PATH_PIECES) {
          if (parameter.in === 'header') {
            // A header's value is sent as it is: these are just odd text there.
            await check(
              operation,
              { url: urlOf(operation, params), ...body, headers: { [parameter.name]: piece } },
              undefined,
            );
            continue;
          }
          const url =
            parameter.in === 'path'
              ? operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
                  name === parameter.name ? piece : encodeURIComponent(params[name]!),
                )
              : urlOf(operation, params, `?${parameter.name}=${piece}`);
          await check(operation, { url, ...body }, undefined);
        }
      }
    },
  );

  it('no input was answered with a 5xx, and some inputs of each verdict were tried', () => {
    expect(figures.serverErrors).toBe(0);
    expect(figures.refusedByContract).toBeGreaterThan(0);
    expect(figures.acceptedByContract).toBeGreaterThan(0);
  });
});

// Every operation with a JSON body must have a valid example above, so none is skipped silently.
describe('bad-input coverage', () => {
  it('knows a valid body for every operation with a JSON body', () => {
    const world = { owner: { id: 'x', productId: 'y' }, manager: { id: 'z' } } as unknown as World;
    for (const operation of operations.filter((o) => o.jsonBody?.properties)) {
      expect(() => validBody(operation, world)).not.toThrow();
    }
  });
});
