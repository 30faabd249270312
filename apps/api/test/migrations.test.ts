// The migrations upgrade a database made by an earlier release: its rows stay, and keep working.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { hashToken } from '../src/auth/refresh-tokens.ts';
import { MIGRATIONS_FOLDER, type Database } from '../src/db/client.ts';
import { orders, refreshTokens, vendors } from '../src/db/schema.ts';
import { startApp, uniqueEmail } from './helpers/app.ts';
import { call, login } from './helpers/contract.ts';
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
    const loggedIn = await login(app, email, 'an-old-password');
    expect(loggedIn.statusCode).toBe(200);
    const me = await call(app, 'getAllVendors', { token: loggedIn.json().accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json()[0]!.email).toBe(email);
  });

  it('date each session of the earlier release from its login, so its absolute lifetime counts from there (0005)', async () => {
    const testDb = await openTestDatabase(driver, { migrate: false });
    cleanups.push(() => testDb.dispose());
    const folder = await firstMigrations(5);
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const { database } = testDb;
    await migrateWith(database, folder);

    const email = uniqueEmail('sessions-release');
    const passwordHash = await hashPassword('an-old-password');
    await database.db.execute(sql`insert into vendors (email, password_hash) values (${email}, ${passwordHash})`);
    // Only the id: the schema of today has columns this release's table does not have yet.
    const [vendor] = await database.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.email, email));
    const family = '6f1c2a3e-0000-4000-8000-000000000001';
    // A login 40 days ago, refreshed 20 days ago and yesterday: one family of three tokens.
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * 86_400_000);
    for (const [i, days] of [40, 20, 1].entries()) {
      await database.db.execute(
        sql`insert into refresh_tokens (vendor_id, family_id, token_hash, expires_at, created_at) values (${vendor!.id}, ${family}, ${hashToken(`token-${i}`)}, ${daysAgo(days - 30).toISOString()}, ${daysAgo(days).toISOString()})`,
      );
    }

    await database.migrate();
    const rows = await database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, family));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.familyStartedAt.getTime()).toBe(daysAgo(40).getTime());

    // Past its 30 days: the session ends at its next refresh, however recently it slid.
    const { app } = await startApp(database);
    cleanups.push(() => app.close());
    const refreshed = await call(app, 'refresh', { headers: { cookie: 'sika_refresh=token-2' } });
    expect(refreshed.statusCode).toBe(401);
  });

  it("give the orders of the catalogue release their own copy and the contract's plan fields (0003)", async () => {
    const testDb = await openTestDatabase(driver, { migrate: false });
    cleanups.push(() => testDb.dispose());
    const folder = await firstMigrations(3);
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const { database } = testDb;
    await migrateWith(database, folder);

    const email = uniqueEmail('catalogue-release');
    const passwordHash = await hashPassword('an-old-password');
    // Both drivers answer execute() with { rows }; the shared Db type leaves it untyped.
    const inserted = (await database.db.execute(
      sql`insert into vendors (email, password_hash, registration_completed, is_verified) values (${email}, ${passwordHash}, true, true) returning id`,
    )) as unknown as { rows: Array<{ id: string }> };
    const vendor = inserted.rows[0];
    // As the first demo seed wrote them: plan '2 months', duration '2'; one whose product was deleted.
    await database.db.execute(sql`
      insert into orders (order_number, vendor_id, product_id, product_title, buyer_firstname, buyer_lastname,
        buyer_mobile, city, status, plan, duration, total_pesewas, initial_pesewas, second_pesewas)
      values ('SK-100001', ${vendor!.id}, null, 'Kente cloth', 'Kofi', 'Boateng', '0201112233', 'Kumasi',
        'Approved', '2 months', '2', 47500, 26125, 21375)`);

    await database.migrate();
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, 'SK-100001'));
    expect(row).toMatchObject({ vendorEmail: email, plan: 'Monthly instalments', duration: '2 months' });
    expect(row!.productId).toMatch(/^[0-9a-f-]{36}$/);

    const { app } = await startApp(database);
    cleanups.push(() => app.close());
    const loggedIn = await login(app, email, 'an-old-password');
    const list = await call(app, 'getVendorOrders', { token: loggedIn.json().accessToken });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ orderNumber: 'SK-100001', paymentDuration: '2 months', totalPrice: 475 });
  });

  it('date the delivery of the orders already delivered, from their timeline or else their last change (0012)', async () => {
    const testDb = await openTestDatabase(driver, { migrate: false });
    cleanups.push(() => testDb.dispose());
    const folder = await firstMigrations(12);
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const { database } = testDb;
    await migrateWith(database, folder);

    const inserted = (await database.db.execute(
      sql`insert into vendors (email, password_hash) values (${uniqueEmail('team-release')}, 'not-a-real-hash') returning id`,
    )) as unknown as { rows: Array<{ id: string }> };
    const vendorId = inserted.rows[0]!.id;
    const changed = '2026-04-20T10:00:00.000Z';
    // Delivered by the vendor and then again by the back office; Completed after a delivery by
    // the back office; Delivered with no timeline (by hand); Shipped.
    const made = (await database.db.execute(sql`
      insert into orders (order_number, vendor_id, product_id, product_title, buyer_firstname, buyer_lastname,
        buyer_mobile, city, status, plan, duration, total_pesewas, initial_pesewas, second_pesewas, updated_at)
      select n, ${vendorId}, gen_random_uuid(), 'Kente cloth', 'Kofi', 'Boateng', '0201112233', 'Kumasi', s,
        'Monthly instalments', '2 months', 47500, 26125, 21375, ${changed}::timestamptz
      from (values ('SK-120001', 'Delivered'), ('SK-120002', 'Completed'), ('SK-120003', 'Delivered'),
        ('SK-120004', 'Shipped')) as o(n, s)
      returning id, order_number as "orderNumber"`)) as unknown as { rows: Array<{ id: string; orderNumber: string }> };
    const idOf = (number: string) => made.rows.find((row) => row.orderNumber === number)!.id;
    await database.db.execute(sql`
      insert into order_events (order_id, kind, actor, detail, created_at) values
        (${idOf('SK-120001')}, 'Delivered', 'vendor', '{}', '2026-04-01T09:00:00Z'),
        (${idOf('SK-120001')}, 'StatusSet', 'back office', '{"status":"Delivered"}', '2026-04-03T09:00:00Z'),
        (${idOf('SK-120001')}, 'StatusSet', 'back office', '{"status":"Shipped"}', '2026-04-02T09:00:00Z'),
        (${idOf('SK-120002')}, 'StatusSet', 'back office', '{"status":"Delivered"}', '2026-04-05T09:00:00Z'),
        (${idOf('SK-120002')}, 'Completed', 'server', '{}', '2026-04-06T09:00:00Z')`);

    await database.migrate();
    const rows = await database.db.select().from(orders).where(eq(orders.vendorId, vendorId));
    const deliveredAt = (number: string) =>
      rows.find((row) => row.orderNumber === number)!.deliveredAt?.toISOString() ?? null;
    expect(deliveredAt('SK-120001')).toBe('2026-04-03T09:00:00.000Z');
    expect(deliveredAt('SK-120002')).toBe('2026-04-05T09:00:00.000Z');
    expect(deliveredAt('SK-120003')).toBe(changed);
    expect(deliveredAt('SK-120004')).toBeNull();
    for (const row of rows) expect(row.refundedPesewas).toBe(0);
  });
});
