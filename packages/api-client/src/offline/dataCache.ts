import { offlineMessages } from '@sika/domain';
import { NOT_SAVED_OFFLINE, OFFLINE_HEADER, SAVED_AT_HEADER } from './answerMarks.ts';
import { dataCacheName } from './deviceData.ts';

/**
 * The service worker's side of the vendor's last-seen data (docs/product.md, Offline): each read
 * below goes to the network first, as without it, and a 200 is saved in that vendor's own cache
 * (named from the token's subject). When the network fails, the saved answer is given instead,
 * marked with when it was saved; a read never saved gets a 503 that says so. Nothing else is
 * touched: writes, logins, pictures and anything without a token go by as they came.
 */
const SAVED_READS: readonly RegExp[] = [
  /^\/api\/vendor\/all-Vendors$/,
  /^\/api\/changes$/,
  /^\/api\/products\/all-products$/,
  /^\/api\/vendor\/get-vendor-orders$/,
  /^\/api\/orders\/[^/]+$/,
  /^\/api\/earnings$/,
];

const bearerOf = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;

/** Whether this request is a vendor's read whose answer is kept for offline use. */
export function isSavedRead(request: Request, origin: string): boolean {
  if (request.method !== 'GET' || !bearerOf(request)) return false;
  const url = new URL(request.url);
  return url.origin === origin && SAVED_READS.some((path) => path.test(url.pathname));
}

export type DataCacheHost = {
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  /** Keeps the worker alive until the saving is done (the fetch event's waitUntil). */
  keep: (work: Promise<unknown>) => void;
  now?: () => number;
};

/**
 * The copy that is saved: the body as the page read it, with when it was saved. Vary goes (the
 * token in the request changes every 15 minutes; the cache is the vendor's own already), and so do
 * the encoding headers: the body kept is the decoded one.
 */
async function savedCopy(response: Response, savedAt: number): Promise<Response> {
  const headers = new Headers(response.headers);
  for (const name of ['vary', 'content-encoding', 'content-length']) headers.delete(name);
  headers.set(SAVED_AT_HEADER, String(savedAt));
  headers.set(OFFLINE_HEADER, 'saved');
  return new Response(await response.arrayBuffer(), { status: 200, statusText: 'OK', headers });
}

/** The answer to a read this phone never saved, while offline: the contract's error body. */
function notSavedAnswer(): Response {
  const message = offlineMessages.notSaved;
  return new Response(JSON.stringify({ message, msg: message, code: NOT_SAVED_OFFLINE }), {
    status: 503,
    headers: { 'content-type': 'application/json', [OFFLINE_HEADER]: 'not-saved' },
  });
}

/** Network first; on a 200 the answer is saved for this vendor; when the network fails, the saved one. */
export async function answerSavedRead(request: Request, host: DataCacheHost): Promise<Response> {
  const cacheName = dataCacheName(bearerOf(request));
  if (!cacheName) return host.fetch(request);
  // Saved under the address alone: the token is not written to the phone's storage with it.
  const key = request.url;
  let response: Response;
  try {
    response = await host.fetch(request);
  } catch {
    const cache = await host.caches.open(cacheName);
    return (await cache.match(key, { ignoreVary: true })) ?? notSavedAnswer();
  }
  if (response.status === 200) {
    const savedAt = (host.now ?? Date.now)();
    host.keep(
      savedCopy(response.clone(), savedAt)
        .then(async (copy) => (await host.caches.open(cacheName)).put(key, copy))
        .catch(() => {
          // A full storage costs the offline copy only, never the answer.
        }),
    );
  }
  return response;
}
