// Builds the Fastify app: every route comes from the contract (openapi.yaml) through
// fastify-openapi-glue, so request validation and response serialisation (which drops unknown
// fields) follow the contract; handlers are looked up by operationId.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fastifyOpenapiGlue from 'fastify-openapi-glue';
import { accessTokens } from './auth/access-tokens.ts';
import { DEFAULT_REFRESH_GRACE_MS } from './auth/refresh-tokens.ts';
import { securityHandlers } from './auth/security.ts';
import type { Config } from './config.ts';
import type { AppContext, Limiter } from './context.ts';
import { openConfiguredDatabase } from './db/open.ts';
import type { Database } from './db/client.ts';
import { getOrCreateSecret } from './db/queries/secrets.ts';
import { registerBodyGuard } from './http/body-guard.ts';
import { registerCors } from './http/cors.ts';
import { errorHandler, HttpError, MESSAGES } from './http/errors.ts';
import { registerListCache } from './http/list-cache.ts';
import { registerNotFound, registerPortal } from './http/portal.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { healthHandlers } from './routes/health.ts';
import { notImplemented } from './routes/not-implemented.ts';
import { sessionHandlers } from './routes/session.ts';
import { vendorHandlers } from './routes/vendors.ts';

export const CONTRACT_PATH = fileURLToPath(import.meta.resolve('@sika/api-client/openapi.yaml'));

/** Operations answering a polled list: they get an ETag and `Cache-Control: private, no-cache`. */
export const LIST_OPERATIONS: ReadonlySet<string> = new Set(['getAllVendors', 'getAllProducts', 'getVendorOrders']);

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

export interface AppDeps {
  /** An open, migrated database; when absent buildApp opens the configured one and closes it on app.close(). */
  database?: Database;
  /** Milliseconds since the epoch; tests move it to expire tokens and pass the grace window. */
  now?: () => number;
  refreshGraceMs?: number;
  rateLimits?: { login?: RateLimit; register?: RateLimit };
  logger?: FastifyServerOptions['logger'];
}

type Handler = (...args: never[]) => unknown;

function perMinute(max: number): RateLimit {
  return { max, timeWindowMs: 60_000 };
}

// Counters live in this process: with several instances the effective limit is per instance.
function limiter(app: FastifyInstance, name: string, limit: RateLimit): Limiter {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    // Separate buckets per operation, per client address.
    keyGenerator: (request) => `${name}|${request.ip}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    // `isAllowed` only means "on the allow list"; `isExceeded` is the verdict.
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new HttpError(429, 'TOO_MANY_REQUESTS', MESSAGES.tooManyRequests);
    }
  };
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const database = deps.database ?? (await openConfiguredDatabase(config));
  const now = deps.now ?? Date.now;

  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Report every bad field at once (the portal shows them per field), not just the first.
    ajv: { customOptions: { allErrors: true } },
  });
  if (!deps.database) app.addHook('onClose', () => database.close());

  try {
    app.setErrorHandler(errorHandler);
    registerCors(app, config.corsOrigins);
    registerSecurityHeaders(app);

    // Several instances over one database must agree on the key: keep a generated one there.
    const secret =
      config.jwtSecret ?? (await getOrCreateSecret(database.db, 'jwt', () => randomBytes(48).toString('base64url')));
    await app.register(fastifyCookie);
    await app.register(fastifyJwt, { secret, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });
    await app.register(fastifyRateLimit, { global: false });
    app.decorateRequest('vendor', null);

    // Browsers post the spec's e-mail notifications form-encoded.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    registerBodyGuard(app);
    // Before compression: the ETag is taken over the uncompressed JSON.
    registerListCache(app, LIST_OPERATIONS);
    await app.register(fastifyCompress, { threshold: 1024 });

    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      tokens: accessTokens(app.jwt, config.accessTokenTtlSeconds, now),
      clock: () => new Date(now()),
      session: { ttlDays: config.refreshTokenTtlDays, graceMs: deps.refreshGraceMs ?? DEFAULT_REFRESH_GRACE_MS },
      limiters: {
        login: limiter(app, 'login', deps.rateLimits?.login ?? perMinute(config.authRateLimitPerMinute)),
        register: limiter(app, 'register', deps.rateLimits?.register ?? perMinute(config.authRateLimitPerMinute)),
      },
    };
    const handlers: Record<string, Handler> = {
      ...healthHandlers(ctx),
      ...sessionHandlers(ctx),
      ...vendorHandlers(ctx),
    };

    await app.register(fastifyOpenapiGlue, {
      specification: CONTRACT_PATH,
      // Every operation of the contract is routed; those without a handler yet answer 501.
      operationResolver: (operationId) =>
        (handlers[operationId] ?? notImplemented(operationId)) as unknown as RouteOptions,
      securityHandlers: securityHandlers(ctx),
    });

    registerNotFound(app, await registerPortal(app, config.portalDist));
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
