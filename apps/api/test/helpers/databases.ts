// Every suite that touches the database runs on in-memory PGlite and, when DATABASE_URL is set,
// on that PostgreSQL server too, in a throwaway database created for the test file.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../../src/db/client.ts';

export type DriverName = 'pglite' | 'postgres';

export const drivers: DriverName[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** The throwaway database's URL (PostgreSQL only), e.g. for a child process. */
  url?: string;
  dispose(): Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** `migrate: false` leaves the database empty (e.g. to bring it to an older schema first). */
export async function openTestDatabase(driver: DriverName, { migrate = true } = {}): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = await openDatabase({});
    if (migrate) await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const name = `sika_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  if (migrate) await database.migrate();
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * Every row of every table of the public schema, in primary-key order, as one text: two equal
 * snapshots mean the database did not change. New tables are included by themselves. Throttle
 * counters are left out on purpose: counting rejected attempts is their job. So is the
 * Idempotency-Key store: it keeps a refusal under its key, so the same request is refused the same.
 */
const NOT_COMPARED = /^(rate_limit|idempotency_keys$)/;

type Rows<T> = { rows: T[] };

export async function snapshot(db: Db): Promise<string> {
  const tables = (
    (await db.execute(sql`
      select c.relname as name,
        array_to_string(array(
          select quote_ident(a.attname) from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = c.oid and i.indisprimary order by a.attnum), ', ') as pk
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
      order by c.relname`)) as unknown as Rows<{ name: string; pk: string }>
  ).rows;
  const parts: string[] = [];
  for (const { name, pk } of tables) {
    if (NOT_COMPARED.test(name)) continue;
    const order =
      pk === ''
        ? 't::text'
        : pk
            .split(', ')
            .map((column) => `t.${column}`)
            .join(', ');
    const rows = (
      (await db.execute(
        sql.raw(`select coalesce(json_agg(t order by ${order})::text, '[]') as rows from ${JSON.stringify(name)} t`),
      )) as unknown as Rows<{ rows: string }>
    ).rows;
    parts.push(`${name}: ${rows[0]!.rows}`);
  }
  return parts.join('\n');
}
