// Vendors who may sell, and products made through the api, for the catalogue suites.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { orders, vendors, type OrderRow } from '../../src/db/schema.ts';
import { createOrder } from '../../src/admin/operations.ts';
import { mailMessages } from '../../src/mail/messages.ts';
import { localImageStorage } from '../../src/storage/local.ts';
import type { DriverName } from './databases.ts';
import { registerVendor, type Registered, type StartOptions, type TestSuite, withTestApp } from './app.ts';
import { call } from './contract.ts';
import { multipart, type Part } from './images.ts';

/** App options with images kept in a fresh temporary folder (never the repository's .data). */
export async function withTempImages(): Promise<StartOptions & { imagesDir: string }> {
  const imagesDir = await mkdtemp(path.join(tmpdir(), 'sika-test-images-'));
  return { imagesDir, deps: { images: localImageStorage(imagesDir) } };
}

/** withTestApp whose images go to a fresh folder of their own, named by `imagesDir` once the app is up. */
export function withImagesTestApp(driver: DriverName): TestSuite & { imagesDir: string } {
  const suite = withTestApp(driver, async () => {
    const options = await withTempImages();
    Object.assign(suite, { imagesDir: options.imagesDir });
    return options;
  }) as TestSuite & { imagesDir: string };
  return suite;
}

/** The buyer of the orders tests write straight to the database. */
export const TEST_BUYER = {
  buyerFirstname: 'Ama',
  buyerLastname: 'Mensah',
  buyerMobile: '0244123456',
  city: 'Accra',
} as const;

/** A registered vendor who finished sign-up and was verified. */
export async function seller(app: FastifyInstance, db: Db): Promise<Registered> {
  const me = await registerVendor(app);
  await db
    .update(vendors)
    .set({ registrationCompleted: true, isVerified: true, businessName: 'Kofi Phones' })
    .where(eq(vendors.id, me.id));
  return me;
}

export const PRODUCT = {
  title: 'Tecno Spark 20',
  description: '128 GB, dual SIM, black.',
  price: 1499.99,
  deliveryPrice: 25,
  category: 'Phones and Tablets',
  brand: 'Tecno',
  quantity: 7,
} as const;

export async function createProduct(
  app: FastifyInstance,
  me: Registered,
  overrides: Record<string, unknown> = {},
): Promise<{ _id: string } & Record<string, unknown>> {
  const response = await call(app, 'createProduct', { token: me.accessToken, body: { ...PRODUCT, ...overrides } });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Uploads an image of the product as `me`, with these multipart parts. */
export async function uploadImage(app: FastifyInstance, me: Registered, productId: string, parts: Part[]) {
  const { headers, payload } = await multipart(parts);
  return call(app, 'uploadProductImage', {
    token: me.accessToken,
    params: { productKey: productId },
    headers,
    body: payload,
  });
}

/**
 * An order of `product` placed straight in the database, as the admin CLI (the buyer side) places
 * one: a 3-month plan of GHS 300 unless `overrides` say otherwise.
 */
export async function insertOrder(
  db: Db,
  me: Registered,
  product: { _id: string; title?: unknown },
  overrides: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `SK-${crypto.randomUUID().slice(0, 8)}`,
      vendorId: me.id,
      vendorEmail: me.email,
      productId: product._id,
      productTitle: String(product.title ?? 'Ordered'),
      ...TEST_BUYER,
      buyerCompany: 'Ghana Cocoa Board',
      status: 'Approved',
      plan: 'Monthly instalments',
      duration: '3 months',
      totalPesewas: 30_000,
      initialPesewas: 10_000,
      secondPesewas: 10_000,
      thirdPesewas: 10_000,
      ...overrides,
    })
    .returning();
  return order!;
}

/**
 * A new product of `owner` and a 3-month order of it placed as the buyer side places one (the admin
 * CLI's operation), on the suite's clock, its mail to the suite's mailer.
 */
export async function placeOrder(t: TestSuite, owner: Registered) {
  const product = await createProduct(t.app, owner);
  const mail = { transport: t.mailer, messages: mailMessages('https://vendors.sika.example') };
  const db = t.testDb.database.db;
  const result = await createOrder(db, { productId: product._id, months: 3 }, mail, new Date(t.clock.now()));
  if (result.outcome !== 'created') throw new Error(`order refused: ${result.outcome}`);
  return result.order;
}
