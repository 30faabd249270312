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
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
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
