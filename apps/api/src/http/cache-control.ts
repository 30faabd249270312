// What the api answers is the vendor's own data (tokens, account, products, orders): no cache
// may keep it (`Cache-Control: no-store`, OWASP ASVS 8.2.1), so a shared computer's browser cache
// or a proxy never holds it after the session ends.
//
// Two kinds of answer keep a policy of their own, set before this hook runs:
// - the polled lists (all-Vendors, all-products, get-vendor-orders) send `private, no-cache` with
//   an ETag (http/list-cache.ts). `no-store` would forbid the browser to keep the body it needs to
//   answer a 304 with, so every 15-second poll would again carry the whole list; `private` keeps
//   shared caches out and `no-cache` makes the browser ask the server (with the token) every
//   time, so nothing is ever shown from cache without the server's say-so. The ETag is only
//   served to a request whose token passed, like the body.
// - product images (`public, max-age=31536000, immutable`): public by design, with unguessable names.
import type { FastifyInstance } from 'fastify';

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId !== undefined || request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
