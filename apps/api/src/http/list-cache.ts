// List endpoints are polled every 15 s (spec 9). An ETag over the serialised body lets an
// unchanged poll end as a 304 with no body; `private, no-cache` keeps shared caches out and
// makes browsers revalidate every time.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

function etagOf(payload: string | Buffer): string {
  return `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** `operationIds`: the contract's list operations (their schema carries the operationId). */
export function registerListCache(app: FastifyInstance, operationIds: ReadonlySet<string>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (!operationId || !operationIds.has(operationId) || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    reply.header('cache-control', 'private, no-cache');
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
