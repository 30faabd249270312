import { afterEach, describe, expect, it } from 'vitest';
import { clearDeviceData, clearOtherVendorsData, type DeviceStores } from './clearDeviceData.ts';
import { answerSavedRead, isSavedRead } from './dataCache.ts';
import { NOT_SAVED_OFFLINE, OFFLINE_HEADER, SAVED_AT_HEADER } from './answerMarks.ts';
import { dataCacheName, tokenSubject } from './deviceData.ts';
import { noteAnswer, offlineState, resetOfflineState } from './offlineState.ts';

const ORIGIN = 'https://sika.example';
const tokenFor = (sub: string, signature = 'signature') =>
  ['e30', Buffer.from(JSON.stringify({ sub, exp: 2e9 })).toString('base64url'), signature].join('.');
const read = (path: string, sub = 'vendor-a', signature = 'signature') =>
  new Request(`${ORIGIN}${path}`, { headers: { authorization: `Bearer ${tokenFor(sub, signature)}` } });

/** Cache Storage as the browser keeps it, in memory: caches by name, answers by address. */
function memoryCaches() {
  const stored = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const entries = stored.get(name) ?? new Map<string, Response>();
    stored.set(name, entries);
    return {
      match: async (key: string) => entries.get(key)?.clone(),
      put: async (key: string, response: Response) => void entries.set(key, response),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      delete: async (key: Request | string) => entries.delete(typeof key === 'string' ? key : key.url),
    };
  };
  const caches = {
    open: async (name: string) => open(name),
    keys: async () => [...stored.keys()],
    delete: async (name: string) => stored.delete(name),
  };
  return { stored, caches: caches as unknown as CacheStorage };
}

function host(caches: CacheStorage, fetch: (request: Request) => Promise<Response>) {
  const pending: Promise<unknown>[] = [];
  return {
    host: { caches, fetch, keep: (work: Promise<unknown>) => void pending.push(work), now: () => 1_764_166_000_000 },
    settled: () => Promise.all(pending),
  };
}

describe('per-vendor keys', () => {
  it("names each vendor's cache from the token's subject, read without verifying", () => {
    expect(tokenSubject(tokenFor('3f2a'))).toBe('3f2a');
    expect(dataCacheName(tokenFor('3f2a'))).toBe('sika-data-3f2a');
    expect(dataCacheName(tokenFor('vendor-b'))).not.toBe(dataCacheName(tokenFor('vendor-a')));
  });

  it('names no cache without a readable subject', () => {
    for (const token of [null, '', 'not-a-jwt', 'a.%%%.c', `e30.${Buffer.from('{"exp":1}').toString('base64url')}.x`]) {
      expect(dataCacheName(token)).toBeNull();
    }
  });
});

describe('isSavedRead', () => {
  it("keeps the vendor's reads: lists, the order counts, an order, earnings, the changes version", () => {
    for (const path of [
      '/api/vendor/all-Vendors',
      '/api/changes',
      '/api/products/all-products',
      '/api/vendor/get-vendor-orders?before=abc',
      '/api/order-counts?q=Ama',
      '/api/orders/123',
      '/api/earnings',
    ]) {
      expect(isSavedRead(read(path), ORIGIN), path).toBe(true);
    }
  });

  it('leaves writes, reads without a token, other reads and other origins alone', () => {
    expect(isSavedRead(new Request(`${ORIGIN}/api/products/all-products`), ORIGIN)).toBe(false);
    expect(isSavedRead(read('/api/vendor/refresh'), ORIGIN)).toBe(false);
    expect(isSavedRead(read('/api/images/a.webp'), ORIGIN)).toBe(false);
    expect(isSavedRead(read('/api/products/all-products'), 'https://other.example')).toBe(false);
    const write = new Request(`${ORIGIN}/api/products/delete`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${tokenFor('a')}` },
    });
    expect(isSavedRead(write, ORIGIN)).toBe(false);
  });
});

describe('answerSavedRead', () => {
  const products = [{ _id: 'p1', title: 'Kente stole' }];
  const answer = () =>
    new Response(JSON.stringify(products), {
      headers: { 'content-type': 'application/json', etag: '"v1"', vary: 'accept-encoding' },
    });

  it("answers from the network and saves the answer in that vendor's cache, marked with when", async () => {
    const { stored, caches } = memoryCaches();
    const { host: online, settled } = host(caches, async () => answer());
    const response = await answerSavedRead(read('/api/products/all-products'), online);
    expect(await response.json()).toEqual(products);
    expect(response.headers.get(OFFLINE_HEADER)).toBeNull();
    await settled();
    const saved = stored.get('sika-data-vendor-a')?.get(`${ORIGIN}/api/products/all-products`);
    expect(saved?.headers.get(SAVED_AT_HEADER)).toBe('1764166000000');
    expect(saved?.headers.get('vary')).toBeNull();
    expect([...stored.keys()]).toEqual(['sika-data-vendor-a']);
    // The token the server accepted is noted by its hash; the token itself is stored nowhere.
    const keys = [...stored.get('sika-data-vendor-a')!.keys()].join('\n');
    expect(keys).not.toContain(tokenFor('vendor-a'));
    expect(keys).not.toContain('signature');
  });

  it('gives the saved answer when the network fails, to that vendor only', async () => {
    const { caches } = memoryCaches();
    const { host: online, settled } = host(caches, async () => answer());
    await answerSavedRead(read('/api/products/all-products'), online);
    await settled();
    const { host: offline } = host(caches, () => Promise.reject(new TypeError('Failed to fetch')));

    const saved = await answerSavedRead(read('/api/products/all-products'), offline);
    expect(saved.status).toBe(200);
    expect(saved.headers.get(OFFLINE_HEADER)).toBe('saved');
    expect(saved.headers.get(SAVED_AT_HEADER)).toBe('1764166000000');
    expect(await saved.json()).toEqual(products);

    const otherVendor = await answerSavedRead(read('/api/products/all-products', 'vendor-b'), offline);
    expect(otherVendor.status).toBe(503);
    expect(await otherVendor.json()).toMatchObject({ code: NOT_SAVED_OFFLINE });
  });

  it("gives nothing saved to a token the server never accepted, though it names that vendor's subject", async () => {
    const { stored, caches } = memoryCaches();
    const { host: online, settled } = host(caches, async () => answer());
    await answerSavedRead(read('/api/products/all-products'), online);
    await settled();
    const { host: offline } = host(caches, () => Promise.reject(new TypeError('Failed to fetch')));

    // Forged: the owner's subject, unsigned by the server; never sent while online.
    const forged = await answerSavedRead(read('/api/products/all-products', 'vendor-a', 'forged'), offline);
    expect(forged.status).toBe(503);
    expect(forged.headers.get(OFFLINE_HEADER)).toBe('not-saved');
    expect(await forged.text()).not.toContain('Kente stole');

    // Refused by the server while online (a 401), then tried offline: still nothing.
    const { host: refusing, settled: refused } = host(caches, async () => new Response('{}', { status: 401 }));
    expect((await answerSavedRead(read('/api/products/all-products', 'vendor-a', 'refused'), refusing)).status).toBe(
      401,
    );
    await refused();
    const afterRefusal = await answerSavedRead(read('/api/products/all-products', 'vendor-a', 'refused'), offline);
    expect(afterRefusal.status).toBe(503);
    expect(await afterRefusal.text()).not.toContain('Kente stole');

    // The 401 changed nothing saved: the accepted token still reads it.
    expect([...stored.get('sika-data-vendor-a')!.values()].filter((entry) => entry.status !== 200)).toEqual([]);
    expect((await answerSavedRead(read('/api/products/all-products'), offline)).status).toBe(200);
  });

  it('gives the saved answers to a newer token once the server has accepted it, on any read, even a 304', async () => {
    const { caches } = memoryCaches();
    const { host: online, settled } = host(caches, async () => answer());
    await answerSavedRead(read('/api/products/all-products'), online);
    await settled();
    // The refreshed token's first answer is an unchanged poll: a 304, after the server checked it.
    const { host: unchanged, settled: polled } = host(caches, async () => new Response(null, { status: 304 }));
    await answerSavedRead(read('/api/changes', 'vendor-a', 'refreshed'), unchanged);
    await polled();

    // A restarted worker remembers nothing but what is in Cache Storage.
    const { host: offline } = host(caches, () => Promise.reject(new TypeError('Failed to fetch')));
    const saved = await answerSavedRead(read('/api/products/all-products', 'vendor-a', 'refreshed'), offline);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(products);
  });

  it('keeps the notes of the last few accepted tokens only', async () => {
    const { stored, caches } = memoryCaches();
    for (const signature of ['t1', 't2', 't3', 't4', 't5', 't6']) {
      const { host: online, settled } = host(caches, async () => answer());
      await answerSavedRead(read('/api/products/all-products', 'vendor-a', signature), online);
      await settled();
    }
    expect(stored.get('sika-data-vendor-a')!.size).toBe(1 + 4);
    const { host: offline } = host(caches, () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await answerSavedRead(read('/api/products/all-products', 'vendor-a', 't1'), offline)).status).toBe(503);
    expect((await answerSavedRead(read('/api/products/all-products', 'vendor-a', 't3'), offline)).status).toBe(200);
  });

  it('says a read never saved is not available offline, in the contract error body', async () => {
    const { caches } = memoryCaches();
    const { host: offline } = host(caches, () => Promise.reject(new TypeError('Failed to fetch')));
    const response = await answerSavedRead(read('/api/orders/o1'), offline);
    expect(response.status).toBe(503);
    expect(response.headers.get(OFFLINE_HEADER)).toBe('not-saved');
    const body = (await response.json()) as { message: string; msg: string; code: string };
    expect(body.code).toBe(NOT_SAVED_OFFLINE);
    expect(body.msg).toBe(body.message);
    expect(body.message).toMatch(/not available offline/);
  });

  it('saves only 200s: an error from the server passes through and is not kept', async () => {
    const { stored, caches } = memoryCaches();
    const { host: failing, settled } = host(caches, async () => new Response('{}', { status: 500 }));
    expect((await answerSavedRead(read('/api/earnings'), failing)).status).toBe(500);
    await settled();
    expect(stored.size).toBe(0);
  });
});

describe('clearDeviceData', () => {
  function stores() {
    const { stored, caches } = memoryCaches();
    const deleted: string[] = [];
    const indexedDB = {
      deleteDatabase(name: string) {
        deleted.push(name);
        const request = {} as IDBOpenDBRequest;
        queueMicrotask(() => request.onsuccess?.(new Event('success')));
        return request;
      },
    };
    return { stored, deleted, device: { caches, indexedDB } satisfies DeviceStores };
  }

  it("deletes every vendor's saved answers and the waiting writes, and keeps the app's own caches", async () => {
    const { stored, deleted, device } = stores();
    for (const name of [
      'sika-data-vendor-a',
      'sika-data-vendor-b',
      'sika-images',
      'workbox-precache-v2',
      'sika-assets',
    ])
      await device.caches.open(name);
    await clearDeviceData(device);
    expect([...stored.keys()]).toEqual(['workbox-precache-v2', 'sika-assets']);
    expect(deleted).toContain('sika-queue');
  });

  it("ends this browser's push subscription (order pings), and copes with a browser that has none", async () => {
    let unsubscribed = 0;
    const subscription = { unsubscribe: async () => (unsubscribed += 1) > 0 };
    await clearDeviceData({ pushSubscription: async () => subscription });
    expect(unsubscribed).toBe(1);
    await expect(clearDeviceData({ pushSubscription: async () => null })).resolves.toBeUndefined();
    await expect(
      clearDeviceData({ pushSubscription: () => Promise.reject(new Error('no worker')) }),
    ).resolves.toBeUndefined();
  });

  it("clears another vendor's data at login, and nothing when the device holds only this vendor's", async () => {
    const { stored, deleted, device } = stores();
    await device.caches.open('sika-data-vendor-b');
    await clearOtherVendorsData(tokenFor('vendor-b'), device);
    expect([...stored.keys()]).toEqual(['sika-data-vendor-b']);
    expect(deleted).toEqual([]);

    await device.caches.open('sika-data-vendor-a');
    await clearOtherVendorsData(tokenFor('vendor-b'), device);
    expect([...stored.keys()]).toEqual(['sika-data-vendor-b']);
    expect(deleted).toContain('sika-queue');
  });
});

describe('offlineState', () => {
  afterEach(resetOfflineState);
  const savedAnswer = (savedAt: number) =>
    new Response('[]', { headers: { [OFFLINE_HEADER]: 'saved', [SAVED_AT_HEADER]: String(savedAt) } });

  it('is offline since the oldest saved answer shown, until the server answers again', () => {
    noteAnswer(savedAnswer(2_000), false);
    noteAnswer(savedAnswer(1_000), false);
    noteAnswer(savedAnswer(3_000), false);
    expect(offlineState.get()).toEqual({ offline: true, savedAt: 1_000 });
    noteAnswer(new Response('[]'), false);
    expect(offlineState.get()).toEqual({ offline: false, savedAt: null });
  });

  it("is offline without a time on a failed request or the browser's 'offline' event", () => {
    noteAnswer(undefined, true);
    expect(offlineState.get()).toEqual({ offline: true, savedAt: null });
    resetOfflineState();
    offlineState.wentOffline();
    expect(offlineState.get()).toEqual({ offline: true, savedAt: null });
  });

  it('tells its listeners only when something changed', () => {
    let calls = 0;
    const stop = offlineState.subscribe(() => (calls += 1));
    noteAnswer(new Response('[]'), false);
    noteAnswer(savedAnswer(1_000), false);
    noteAnswer(savedAnswer(1_000), false);
    stop();
    expect(calls).toBe(1);
  });
});
