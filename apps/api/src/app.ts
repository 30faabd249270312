// Builds the Fastify app: every route comes from the contract (openapi.yaml) through
// fastify-openapi-glue, so request validation and response serialisation (which drops unknown
// fields) follow the contract; handlers are looked up by operationId.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import fastifyOpenapiGlue from 'fastify-openapi-glue';
import { accessTokens } from './auth/access-tokens.ts';
import { DEFAULT_REFRESH_GRACE_MS } from './auth/refresh-tokens.ts';
import { callerOf, securityHandlers } from './auth/security.ts';
import type { Config } from './config.ts';
import { BackgroundTasks } from './background.ts';
import type { AppContext, Limiter, LimiterName } from './context.ts';
import { openConfiguredDatabase } from './db/open.ts';
import type { Database } from './db/client.ts';
import { getOrCreateSecret } from './db/queries/secrets.ts';
import { normaliseEmail } from './db/queries/vendors.ts';
import { registerBodyGuard } from './http/body-guard.ts';
import { registerCors } from './http/cors.ts';
import { errorHandler, HttpError, MESSAGES } from './http/errors.ts';
import { registerListCache } from './http/list-cache.ts';
import { registerNotFound, registerPortal } from './http/portal.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { configuredMailer } from './mail/mailer.ts';
import { mailMessages } from './mail/messages.ts';
import type { MailTransport } from './mail/transport.ts';
import { registerAdminRoutes } from './routes/admin.ts';
import { healthHandlers } from './routes/health.ts';
import { mailHandlers } from './routes/mail.ts';
import { notImplemented } from './routes/not-implemented.ts';
import { passwordResetHandlers } from './routes/password-reset.ts';
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
  /** Overrides of the throttles (tests use small or generous ones). */
  rateLimits?: Partial<Record<LimiterName, RateLimit>>;
  logger?: FastifyServerOptions['logger'];
  /** Where mail goes; absent means the configured one (SMTP_URL or the outbox), closed with the app. */
  mailer?: MailTransport;
  /** Work running after answers (tests wait on it); absent means a new one. app.close() waits for it. */
  background?: BackgroundTasks;
  /**
   * The secret of the admin CLI's internal routes (see admin/endpoint.ts). Absent means no such
   * routes at all: main.ts sets it when the server holds the embedded database.
   */
  adminSecret?: string;
}

type Handler = (...args: never[]) => unknown;

function perMinute(max: number): RateLimit {
  return { max, timeWindowMs: 60_000 };
}

const QUARTER_HOUR_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;
/** How long app.close() waits for work still running after its answer (main.ts allows 10 s in all). */
const BACKGROUND_SHUTDOWN_MS = 5_000;

/** What a limiter counts by: the client address unless said otherwise. */
type KeyOf = (request: FastifyRequest) => string;
const byClient: KeyOf = (request) => request.ip;
// Both run in handlers, after validation (a body exists) and authentication (a vendor exists).
const byEmail: KeyOf = (request) => normaliseEmail((request.body as { email: string }).email);
const byVendor: KeyOf = (request) => callerOf(request).id;

// Counters live in this process: with several instances the effective limit is per instance.
function limiter(app: FastifyInstance, name: string, limit: RateLimit, keyOf: KeyOf = byClient): Limiter {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    // Separate buckets per operation, per key.
    keyGenerator: (request) => `${name}|${keyOf(request)}`,
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
  const background = deps.background ?? new BackgroundTasks();

  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Report every bad field at once (the portal shows them per field), not just the first.
    ajv: { customOptions: { allErrors: true } },
    // The contract's longest path parameter (a reset token) is 200 characters; longer is a 414.
    routerOptions: { maxParamLength: 200 },
    // Router-level failures (bad URL encoding, too long a parameter) get the Error body too.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  });
  let mailer: MailTransport | undefined = deps.mailer;
  app.addHook('onClose', async () => {
    // Mail still being sent after its answer needs the database and the transport: let it finish,
    // within the shutdown budget (SMTP's own timeouts are longer).
    if (!(await background.settle(BACKGROUND_SHUTDOWN_MS))) {
      app.log.warn('background work (e.g. a reset mail) was still running at shutdown');
    }
    if (!deps.mailer) await mailer?.close();
    if (!deps.database) await database.close();
  });

  try {
    app.setErrorHandler(errorHandler);
    registerCors(app, config.corsOrigins);
    registerSecurityHeaders(app, config.cspConnectOrigins);

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

    mailer ??= configuredMailer(config, app.log);
    const limits = (name: LimiterName, fallback: RateLimit) => deps.rateLimits?.[name] ?? fallback;
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      tokens: accessTokens(app.jwt, config.accessTokenTtlSeconds, now),
      clock: () => new Date(now()),
      session: { ttlDays: config.refreshTokenTtlDays, graceMs: deps.refreshGraceMs ?? DEFAULT_REFRESH_GRACE_MS },
      limiters: {
        login: limiter(app, 'login', limits('login', perMinute(config.authRateLimitPerMinute))),
        register: limiter(app, 'register', limits('register', perMinute(config.authRateLimitPerMinute))),
        forgotPasswordClient: limiter(
          app,
          'forgot-client',
          limits('forgotPasswordClient', { max: 10, timeWindowMs: QUARTER_HOUR_MS }),
        ),
        forgotPasswordAddress: limiter(
          app,
          'forgot-address',
          limits('forgotPasswordAddress', { max: 3, timeWindowMs: QUARTER_HOUR_MS }),
          byEmail,
        ),
        resetPassword: limiter(app, 'reset', limits('resetPassword', { max: 10, timeWindowMs: QUARTER_HOUR_MS })),
        registrationEmail: limiter(
          app,
          'registration-email',
          limits('registrationEmail', { max: 3, timeWindowMs: HOUR_MS }),
          byVendor,
        ),
        productCreatedEmail: limiter(
          app,
          'product-email',
          limits('productCreatedEmail', { max: 30, timeWindowMs: HOUR_MS }),
          byVendor,
        ),
      },
      mailer,
      mail: mailMessages(config.publicUrl),
      background,
    };
    const handlers: Record<string, Handler> = {
      ...healthHandlers(ctx),
      ...sessionHandlers(ctx),
      ...passwordResetHandlers(ctx),
      ...vendorHandlers(ctx),
      ...mailHandlers(ctx),
    };

    await app.register(fastifyOpenapiGlue, {
      specification: CONTRACT_PATH,
      // Every operation of the contract is routed; those without a handler yet answer 501.
      operationResolver: (operationId) =>
        (handlers[operationId] ?? notImplemented(operationId)) as unknown as RouteOptions,
      securityHandlers: securityHandlers(ctx),
    });
    if (deps.adminSecret) registerAdminRoutes(app, ctx, deps.adminSecret);

    registerNotFound(app, await registerPortal(app, config.portalDist));
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
