// What happens to an answer on its way out, as one unit whose order is its code: the steps depend
// on each other, so nothing else registers them.
// 1. The list cache (list-cache.ts) takes the ETag over the uncompressed JSON, so it is the same
//    for every Accept-Encoding, and turns an unchanged poll into a 304 before anything compresses it.
// 2. No-store (cache-control.ts) marks whatever the list cache (or a handler, e.g. images) did not.
// 3. @fastify/compress compresses. It adds its onSend hook to each route as the route is added,
//    and a route's hooks run after the app's, so 1 and 2 always see the JSON. syncThreshold: JSON
//    answers (the lists, up to a few hundred kB) are compressed in one call, not through a stream,
//    so the list cache can keep what was sent.
// 4. The list cache keeps the answer as sent, compressed, to send it again straight to the socket
//    until the vendor's data changes. Its hook is added to each route too, after compression's
//    only if it is asked for after compression is registered: hence one function.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { registerNoStore } from './cache-control.ts';
import { registerListCache } from './list-cache.ts';

/** Answers smaller than this go uncompressed: a 304 or a short message gains nothing. */
const COMPRESS_FROM_BYTES = 1024;
/** Answers up to this are compressed in one call (see 3. above); a larger one is streamed. */
const COMPRESS_SYNC_UP_TO_BYTES = 1024 * 1024;

export interface ResponsePipelineOptions {
  /** The contract's list operations: ETag, `private, no-cache`, kept in memory. */
  listOperations: ReadonlySet<string>;
  /** LIST_CACHE_MB: the memory of the kept list answers; 0 keeps none. */
  listCacheMb: number;
  /** The api's clock: a kept answer is kept for its UTC day only (Earnings is as of a day). */
  clock: () => Date;
}

export async function registerResponsePipeline(
  app: FastifyInstance,
  { listOperations, listCacheMb, clock }: ResponsePipelineOptions,
): Promise<void> {
  const listCache = registerListCache(app, listOperations, listCacheMb, clock);
  registerNoStore(app);
  await app.register(fastifyCompress, { threshold: COMPRESS_FROM_BYTES, syncThreshold: COMPRESS_SYNC_UP_TO_BYTES });
  listCache.keepAnswersAfterCompression();
}
