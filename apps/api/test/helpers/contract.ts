// The contract, loaded once, for every api test: its operations (as the contract walk, the
// security suites and the bad-input generators read them), a validator for responses against its
// schemas, and `call`/`pathOf`, which make a request from an operationId so that no test types
// an operation's URL by hand. OpenAPI 3.1 schemas are JSON Schema 2020-12, hence Ajv2020; the
// whole document is registered so the contract's own $refs (#/components/...) resolve.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { components, operations as ContractOperations } from '@sika/api-client/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { parse } from 'yaml';
import { CONTRACT_PATH } from '../../src/app.ts';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  $ref?: string;
  [key: string]: unknown;
};

/** How a caller proves who it is: the access token, the refresh cookie, or not at all. */
export type Security = 'bearer' | 'cookie' | 'public';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** Resolved: no $ref left. */
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  method: string;
  /** As written in the contract, e.g. `/api/upload/{productKey}`. */
  path: string;
  security: Security;
  /** The security requirements as written (the document's default when the operation has none). */
  requirements: Array<Record<string, unknown>>;
  parameters: Parameter[];
  /** As written: its schemas keep their $refs. */
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  /** The JSON body's schema, resolved; undefined when the operation takes no JSON body. */
  jsonBody: JsonSchema | undefined;
  /** Every content type the body may come in. */
  bodyTypes: string[];
  /** By status; a response given by $ref is the one it names (its schemas keep their $refs). */
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const DOC_ID = 'https://sika.test/openapi.json';

export const contract = parse(readFileSync(CONTRACT_PATH, 'utf8')) as {
  info: { version: string };
  security: Array<Record<string, unknown>>;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, unknown> };
};

function target(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], contract);
}

/** The node a $ref points to (followed until it is no reference); anything else as it is. */
function deref<T>(node: T): T {
  const ref = (node as { $ref?: string }).$ref;
  return ref ? deref(target(ref) as T) : node;
}

/** A copy of `schema` with every reference, however deep, replaced by its target. */
export function resolve(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema)) return schema.map((item) => resolve(item as JsonSchema)) as unknown as JsonSchema;
  if (typeof schema !== 'object' || schema === null) return schema;
  if (typeof schema.$ref === 'string') return resolve(target(schema.$ref) as JsonSchema);
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, resolve(value as JsonSchema)]),
  ) as JsonSchema;
}

function securityOf(requirements: Array<Record<string, unknown>>): Security {
  const names = requirements.flatMap((requirement) => Object.keys(requirement));
  if (names.includes('bearerAuth')) return 'bearer';
  if (names.includes('refreshCookie')) return 'cookie';
  return 'public';
}

/** Every operation of the contract, in the order it lists them: a new one is in every walk. */
export const operations: Operation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]): Operation => {
      const requestBody = op.requestBody as Operation['requestBody'];
      const json = requestBody?.content['application/json']?.schema;
      const requirements = (op.security as Operation['requirements'] | undefined) ?? contract.security;
      return {
        operationId: op.operationId as string,
        method: method.toUpperCase(),
        path,
        security: securityOf(requirements),
        requirements,
        // A parameter may be given by $ref (components/parameters, e.g. Idempotency-Key).
        parameters: ((op.parameters as Parameter[] | undefined) ?? []).map(deref).map((p) => ({
          ...p,
          required: p.required === true,
          schema: resolve(p.schema),
        })),
        requestBody,
        jsonBody: json ? resolve(json) : undefined,
        bodyTypes: Object.keys(requestBody?.content ?? {}),
        responses: Object.fromEntries(
          Object.entries(op.responses as Record<string, unknown>).map(([status, response]) => [
            status,
            deref(response),
          ]),
        ) as Operation['responses'],
      };
    }),
);

export function operation(operationId: string): Operation {
  const found = operations.find((op) => op.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in the contract`);
  return found;
}

/** Percent-encodes any text, lone surrogates included (as the UTF-8 of U+FFFD, like a browser). */
export function encodeText(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** The contract path with its parameters filled in (encoded), then `query` as given. */
export function urlOf(op: Operation, params: Record<string, string> = {}, query = ''): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeText(params[name] ?? ''));
  return `${path}${query}`;
}

/** A query string, `?` included, from values (undefined ones left out); '' when there are none. */
function queryString(query: Record<string, string | number | undefined> | undefined): string {
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  return entries.length === 0
    ? ''
    : `?${new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
}

/**
 * The URL of an operation, path parameters filled in and encoded: for a request to a real server
 * (fetch), where `call` cannot go.
 */
export function pathOf(
  operationId: OperationId,
  params: Record<string, string> = {},
  query?: Record<string, string | number | undefined>,
): string {
  return urlOf(operation(operationId), params, queryString(query));
}

/** Every operationId of the contract: a misspelt one does not compile. */
export type OperationId = keyof ContractOperations;

type PathParams<Op extends OperationId> = ContractOperations[Op]['parameters'] extends { path: infer P }
  ? [P] extends [never | undefined]
    ? Record<string, string>
    : { [K in keyof P]: string }
  : Record<string, string>;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The JSON body an operation answers with on success (unknown where it has none). */
export type AnswerOf<Op extends OperationId> = {
  [S in keyof ContractOperations[Op]['responses'] & SuccessStatus]: ContractOperations[Op]['responses'][S] extends {
    content: { 'application/json': infer Body };
  }
    ? Body
    : unknown;
}[keyof ContractOperations[Op]['responses'] & SuccessStatus];

/**
 * An answer whose `json()` is typed as the operation's success body, with the Error body's fields
 * beside it: a test reads `code` or `fields` of a refusal, and the contract's fields of a success,
 * without casts. A test that wants another shape still says so: `json<T>()`.
 */
export type Answer<Op extends OperationId> = Omit<LightMyRequestResponse, 'json'> & {
  json<T = AnswerOf<Op> & Partial<components['schemas']['Error']>>(): T;
};

export interface CallOptions<Op extends OperationId = OperationId> {
  /** An access token, sent as `Authorization: Bearer`. */
  token?: string;
  /**
   * The payload: an object is sent as JSON; a string or Buffer as it is (give its content-type).
   * Not typed from the contract on purpose: the refusal suites send what the contract forbids.
   */
  body?: unknown;
  /** The path's parameters, named as in the contract, e.g. `{ token }` for resetVendorPassword; encoded on the way. */
  params?: PathParams<Op>;
  /** The query: values (undefined ones left out), or a string from `?` on, sent as written. */
  query?: Record<string, string | number | undefined> | string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** Another method on the operation's path, to ask what the server does with it. */
  method?: string;
  /** The caller's address, for what is counted per address. */
  remoteAddress?: string;
}

/**
 * Calls an operation by its operationId, the method and path taken from the contract:
 * `call(app, 'updateProduct', { token, body })`. The operationId and the path's parameter names
 * are checked when the tests compile, and the answer's `json()` is typed from the contract.
 * The contract walks, which go through every operation by name at run time, use `callAny`.
 */
export function call<Op extends OperationId>(
  app: FastifyInstance,
  operationId: Op,
  options: CallOptions<Op> = {},
): Promise<Answer<Op>> {
  return callAny(app, operationId, options as CallOptions);
}

/** `call` for an operationId known only at run time (a walk over `operations`). */
export function callAny(
  app: FastifyInstance,
  operationId: string,
  options: Omit<CallOptions, 'params'> & { params?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const op = operation(operationId);
  const headers = {
    ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    ...options.headers,
  };
  return app.inject({
    method: (options.method ?? op.method) as 'GET',
    url: urlOf(op, options.params, typeof options.query === 'string' ? options.query : queryString(options.query)),
    headers,
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as string }),
  });
}

/** Logs in through the api; the answer as it came (a test checks its status). */
export function login(app: FastifyInstance, email: string, password: string): Promise<LightMyRequestResponse> {
  return call(app, 'login', { body: { email, password } });
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
// Only the components are a schema; response schemas point into them with #/components/...
ajv.addSchema({ $id: DOC_ID, components: contract.components });

const validators = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: JsonSchema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    // Point the contract's local refs into the registered components.
    const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${DOC_ID}#/`)) as JsonSchema;
    validate = ajv.compile(rewritten);
    validators.set(key, validate);
  }
  return validate;
}

function explain(validate: ValidateFunction): string[] {
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`.trim());
}

/**
 * Problems of `body` against the operation's declared response for `status`: [] when it
 * matches, undefined when the contract declares no such status for the operation.
 */
export function responseErrors(operationId: string, status: number, body: unknown): string[] | undefined {
  const declared = operation(operationId).responses[String(status)];
  if (!declared) return undefined;
  const schema = declared.content?.['application/json']?.schema;
  if (!schema) return body === '' || body === undefined ? [] : ['a body where the contract declares none'];
  const validate = validatorFor(`${operationId} ${status}`, schema);
  return validate(body) ? [] : explain(validate);
}

export function errorBodyErrors(body: unknown): string[] {
  const validate = validatorFor('Error', contract.components.schemas.Error!);
  return validate(body) ? [] : explain(validate);
}
