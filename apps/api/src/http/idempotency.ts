// The Idempotency-Key header (IETF httpapi draft) on the writes the contract marks with it: the
// portal sends writes it kept while offline with a key, and may send one again when it cannot tell
// whether the first arrived. After authentication, the key is claimed for the vendor in the
// database (db/queries/idempotency.ts), so api instances over one database agree:
// - a new key: the write runs, and its answer is kept with the key for 24 hours;
// - the same key and the same request again: the kept answer, marked `Idempotent-Replayed: true`,
//   without doing the write again (nothing changes, so the list cache and the changes feed neither);
// - the same key with another body or operation: 422 IDEMPOTENCY_KEY_REUSED;
// - while the first request still runs: 409 IDEMPOTENCY_IN_FLIGHT with Retry-After.
// A write that fails on the server's side (a 5xx, a throw) or is cut short keeps nothing: the key
// may be tried again. A refusal (4xx) is kept, so the same request gets the same refusal, except the
// ones that say "later" (408, 409, 429).
// JSON bodies are claimed before the handler, hashed with their keys in one order (the same body
// with its keys reordered is the same request); a multipart upload is claimed by its handler once
// the file is read (routes/uploads.ts), since the file's bytes, not the multipart framing, are the
// request.
import { createHash } from 'node:crypto';
import { serverMessages } from '@sika/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { repeatEvery, type BackgroundTasks } from '../background.ts';
import type { Db } from '../db/client.ts';
import { claimKey, deleteExpiredKeys, keepAnswer, releaseKey } from '../db/queries/idempotency.ts';
import { HttpError } from './errors.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key and its answer are kept. */
export const KEY_LIFETIME_MS = 24 * 60 * 60_000;
/** How often expired keys are removed. */
const KEY_CLEANUP_INTERVAL_MS = 15 * 60_000;
/** What a 409 asks the client to wait: writes take well under a second. */
const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;
/** Refusals that say "not now" rather than "not this": never kept. */
const NOT_KEPT_STATUSES: ReadonlySet<number> = new Set([408, 409, 429]);
/** The headers of an answer kept with it; the rest are the same for every answer. */
const KEPT_HEADERS = ['content-type'] as const;

interface Claim {
  vendorId: string;
  key: string;
  requestHash: string;
  /** True once the answer is kept or the claim released. */
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed; undefined without one (or when it was answered from the store). */
    idempotencyClaim: Claim | undefined;
  }
}

export interface IdempotencyStore {
  /**
   * Claims the request's Idempotency-Key, if it has one, over the request's `bytes`. Resolves
   * true when the kept answer was sent instead (the caller returns `reply`), false when the write
   * goes on; throws the 409 or 422.
   */
  claim(request: FastifyRequest, reply: FastifyReply, bytes: readonly Buffer[]): Promise<boolean>;
}

export interface IdempotencyOptions {
  db: Db;
  clock: () => Date;
  /**
   * How long an in-flight claim holds: a claim older than this was left by an instance that died
   * mid-write, and the key may be claimed again.
   */
  inFlightMs: number;
}

type Document = {
  components?: { parameters?: Record<string, { name?: string; in?: string }> };
  paths?: Record<
    string,
    Record<string, { operationId?: string; parameters?: Array<{ $ref?: string; name?: string; in?: string }> }>
  >;
};

/** The operations of the contract that declare the Idempotency-Key header. */
export function idempotentOperations(contract: object): ReadonlySet<string> {
  const doc = contract as Document;
  const shared = doc.components?.parameters ?? {};
  const found = new Set<string>();
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const declares = (operation?.parameters ?? []).some((parameter) => {
        const resolved = parameter.$ref ? shared[parameter.$ref.replace('#/components/parameters/', '')] : parameter;
        return resolved?.in === 'header' && resolved.name?.toLowerCase() === IDEMPOTENCY_KEY_HEADER;
      });
      if (declares && operation.operationId) found.add(operation.operationId);
    }
  }
  return found;
}

function operationOf(request: FastifyRequest): string | undefined {
  return (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
}

function isMultipart(request: FastifyRequest): boolean {
  const body = (request.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined)?.body;
  return body?.content?.['multipart/form-data'] !== undefined;
}

/**
 * The JSON of a parsed body with every object's keys in one order (arrays keep theirs): the same
 * body sent again with its keys reordered, as another client or a re-serialised queue may, is the
 * same request and must hash the same.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** sha256 of the method, the operation, the address (path parameters included) and the request's bytes. */
function requestHashOf(request: FastifyRequest, operationId: string, bytes: readonly Buffer[]): string {
  const hash = createHash('sha256');
  for (const part of [request.method, operationId, request.url]) hash.update(`${part}\n`);
  for (const part of bytes) hash.update(`${part.length}\n`).update(part);
  return hash.digest('base64url');
}

export function idempotencyStore({ db, clock, inFlightMs }: IdempotencyOptions): IdempotencyStore {
  return {
    async claim(request, reply, bytes) {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const operationId = operationOf(request);
      if (typeof key !== 'string' || !operationId || !request.vendor) return false;
      const vendorId = request.vendor.id;
      const requestHash = requestHashOf(request, operationId, bytes);
      const now = clock();
      const result = await claimKey(db, {
        vendorId,
        key,
        operationId,
        requestHash,
        now,
        expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS),
        claimedUntil: new Date(now.getTime() + inFlightMs),
      });
      if (result.kind === 'claimed') {
        request.idempotencyClaim = { vendorId, key, requestHash, settled: false };
        return false;
      }
      const { row } = result;
      if (row.operationId !== operationId || row.requestHash !== requestHash) {
        throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', serverMessages.idempotencyKeyReused);
      }
      if (row.state !== 'done' || row.status === null || row.body === null) {
        reply.header('retry-after', String(IN_FLIGHT_RETRY_AFTER_SECONDS));
        throw new HttpError(409, 'IDEMPOTENCY_IN_FLIGHT', serverMessages.idempotencyInFlight);
      }
      for (const [name, value] of Object.entries(row.headers ?? {})) reply.header(name, value);
      reply.header(REPLAYED_HEADER, 'true');
      reply.code(row.status).send(row.body);
      return true;
    },
  };
}

/**
 * Claims the key of every JSON write of `operations` before its handler, and keeps or releases
 * every claim as its answer goes out. Register before the routes, after the response pipeline:
 * the answer kept is the JSON, before compression.
 */
export function registerIdempotency(
  app: FastifyInstance,
  store: IdempotencyStore,
  db: Db,
  operations: ReadonlySet<string>,
): void {
  app.decorateRequest('idempotencyClaim', undefined);

  app.addHook('preHandler', async (request, reply) => {
    const operationId = operationOf(request);
    if (!operationId || !operations.has(operationId) || isMultipart(request)) return;
    if (request.headers[IDEMPOTENCY_KEY_HEADER] === undefined) return;
    const body = Buffer.from(canonicalJson(request.body ?? null));
    if (await store.claim(request, reply, [body])) return reply;
  });

  const release = async (request: FastifyRequest, claim: Claim) => {
    try {
      await releaseKey(db, claim.vendorId, claim.key, claim.requestHash);
    } catch (error) {
      // The claim then lapses after its in-flight time: a retry waits, it is never done twice.
      request.log.error({ err: error }, 'idempotency: a claim could not be released');
    }
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim || claim.settled) return payload;
    claim.settled = true;
    const status = reply.statusCode;
    // A refusal because the client hung up mid-request (its upload cut) is about that attempt only.
    const cutShort = status >= 400 && (request.raw.readableAborted || request.raw.socket?.destroyed === true);
    if (status >= 500 || NOT_KEPT_STATUSES.has(status) || cutShort || typeof payload !== 'string') {
      await release(request, claim);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      await keepAnswer(db, claim.vendorId, claim.key, claim.requestHash, { status, headers, body: payload });
    } catch (error) {
      // The write is done: the claim stays in flight until it lapses rather than invite a second one.
      request.log.error({ err: error }, 'idempotency: an answer could not be kept');
    }
    return payload;
  });

  // An answer that never reached onSend (a hijacked reply, a socket gone): nothing was kept.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotencyClaim;
    if (!claim || claim.settled) return;
    claim.settled = true;
    await release(request, claim);
  });
}

/**
 * Removes expired keys every quarter of an hour. An expired key is already treated as new when it
 * comes again; this only keeps the table to a day of writes. Each instance runs it; a delete of
 * rows another instance removed first removes nothing.
 */
export function scheduleKeyCleanup(app: FastifyInstance, background: BackgroundTasks, db: Db, clock: () => Date): void {
  const stop = repeatEvery(background, KEY_CLEANUP_INTERVAL_MS, 'idempotency-key cleanup', app.log, async () => {
    const removed = await deleteExpiredKeys(db, clock());
    if (removed > 0) app.log.info({ removed }, 'idempotency: expired keys removed');
  });
  // Before onClose, which waits for background work and then closes the database.
  app.addHook('preClose', async () => stop());
}
