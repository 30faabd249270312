import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, vendors } from '../src/db/schema.ts';
import { DEMO_LOGIN, seedDemo } from '../src/db/seed.ts';
import { startApp } from './helpers/app.ts';
import { drivers, openTestDatabase, type TestDatabase } from './helpers/databases.ts';

describe.each(drivers)('demo seed on %s', (driver) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await testDb?.dispose();
  });

  it('creates a verified, fully registered demo vendor once, with products and orders', async () => {
    const first = await seedDemo(testDb.database.db);
    const second = await seedDemo(testDb.database.db);
    expect(first.created).toBe(true);
    expect(second).toEqual({ created: false, vendorId: first.vendorId });

    const db = testDb.database.db;
    const rows = await db.select().from(vendors).where(eq(vendors.email, DEMO_LOGIN.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      businessName: 'Adwoa Fabrics',
      businessCategory: 'Fashion and wears',
      registrationCompleted: true,
      isVerified: true,
    });
    expect(rows[0]!.businessAddress).toContain('Accra');
    expect(await db.select().from(products).where(eq(products.vendorId, first.vendorId))).toHaveLength(3);
    const demoOrders = await db.select().from(orders).where(eq(orders.vendorId, first.vendorId));
    expect(demoOrders.length).toBeGreaterThan(0);
    for (const order of demoOrders) {
      expect(order.initialPesewas + order.secondPesewas).toBe(order.totalPesewas);
    }
  });

  it('lets the demo vendor log in', async () => {
    await seedDemo(testDb.database.db);
    const { app } = await startApp(testDb.database);
    const response = await app.inject({ method: 'POST', url: '/api/vendor/login', payload: DEMO_LOGIN });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json().vendor).toMatchObject({
      BusinessName: 'Adwoa Fabrics',
      isVerified: true,
      registrationCompleted: true,
    });
  });
});
