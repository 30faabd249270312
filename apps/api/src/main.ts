// Starts the api: configuration, database (migrated, seeded when asked), HTTP server. Stops
// cleanly on SIGTERM/SIGINT: Fastify first (no new requests), then the database. PGlite must be
// closed, or its next start runs crash recovery. While it holds the embedded database it publishes
// DATA_DIR/admin.secret so the admin CLI can work through it (admin/endpoint.ts).
import { loopbackUrl, newAdminSecret, publishAdminEndpoint } from './admin/endpoint.ts';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import type { Database } from './db/client.ts';
import { openConfiguredDatabase, pgliteDir } from './db/open.ts';
import { DEMO_LOGIN, seedDemo } from './db/seed.ts';
import { configuredImageStorage } from './storage/index.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function fail(message: string, error: unknown): never {
  const reason = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${message}: ${reason}\n`);
  process.exit(1);
}

const config = loadConfigOrExit();

let database: Database;
try {
  database = await openConfiguredDatabase(config);
} catch (error) {
  fail(
    config.databaseUrl
      ? 'Could not open the PostgreSQL database (DATABASE_URL)'
      : `Could not open the database in ${pgliteDir(config)}`,
    error,
  );
}

// Made here (not by buildApp) because the seed stores its demo pictures before the app starts.
const images = configuredImageStorage(config.imageStorage);
const seeded = config.seedDemo ? await seedDemo(database.db, undefined, images) : undefined;
// With DATABASE_URL the CLI opens the database itself: no internal routes are needed then.
const adminSecret = config.databaseUrl ? undefined : newAdminSecret();
const app = await buildApp(config, { database, adminSecret, images });
let unpublishAdmin: (() => Promise<void>) | undefined;

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: shutting down`);
  // A stuck close must not keep the process alive forever (unref: it never holds it open).
  setTimeout(() => {
    process.stderr.write('Shutdown timed out; exiting.\n');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    // The file goes first: a CLI started now must not reach a server that is going away.
    await unpublishAdmin?.().catch(() => {});
    await app.close();
  } finally {
    await images.close();
    await database.close();
  }
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await database.close();
  fail(`Could not listen on ${config.host}:${config.port} (PORT/HOST)`, error);
}

if (adminSecret) {
  try {
    unpublishAdmin = await publishAdminEndpoint(config.dataDir, {
      url: loopbackUrl(app.server.address()),
      secret: adminSecret,
      pid: process.pid,
    });
  } catch (error) {
    app.log.warn({ err: error }, 'could not write the admin CLI file: `pnpm admin` cannot reach this server');
  }
}

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
process.stdout.write(`\nSika is running at http://${shownHost}:${config.port}\n`);
process.stdout.write(
  `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir(config)}`}\n`,
);
if (seeded) process.stdout.write(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n`);
