// The vendor's orders (GET /api/vendor/get-vendor-orders): only the caller's, newest first, one
// bounded page at a time so a vendor with thousands of orders still gets a fast, small answer. The
// list-cache hook (http/list-cache.ts) adds the ETag and answers an unchanged poll with 304.
// `q` and `status` narrow the list over all of the vendor's orders (docs/product.md, Your Orders),
// and GET /api/order-counts counts them by status, so the search never stops at the pages loaded.
// One order by id (GET /api/orders/{orderId}), however old, for Order details, with its timeline.
// The order actions (docs/product.md, Order actions): ship, deliver with the buyer's code, cancel
// with a reason, each only from the one status it fits (a 409 with the sentence to show otherwise)
// and written with its timeline entry. A return (docs/product.md, Returns and refunds) takes a
// delivered order back within 14 days, whole or in part, and refunds the buyer. The Idempotency-Key
// hook (http/idempotency.ts) applies each once per key, so the portal's write queue can carry them
// offline. A vendor whose buyer has no code sends a photo of the handover instead: checked and
// re-encoded like a product's picture (routes/uploads.ts), kept where no route serves it, and the
// order stays Shipped until the back office confirms the delivery (admin CLI, confirm-delivery).
import {
  DELIVERY_CODE_TRIES,
  DELIVERY_CODE_WAIT_MINUTES,
  formatMoney,
  fromPesewas,
  handoverRefusal,
  isWholePesewas,
  ORDER_ACTION_FROM,
  ORDER_ACTION_TO,
  orderActionRefusal,
  orderSearchOf,
  ORDERS_MOST,
  ORDERS_PAGE,
  serverMessages,
  toPesewas,
  type OrderAction,
  type OrderStatus,
} from '@sika/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf, personOf } from '../auth/security.ts';
import type { AppContext } from '../context.ts';
import {
  applyOrderAction,
  countVendorOrders,
  findOwnOrder,
  handOverOwnOrder,
  listVendorOrders,
  orderTimeline,
  ownOrderExists,
  recordWrongDeliveryCode,
  returnOwnOrder,
  type OrderActionResult,
} from '../db/queries/orders.ts';
import type { OrderRow, VendorRow } from '../db/schema.ts';
import type { RouteOf, Schemas } from '../http/contract.ts';
import { noteActivity } from '../http/activity.ts';
import { HttpError } from '../http/errors.ts';
import { placedEvent, toOrder, toOrderEvent } from './order-view.ts';
import { completeIfPaid } from '../db/queries/ledger.ts';
import { newHandoverPhotoName } from '../images/names.ts';
import { readOneFile, reencode } from './uploads.ts';

/** Header naming the cursor of the next, older page; absent on the last page. */
export const NEXT_BEFORE_HEADER = 'x-next-before';

/** The most entries a timeline answers (the contract's maxItems, the placing included). */
const TIMELINE_MOST = 100;

/** A text field as kept: trimmed, and absent when blank. */
const kept = (text: string | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
};

const badInput = (fields: Record<string, string>) => new HttpError(400, 'BAD_INPUT', serverMessages.badInput, fields);

/** The order as an action moved it, its number noted for the shop's Activity (docs/product.md, Activity). */
function movedOrder(request: FastifyRequest, order: OrderRow): Schemas['Order'] {
  noteActivity(request, { subject: order.orderNumber });
  return toOrder(order);
}

/** The answer to an action on an order: the order as moved, or the 404 or 409 saying why not. */
function answerOf(request: FastifyRequest, action: OrderAction, result: OrderActionResult): Schemas['Order'] {
  if (result.outcome === 'not-found') throw new HttpError(404, 'NOT_FOUND', serverMessages.orderNotFound);
  if (result.outcome === 'refused') throw refusalOf(action, result.order);
  return movedOrder(request, result.order);
}

/** The 409 refusing a photo of the handover of `order` as it stands (docs/product.md, Order actions). */
function handoverRefusalOf(order: OrderRow): HttpError {
  const sentence = handoverRefusal(order.status as OrderStatus, order.handoverAt !== null) ?? serverMessages.badRequest;
  return new HttpError(409, 'ORDER_ACTION_REFUSED', sentence);
}

function refusalOf(action: OrderAction, order: OrderRow): HttpError {
  const sentence = orderActionRefusal(action, order.status as OrderStatus) ?? serverMessages.badRequest;
  return new HttpError(409, 'ORDER_ACTION_REFUSED', sentence);
}

/**
 * The timeline's actor for an action of the shop: the person who took it, by their e-mail address
 * (or phone number, for a person invited by phone), owner or team (docs/product.md, Team).
 */
const byVendor = (person: Readonly<VendorRow>) => ({
  actor: 'vendor' as const,
  actorName: person.email !== '' ? person.email : (person.phone ?? ''),
});

export function orderHandlers(ctx: AppContext) {
  const { db, clock } = ctx;

  return {
    async getVendorOrders(request: FastifyRequest<RouteOf<'getVendorOrders'>>, reply: FastifyReply) {
      const caller = callerOf(request);
      const { before, q, status } = request.query;
      // The contract's default and ceiling of `limit` (ajv fills in the default; this guards a bypass).
      const limit = Math.min(request.query.limit ?? ORDERS_PAGE, ORDERS_MOST);
      // Another vendor's order as a cursor answers like an unknown one: never reveal it exists.
      if (before !== undefined && !(await ownOrderExists(db, caller.id, before))) {
        throw new HttpError(400, 'BAD_INPUT', serverMessages.badInput, { before: serverMessages.fields.orderCursor });
      }
      const filter = { search: orderSearchOf(q), status };
      const { rows, more } = await listVendorOrders(db, caller.id, limit, before, filter);
      const last = rows.at(-1);
      if (more && last) reply.header(NEXT_BEFORE_HEADER, last.id);
      return rows.map(toOrder);
    },

    async getOrderCounts(request: FastifyRequest<RouteOf<'getOrderCounts'>>): Promise<Schemas['OrderCounts']> {
      const caller = callerOf(request);
      const search = orderSearchOf(request.query.q);
      const { all, byStatus } = await countVendorOrders(db, caller.id, search);
      return { all, matching: byStatus.reduce((sum, entry) => sum + entry.orders, 0), byStatus };
    },

    async getOrder(request: FastifyRequest<RouteOf<'getOrder'>>) {
      const caller = callerOf(request);
      // Another vendor's order is not found, exactly like an unknown id.
      const row = await findOwnOrder(db, caller.id, request.params.orderId);
      if (!row) throw new HttpError(404, 'NOT_FOUND', serverMessages.orderNotFound);
      return toOrder(row);
    },

    async getOrderTimeline(request: FastifyRequest<RouteOf<'getOrderTimeline'>>): Promise<Schemas['OrderEvent'][]> {
      const caller = callerOf(request);
      const row = await findOwnOrder(db, caller.id, request.params.orderId);
      if (!row) throw new HttpError(404, 'NOT_FOUND', serverMessages.orderNotFound);
      const events = await orderTimeline(db, row.id, TIMELINE_MOST - 1);
      return [placedEvent(row), ...events.map(toOrderEvent)];
    },

    async shipOrder(request: FastifyRequest<RouteOf<'shipOrder'>>) {
      const caller = callerOf(request);
      const { method, courierName, trackingNumber, note } = request.body;
      const courier = kept(courierName);
      const tracking = kept(trackingNumber);
      if (method === 'courier' && !courier) throw badInput({ courierName: serverMessages.fields.courierNameRequired });
      if (method !== 'courier' && (courierName !== undefined || trackingNumber !== undefined)) {
        const field = courierName !== undefined ? 'courierName' : 'trackingNumber';
        throw badInput({ [field]: serverMessages.fields.courierOnly });
      }
      const shippedNote = kept(note);
      const detail: Record<string, string> = {
        method,
        ...(courier ? { courierName: courier } : {}),
        ...(tracking ? { trackingNumber: tracking } : {}),
        ...(shippedNote ? { note: shippedNote } : {}),
      };
      const result = await applyOrderAction(
        db,
        caller.id,
        request.params.orderId,
        ORDER_ACTION_FROM.ship,
        {
          status: ORDER_ACTION_TO.ship,
          shippingMethod: method,
          courierName: courier ?? null,
          trackingNumber: tracking ?? null,
        },
        { kind: 'Shipped', ...byVendor(personOf(request)), detail },
        clock(),
      );
      return answerOf(request, 'ship', result);
    },

    async deliverOrder(request: FastifyRequest<RouteOf<'deliverOrder'>>, reply: FastifyReply) {
      const caller = callerOf(request);
      const now = clock();
      const order = await findOwnOrder(db, caller.id, request.params.orderId);
      if (!order) throw new HttpError(404, 'NOT_FOUND', serverMessages.orderNotFound);
      if (order.status !== ORDER_ACTION_FROM.deliver) throw refusalOf('deliver', order);
      const waitMs = (order.deliveryCodeRetryAt?.getTime() ?? 0) - now.getTime();
      if (waitMs > 0) {
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        throw new HttpError(429, 'DELIVERY_CODE_LOCKED', serverMessages.deliveryCodeLocked(Math.ceil(waitMs / 60_000)));
      }
      if (request.body.code !== order.deliveryCode) {
        const retryAt = new Date(now.getTime() + DELIVERY_CODE_WAIT_MINUTES * 60_000);
        const after = await recordWrongDeliveryCode(db, caller.id, order.id, DELIVERY_CODE_TRIES, retryAt);
        if (after?.deliveryCodeRetryAt && after.deliveryCodeRetryAt.getTime() > now.getTime()) {
          reply.header('retry-after', String(DELIVERY_CODE_WAIT_MINUTES * 60));
          throw new HttpError(
            429,
            'DELIVERY_CODE_LOCKED',
            serverMessages.deliveryCodeLocked(DELIVERY_CODE_WAIT_MINUTES),
          );
        }
        throw new HttpError(400, 'WRONG_DELIVERY_CODE', serverMessages.deliveryCodeWrong, {
          code: serverMessages.deliveryCodeWrong,
        });
      }
      const result = await applyOrderAction(
        db,
        caller.id,
        order.id,
        ORDER_ACTION_FROM.deliver,
        // Delivered now: the RETURN_DAYS for a return count from here (docs/product.md, Returns and refunds).
        { status: ORDER_ACTION_TO.deliver, deliveryCodeFailures: 0, deliveryCodeRetryAt: null, deliveredAt: now },
        { kind: 'Delivered', ...byVendor(personOf(request)), detail: {} },
        now,
      );
      // Paid in full before it was handed over: delivered now, it is Completed (docs/product.md, The ledger).
      if (result.outcome === 'applied' && (await completeIfPaid(db, result.order, now)) === 'Completed')
        return answerOf(request, 'deliver', { ...result, order: { ...result.order, status: 'Completed' } });
      return answerOf(request, 'deliver', result);
    },

    async handOverOrder(request: FastifyRequest<RouteOf<'handOverOrder'>>, reply: FastifyReply) {
      const caller = callerOf(request);
      // Counted with product pictures: each photo is decoded and re-encoded alike (http/rate-limits.ts).
      await ctx.limiters.upload(request, reply);
      // Checked before the body is read: another shop's order costs no decoding.
      const order = await findOwnOrder(db, caller.id, request.params.orderId);
      if (!order) throw new HttpError(404, 'NOT_FOUND', serverMessages.orderNotFound);
      const file = await readOneFile(request, { field: 'photo', missing: serverMessages.handoverPhotoMissing });
      // Claimed once the file is read (its bytes are the request), and before the status is
      // checked: the same photo sent again answers what the first one got, not "already waits".
      if (await ctx.idempotency.claim(request, reply, [file])) return reply;
      if (handoverRefusal(order.status as OrderStatus, order.handoverAt !== null)) throw handoverRefusalOf(order);
      // Re-encoding drops its EXIF with the GPS position; only the large variant is kept.
      const { full, sourceFormat } = await reencode(ctx, reply, file);

      const name = newHandoverPhotoName();
      const removePhoto = async () => {
        // Best effort: a file left behind costs disk, never a wrong answer.
        await ctx.handoverPhotos.delete(name).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not remove a handover photo not kept');
        });
      };
      try {
        await ctx.handoverPhotos.put(name, full.data, full.contentType);
      } catch (error) {
        request.log.error({ err: error }, 'image storage failed: the handover photo was not stored');
        throw new HttpError(503, 'UNAVAILABLE', serverMessages.imagesDown);
      }
      let result;
      try {
        result = await handOverOwnOrder(
          db,
          caller.id,
          order.id,
          name,
          { kind: 'HandedOver', ...byVendor(personOf(request)), detail: {} },
          clock(),
        );
      } catch (error) {
        await removePhoto();
        throw error;
      }
      if (result.outcome !== 'applied') {
        // Moved on while the photo was processed (delivered with the code, another photo taken).
        await removePhoto();
        if (result.outcome === 'not-found') throw new HttpError(404, 'NOT_FOUND', serverMessages.orderNotFound);
        throw handoverRefusalOf(result.order);
      }
      request.log.info({ orderId: order.id, sourceFormat, bytes: full.data.length }, 'handover photo stored');
      return movedOrder(request, result.order);
    },

    async cancelOrder(request: FastifyRequest<RouteOf<'cancelOrder'>>) {
      const caller = callerOf(request);
      const { reason } = request.body;
      const note = kept(request.body.note);
      if (reason === 'other' && !note) throw badInput({ note: serverMessages.fields.cancelNoteRequired });
      const result = await applyOrderAction(
        db,
        caller.id,
        request.params.orderId,
        ORDER_ACTION_FROM.cancel,
        { status: ORDER_ACTION_TO.cancel, cancelReason: reason, cancelNote: note ?? null },
        { kind: 'Cancelled', ...byVendor(personOf(request)), detail: { reason, ...(note ? { note } : {}) } },
        clock(),
      );
      return answerOf(request, 'cancel', result);
    },

    async returnOrder(request: FastifyRequest<RouteOf<'returnOrder'>>) {
      const caller = callerOf(request);
      const { reason, amount } = request.body;
      const note = kept(request.body.note);
      if (reason === 'other' && !note) throw badInput({ note: serverMessages.fields.returnNoteRequired });
      // Never rounded: 95.505 GHS is a mistake to show, not 95.51 to refund (docs/product.md, Returns and refunds).
      if (amount !== undefined && !isWholePesewas(amount))
        throw badInput({ amount: serverMessages.fields.refundPesewas });
      const result = await returnOwnOrder(
        db,
        caller.id,
        request.params.orderId,
        { reason, ...(note ? { note } : {}), ...(amount !== undefined ? { pesewas: toPesewas(amount) } : {}) },
        byVendor(personOf(request)),
        clock(),
      );
      if (result.outcome === 'not-found') throw new HttpError(404, 'NOT_FOUND', serverMessages.orderNotFound);
      if (result.outcome === 'refused') throw new HttpError(409, 'ORDER_ACTION_REFUSED', result.sentence);
      if (result.outcome === 'too-much') {
        const most = formatMoney(fromPesewas(result.refundablePesewas));
        throw badInput({ amount: serverMessages.fields.refundTooMuch(most) });
      }
      return movedOrder(request, result.order);
    },
  };
}
