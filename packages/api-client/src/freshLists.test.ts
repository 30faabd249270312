// The lists refresh through one poll (useFreshLists; docs/product.md, Polling and freshness): the
// store asks the lists on screen again when getChanges' version moves, and not otherwise.
import { STORAGE_KEYS } from '@sika/domain';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listPollingAfter, sikaApi } from './api.ts';
import { aProduct, aVendor, handlers, mockDb, openMockSession, resetMockDb } from './mocks/index.ts';
import { setApiBaseUrl } from './session/baseQuery.ts';
import { setSessionStorage } from './session/storage.ts';
import { createSikaStore } from './store.ts';

const server = setupServer(...Object.values(handlers));
const asked: string[] = [];
server.events.on('request:start', ({ request }) => {
  asked.push(new URL(request.url).pathname);
});

beforeAll(() => {
  setApiBaseUrl('http://sika.test');
  server.listen({ onUnhandledFrame: 'error' });
});
beforeEach(() => {
  resetMockDb();
  const storage = new Map<string, string>();
  setSessionStorage({
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  } as Storage);
  const vendor = aVendor();
  const login = openMockSession(vendor);
  storage.set(STORAGE_KEYS.accessToken, login.accessToken);
  storage.set(STORAGE_KEYS.vendor, JSON.stringify(vendor));
  asked.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A store whose product list and vendors list are on screen, and whose first change poll is in. */
async function storeWithListsOnScreen() {
  const store = createSikaStore({ listen: false });
  store.dispatch(sikaApi.endpoints.getAllProducts.initiate());
  store.dispatch(sikaApi.endpoints.getAllVendors.initiate());
  await store.dispatch(sikaApi.endpoints.getChanges.initiate());
  await Promise.all(store.dispatch(sikaApi.util.getRunningQueriesThunk()));
  asked.length = 0;
  return store;
}

const poll = (store: Awaited<ReturnType<typeof storeWithListsOnScreen>>) =>
  store.dispatch(sikaApi.endpoints.getChanges.initiate(undefined, { forceRefetch: true }));

describe('lists kept fresh by one poll', () => {
  it('asks nothing else while the version stays put', async () => {
    const store = await storeWithListsOnScreen();
    await poll(store);
    await poll(store);
    await Promise.all(store.dispatch(sikaApi.util.getRunningQueriesThunk()));
    expect(asked).toEqual(['/api/changes', '/api/changes']);
  });

  it('asks the lists on screen again once the version moves, and shows what changed', async () => {
    const store = await storeWithListsOnScreen();
    const vendorId = aVendor()._id;
    mockDb.products.unshift(aProduct({ _id: 'p-new', title: 'Added elsewhere', vendor: vendorId }));
    await poll(store);
    await Promise.all(store.dispatch(sikaApi.util.getRunningQueriesThunk()));
    expect(asked.toSorted()).toEqual(['/api/changes', '/api/products/all-products', '/api/vendor/all-Vendors']);
    const products = sikaApi.endpoints.getAllProducts.select()(store.getState()).data;
    expect(products?.map((product) => product.title)).toContain('Added elsewhere');
  });

  it('takes the first answer as the version to compare with, without asking the lists again', async () => {
    const store = createSikaStore({ listen: false });
    store.dispatch(sikaApi.endpoints.getAllProducts.initiate());
    await Promise.all(store.dispatch(sikaApi.util.getRunningQueriesThunk()));
    asked.length = 0;
    await store.dispatch(sikaApi.endpoints.getChanges.initiate());
    await Promise.all(store.dispatch(sikaApi.util.getRunningQueriesThunk()));
    expect(asked).toEqual(['/api/changes']);
  });
});

describe('a backend without the changes poll', () => {
  it('lets each list poll itself every 15 s when /api/changes is not there (404) or not implemented (501)', () => {
    expect(listPollingAfter({ status: 404, data: {} })).toEqual({
      pollingInterval: 15_000,
      skipPollingIfUnfocused: true,
    });
    expect(listPollingAfter({ status: 501, data: {} })).toEqual({
      pollingInterval: 15_000,
      skipPollingIfUnfocused: true,
    });
  });

  it('keeps the lists quiet while the changes poll works, or fails only for now (offline, a 500)', () => {
    for (const error of [undefined, { status: 'FETCH_ERROR', error: 'offline' }, { status: 500, data: {} }]) {
      expect(listPollingAfter(error)).toEqual({ pollingInterval: 0, skipPollingIfUnfocused: true });
    }
  });
});
