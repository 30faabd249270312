// Builds the Fastify app from one plugin per concern (plugins/), registered in the order a request
// meets them: the frame every request is checked against, access tokens, bodies and answers, what
// a write leaves behind, the contract's routes, and the built portal after them all.
import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_REFRESH_GRACE_MS } from './auth/refresh-tokens.ts';
import type { Config, TrustProxy } from './config.ts';
import { BackgroundTasks } from './background.ts';
import { buildContext } from './context.ts';
import { ChangeFeed } from './db/change-feed.ts';
import { openConfiguredDatabase } from './db/open.ts';
import type { Database } from './db/client.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { errorHandler } from './http/errors.ts';
import { idempotencyStore } from './http/idempotency.ts';
import type { RateLimits } from './http/rate-limits.ts';
import { scheduleShipReminders } from './jobs/ship-reminders.ts';
import { configuredMailer } from './mail/mailer.ts';
import type { MailTransport } from './mail/transport.ts';
import { configuredSms } from './sms/sender.ts';
import type { SmsTransport } from './sms/transport.ts';
import { decodeImage } from './images/process.ts';
import { accessTokenSigning } from './plugins/access-tokens.ts';
import { bodiesAndAnswers } from './plugins/bodies-and-answers.ts';
import { readContract } from './plugins/contract.ts';
import { contractRoutes } from './plugins/contract-routes.ts';
import { builtPortal } from './plugins/portal.ts';
import { requestFrame } from './plugins/request-frame.ts';
import { writeRecords } from './plugins/write-records.ts';
import { configuredImageStorage, type ImageStorage } from './storage/index.ts';
import { vapidKeysOf } from './push/keys.ts';
import { systemLookup, type HostLookup } from './push/subscription.ts';

export { CONTRACT_PATH } from './plugins/contract.ts';

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

/** Fastify's own options: limits and timeouts that hold before any plugin sees a request. */
function serverOptions(config: Config, logger: FastifyServerOptions['logger'] | undefined): FastifyHttpOptions<Server> {
  return {
    logger: logger ?? { level: config.logLevel },
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
  };
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const database = deps.database ?? (await openConfiguredDatabase(config));
  const now = deps.now ?? Date.now;
  const clock = () => new Date(now());
  const background = deps.background ?? new BackgroundTasks();

  const app = Fastify(serverOptions(config, deps.logger));
  let mailer: MailTransport | undefined = deps.mailer;
  let sms: SmsTransport | undefined = deps.sms;
  const images = deps.images ?? configuredImageStorage(config.imageStorage);
  // What buildApp opened it closes; what it was given, its caller does.
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
    const contract = readContract();
    await app.register(requestFrame, { config, contract });
    await app.register(accessTokenSigning, { config, database });
    await app.register(bodiesAndAnswers, { listOperations: LIST_OPERATIONS, listCacheMb: config.listCacheMb, clock });
    // Claimed in the database, so every instance over it agrees (http/idempotency.ts).
    const idempotency = idempotencyStore({ db: database.db, clock, inFlightMs: inFlightClaimMs(config) });
    await app.register(writeRecords, { db: database.db, contract, idempotency, background, clock });

    mailer ??= configuredMailer(config, app.log);
    sms ??= configuredSms(config, app.log);
    // Made now, like the JWT key, so the first instance to start stores the pair the others read.
    await vapidKeysOf(database.db, config);
    const changes = await ChangeFeed.start(database);
    app.addHook('onClose', () => changes.close());
    const ctx = await buildContext(app, {
      config,
      database,
      now,
      refreshGraceMs: deps.refreshGraceMs ?? DEFAULT_REFRESH_GRACE_MS,
      rateLimits: deps.rateLimits,
      changes,
      mailer,
      sms,
      background,
      images,
      idempotency,
      decodeImage: deps.decodeImage ?? decodeImage,
      lookupHost: deps.lookupHost ?? systemLookup,
    });
    // Orders waiting 48 hours to ship remind their vendor once (jobs/ship-reminders.ts).
    scheduleShipReminders(app, background, database.db, clock, () => ({
      mail: { transport: ctx.mailer, messages: ctx.mail },
      push: ctx.push,
    }));

    await app.register(contractRoutes, { ctx, contract, adminSecret: deps.adminSecret });
    await app.register(builtPortal, { portalDist: config.portalDist });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
