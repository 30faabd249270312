// Mass assignment and strictness (OWASP API3:2023): fields that decide ownership or status are
// never taken from a body, and a body is taken as sent: an unknown field or a value of another type
// is a 400 naming the field, never dropped or converted.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, vendors } from '../../src/db/schema.ts';
import { registerVendor, withTestApp } from '../helpers/app.ts';
import { call } from '../helpers/contract.ts';
import { drivers, snapshot } from '../helpers/databases.ts';
import { PRODUCT, withTempImages } from '../helpers/products.ts';
import { buildWorld, type World } from './world.ts';

describe.each(drivers)('strict bodies on %s', (driver) => {
  const t = withTestApp(driver, withTempImages);
  const db = () => t.testDb.database.db;
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(t);
  });

  const patchVendor = (token: string, payload: unknown) => call(t.app, 'updateVendor', { token, body: payload });

  async function vendorRow(id: string) {
    return (await db().select().from(vendors).where(eq(vendors.id, id)))[0]!;
  }

  it.each([
    ['isVerified', true],
    ['_id', '00000000-0000-4000-8000-000000000000'],
    ['vendor', '00000000-0000-4000-8000-000000000000'],
    ['vendorEmail', 'someone@else.example'],
    ['passwordHash', 'x'],
    ['createdAt', '2020-01-01T00:00:00Z'],
  ])('update-vendor refuses %s with a 400 naming it, and changes nothing', async (field, value) => {
    const before = await snapshot(db());
    const response = await patchVendor(world.pending.accessToken, {
      id: world.pending.id,
      BusinessName: 'X',
      [field]: value,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_INPUT',
      fields: { [field]: 'This field is not accepted here.' },
    });
    expect(await snapshot(db())).toBe(before);
  });

  it.each([
    ['registrationCompleted', 'true', 'Must be a boolean.'],
    ['registrationCompleted', 1, 'Must be a boolean.'],
    ['BusinessName', 42, 'Must be a string.'],
    ['BusinessName', ['Kofi'], 'Must be a string.'],
    ['mobile', null, 'Must be a string.'],
  ])('update-vendor refuses %s = %j (no coercion)', async (field, value, sentence) => {
    const before = await snapshot(db());
    const response = await patchVendor(world.unverified.accessToken, { id: world.unverified.id, [field]: value });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toEqual({ [field]: sentence });
    expect(await snapshot(db())).toBe(before);
  });

  it('product bodies: owner fields name nobody, extra ids are refused, numbers are numbers', async () => {
    const { owner, other } = world;
    const created = await call(t.app, 'createProduct', {
      token: other.accessToken,
      body: { ...PRODUCT, vendor: owner.id, vendorEmail: owner.email },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ vendor: other.id, vendorEmail: other.email });
    const row = (await db().select().from(products).where(eq(products.id, created.json()._id)))[0]!;
    expect(row.vendorId).toBe(other.id);

    const before = await snapshot(db());
    for (const [payload, field] of [
      [{ ...PRODUCT, _id: owner.productId }, '_id'],
      [{ ...PRODUCT, id: owner.productId }, 'id'],
      [{ ...PRODUCT, price: '1499.99' }, 'price'],
      [{ ...PRODUCT, quantity: '7' }, 'quantity'],
      [{ ...PRODUCT, quantity: 7.5 }, 'quantity'],
    ] as const) {
      const response = await call(t.app, 'createProduct', { token: other.accessToken, body: payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toEqual([field]);
    }
    // update-product: the vendor cannot be moved, nor the product taken over.
    for (const [payload, field] of [
      [{ id: created.json()._id, vendor: owner.id }, 'vendor'],
      [{ id: created.json()._id, vendorEmail: owner.email }, 'vendorEmail'],
      [{ id: created.json()._id, price: '5' }, 'price'],
    ] as const) {
      const response = await call(t.app, 'updateProduct', { token: other.accessToken, body: payload });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toEqual([field]);
    }
    expect(await snapshot(db())).toBe(before);
  });

  it('a completed registration stays completed: false is ignored, never applied', async () => {
    const me = await registerVendor(t.app);
    await db().update(vendors).set({ registrationCompleted: true, isVerified: true }).where(eq(vendors.id, me.id));
    const response = await patchVendor(me.accessToken, { id: me.id, registrationCompleted: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().registrationCompleted).toBe(true);
    expect((await vendorRow(me.id)).registrationCompleted).toBe(true);
  });

  it('the mail bodies are strict too (form-encoded or JSON)', async () => {
    const json = await call(t.app, 'sendRegistrationEmail', {
      token: world.owner.accessToken,
      body: { BusinessName: 'Kofi', to: 'victim@example.com' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toEqual({ to: 'This field is not accepted here.' });
    const form = await call(t.app, 'sendRegistrationEmail', {
      token: world.owner.accessToken,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'BusinessName=Kofi&bcc=victim%40example.com',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().fields).toEqual({ bcc: 'This field is not accepted here.' });
  });

  it('query parameters are still read from text (limit=1 is the number 1)', async () => {
    const response = await call(t.app, 'getVendorOrders', { token: world.owner.accessToken, query: { limit: '1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1);
    const bad = await call(t.app, 'getVendorOrders', { token: world.owner.accessToken, query: { limit: 'one' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ limit: 'Must be a whole number.' });
  });

  it('without a valid token the answer is 401 before the body is read', async () => {
    const response = await call(t.app, 'updateVendor', {
      headers: { 'content-type': 'application/json' },
      body: '{"id": 1, "isVerified": "yes"',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});
