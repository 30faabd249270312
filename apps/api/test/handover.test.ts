// A photo of the handover when the buyer has no delivery code (docs/product.md, Order actions): a
// Shipped order takes one photo, checked and re-encoded like a product's picture and kept where no
// route serves it; the order stays Shipped with `handover` until the back office confirms the
// delivery (confirm-delivery), or the buyer's code turns up. Each refusal with its sentence, the
// timeline, the team's roles and one application per Idempotency-Key. On both databases.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { handoverRefusal, HANDOVER_WAITS, serverMessages } from '@sika/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { confirmDelivery, createOrder } from '../src/admin/operations.ts';
import { recordPayment } from '../src/db/queries/ledger.ts';
import { orderEvents, orders } from '../src/db/schema.ts';
import { HANDOVER_FOLDER } from '../src/images/names.ts';
import { mailMessages } from '../src/mail/messages.ts';
import { localImageStorage } from '../src/storage/local.ts';
import type { Registered } from './helpers/app.ts';
import { call, responseErrors } from './helpers/contract.ts';
import { drivers, snapshot } from './helpers/databases.ts';
import { multipart, phoneJpeg, png, type Part } from './helpers/images.ts';
import { createProduct, seller, withImagesTestApp } from './helpers/products.ts';
import { teamMember } from './helpers/team.ts';

describe.each(drivers)('handover photos on %s', (driver) => {
  const t = withImagesTestApp(driver);
  const db = () => t.testDb.database.db;
  const now = () => new Date(t.clock.now());
  const mail = () => ({ transport: t.mailer, messages: mailMessages('https://vendors.sika.example') });
  const photos = () => localImageStorage(path.join(t.imagesDir, HANDOVER_FOLDER));
  const photoFiles = () => readdir(path.join(t.imagesDir, HANDOVER_FOLDER)).catch(() => [] as string[]);

  /** A 3-month order of GHS 2,899, moved on to `status` through the actions. */
  async function placeOrder(me: Registered, status: 'Approved' | 'Shipped' | 'Delivered' = 'Shipped') {
    const product = await createProduct(t.app, me, { price: 2899 });
    const result = await createOrder(db(), { productId: product._id, months: 3 }, mail(), now());
    if (result.outcome !== 'created') throw new Error(`order refused: ${result.outcome}`);
    const { order } = result;
    const act = (operation: 'shipOrder' | 'deliverOrder', body: object) =>
      call(t.app, operation, { token: me.accessToken, params: { orderId: order.id }, body });
    if (status !== 'Approved') expect((await act('shipOrder', { method: 'own-rider' })).statusCode).toBe(200);
    if (status === 'Delivered') expect((await act('deliverOrder', { code: order.deliveryCode })).statusCode).toBe(200);
    return order;
  }

  const stored = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const eventsOf = (id: string) => db().select().from(orderEvents).where(eq(orderEvents.orderId, id));
  const handOver = async (me: Registered, id: string, parts?: Part[], headers: Record<string, string> = {}) => {
    const body = await multipart(parts ?? [{ field: 'photo', data: await phoneJpeg() }]);
    return call(t.app, 'handOverOrder', {
      token: me.accessToken,
      params: { orderId: id },
      headers: { ...body.headers, ...headers },
      body: body.payload,
    });
  };
  const timeline = async (me: Registered, id: string) =>
    (await call(t.app, 'getOrderTimeline', { token: me.accessToken, params: { orderId: id } })).json();

  it('takes a photo of a Shipped order: re-encoded without EXIF, kept where no route serves it, on the timeline', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    const response = await handOver(me, placed.id, [{ field: 'photo', data: await phoneJpeg({ width: 2400 }) }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(responseErrors('handOverOrder', 200, response.json())).toEqual([]);
    expect(response.json()).toMatchObject({ orderStatus: 'Shipped', handover: { at: now().toISOString() } });
    expect(response.json().deliveredAt).toBeUndefined();

    const row = await stored(placed.id);
    expect(row).toMatchObject({ status: 'Shipped', handoverAt: now() });
    expect(row.deliveryPhoto).toMatch(/^[0-9a-f-]{36}\.webp$/);
    // In its own folder, and only there: never among the product pictures.
    expect(await photoFiles()).toContain(row.deliveryPhoto);
    expect(await readdir(t.imagesDir)).toEqual([HANDOVER_FOLDER]);
    const file = await readFile(path.join(t.imagesDir, HANDOVER_FOLDER, row.deliveryPhoto!));
    const metadata = await sharp(file).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600 });
    expect(metadata.exif).toBeUndefined();
    expect(file.toString('latin1')).not.toContain('secret-owner');
    // The product images' route serves none of it, by its name or a path into the folder.
    expect((await t.app.inject({ url: `/api/images/${row.deliveryPhoto}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/images/${HANDOVER_FOLDER}%2F${row.deliveryPhoto}` })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain(row.deliveryPhoto);

    // Order details, the list and the timeline say so.
    const order = await call(t.app, 'getOrder', { token: me.accessToken, params: { orderId: placed.id } });
    expect(order.json().handover).toEqual({ at: now().toISOString() });
    const list = await call(t.app, 'getVendorOrders', { token: me.accessToken });
    expect(list.json()[0]).toMatchObject({ _id: placed.id, handover: { at: now().toISOString() } });
    expect((await timeline(me, placed.id)).map((e: { kind: string }) => e.kind)).toEqual([
      'Placed',
      'Shipped',
      'HandedOver',
    ]);
    expect((await timeline(me, placed.id)).at(-1)).toEqual({
      kind: 'HandedOver',
      actor: 'vendor',
      actorName: me.email,
      at: now().toISOString(),
    });
  });

  it('refuses a second photo while one waits, and an order that is not Shipped (409)', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    expect((await handOver(me, placed.id)).statusCode).toBe(200);
    const files = (await photoFiles()).length;
    const before = await snapshot(db());
    const second = await handOver(me, placed.id, [{ field: 'photo', data: await png(), type: 'image/png' }]);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'ORDER_ACTION_REFUSED', message: HANDOVER_WAITS });
    expect(await snapshot(db())).toBe(before);
    expect(await photoFiles()).toHaveLength(files);

    for (const [status, sentence] of [
      ['Approved', 'This order is not shipped yet: only a shipped order can be handed over with a photo.'],
      ['Delivered', 'This order is delivered: only a shipped order can be handed over with a photo.'],
    ] as const) {
      const other = await placeOrder(me, status);
      const refused = await handOver(me, other.id);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'ORDER_ACTION_REFUSED', message: sentence });
      expect(handoverRefusal(status, false)).toBe(sentence);
      expect(await stored(other.id)).toMatchObject({ status, handoverAt: null, deliveryPhoto: null });
    }
    expect(await photoFiles()).toHaveLength(files);
  });

  it('refuses what is not one photo like a product picture, and changes nothing', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    const files = (await photoFiles()).length;
    const before = await snapshot(db());
    const text = await handOver(me, placed.id, [{ field: 'photo', data: 'a note, not a photo', type: 'text/plain' }]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: serverMessages.notAnImage });
    const wrongField = await handOver(me, placed.id, [{ field: 'images', data: await png() }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({
      message: serverMessages.handoverPhotoMissing,
      fields: { photo: serverMessages.fields.required },
    });
    const two = await handOver(me, placed.id, [
      { field: 'photo', data: await png() },
      { field: 'photo', data: await png() },
    ]);
    expect(two.statusCode).toBe(400);
    const json = await call(t.app, 'handOverOrder', {
      token: me.accessToken,
      params: { orderId: placed.id },
      body: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await snapshot(db())).toBe(before);
    expect(await photoFiles()).toHaveLength(files);
  });

  it("answers another shop's order and an unknown one like deliverOrder: 404, nothing changed", async () => {
    const me = await seller(t.app, db());
    const other = await seller(t.app, db());
    const placed = await placeOrder(me);
    const before = await snapshot(db());
    for (const id of [placed.id, crypto.randomUUID()]) {
      const response = await handOver(other, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: serverMessages.orderNotFound });
    }
    expect(await snapshot(db())).toBe(before);
  });

  it("is an attendant's to send too (docs/product.md, Team), by their name on the timeline", async () => {
    const me = await seller(t.app, db());
    const attendant = await teamMember(t, me, 'attendant');
    const placed = await placeOrder(me);
    const response = await handOver(attendant, placed.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((await timeline(me, placed.id)).at(-1)).toMatchObject({ kind: 'HandedOver', actorName: attendant.email });
  });

  it('the same photo again with its Idempotency-Key: the same answer, one photo, one timeline entry', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    const photo: Part[] = [{ field: 'photo', data: await png(), type: 'image/png' }];
    const key = { 'idempotency-key': `handover-${crypto.randomUUID()}` };
    const files = (await photoFiles()).length;
    const first = await handOver(me, placed.id, photo, key);
    expect(first.statusCode).toBe(200);
    t.clock.advance(60_000);
    const again = await handOver(me, placed.id, photo, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await eventsOf(placed.id)).filter((e) => e.kind === 'HandedOver')).toHaveLength(1);
    expect(await photoFiles()).toHaveLength(files + 1);
    // Another photo under the key is another request.
    const other = await handOver(me, placed.id, [{ field: 'photo', data: await png(40, 30) }], key);
    expect(other.statusCode).toBe(422);
  });

  it("still delivers with the buyer's code while the photo waits; then the handover no longer shows", async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    expect((await handOver(me, placed.id)).statusCode).toBe(200);
    const delivered = await call(t.app, 'deliverOrder', {
      token: me.accessToken,
      params: { orderId: placed.id },
      body: { code: placed.deliveryCode },
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toMatchObject({ orderStatus: 'Delivered', deliveredAt: now().toISOString() });
    expect(delivered.json().handover).toBeUndefined();
    // Nothing is left for the back office to confirm.
    const late = await confirmDelivery(db(), placed.orderNumber, photos(), now());
    expect(late).toMatchObject({ outcome: 'not-shipped', order: { status: 'Delivered' } });
  });

  it('confirm-delivery: the back office sees where the photo is, then makes the order Delivered', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    expect((await handOver(me, placed.id)).statusCode).toBe(200);
    const sentAt = now();
    const name = (await stored(placed.id)).deliveryPhoto!;
    const location = path.join(t.imagesDir, HANDOVER_FOLDER, name);

    const before = await snapshot(db());
    const shown = await confirmDelivery(db(), placed.orderNumber, photos(), now(), { show: true });
    expect(shown).toMatchObject({
      outcome: 'waiting',
      order: { orderNumber: placed.orderNumber, status: 'Shipped' },
      photo: { sentAt: sentAt.toISOString(), location },
    });
    expect(await snapshot(db())).toBe(before);

    t.clock.advance(5 * 60_000);
    const confirmed = await confirmDelivery(db(), placed.orderNumber, photos(), now());
    expect(confirmed).toMatchObject({ outcome: 'confirmed', order: { status: 'Delivered' }, photo: { location } });
    // Kept, as the record of the delivery.
    expect(await stored(placed.id)).toMatchObject({ status: 'Delivered', deliveredAt: now(), deliveryPhoto: name });
    expect(await photoFiles()).toContain(name);
    const order = (await call(t.app, 'getOrder', { token: me.accessToken, params: { orderId: placed.id } })).json();
    expect(order).toMatchObject({ orderStatus: 'Delivered', deliveredAt: now().toISOString() });
    expect(order.handover).toBeUndefined();
    expect((await timeline(me, placed.id)).at(-1)).toEqual({
      kind: 'Delivered',
      actor: 'back office',
      actorName: 'admin CLI',
      at: now().toISOString(),
    });
    // The return window counts from the confirmation, as from a delivery with the code.
    const returned = await call(t.app, 'returnOrder', {
      token: me.accessToken,
      params: { orderId: placed.id },
      body: { reason: 'damaged', amount: 1 },
    });
    expect(returned.statusCode, returned.body).toBe(200);
  });

  it('confirm-delivery of an order paid in full makes it Completed, as the deliver action does', async () => {
    const me = await seller(t.app, db());
    const placed = await placeOrder(me);
    for (const instalment of [1, 2, 3]) await recordPayment(db(), placed.orderNumber, instalment, now());
    expect((await handOver(me, placed.id)).statusCode).toBe(200);
    const confirmed = await confirmDelivery(db(), placed.orderNumber, photos(), now());
    expect(confirmed).toMatchObject({ outcome: 'confirmed', order: { status: 'Completed' } });
    expect(await stored(placed.id)).toMatchObject({ status: 'Completed', deliveredAt: now() });
    expect((await timeline(me, placed.id)).map((e: { kind: string }) => e.kind)).toEqual([
      'Placed',
      'Shipped',
      'HandedOver',
      'Delivered',
      'Completed',
    ]);
  });

  it('confirm-delivery refuses an unknown order, one not Shipped and one with no photo waiting', async () => {
    const me = await seller(t.app, db());
    const approved = await placeOrder(me, 'Approved');
    const shipped = await placeOrder(me);
    const before = await snapshot(db());
    expect(await confirmDelivery(db(), 'SK-1', photos(), now())).toEqual({ outcome: 'unknown-order' });
    expect(await confirmDelivery(db(), approved.orderNumber, photos(), now())).toMatchObject({
      outcome: 'not-shipped',
      order: { status: 'Approved' },
    });
    for (const show of [false, true]) {
      expect(await confirmDelivery(db(), shipped.orderNumber, photos(), now(), { show })).toMatchObject({
        outcome: 'no-handover',
        order: { status: 'Shipped' },
      });
    }
    expect(await snapshot(db())).toBe(before);
    // Confirmed once, there is nothing left to confirm.
    expect((await handOver(me, shipped.id)).statusCode).toBe(200);
    expect(await confirmDelivery(db(), shipped.orderNumber, photos(), now())).toMatchObject({ outcome: 'confirmed' });
    expect(await confirmDelivery(db(), shipped.orderNumber, photos(), now())).toMatchObject({
      outcome: 'not-shipped',
      order: { status: 'Delivered' },
    });
  });
});
