// The migrations upgrade a database made by an earlier release: its rows stay, and keep working.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { MIGRATIONS_FOLDER, type Database } from '../src/db/client.ts';
import { vendors } from '../src/db/schema.ts';
import { bearer, startApp, uniqueEmail } from './helpers/app.ts';
import { drivers, openTestDatabase } from './helpers/databases.ts';

/** A copy of the migrations folder whose journal stops after its first `count` migrations. */
async function firstMigrations(count: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'sika-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

function migrateWith(database: Database, migrationsFolder: string): Promise<void> {
  return database.driver === 'pglite'
    ? migratePglite(database.db as never, { migrationsFolder })
    : migratePg(database.db as never, { migrationsFolder });
}

describe.each(drivers)('migrations on %s', (driver) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('add password_changed_at to the vendors of the first release, who can still sign in', async () => {
    const testDb = await openTestDatabase(driver, { migrate: false });
    cleanups.push(() => testDb.dispose());
    const folder = await firstMigrations(1);
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const { database } = testDb;

    await migrateWith(database, folder);
    const email = uniqueEmail('first-release');
    const passwordHash = await hashPassword('an-old-password');
    await database.db.execute(sql`insert into vendors (email, password_hash) values (${email}, ${passwordHash})`);

    await database.migrate();
    await database.migrate(); // idempotent on an up-to-date database
    const [row] = await database.db.select().from(vendors).where(eq(vendors.email, email));
    expect(row).toMatchObject({ email, passwordChangedAt: null });

    const { app } = await startApp(database);
    cleanups.push(() => app.close());
    const login = await app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email, password: 'an-old-password' },
    });
    expect(login.statusCode).toBe(200);
    const me = await app.inject({ url: '/api/vendor/all-Vendors', headers: bearer(login.json().accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json()[0].email).toBe(email);
  });
});
