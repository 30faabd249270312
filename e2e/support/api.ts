// The api as a journey reaches it outside the page: by operationId, with the method and path read
// from the contract (openapi.yaml), so that no journey types an `/api/...` URL by hand. The
// operationId, the path's parameter names and the answer's JSON are typed from the contract too.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import type { components, operations } from '@sika/api-client/contract';
import { parse } from 'yaml';

/** Every operationId of the contract: a misspelt one does not compile. */
export type OperationId = keyof operations;

type PathParams<Op extends OperationId> = operations[Op]['parameters'] extends { path: infer P }
  ? [P] extends [never | undefined]
    ? never
    : { [K in keyof P]: string }
  : never;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The JSON body an operation answers with on success. */
export type AnswerOf<Op extends OperationId> = {
  [S in keyof operations[Op]['responses'] & SuccessStatus]: operations[Op]['responses'][S] extends {
    content: { 'application/json': infer Body };
  }
    ? Body
    : unknown;
}[keyof operations[Op]['responses'] & SuccessStatus];

/** An answer whose `json()` is the operation's success body (a journey checks `status()` first). */
export type ApiAnswer<Op extends OperationId> = Omit<APIResponse, 'json'> & { json(): Promise<AnswerOf<Op>> };

export interface ApiCallOptions<Op extends OperationId> {
  /** An access token, sent as `Authorization: Bearer`. */
  token?: string;
  headers?: Record<string, string>;
  /** The path's parameters, named as in the contract; encoded on the way. */
  params?: PathParams<Op>;
  query?: Record<string, string | number | undefined>;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body (an upload), as Playwright takes it. */
  multipart?: Parameters<APIRequestContext['post']>[1] extends infer O
    ? O extends { multipart?: infer M }
      ? M
      : never
    : never;
}

const contract = parse(readFileSync(fileURLToPath(import.meta.resolve('@sika/api-client/openapi.yaml')), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Method and path template of each operation, as the contract lists them. */
const routes = new Map(
  Object.entries(contract.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]?.operationId).map(
      (method) => [item[method]!.operationId!, { method, path }] as const,
    ),
  ),
);

function routeOf(operationId: OperationId) {
  const route = routes.get(operationId);
  if (!route) throw new Error(`no operation ${operationId} in the contract`);
  return route;
}

/**
 * The path of an operation, its parameters filled in and encoded, with `query` after it: for
 * `fetch` inside the page, and for telling which request a response answers.
 */
export function apiPath<Op extends OperationId>(
  operationId: Op,
  ...[params, query]: PathParams<Op> extends never
    ? [params?: undefined, query?: ApiCallOptions<Op>['query']]
    : [params: PathParams<Op>, query?: ApiCallOptions<Op>['query']]
): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = routeOf(operationId).path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`;
}

/**
 * Calls an operation by its operationId through Playwright's request context:
 * `apiCall(request, 'getVendorOrders', { token })`.
 */
export function apiCall<Op extends OperationId>(
  request: APIRequestContext,
  operationId: Op,
  options: ApiCallOptions<Op> = {},
): Promise<ApiAnswer<Op>> {
  const { method } = routeOf(operationId);
  const url = (apiPath as (op: OperationId, params?: object, query?: object) => string)(
    operationId,
    options.params,
    options.query,
  );
  const headers = {
    ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    ...options.headers,
  };
  return request[method](url, {
    headers,
    ...(options.body === undefined ? {} : { data: options.body }),
    ...(options.multipart === undefined ? {} : { multipart: options.multipart }),
  }) as Promise<ApiAnswer<Op>>;
}

/** Logs in through the api: the access token (the login must succeed). */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await apiCall(request, 'login', { body: { email, password } });
  if (login.status() !== 200) throw new Error(`login of ${email} answered ${login.status()}: ${await login.text()}`);
  return (await login.json()).accessToken;
}

/** A product as a vendor adds it (createProduct's body). */
export type NewProduct = components['schemas']['ProductInput'];

/**
 * Adds a product through the api (createProduct), as `options` say whose (a token or headers): it
 * must be created. Its id.
 */
export async function addProduct(
  request: APIRequestContext,
  product: NewProduct,
  options: Omit<ApiCallOptions<'createProduct'>, 'body'> = {},
): Promise<string> {
  const created = await apiCall(request, 'createProduct', { ...options, body: product });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json())._id;
}

/** The api as one vendor (`asVendor`). */
export interface VendorApi {
  call<Op extends OperationId>(operationId: Op, options?: ApiCallOptions<Op>): Promise<ApiAnswer<Op>>;
  addProduct(product: NewProduct): Promise<string>;
}

/**
 * The api as one vendor, logged in afresh for each call: access tokens here live only 10 s, and a
 * journey on a busy machine can take longer than that between two calls.
 */
export function asVendor(request: APIRequestContext, email: string, password: string): VendorApi {
  return {
    async call<Op extends OperationId>(operationId: Op, options: ApiCallOptions<Op> = {}): Promise<ApiAnswer<Op>> {
      return apiCall(request, operationId, { ...options, token: await apiLogin(request, email, password) });
    },
    /** Adds a product as this vendor (see `addProduct`): its id. */
    async addProduct(product: NewProduct): Promise<string> {
      return addProduct(request, product, { token: await apiLogin(request, email, password) });
    },
  };
}

/** The operation a request's path (and method, when given) is for; undefined for any other path. */
export function apiOperationOf(pathname: string, method?: string): OperationId | undefined {
  for (const [operationId, route] of routes) {
    if (method && route.method !== method.toLowerCase()) continue;
    const pattern = new RegExp(
      `^${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`,
    );
    if (pattern.test(pathname)) return operationId as OperationId;
  }
  return undefined;
}

/**
 * Calls an operation from inside the page, with the page's own session (the access token the
 * portal keeps): what the api answers that browser. Only JSON bodies.
 */
export async function apiCallInPage<Op extends OperationId>(
  page: Page,
  operationId: Op,
  options: Pick<ApiCallOptions<Op>, 'params' | 'query' | 'body'> = {},
): Promise<{ status: number; body: AnswerOf<Op> & { fields?: Record<string, string> } }> {
  const { method } = routeOf(operationId);
  const url = (apiPath as (op: OperationId, params?: object, query?: object) => string)(
    operationId,
    options.params,
    options.query,
  );
  return page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method: method.toUpperCase(),
        headers: {
          authorization: `Bearer ${localStorage.getItem('vendor_tkn')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    { url, method, body: options.body },
  );
}
