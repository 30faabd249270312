// List endpoints are polled every 15 s (docs/product.md, Polling and freshness) by every open
// dashboard, and what they answer rarely changes. Two things keep that cheap:
// - An ETag over the serialised body lets an unchanged poll end as a 304 with no body;
//   `private, no-cache` keeps shared caches out and makes browsers revalidate every time.
// - The answer itself, as sent (serialised and compressed), is kept in memory per vendor under the
//   vendor's change stamp (db/change-feed.ts): until the database says something of that vendor
//   changed, a poll costs neither a query, nor serialising, hashing or compressing. The stamp is
//   taken before anything is read, so an answer read while a change committed is kept under a
//   stamp nobody asks for again.
// - Earnings' figures, and the changes digest that stands for them, are as of a UTC day: an answer
//   is kept under the day it was made too, so the first request after midnight is answered anew.
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** A second line of defence only: a kept answer is dropped after this long even if nothing changed. */
const MAX_AGE_MS = 10 * 60_000;
/** Headers of an answer kept with it (the orders' cursor); the rest are the same for every answer. */
const KEPT_HEADERS = ['x-next-before'] as const;
/** Browsers send one Accept-Encoding each; more variants than this are answered, not kept. */
const MAX_VARIANTS = 4;

interface Variant {
  payload: string | Buffer;
  /** Content-Encoding chosen by @fastify/compress for this Accept-Encoding; undefined when sent as is. */
  encoding: string | undefined;
}

interface KeptAnswer {
  etag: string;
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>;
  /**
   * The bodies as sent, by the request's Accept-Encoding exactly as it came, so the choice stays
   * @fastify/compress's. Empty when only 304s were sent since the change: the ETag answers those.
   */
  variants: Map<string, Variant>;
  bytes: number;
}

/** Room an answer takes besides its bodies (key, ETag, headers). */
const ANSWER_OVERHEAD_BYTES = 300;

declare module 'fastify' {
  interface FastifyRequest {
    /** Where this list answer is kept; undefined when it may not be (not a list, feed down). */
    listCacheKey: string | undefined;
  }
}

/**
 * 96 bits of the body's SHA-256: plenty to tell one vendor's answers at one address apart, and it
 * travels twice with every poll (ETag down, If-None-Match up), so each character counts.
 */
function etagOf(payload: string | Buffer): string {
  return `"${createHash('sha256').update(payload).digest('base64url').slice(0, 16)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

function operationOf(request: FastifyRequest): string | undefined {
  return (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
}

const acceptEncodingOf = (request: FastifyRequest) => request.headers['accept-encoding'] ?? '';

function keptHeadersOf(reply: FastifyReply): KeptAnswer['headers'] {
  const headers: KeptAnswer['headers'] = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

function cacheHeaders(reply: FastifyReply, etag: string): void {
  reply.header('etag', etag);
  reply.header('cache-control', 'private, no-cache');
}

/**
 * The headers a 304 has no use for: it has no body to type or measure, and the browser keeps the
 * ones of the answer it already holds (RFC 9111 4.3.4), nosniff and the referrer policy included.
 * An unchanged poll is mostly headers, so this is ~120 of its ~1,100 bytes over HTTP/1.1.
 */
const NOT_FOR_304 = ['content-type', 'content-length', 'x-content-type-options', 'referrer-policy'] as const;

/**
 * Makes the reply a 304; its payload (none: Fastify then adds no Content-Type or -Length) is returned.
 * Node also drops its `Connection: keep-alive` and `Keep-Alive: timeout=72` (~50 B of ~800) once
 * told the connection header is removed: HTTP/1.1 connections persist without them, and a client
 * polling every 15 s never leaves one idle long enough to meet the timeout.
 */
function notModified(reply: FastifyReply): null {
  reply.code(304);
  for (const name of NOT_FOR_304) reply.removeHeader(name);
  reply.raw.removeHeader('connection');
  return null;
}

/** What @fastify/compress does when it compresses: add accept-encoding to Vary once. */
function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  if (current === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(current).toLowerCase().includes('accept-encoding'))
    reply.header('vary', `${current}, accept-encoding`);
}

/**
 * Sends a kept answer as it was made the first time, straight to the socket (`reply.hijack()`): the
 * onSend hooks made it what it is (its ETag and Cache-Control, its compression) and would only do
 * it again. Skipping them measured 4-8% more full lists a second at 50 connections. The headers are
 * those the reply holds by now: the onRequest hooks' (security-headers.ts) and the answer's own,
 * set above.
 */
function replay(request: FastifyRequest, reply: FastifyReply, status: 200 | 304, payload?: string | Buffer): void {
  reply.hijack();
  // The same values Fastify would hand to node; only their static types differ (Fastify allows a
  // number for every name, node's types not for `accept` and a few others).
  reply.raw.writeHead(status, reply.getHeaders() as OutgoingHttpHeaders);
  // A HEAD gets the headers of the GET, its Content-Length included, and no body (RFC 9110 9.3.2).
  reply.raw.end(request.method === 'HEAD' ? undefined : payload);
}

export interface ListCache {
  /** Call once @fastify/compress is registered: keeps the answers as compression made them. */
  keepAnswersAfterCompression(): void;
}

/**
 * `operationIds`: the contract's list operations (their schema carries the operationId).
 * registerResponsePipeline (response-pipeline.ts) registers it before @fastify/compress (the ETag
 * is taken over the uncompressed JSON) and calls `keepAnswersAfterCompression()` after it.
 * `maxMegabytes` (LIST_CACHE_MB) bounds the memory of the kept answers (a vendor's 50 products
 * take ~20 kB, ~3 kB compressed); 0 keeps none. `clock`: the api's, whose UTC day keys the answers.
 */
export function registerListCache(
  app: FastifyInstance,
  operationIds: ReadonlySet<string>,
  maxMegabytes: number,
  clock: () => Date,
): ListCache {
  const kept =
    maxMegabytes > 0
      ? new LRUCache<string, KeptAnswer>({
          maxSize: maxMegabytes * 1024 * 1024,
          sizeCalculation: (answer) => answer.bytes,
          ttl: MAX_AGE_MS,
        })
      : undefined;
  app.decorateRequest('listCacheKey', undefined);

  // After authentication (bearerAuth sets the stamp) and validation: a kept answer, if any.
  app.addHook('preHandler', async (request, reply) => {
    const operationId = operationOf(request);
    if (!kept || !operationId || !operationIds.has(operationId)) return;
    if (!request.vendor || request.vendorStamp === undefined) return;
    const day = clock().toISOString().slice(0, 10);
    const key = `${operationId} ${request.vendor.id} ${request.vendorStamp} ${day} ${request.url}`;
    request.listCacheKey = key;
    const answer = kept.get(key);
    if (!answer) return;
    const unchanged = matches(request.headers['if-none-match'], answer.etag);
    const variant = unchanged ? undefined : answer.variants.get(acceptEncodingOf(request));
    if (!unchanged && !variant) return;
    cacheHeaders(reply, answer.etag);
    for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
    if (!variant) {
      notModified(reply);
      return replay(request, reply, 304);
    }
    reply.type('application/json; charset=utf-8');
    if (variant.encoding) {
      varyOnEncoding(reply);
      reply.header('content-encoding', variant.encoding);
    }
    reply.header('content-length', String(Buffer.byteLength(variant.payload)));
    return replay(request, reply, 200, variant.payload);
  });

  // Before compression: the ETag, and a 304 for an unchanged poll. An answer sent from memory never
  // reaches this hook or the keeping one below: `replay` hijacked its reply.
  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = operationOf(request);
    if (!operationId || !operationIds.has(operationId) || reply.statusCode !== 200) {
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    cacheHeaders(reply, etag);
    if (matches(request.headers['if-none-match'], etag)) {
      // Nothing to compress or keep but the ETag: enough to answer the next unchanged polls.
      const key = request.listCacheKey;
      if (kept && key !== undefined && !kept.has(key)) {
        kept.set(key, { etag, headers: keptHeadersOf(reply), variants: new Map(), bytes: ANSWER_OVERHEAD_BYTES });
      }
      return notModified(reply);
    }
    return payload;
  });

  // After compression (route hooks run after the app's, in the order their onRoute hooks were
  // added, and compression adds its own from one): keep the answer as sent. A 304 keeps nothing.
  const keepAnswers = () =>
    app.addHook('onRoute', (route) => {
      if (!kept) return;
      const operationId = (route.schema as { operationId?: unknown } | undefined)?.operationId;
      if (typeof operationId !== 'string' || !operationIds.has(operationId)) return;
      const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const key = request.listCacheKey;
        if (key === undefined || reply.statusCode !== 200) return payload;
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
        const etag = reply.getHeader('etag');
        if (typeof etag !== 'string') return payload;
        const answer = kept.get(key) ?? {
          etag,
          headers: keptHeadersOf(reply),
          variants: new Map<string, Variant>(),
          bytes: ANSWER_OVERHEAD_BYTES,
        };
        if (answer.etag !== etag || answer.variants.size >= MAX_VARIANTS) return payload;
        const encoding = reply.getHeader('content-encoding');
        answer.variants.set(acceptEncodingOf(request), {
          payload,
          encoding: typeof encoding === 'string' && encoding !== 'identity' ? encoding : undefined,
        });
        answer.bytes += Buffer.byteLength(payload);
        kept.set(key, answer);
        return payload;
      };
      route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), keep];
    });
  return { keepAnswersAfterCompression: keepAnswers };
}
