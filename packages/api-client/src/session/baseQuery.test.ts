import { STORAGE_KEYS } from '@sika/domain';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sikaApi } from '../api.ts';
import { laterApi } from '../later.ts';
import { aLoginResponse, aVendor, errorResponse, handlers, openMockSession, resetMockDb } from '../mocks/index.ts';
import { createSikaStore } from '../store.ts';
import { setApiBaseUrl, setApiErrorReporter } from './baseQuery.ts';
import { readCreatedProduct, setSessionStorage } from './storage.ts';

class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

const server = setupServer(...Object.values(handlers));
const storage = new MemoryStorage();

function makeStore() {
  return createSikaStore({ listen: false });
}

/** Counts refresh calls and answers them with a fresh token (or the given failure). */
function refreshSpy(answer: () => Response | Promise<Response> = () => HttpResponse.json({ accessToken: 'fresh' })) {
  const calls = { count: 0 };
  server.use(
    http.get('*/api/vendor/refresh', async () => {
      calls.count += 1;
      await delay(20);
      return answer();
    }),
  );
  return calls;
}

/** all-Vendors accepts only the token `fresh`; anything else is a 401. */
function vendorsAcceptOnly(token: string) {
  const seen: (string | null)[] = [];
  server.use(
    http.get('*/api/vendor/all-Vendors', ({ request }) => {
      const auth = request.headers.get('authorization');
      seen.push(auth);
      return auth === `Bearer ${token}` ? HttpResponse.json([aVendor()]) : errorResponse(401, 'Token expired.');
    }),
  );
  return seen;
}

beforeAll(() => {
  setSessionStorage(storage);
  setApiBaseUrl('http://sika.test');
  server.listen({ onUnhandledFrame: 'error' });
});
beforeEach(() => {
  storage.clear();
  resetMockDb();
  storage.setItem(STORAGE_KEYS.accessToken, 'stale');
  storage.setItem(STORAGE_KEYS.vendor, JSON.stringify(aVendor()));
  storage.setItem(STORAGE_KEYS.persist, 'true');
});
afterEach(() => {
  server.resetHandlers();
  setApiErrorReporter(null);
});
afterAll(() => server.close());

describe('session base query', () => {
  it('sends the stored token as a bearer header, includes cookies and sends no Referer', async () => {
    const seen = vendorsAcceptOnly('stale');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const result = await makeStore().dispatch(sikaApi.endpoints.getAllVendors.initiate());
    expect(result.data).toHaveLength(1);
    expect(seen).toEqual(['Bearer stale']);
    // fetchBaseQuery builds a Request; the credentials mode is what makes the browser send the cookie.
    const request = fetchSpy.mock.calls[0]?.[0] as Request;
    expect(request.credentials).toBe('include');
    expect(request.referrerPolicy).toBe('no-referrer');
    fetchSpy.mockRestore();
  });

  it('on a 401 refreshes once, stores the new token and retries the call once', async () => {
    const refresh = refreshSpy();
    const seen = vendorsAcceptOnly('fresh');
    const store = makeStore();
    const result = await store.dispatch(sikaApi.endpoints.getAllVendors.initiate());
    expect(result.data?.[0]?.BusinessName).toBe('Adwoa Fabrics');
    expect(refresh.count).toBe(1);
    expect(seen).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe('fresh');
    expect(store.getState().auth.token).toBe('fresh');
  });

  it('restoring a session takes the role the refresh answers: the owner may have changed it', async () => {
    refreshSpy(() => HttpResponse.json({ accessToken: 'fresh', role: 'manager' }));
    const store = makeStore();
    await store.dispatch(sikaApi.endpoints.refresh.initiate());
    expect(store.getState().auth).toMatchObject({ token: 'fresh', role: 'manager' });
  });

  it('also refreshes on a 403', async () => {
    const refresh = refreshSpy();
    let calls = 0;
    server.use(
      http.get('*/api/products/all-products', () => {
        calls += 1;
        return calls === 1 ? errorResponse(403, 'Forbidden') : HttpResponse.json([]);
      }),
    );
    const result = await makeStore().dispatch(sikaApi.endpoints.getAllProducts.initiate());
    expect(result.data).toEqual([]);
    expect(refresh.count).toBe(1);
  });

  it('shares one refresh between parallel failures (single flight)', async () => {
    const refresh = refreshSpy();
    vendorsAcceptOnly('fresh');
    server.use(
      http.get('*/api/products/all-products', ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json([])
          : errorResponse(401, 'Expired.'),
      ),
      http.get('*/api/vendor/get-vendor-orders', ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json([])
          : errorResponse(401, 'Expired.'),
      ),
    );
    const store = makeStore();
    const results = await Promise.all([
      store.dispatch(sikaApi.endpoints.getAllVendors.initiate()),
      store.dispatch(sikaApi.endpoints.getAllProducts.initiate()),
      store.dispatch(sikaApi.endpoints.getVendorOrders.initiate({})),
    ]);
    expect(results.every((r) => r.isSuccess)).toBe(true);
    expect(refresh.count).toBe(1);
  });

  it('retries only once: a second 401 after the refresh is returned as is', async () => {
    const refresh = refreshSpy();
    let calls = 0;
    server.use(
      http.get('*/api/vendor/all-Vendors', () => {
        calls += 1;
        return errorResponse(401, 'Still no.');
      }),
    );
    const result = await makeStore().dispatch(sikaApi.endpoints.getAllVendors.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(calls).toBe(2);
    expect(refresh.count).toBe(1);
  });

  it.each([401, 403, 500])(
    'clears storage and says "Your login has expired." when the refresh fails with %i',
    async (status) => {
      refreshSpy(() => errorResponse(status, 'Refresh token reused.'));
      vendorsAcceptOnly('fresh');
      const store = makeStore();
      const result = await store.dispatch(sikaApi.endpoints.getAllVendors.initiate());
      expect(result.error).toMatchObject({ status: 401 });
      for (const key of Object.values(STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull();
      expect(store.getState().auth).toMatchObject({
        token: null,
        vendor: null,
        expiredMessage: 'Your login has expired.',
      });
    },
  );

  it('says the login expired when the session was dropped elsewhere while the refused call was in flight', async () => {
    refreshSpy(() => errorResponse(401, 'Refresh token reused.'));
    const store = makeStore();
    server.use(
      http.get('*/api/vendor/all-Vendors', async () => {
        // The restore's own refresh is refused meanwhile: it drops the session without a word.
        await store.dispatch(sikaApi.endpoints.refresh.initiate());
        return errorResponse(401, 'Token expired.');
      }),
    );
    await store.dispatch(sikaApi.endpoints.getAllVendors.initiate());
    expect(store.getState().auth).toMatchObject({
      token: null,
      vendor: null,
      expiredMessage: 'Your login has expired.',
    });
  });

  it('says nothing expired when there was no session to end (never logged in, or logged out)', async () => {
    storage.clear();
    refreshSpy(() => errorResponse(401, 'Your session has expired.'));
    vendorsAcceptOnly('fresh');
    const store = makeStore();
    const result = await store.dispatch(sikaApi.endpoints.getAllVendors.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toMatchObject({ token: null, vendor: null, expiredMessage: null });
  });

  it.each([
    ['the network is down', () => HttpResponse.error()],
    ['a proxy answers 502 during a deploy', () => new HttpResponse(null, { status: 502 })],
    ['the api is unavailable (503)', () => errorResponse(503, 'Starting up.')],
    ['the refresh is throttled (429)', () => errorResponse(429, 'Slow down.')],
  ])('keeps the session when %s: only a refusal ends it', async (_label, answer) => {
    refreshSpy(answer);
    vendorsAcceptOnly('fresh');
    const store = makeStore();
    const result = await store.dispatch(sikaApi.endpoints.getAllVendors.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe('stale');
    expect(store.getState().auth.expiredMessage).toBeNull();
  });

  it.each(['login', 'register'] as const)('never refreshes for %s', async (endpoint) => {
    const refresh = refreshSpy();
    server.use(
      http.post('*/api/vendor/register', () => errorResponse(401, 'Invalid email or password.')),
      http.post('*/api/vendor/login', () => errorResponse(401, 'Invalid email or password.')),
    );
    const credentials = { email: 'a@b.co', password: 'wrong-password' };
    const store = makeStore();
    const call =
      endpoint === 'login'
        ? store.dispatch(sikaApi.endpoints.login.initiate({ credentials }))
        : store.dispatch(sikaApi.endpoints.register.initiate({ registration: credentials }));
    const result = await call.unwrap().catch((error: unknown) => error);
    expect(result).toMatchObject({ status: 401, data: { msg: 'Invalid email or password.' } });
    expect(refresh.count).toBe(0);
  });

  it('passes transport errors through: FETCH_ERROR and PARSING_ERROR', async () => {
    server.use(http.get('*/api/vendor/all-Vendors', () => HttpResponse.error()));
    const offline = await makeStore().dispatch(sikaApi.endpoints.getAllVendors.initiate());
    expect(offline.error).toMatchObject({ status: 'FETCH_ERROR' });

    server.use(
      http.get(
        '*/api/vendor/all-Vendors',
        () => new HttpResponse('<html>', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const garbled = await makeStore().dispatch(sikaApi.endpoints.getAllVendors.initiate());
    expect(garbled.error).toMatchObject({ status: 'PARSING_ERROR' });
  });

  it('reports errors other than 401 and 403 to the error reporter', async () => {
    const reporter = vi.fn();
    setApiErrorReporter(reporter);
    refreshSpy(() => errorResponse(401, 'No session.'));
    server.use(http.get('*/api/products/all-products', () => errorResponse(500, 'Boom')));
    await makeStore().dispatch(sikaApi.endpoints.getAllProducts.initiate());
    await makeStore().dispatch(sikaApi.endpoints.getAllVendors.initiate());
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), 'getAllProducts');
  });

  it('encodes path parameters: a crafted reset token cannot reach another endpoint', async () => {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => {
      paths.push(new URL(request.url).pathname);
    });
    await makeStore().dispatch(
      laterApi.endpoints.resetVendorPassword.initiate({
        token: '../../vendor/logout',
        body: { password: 'long-enough-1' },
      }),
    );
    server.events.removeAllListeners();
    expect(paths).toEqual(['/api/vendor/reset-vendor-password/..%2F..%2Fvendor%2Flogout']);
  });

  it('posts the notification e-mails form-encoded, as the original product did', async () => {
    let seen: { type: string | null; body: string } | undefined;
    server.use(
      http.post('*/api/vendor/send-email', async ({ request }) => {
        seen = { type: request.headers.get('content-type'), body: await request.text() };
        return HttpResponse.json({ message: 'ok', msg: 'ok' }, { status: 202 });
      }),
    );
    await makeStore().dispatch(
      sikaApi.endpoints.sendRegistrationEmail.initiate({
        registrationEmailBody: { BusinessName: 'Adwoa & Sons', email: 'demo@sika.test' },
      }),
    );
    expect(seen?.type).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(seen?.body)).toEqual(
      new URLSearchParams({ BusinessName: 'Adwoa & Sons', email: 'demo@sika.test' }),
    );
  });

  it('logs in against the stateful fake backend and then reads the own vendor record', async () => {
    storage.clear();
    const store = makeStore();
    const login = await store
      .dispatch(
        sikaApi.endpoints.login.initiate({ credentials: { email: 'demo@sika.test', password: 'sika-demo-2026' } }),
      )
      .unwrap();
    expect(login).toMatchObject({ email: 'demo@sika.test', vendor: { BusinessName: 'Adwoa Fabrics' } });
    storage.setItem(STORAGE_KEYS.accessToken, login.accessToken);
    const vendors = await store.dispatch(sikaApi.endpoints.getAllVendors.initiate());
    expect(vendors.data).toEqual([aLoginResponse().vendor]);
  });
});

describe('the session follows the api (one owner)', () => {
  const credentials = { email: 'demo@sika.test', password: 'sika-demo-2026' };

  it('starts from what storage holds', () => {
    expect(makeStore().getState().auth).toMatchObject({ token: 'stale', vendor: aVendor(), persist: true });
  });

  it('a login stores token, vendor, vdmail, vid and persist without any dispatch by hand', async () => {
    storage.clear();
    const store = makeStore();
    const login = await store.dispatch(sikaApi.endpoints.login.initiate({ credentials })).unwrap();
    expect(store.getState().auth).toMatchObject({ token: login.accessToken, vendor: login.vendor, persist: true });
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe(login.accessToken);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.vendor) ?? 'null')).toEqual(login.vendor);
    expect(storage.getItem(STORAGE_KEYS.vendorEmail)).toBe(login.email);
    expect(storage.getItem(STORAGE_KEYS.vendorId)).toBe(login.id);
    expect(storage.getItem(STORAGE_KEYS.persist)).toBe('true');
  });

  it('a registration stores token, vdmail and vid but no vendor', async () => {
    storage.clear();
    const store = makeStore();
    const registration = { email: 'new@sika.test', password: 'long-enough-1' };
    const answer = await store.dispatch(sikaApi.endpoints.register.initiate({ registration })).unwrap();
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe(answer.accessToken);
    expect(storage.getItem(STORAGE_KEYS.vendorEmail)).toBe('new@sika.test');
    expect(storage.getItem(STORAGE_KEYS.vendorId)).toBe(answer.newVendor._id);
    expect(storage.getItem(STORAGE_KEYS.vendor)).toBeNull();
  });

  it('a created product is stored as productKey by the store; a failed create leaves the key alone', async () => {
    storage.setItem(STORAGE_KEYS.accessToken, openMockSession().accessToken);
    const store = makeStore();
    const productInput = {
      title: 'Kente stole',
      description: 'Hand-woven',
      price: 3500,
      deliveryPrice: 25,
      category: 'Fashion and wears',
      brand: 'Bonwire',
      quantity: 2,
    } as const;
    const created = await store.dispatch(sikaApi.endpoints.createProduct.initiate({ productInput })).unwrap();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.productKey) ?? 'null')).toEqual(created);
    expect(readCreatedProduct()).toEqual(created);

    server.use(http.post('*/api/Products/create', () => errorResponse(500, 'Database down')));
    const failed = await store.dispatch(sikaApi.endpoints.createProduct.initiate({ productInput }));
    expect(failed.error).toBeDefined();
    expect(readCreatedProduct()).toEqual(created);
  });

  it('reads a malformed productKey as no product', () => {
    storage.setItem(STORAGE_KEYS.productKey, '{not json');
    expect(readCreatedProduct()).toBeNull();
    storage.setItem(STORAGE_KEYS.productKey, '{"title":"no id"}');
    expect(readCreatedProduct()).toBeNull();
  });

  it('a refresh call renews the token; a logout clears every key and resets the cache a second later', async () => {
    refreshSpy();
    const store = makeStore();
    await store.dispatch(sikaApi.endpoints.refresh.initiate());
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBe('fresh');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    storage.setItem(STORAGE_KEYS.productKey, '{}');
    server.use(http.post('*/api/vendor/logout', () => HttpResponse.json({ message: 'ok', msg: 'ok' })));
    await store.dispatch(sikaApi.endpoints.logout.initiate()).unwrap();
    for (const key of Object.values(STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull();
    expect(store.getState().auth).toMatchObject({ token: null, vendor: null, expiredMessage: null });
    expect(Object.keys(store.getState().sikaApi.mutations)).not.toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(Object.keys(store.getState().sikaApi.mutations)).toHaveLength(0);
    vi.useRealTimers();
  });
});
