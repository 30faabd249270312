// Builds the Fastify app: every route comes from the contract (openapi.yaml) through
// fastify-openapi-glue, so request validation and response serialisation (which drops unknown
// fields) follow the contract; handlers are looked up by operationId.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverMessages } from '@sika/domain';
import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fastifyOpenapiGlue from 'fastify-openapi-glue';
import { accessTokens } from './auth/access-tokens.ts';
import { deviceCookies } from './auth/devices.ts';
import { DEFAULT_REFRESH_GRACE_MS } from './auth/refresh-tokens.ts';
import { sessionLookup } from './auth/session-cache.ts';
import { registerSecurityBeforeBody, rolesByOperation, securityHandlers } from './auth/security.ts';
import type { Config, TrustProxy } from './config.ts';
import { BackgroundTasks } from './background.ts';
import type { AppContext } from './context.ts';
import { ChangeFeed } from './db/change-feed.ts';
import { openConfiguredDatabase } from './db/open.ts';
import type { Database } from './db/client.ts';
import { getOrCreateSecret } from './db/queries/secrets.ts';
import { registerBodyGuard } from './http/body-guard.ts';
import { registerTextBodies } from './http/body-text.ts';
import { contractMethods, registerCors } from './http/cors.ts';
import { idempotencyStore, idempotentOperations, registerIdempotency, scheduleKeyCleanup } from './http/idempotency.ts';
import { registerActivity } from './http/activity.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { errorHandler } from './http/errors.ts';
import { collectRouteMethods } from './http/methods.ts';
import { withStreamedMultipart } from './http/multipart.ts';
import { withNulRefused } from './http/no-nul.ts';
import { inlineScriptSources, registerNotFound, registerPortal } from './http/portal.ts';
import { rateLimiters, type RateLimits } from './http/rate-limits.ts';
import { registerResponsePipeline } from './http/response-pipeline.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { contractValidatorCompiler } from './http/validation.ts';
import { scheduleActivityKeeping } from './jobs/activity-keeping.ts';
import { scheduleShipReminders } from './jobs/ship-reminders.ts';
import { configuredMailer } from './mail/mailer.ts';
import { configuredSms } from './sms/sender.ts';
import type { SmsTransport } from './sms/transport.ts';
import { mailMessages } from './mail/messages.ts';
import type { MailTransport } from './mail/transport.ts';
import { decodeSlots, runWithin } from './images/decode-slots.ts';
import { HANDOVER_FOLDER } from './images/names.ts';
import { decodeImage, ImageRejectedError } from './images/process.ts';
import { activityHandlers } from './routes/activity.ts';
import { registerAdminRoutes } from './routes/admin.ts';
import { changeHandlers } from './routes/changes.ts';
import { earningsHandlers } from './routes/earnings.ts';
import { payoutHandlers } from './routes/payouts.ts';
import { emailChangeHandlers } from './routes/email-change.ts';
import { healthHandlers } from './routes/health.ts';
import { imageHandlers } from './routes/images.ts';
import { mailHandlers } from './routes/mail.ts';
import { notImplemented } from './routes/not-implemented.ts';
import { passwordResetHandlers } from './routes/password-reset.ts';
import { orderHandlers } from './routes/orders.ts';
import { pushHandlers } from './routes/push.ts';
import { teamHandlers } from './routes/team.ts';
import { productImportHandlers } from './routes/product-import.ts';
import { productHandlers } from './routes/products.ts';
import { sessionHandlers } from './routes/session.ts';
import { MAX_UPLOAD_BYTES, uploadHandlers } from './routes/uploads.ts';
import { vendorHandlers } from './routes/vendors.ts';
import { configuredImageStorage, type ImageStorage } from './storage/index.ts';
import { pushSender } from './push/send.ts';
import { vapidKeysOf } from './push/keys.ts';
import { systemLookup, type HostLookup } from './push/subscription.ts';
import { parse } from 'yaml';

export const CONTRACT_PATH = fileURLToPath(import.meta.resolve('@sika/api-client/openapi.yaml'));

/** The contract as written: openapi.yaml. */
type Contract = { info: { version: string }; paths: Record<string, object> };
function readContract(): Contract {
  return parse(readFileSync(CONTRACT_PATH, 'utf8')) as Contract;
}

/** The contract as the server routes and validates it: every text refuses NUL (see http/no-nul.ts). */
function servedContract(contract: object): object {
  return withStreamedMultipart(withNulRefused(structuredClone(contract)));
}

/**
 * Operations answering a polled list (and `getChanges`, the poll that stands for them): they get an
 * ETag and `Cache-Control: private, no-cache`, and are kept in memory until the vendor's data changes.
 */
export const LIST_OPERATIONS: ReadonlySet<string> = new Set([
  'getAllVendors',
  'getAllProducts',
  'getVendorOrders',
  'getChanges',
  // Not polled: asked again when getChanges moves, and then mostly unchanged.
  'getEarnings',
  'getOrderCounts',
  // The Payouts panel and its statements: asked again when getChanges moves.
  'getPayouts',
  'getStatement',
  // The Team page: asked again when getChanges moves or the owner changes the team.
  'getTeam',
]);

export interface AppDeps {
  /** An open, migrated database; when absent buildApp opens the configured one and closes it on app.close(). */
  database?: Database;
  /** Milliseconds since the epoch; tests move it to expire tokens and pass the grace window. */
  now?: () => number;
  refreshGraceMs?: number;
  /** Overrides of the throttles (tests use small or generous ones). */
  rateLimits?: RateLimits;
  logger?: FastifyServerOptions['logger'];
  /** Where mail goes; absent means the configured one (SMTP_URL or the outbox), closed with the app. */
  mailer?: MailTransport;
  /** Where text messages go; absent means the configured one (SMS_PROVIDER or the SMS outbox), closed with the app. */
  sms?: SmsTransport;
  /** Work running after answers (tests wait on it); absent means a new one. app.close() waits for it. */
  background?: BackgroundTasks;
  /**
   * The secret of the admin CLI's internal routes (see admin/endpoint.ts). Absent means no such
   * routes at all: main.ts sets it when the server holds the embedded database.
   */
  adminSecret?: string;
  /** Where product images go; absent means the configured one (DATA_DIR/images or S3), closed with the app. */
  images?: ImageStorage;
  /** Decodes an accepted upload; tests put in a slow one to fill the decode slots. */
  decodeImage?: typeof decodeImage;
  /** Looks up push endpoints' host names; absent means the system resolver (tests use a fixed table). */
  lookupHost?: HostLookup;
}

// A handler, or route options with one (an operation that answers its own validation failures).
type Handler = ((...args: never[]) => unknown) | { handler: (...args: never[]) => unknown };

/**
 * How long an Idempotency-Key claim holds while its write runs: far longer than any write takes
 * (the whole request must arrive within the request timeout), so only an instance that died leaves
 * one this old.
 */
function inFlightClaimMs(config: Config): number {
  return Math.max(5 * 60_000, 2 * config.requestTimeoutSeconds * 1000);
}

/**
 * TRUST_PROXY as Fastify's option. A hop count goes in as a function: Fastify takes a bare number
 * as "trust nothing", and proxy-addr asks the function about each hop from the socket outwards
 * (0 is the peer itself), so the client's address is the entry `hops` places from the right of
 * X-Forwarded-For and anything the client wrote further left is ignored.
 */
function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** How long app.close() waits for work still running after its answer (main.ts allows 10 s in all). */
const BACKGROUND_SHUTDOWN_MS = 5_000;

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const database = deps.database ?? (await openConfiguredDatabase(config));
  const now = deps.now ?? Date.now;
  const background = deps.background ?? new BackgroundTasks();

  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The contract's longest path parameter (a reset token) is 200 characters; longer is a 414.
    routerOptions: { maxParamLength: 200 },
    // Router-level failures (bad URL encoding, too long a parameter) get the Error body too.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
    // Parser-level failures (431, broken framing) too: every error has the contract's body.
    clientErrorHandler,
    // A client trickling its request (a byte every few seconds) or going silent is cut, not waited
    // on forever: Node's defaults leave the whole-request and idle limits off.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    connectionTimeout: config.connectionTimeoutSeconds * 1000,
    keepAliveTimeout: config.keepAliveTimeoutSeconds * 1000,
    http: {
      // Node refuses a headers timeout above the request timeout.
      headersTimeout: Math.min(60, config.requestTimeoutSeconds) * 1000,
      // Node checks the two timeouts every 30 s by default: a quarter of the limit keeps the cut near it.
      connectionsCheckingInterval: Math.min(30_000, (config.requestTimeoutSeconds * 1000) / 4),
    },
  });
  let mailer: MailTransport | undefined = deps.mailer;
  let sms: SmsTransport | undefined = deps.sms;
  const images = deps.images ?? configuredImageStorage(config.imageStorage);
  // A queued upload waits at most one decode's time limit: with its own, well under the socket timeouts.
  const slots = decodeSlots(config.imageDecodeSlots, config.imageDecodeQueue, config.imageDecodeTimeoutSeconds * 1000);
  const decode = deps.decodeImage ?? decodeImage;
  const lookupHost = deps.lookupHost ?? systemLookup;
  app.addHook('onClose', async () => {
    // Mail still being sent after its answer needs the database and the transport: let it finish,
    // within the shutdown budget (SMTP's own timeouts are longer).
    if (!(await background.settle(BACKGROUND_SHUTDOWN_MS))) {
      app.log.warn('background work (e.g. a reset mail) was still running at shutdown');
    }
    if (!deps.mailer) await mailer?.close();
    if (!deps.sms) await sms?.close();
    if (!deps.images) await images.close();
    if (!deps.database) await database.close();
  });

  try {
    app.setErrorHandler(errorHandler);
    // Bodies validated strictly (no coercion, unknown fields refused); parameters coerced from text.
    app.setValidatorCompiler(contractValidatorCompiler());
    const contract = readContract();
    await registerCors(app, config.corsOrigins, contractMethods(contract));
    registerSecurityHeaders(app, config.cspConnectOrigins, inlineScriptSources(config.portalDist));

    // Several instances over one database must agree on the key: keep a generated one there.
    const secret =
      config.jwtSecret ?? (await getOrCreateSecret(database.db, 'jwt', () => randomBytes(48).toString('base64url')));
    await app.register(fastifyCookie);
    await app.register(fastifyJwt, { secret, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });
    app.decorateRequest('vendor', null);
    app.decorateRequest('vendorStamp', undefined);
    app.decorateRequest('person', null);

    // JSON and form-encoded bodies: UTF-8 only (http/body-text.ts).
    registerTextBodies(app);
    // The upload handler reads its multipart stream itself, with its own limits (routes/uploads.ts).
    await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2 } });
    registerBodyGuard(app);
    await registerResponsePipeline(app, {
      listOperations: LIST_OPERATIONS,
      listCacheMb: config.listCacheMb,
      clock: () => new Date(now()),
    });

    // Claimed in the database, so every instance over it agrees (http/idempotency.ts).
    const idempotency = idempotencyStore({
      db: database.db,
      clock: () => new Date(now()),
      inFlightMs: inFlightClaimMs(config),
    });
    registerIdempotency(app, idempotency, database.db, idempotentOperations(contract));
    scheduleKeyCleanup(app, background, database.db, () => new Date(now()));
    // Every successful write of a shop's person leaves a record, a replay none (http/activity.ts);
    // records past their keeping are deleted daily (jobs/activity-keeping.ts).
    registerActivity(app, database.db, () => new Date(now()));
    scheduleActivityKeeping(app, background, database.db, () => new Date(now()));

    mailer ??= configuredMailer(config, app.log);
    sms ??= configuredSms(config, app.log);
    // Made now, like the JWT key, so the first instance to start stores the pair the others read.
    await vapidKeysOf(database.db, config);
    const changes = await ChangeFeed.start(database);
    app.addHook('onClose', () => changes.close());
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      tokens: accessTokens(app.jwt, config.accessTokenTtlSeconds, now),
      clock: () => new Date(now()),
      session: {
        ttlDays: config.refreshTokenTtlDays,
        maxAgeDays: config.refreshTokenMaxAgeDays,
        graceMs: deps.refreshGraceMs ?? DEFAULT_REFRESH_GRACE_MS,
      },
      sessions: sessionLookup(database.db, changes),
      limiters: await rateLimiters(database, config, deps.rateLimits),
      // Its own key, kept like the JWT's: every instance over one database agrees on it.
      devices: deviceCookies(
        await getOrCreateSecret(database.db, 'device-cookie', () => randomBytes(48).toString('base64url')),
      ),
      mailer,
      mail: mailMessages(config.publicUrl),
      sms,
      background,
      images,
      handoverPhotos: images.within(HANDOVER_FOLDER),
      push: pushSender(database.db, config, app.log, () => new Date(now()), lookupHost),
      lookupHost,
      idempotency,
      decodeImage: (input, header) =>
        runWithin(
          slots,
          () => decode(input, header, { timeoutSeconds: config.imageDecodeTimeoutSeconds }),
          config.imageDecodeTimeoutSeconds * 1000,
          () => new ImageRejectedError('too-slow', serverMessages.imageTooSlow),
        ),
    };
    // Orders waiting 48 hours to ship remind their vendor once (jobs/ship-reminders.ts).
    scheduleShipReminders(app, background, database.db, ctx.clock, () => ({
      mail: { transport: ctx.mailer, messages: ctx.mail },
      push: ctx.push,
    }));
    const handlers: Record<string, Handler> = {
      ...healthHandlers(ctx, contract.info.version),
      ...sessionHandlers(ctx),
      ...passwordResetHandlers(ctx),
      ...emailChangeHandlers(ctx),
      ...vendorHandlers(ctx),
      ...mailHandlers(ctx),
      ...productHandlers(ctx),
      ...productImportHandlers(ctx),
      ...orderHandlers(ctx),
      ...earningsHandlers(ctx),
      ...payoutHandlers(ctx),
      ...changeHandlers(ctx),
      ...uploadHandlers(ctx),
      ...imageHandlers(ctx),
      ...pushHandlers(ctx),
      ...teamHandlers(ctx),
      ...activityHandlers(ctx),
    };

    registerSecurityBeforeBody(app);
    // Before any route: a wrong method on a known path is then a 405 naming the right ones.
    collectRouteMethods(app);
    await app.register(fastifyOpenapiGlue, {
      specification: servedContract(contract),
      // Every operation of the contract is routed; those without a handler yet answer 501.
      operationResolver: (operationId) =>
        (handlers[operationId] ?? notImplemented(operationId)) as unknown as RouteOptions,
      securityHandlers: securityHandlers(ctx, rolesByOperation(contract)),
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
