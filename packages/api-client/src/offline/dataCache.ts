import { offlineMessages } from '@sika/domain';
import { NOT_SAVED_OFFLINE, OFFLINE_HEADER, SAVED_AT_HEADER } from './answerMarks.ts';
import { dataCacheName } from './deviceData.ts';

/**
 * The service worker's side of the vendor's last-seen data (docs/product.md, Offline): each read
 * below goes to the network first, as without it, and a 200 is saved in that vendor's own cache
 * (named from the token's subject). When the network fails, the saved answer is given instead,
 * marked with when it was saved; a read never saved gets a 503 that says so. Nothing else is
 * touched: writes, logins, pictures and anything without a token go by as they came.
 *
 * The subject is read without verifying, so it only names a cache: a saved answer is given only to a
 * token this worker has itself seen the server answer with a 2xx or a 304 (a hash of it is kept in the same
 * cache). A token forged with another vendor's subject, or one the server refused, gets nothing saved.
 */
const SAVED_READS: readonly RegExp[] = [
  /^\/api\/vendor\/all-Vendors$/,
  /^\/api\/changes$/,
  /^\/api\/products\/all-products$/,
  /^\/api\/vendor\/get-vendor-orders$/,
  /^\/api\/order-counts$/,
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

/**
 * Where a token the server accepted is noted, in the vendor's own cache (so a logout deletes it with
 * the answers): under an address no read uses, one entry per token, as a SHA-256 of it, never the
 * token itself. The last few are kept: a token lives 15 minutes, and the page may still hold the one
 * before the newest when the network goes.
 */
const SEEN_TOKEN_PATH = '/.sika-seen-token/';
const SEEN_TOKENS_KEPT = 4;

async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const seenTokenKey = (request: Request, hash: string) => `${new URL(request.url).origin}${SEEN_TOKEN_PATH}${hash}`;

/** Notes that the server accepted this token, dropping all but the last few noted. */
async function noteSeenToken(cache: Cache, key: string): Promise<void> {
  if (await cache.match(key)) return;
  await cache.put(key, new Response(null, { status: 200 }));
  const noted = (await cache.keys()).filter((entry) => new URL(entry.url).pathname.startsWith(SEEN_TOKEN_PATH));
  await Promise.all(noted.slice(0, -SEEN_TOKENS_KEPT).map((entry) => cache.delete(entry)));
}

/**
 * Network first; on a 200 the answer is saved for this vendor; when the network fails, the saved one,
 * if the server accepted this very token before.
 */
export async function answerSavedRead(request: Request, host: DataCacheHost): Promise<Response> {
  const cacheName = dataCacheName(bearerOf(request));
  if (!cacheName) return host.fetch(request);
  // Saved under the address alone: the token is not written to the phone's storage, only its hash.
  const key = request.url;
  const seenKey = tokenHash(bearerOf(request)!).then((hash) => seenTokenKey(request, hash));
  let response: Response;
  try {
    response = await host.fetch(request);
  } catch {
    const cache = await host.caches.open(cacheName);
    if (!(await cache.match(await seenKey))) return notSavedAnswer();
    return (await cache.match(key, { ignoreVary: true })) ?? notSavedAnswer();
  }
  // A 304 is the server's too: an unchanged poll is told so only after its token is checked.
  if ((response.status >= 200 && response.status < 300) || response.status === 304) {
    const savedAt = (host.now ?? Date.now)();
    const body = response.status === 200 ? response.clone() : null;
    host.keep(
      (async () => {
        const cache = await host.caches.open(cacheName);
        // The token first: an answer is never kept where no accepted token could read it back.
        await noteSeenToken(cache, await seenKey);
        if (body) await cache.put(key, await savedCopy(body, savedAt));
      })().catch(() => {
        // A full storage costs the offline copy only, never the answer.
      }),
    );
  }
  return response;
}
