import { formatListPrice, STORAGE_KEYS } from '@sika/domain';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import vm from 'node:vm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sikaApi } from '../api.ts';
import { aProduct, errorResponse, handlers, openMockSession, resetMockDb } from '../mocks/index.ts';
import { setApiBaseUrl } from '../session/baseQuery.ts';
import { setSessionStorage } from '../session/storage.ts';
import { createSikaStore } from '../store.ts';
import { startFromEarlyLists } from './earlyLists.ts';
import { LIST_PRICE_SOURCE, TEMPLATE_COUNT, TEMPLATE_PRODUCTS, tokenizeTemplate } from './earlyPanel.ts';
import { EARLY_PANEL } from './earlyPanelSlot.ts';
import { DASHBOARD_EARLY_REQUESTS, dashboardEarlyRequestScript } from './earlyRequests.ts';

const BASE = 'http://sika.test';
const GLOBAL = '__sikaEarlyRequests';

/** A JWT whose payload expires `inMs` from now (the script reads only `exp`). */
const tokenExpiringIn = (inMs: number) =>
  `h.${Buffer.from(JSON.stringify({ exp: Math.floor((Date.now() + inMs) / 1000) })).toString('base64url')}.s`;

/** Runs the page's inline script as the browser would, with this storage and address; returns what it did. */
function runScript({
  token,
  search = '',
  base = '',
  answer = () => new Response('[]'),
  panel,
}: {
  token?: string;
  search?: string;
  base?: string;
  answer?: () => Response;
  panel?: Parameters<typeof dashboardEarlyRequestScript>[1];
}) {
  const fetch = vi.fn((..._args: unknown[]) => Promise.resolve(answer()));
  const timers: Array<{ run: () => void; ms: number }> = [];
  const page: Record<string, unknown> = {
    localStorage: { getItem: (key: string) => (key === STORAGE_KEYS.accessToken ? (token ?? null) : null) },
    location: { href: `${BASE}/vendor-main-page${search}`, search },
    fetch,
    URL,
    URLSearchParams,
    atob,
    Date,
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  };
  page.window = page;
  vm.runInNewContext(dashboardEarlyRequestScript(base, panel), page);
  return { fetch, timers, page, early: page[GLOBAL] as Record<string, { authorization: string }> | undefined };
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

  it.each(['?panel=products', '?panel=', '?panel=nonsense'])(
    'asks for the products too when %s opens All Products, as the dashboard reads it',
    (search) => {
      const { fetch } = runScript({ token: tokenExpiringIn(10 * 60_000), search });
      expect(fetch.mock.calls.map(([url]) => url)).toContain(`${BASE}/api/products/all-products`);
    },
  );

  it('drops what the app has not taken after one poll interval (15 s)', () => {
    const { timers, page } = runScript({ token: tokenExpiringIn(10 * 60_000) });
    expect(timers.map(({ ms }) => ms)).toEqual([15_000]);
    timers[0]!.run();
    expect(page[GLOBAL]).toBeUndefined();
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
    const { fetch } = runScript({ token: tokenExpiringIn(10 * 60_000), base: 'https://api.sika.example/' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://api.sika.example/api/vendor/all-Vendors',
      'https://api.sika.example/api/products/all-products',
    ]);
  });

  it('cannot be closed early by a configured address or count text (no "<" reaches the page)', () => {
    const script = dashboardEarlyRequestScript('x:</script><script>alert(1)</script>', {
      countText: '</script>',
      firstScreen: 4,
    });
    expect(script).not.toContain('<');
  });
});

describe("the dashboard page's early panel", () => {
  const panel = { countText: '@@count@@ products', firstScreen: 4 };
  const drawn = (page: Record<string, unknown>) => page[EARLY_PANEL.global] as Promise<unknown> | undefined;

  it.each([
    ['an empty list (the app shows its empty state)', () => HttpResponse.json([])],
    ['a refused request (the app refreshes the session)', () => errorResponse(401, 'Token expired.')],
    ['an answer that is not a list', () => HttpResponse.json({ products: [] })],
    ['a picture without its list variant', () => HttpResponse.json([aProduct({ images: [{ url: '/a.webp' }] })])],
  ])('draws nothing and settles for %s', async (_case, answer) => {
    const { page, early } = runScript({ token: tokenExpiringIn(10 * 60_000), panel, answer });
    await expect(drawn(page)).resolves.toBeUndefined();
    expect(Object.values(early ?? {}).some((request) => 'data' in request)).toBe(false);
  });

  it('keeps the list it will draw for the app, and settles even where it cannot draw (no page)', async () => {
    const pictured = aProduct({
      images: [{ url: '/a.webp', width: 1600, height: 1200, listUrl: '/a-w320.webp', listWidth: 320, listHeight: 240 }],
    });
    const { page, early } = runScript({
      token: tokenExpiringIn(10 * 60_000),
      panel,
      answer: () => HttpResponse.json([pictured]),
    });
    await drawn(page);
    const products = early?.[`${BASE}${DASHBOARD_EARLY_REQUESTS.allProducts[0]}`] as { data?: unknown } | undefined;
    expect(products?.data).toEqual([pictured]);
  });

  it('is not set up on another panel, so the app is asked for at once', () => {
    const { page } = runScript({ token: tokenExpiringIn(10 * 60_000), panel, search: '?panel=orders' });
    expect(drawn(page)).toBeUndefined();
  });

  it('prints each price as the app does (formatListPrice), from its own copy of the formatter', () => {
    const listPrice = vm.runInNewContext(LIST_PRICE_SOURCE) as (price: number) => string;
    for (const price of [3500, 95.5, 0.1 + 0.2, 1_234_567.89, 0, 10_000_000, Number.NaN])
      expect(listPrice(price), String(price)).toBe(formatListPrice(price));
    expect(LIST_PRICE_SOURCE).not.toContain('<');
  });

  it("turns the template's numeric stand-ins into tokens, and its products' ids into one token", () => {
    const [pictured] = TEMPLATE_PRODUCTS;
    const image = pictured!.images[0]!;
    const html = `<a href="/edit-product/${TEMPLATE_PRODUCTS[1]!._id}"><img srcset="${image.listUrl} ${image.listWidth}w, ${image.url} ${image.width}w" width="${image.listHeight}"><span>${formatListPrice(pictured!.price)}</span></a><p>${TEMPLATE_COUNT} products</p>`;
    expect(tokenizeTemplate(html)).toBe(
      '<a href="/edit-product/@@id@@"><img srcset="@@listUrl@@ @@listWidth@@w, @@url@@ @@width@@w" width="@@listHeight@@"><span>@@price@@</span></a><p>@@count@@ products</p>',
    );
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

  it('asks the network when the early answer is older than one poll (15 s)', async () => {
    earlyProducts(Promise.resolve(HttpResponse.json(early)), { startedAt: Date.now() - 16_000 });
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

  it('takes the answer the page asked for at the configured api address (a path on its own origin)', async () => {
    const jwt = tokenExpiringIn(10 * 60_000); // the script reads a JWT's expiry
    storage.set(STORAGE_KEYS.accessToken, jwt);
    const { page } = runScript({
      token: jwt,
      base: '/backend',
      answer: () => HttpResponse.json(early),
    });
    (globalThis as Record<string, unknown>)[GLOBAL] = page[GLOBAL];
    setApiBaseUrl(`${BASE}/backend`); // what the portal's config makes of '/backend' in the browser
    try {
      const result = await createSikaStore({ listen: false }).dispatch(sikaApi.endpoints.getAllProducts.initiate());
      expect(result.data?.map((product) => product.title)).toEqual(['Asked for by the page']);
      expect(seen).toEqual([]);
    } finally {
      setApiBaseUrl(BASE);
    }
  });

  it('starts the store from the list the page drew, and the first call still takes the early answer', async () => {
    const drawnList = [aProduct({ title: 'Drawn by the page' })];
    earlyProducts(Promise.resolve(HttpResponse.json(drawnList)));
    const entries = (globalThis as unknown as Record<string, Record<string, { data?: unknown }>>)[GLOBAL]!;
    const entry = Object.values(entries)[0]!;
    entry.data = drawnList;
    const store = createSikaStore({ listen: false });
    startFromEarlyLists(store.dispatch);
    expect(sikaApi.endpoints.getAllProducts.select()(store.getState()).data).toEqual(drawnList);
    await store.dispatch(sikaApi.endpoints.getAllProducts.initiate(undefined, { forceRefetch: true }));
    expect(seen).toEqual([]);
  });

  it('starts the store from nothing when the page drew nothing', () => {
    earlyProducts(Promise.resolve(HttpResponse.json(early)));
    const store = createSikaStore({ listen: false });
    startFromEarlyLists(store.dispatch);
    expect(sikaApi.endpoints.getAllProducts.select()(store.getState()).data).toBeUndefined();
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
