// Every suite that touches the database runs on in-memory PGlite and, when DATABASE_URL is set,
// on that PostgreSQL server too, in a throwaway database created for the test file.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';

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
