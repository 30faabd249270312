import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, vendors } from '../src/db/schema.ts';
import { DEMO_LOGIN, seedDemo } from '../src/db/seed.ts';
import { localImageStorage } from '../src/storage/local.ts';
import { startApp } from './helpers/app.ts';
import { call } from './helpers/contract.ts';
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
    const demoProducts = await db.select().from(products).where(eq(products.vendorId, first.vendorId));
    // Every instalment band: under 300, 300-1200, 1200-3000 and over 3000 GHS.
    const bands = new Set(
      demoProducts.map(({ pricePesewas: p }) => (p < 30_000 ? 0 : p <= 120_000 ? 1 : p <= 300_000 ? 2 : 3)),
    );
    expect(bands).toEqual(new Set([0, 1, 2, 3]));
    expect(new Set(demoProducts.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    const demoOrders = await db.select().from(orders).where(eq(orders.vendorId, first.vendorId));
    expect(demoOrders.length).toBeGreaterThan(0);
    for (const order of demoOrders) {
      const {
        initialPesewas: a,
        secondPesewas: b,
        thirdPesewas: c,
        fourthPesewas: d,
        fifthPesewas: e,
        sixthPesewas: f,
      } = order;
      expect(a + b + c + d + e + f).toBe(order.totalPesewas);
    }
  });

  it('lets the demo vendor log in', async () => {
    await seedDemo(testDb.database.db);
    const { app } = await startApp(testDb.database);
    const response = await call(app, 'login', { body: DEMO_LOGIN });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json().vendor).toMatchObject({
      BusinessName: 'Adwoa Fabrics',
      isVerified: true,
      registrationCompleted: true,
    });
  });

  it('gives every demo product an image, through the upload pipeline, into the given storage', async () => {
    const other = await openTestDatabase(driver);
    const folder = await mkdtemp(path.join(tmpdir(), 'sika-seed-images-'));
    try {
      const images = localImageStorage(folder);
      const { vendorId } = await seedDemo(other.database.db, new Date(), images);
      const rows = await other.database.db.select().from(products).where(eq(products.vendorId, vendorId));
      expect(rows.every((row) => row.image !== null)).toBe(true);
      const [row] = rows;
      const full = await images.get(row!.image!.full.name);
      const metadata = await sharp(full!.body).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: row!.image!.full.width });
      expect(row!.image!.list.width).toBe(320);
      expect((await readdir(folder)).length).toBe(rows.length * 2);
    } finally {
      await other.dispose();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
