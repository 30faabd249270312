// Opens the database: embedded PGlite under DATA_DIR/pglite by default, a PostgreSQL server when
// DATABASE_URL is set. Both expose the same drizzle API over the same schema and migrations.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './pglite-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** The connection pool (PostgreSQL only): shared with what keeps state beside drizzle, e.g. throttles. */
  readonly pool?: pg.Pool;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Hears the database's NOTIFYs on `channel` (see db/change-feed.ts); stops when the database closes. */
  listen(channel: string, listener: NotificationListener): Promise<Notifications>;
  close(): Promise<void>;
}

export interface NotificationListener {
  /** One payload of the channel, in commit order. */
  notified(payload: string): void;
  /**
   * False while the listening connection is lost (notifications are missed meanwhile), true once it
   * listens again. PGlite's listener never drops.
   */
  live(isLive: boolean): void;
}

export interface Notifications {
  /**
   * Resolves once every notification committed before the call was handed to the listener, so a
   * change another connection committed earlier is never missed; rejects when not listening.
   */
  caughtUp(): Promise<void>;
  /** Stops listening (also done by the database's close). */
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./drizzle', import.meta.url));

// Any fixed number works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_ID = 7_316_242_001;

export interface OpenOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; absent (with no URL) means an in-memory database (tests). */
  pgliteDir?: string | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    // relaxedDurability false (the default, said here on purpose): every statement's writes reach the
    // files before its answer, so a killed process loses nothing acknowledged. PGlite's Emscripten
    // file system does not fsync, though: a power cut can still lose what the OS had not flushed.
    client = dataDir
      ? await PGlite.create(dataDir, { relaxedDurability: false })
      : await PGlite.create({ relaxedDurability: false });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    // PGlite is one connection in this process: no other instance can race the migration.
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, (payload) => listener.notified(payload));
      listener.live(true);
      return {
        // One connection, in this process: a NOTIFY reaches the listener as the statement that
        // committed it returns, before anyone can have read what it changed.
        caughtUp: async () => {},
        close: async () => {
          if (!client.closed) await unlisten();
        },
      };
    },
    close: async () => {
      // Closing checkpoints the data folder; skipping it means crash recovery on the next start.
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  // A server that does not answer fails a request within 5 s (a 503) instead of holding it.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  const listeners: PostgresListener[] = [];
  return {
    db,
    driver: 'postgres',
    pool,
    migrate: async () => {
      // Several instances may start together: serialise them on one dedicated connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, listener) => {
      const listening = new PostgresListener(url, channel, listener);
      listeners.push(listening);
      await listening.start();
      return listening;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all(listeners.map((listening) => listening.close()));
      await pool.end();
    },
  };
}

/** The listening connection's application_name. */
export const LISTENER_APPLICATION_NAME = 'sika-change-feed';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), reconnecting with
 * backoff when it is lost; the listener hears `live(false)` meanwhile, as notifications are missed.
 */
class PostgresListener implements Notifications {
  #client: pg.Client | undefined;
  #closed = false;
  #retryMs = RECONNECT_MIN_MS;
  #timer: NodeJS.Timeout | undefined;
  // A barrier query already sent may have overtaken the caller's change: callers arriving while one
  // runs wait for the next, which all of them share (one round trip serves any number of requests).
  #running: Promise<void> | undefined;
  #next: Promise<void> | undefined;
  // Callers of one turn of the event loop (the requests read from the sockets together) are gathered
  // and start one barrier at its end, instead of the first starting one and the rest waiting for it
  // and the next: measured 5-8% more full lists a second on PostgreSQL at 50 connections.
  #gathering: Promise<void> | undefined;

  readonly #url: string;
  readonly #channel: string;
  readonly #listener: NotificationListener;

  constructor(url: string, channel: string, listener: NotificationListener) {
    this.#url = url;
    this.#channel = channel;
    this.#listener = listener;
  }

  /** The first connection: its failure fails the start, like the pool's first query would. */
  async start(): Promise<void> {
    await this.#connect();
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.#url,
      connectionTimeoutMillis: 5_000,
      // Named, so an operator (or a test) can find this connection in pg_stat_activity.
      application_name: LISTENER_APPLICATION_NAME,
    });
    client.on('notification', (message) => {
      if (message.channel === this.#channel && message.payload !== undefined) this.#listener.notified(message.payload);
    });
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    await client.connect();
    await client.query(`listen "${this.#channel.replaceAll('"', '""')}"`);
    if (this.#closed) {
      await client.end();
      return;
    }
    this.#client = client;
    this.#retryMs = RECONNECT_MIN_MS;
    this.#listener.live(true);
  }

  #lost(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    this.#listener.live(false);
    client.end().catch(() => {});
    this.#reconnectLater();
  }

  #reconnectLater(): void {
    if (this.#closed || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#connect().catch(() => {
        this.#retryMs = Math.min(this.#retryMs * 2, RECONNECT_MAX_MS);
        this.#reconnectLater();
      });
    }, this.#retryMs);
    this.#timer.unref();
  }

  caughtUp(): Promise<void> {
    return (this.#gathering ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.#gathering = undefined;
      return this.#barrier();
    }));
  }

  #barrier(): Promise<void> {
    if (!this.#running) {
      const client = this.#client;
      if (!client) return Promise.reject(new Error('not listening'));
      // PostgreSQL sends the notifications committed before this query ahead of its answer.
      this.#running = client.query('select 1').then(
        () => {
          this.#running = undefined;
        },
        (error: unknown) => {
          this.#running = undefined;
          throw error;
        },
      );
      return this.#running;
    }
    this.#next ??= this.#running
      .catch(() => {})
      .then(() => {
        this.#next = undefined;
        return this.#barrier();
      });
    return this.#next;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }
}

/** True for a unique-constraint violation, whichever driver raised it (drizzle wraps the cause). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
