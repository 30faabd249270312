import { STORAGE_KEYS } from '@sika/domain';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import vm from 'node:vm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sikaApi } from '../api.ts';
import { aProduct, errorResponse, handlers, openMockSession, resetMockDb } from '../mocks/index.ts';
import { setApiBaseUrl } from '../session/baseQuery.ts';
import { setSessionStorage } from '../session/storage.ts';
import { createSikaStore } from '../store.ts';
import { DASHBOARD_EARLY_REQUESTS, dashboardEarlyRequestScript } from './earlyRequests.ts';

const BASE = 'http://sika.test';
const GLOBAL = '__sikaEarlyRequests';

/** A JWT whose payload expires `inMs` from now (the script reads only `exp`). */
const tokenExpiringIn = (inMs: number) =>
  `h.${Buffer.from(JSON.stringify({ exp: Math.floor((Date.now() + inMs) / 1000) })).toString('base64url')}.s`;

/** Runs the page's inline script as the browser would, with this storage and address; returns what it did. */
function runScript({ token, search = '' }: { token?: string; search?: string }) {
  const fetch = vi.fn((..._args: unknown[]) => Promise.resolve(new Response('[]')));
  const page: Record<string, unknown> = {
    localStorage: { getItem: (key: string) => (key === STORAGE_KEYS.accessToken ? (token ?? null) : null) },
    location: { href: `${BASE}/vendor-main-page${search}`, search },
    fetch,
    URL,
    URLSearchParams,
    atob,
    Date,
  };
  page.window = page;
  vm.runInNewContext(dashboardEarlyRequestScript(''), page);
  return { fetch, early: page[GLOBAL] as Record<string, { authorization: string }> | undefined };
}

describe("the dashboard page's early-request script", () => {
  it('asks for the vendor record and the products with the bearer token, cookies and no Referer', () => {
    const token = tokenExpiringIn(10 * 60_000);
    const { fetch, early } = runScript({ token });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      `${BASE}/api/vendor/all-Vendors`,
      `${BASE}/api/products/all-products`,
    ]);
    expect(fetch.mock.calls[0]![1]).toEqual({
      headers: { authorization: `Bearer ${token}` },
      credentials: 'include',
      referrerPolicy: 'no-referrer',
    });
    expect(Object.keys(early ?? {})).toHaveLength(2);
  });

  it('asks only for the vendor record when the page opens on another panel', () => {
    const { fetch } = runScript({ token: tokenExpiringIn(10 * 60_000), search: '?panel=orders' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`${BASE}/api/vendor/all-Vendors`]);
  });

  it.each([
    ['no token is stored', undefined],
    ['the token expires within 5 seconds', tokenExpiringIn(3_000)],
    ['the token has expired', tokenExpiringIn(-60_000)],
    ['the token is not a JWT', 'not-a-jwt'],
  ])('asks for nothing (and does not throw) when %s', (_when, token) => {
    const { fetch, early } = runScript({ token });
    expect(fetch).not.toHaveBeenCalled();
    expect(early).toBeUndefined();
  });

  it("puts the api's configured address in front of each path", () => {
    expect(dashboardEarlyRequestScript('https://api.sika.example/')).toContain('"https://api.sika.example" + url');
  });
});

const server = setupServer(...Object.values(handlers));
const storage = new Map<string, string>();
const seen: string[] = [];
let token = '';

beforeAll(() => {
  setSessionStorage({
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  } as Storage);
  setApiBaseUrl(BASE);
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url).pathname));
});
beforeEach(() => {
  storage.clear();
  resetMockDb();
  seen.length = 0;
  const session = openMockSession();
  token = session.accessToken;
  storage.set(STORAGE_KEYS.accessToken, token);
  storage.set(STORAGE_KEYS.vendor, JSON.stringify(session.vendor));
});
afterEach(() => {
  server.resetHandlers();
  delete (globalThis as Record<string, unknown>)[GLOBAL];
  vi.useRealTimers();
});
afterAll(() => server.close());

/** What the page's script leaves behind: an early answer for the products, asked with `token`. */
function earlyProducts(response: Promise<Response>, { askedWith = token, startedAt = Date.now() } = {}) {
  (globalThis as Record<string, unknown>)[GLOBAL] = {
    [`${BASE}${DASHBOARD_EARLY_REQUESTS.allProducts[0]}`]: {
      authorization: `Bearer ${askedWith}`,
      response,
      startedAt,
    },
  };
}

const early = [aProduct({ title: 'Asked for by the page' })];

describe('the base query and early responses', () => {
  it('are the addresses the generated client calls', async () => {
    const store = createSikaStore({ listen: false });
    await store.dispatch(sikaApi.endpoints.getAllVendors.initiate());
    await store.dispatch(sikaApi.endpoints.getAllProducts.initiate());
    expect(seen).toEqual([...DASHBOARD_EARLY_REQUESTS.always, ...DASHBOARD_EARLY_REQUESTS.allProducts]);
  });

  it("takes the page's early response for the first call instead of asking again, and only once", async () => {
    earlyProducts(Promise.resolve(HttpResponse.json(early)));
    const store = createSikaStore({ listen: false });
    const first = await store.dispatch(sikaApi.endpoints.getAllProducts.initiate());
    expect(first.data?.map((product) => product.title)).toEqual(['Asked for by the page']);
    expect(seen).toEqual([]);
    const again = await store.dispatch(sikaApi.endpoints.getAllProducts.initiate(undefined, { forceRefetch: true }));
    expect(again.data?.map((product) => product.title)).not.toContain('Asked for by the page');
    expect(seen).toEqual(['/api/products/all-products']);
  });

  it('asks the network when the early request was made with another token', async () => {
    earlyProducts(Promise.resolve(HttpResponse.json(early)), { askedWith: 'someone-else' });
    const result = await createSikaStore({ listen: false }).dispatch(sikaApi.endpoints.getAllProducts.initiate());
    expect(result.data?.map((product) => product.title)).not.toContain('Asked for by the page');
    expect(seen).toEqual(['/api/products/all-products']);
  });

  it('asks the network when the early answer is older than 30 seconds', async () => {
    earlyProducts(Promise.resolve(HttpResponse.json(early)), { startedAt: Date.now() - 31_000 });
    const result = await createSikaStore({ listen: false }).dispatch(sikaApi.endpoints.getAllProducts.initiate());
    expect(result.data?.map((product) => product.title)).not.toContain('Asked for by the page');
    expect(seen).toEqual(['/api/products/all-products']);
  });

  it('asks the network when the early request failed in transit', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => {});
    earlyProducts(failed);
    const result = await createSikaStore({ listen: false }).dispatch(sikaApi.endpoints.getAllProducts.initiate());
    expect(result.error).toBeUndefined();
    expect(seen).toEqual(['/api/products/all-products']);
  });

  it('treats a refused early request as its own: one refresh, then the call again', async () => {
    earlyProducts(Promise.resolve(errorResponse(403, 'Token expired.')));
    const store = createSikaStore({ listen: false });
    const result = await store.dispatch(sikaApi.endpoints.getAllProducts.initiate());
    expect(result.error).toBeUndefined();
    expect(seen).toEqual(['/api/vendor/refresh', '/api/products/all-products']);
    expect(store.getState().auth.token).not.toBe(token);
  });
});
