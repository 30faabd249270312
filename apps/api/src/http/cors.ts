// CORS exists only for a portal served from another origin (CORS_ORIGIN), through @fastify/cors.
// Origins are matched exactly, never reflected blindly, because credentials (the refresh cookie)
// are allowed. Every answer varies on Origin; only a listed origin gets the CORS headers, and
// only its real preflight (an OPTIONS naming the method it wants) is answered here: any other
// OPTIONS goes on to the routes like another method would.
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What a listed origin may do: the contract's methods (contractMethods), the headers the portal
 * sends. It reads the ETag, and of a write sent with an Idempotency-Key, whether it was replayed and
 * a 409's Retry-After.
 */
const ALLOWED = {
  credentials: true,
  exposedHeaders: 'ETag, Idempotent-Replayed, Retry-After',
  allowedHeaders: 'Authorization, Content-Type, If-None-Match, Idempotency-Key',
  maxAge: 600,
  strictPreflight: false,
} as const satisfies FastifyCorsOptions;

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The methods the contract's paths use, HEAD with GET (Fastify answers it): a new one is allowed with its operation. */
export function contractMethods(contract: { paths: Record<string, object> }): string {
  const used = new Set(
    Object.values(contract.paths).flatMap((path) => Object.keys(path).map((method) => method.toUpperCase())),
  );
  if (used.has('GET')) used.add('HEAD');
  return METHOD_ORDER.filter((method) => used.has(method)).join(', ');
}

export async function registerCors(app: FastifyInstance, origins: readonly string[], methods: string): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  // Per request, so that the answer can depend on the origin and on whether it is a preflight.
  const optionsFor = (request: FastifyRequest): FastifyCorsOptions => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return { origin: false };
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    return { ...ALLOWED, methods, origin, preflight };
  };
  await app.register(fastifyCors, {
    hook: 'onRequest',
    delegator: (request, callback) => callback(null, optionsFor(request)),
  });
}
