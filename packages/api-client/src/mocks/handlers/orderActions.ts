import {
  DELIVERY_CODE_TRIES,
  DELIVERY_CODE_WAIT_MINUTES,
  formatMoney,
  fromPesewas,
  handoverRefusal,
  isWholePesewas,
  ORDER_ACTION_TO,
  orderActionRefusal,
  PAYMENT_FIELDS,
  returnRefusal,
  serverMessages,
  toPesewas,
  type OrderAction,
  type OrderStatus,
} from '@sika/domain';
import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import type {
  CancelOrderInput,
  CancelReason,
  DeliverOrderInput,
  OrderEvent,
  ReturnOrderInput,
  ShipOrderInput,
} from '../../generated/laterApi.ts';
import type { Order, Vendor } from '../../generated/sikaApi.ts';
import { dbFor, vendorForToken, type MockDb } from '../db.ts';
import { errorResponse } from '../errors.ts';

/** The delivery code of every order of the fake backend (the api draws one per order). */
export const MOCK_DELIVERY_CODE = '2468';

type OrderState = { events: OrderEvent[]; wrongCodes: number; codesRefusedUntil: number };

/** Per story database: each order's actions, wrong codes in a row and the wait they started. */
const states = new WeakMap<MockDb, Map<string, OrderState>>();
/** Answers already given per Idempotency-Key, per story database: the same key again gets the same answer. */
const answered = new WeakMap<MockDb, Map<string, Order>>();

function stateOf(db: MockDb, order: Order): OrderState {
  const byOrder = states.get(db) ?? new Map<string, OrderState>();
  states.set(db, byOrder);
  let state = byOrder.get(order._id);
  if (!state) {
    const placed: OrderEvent = { kind: 'Placed', actor: 'server', actorName: '', at: order.createdAt };
    state = { events: [placed], wrongCodes: 0, codesRefusedUntil: 0 };
    byOrder.set(order._id, state);
  }
  return state;
}

/** The caller's order by id, or the answer refusing the request (401, or 404 for another vendor's). */
function ownOrder(request: Request, orderId: unknown): { db: MockDb; vendor: Vendor; order: Order } | Response {
  const vendor = vendorForToken(request.headers.get('authorization'));
  if (!vendor) return errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');
  const db = dbFor(request);
  const order = db.orders.find((entry) => entry._id === orderId && entry.product.vendorEmail === vendor.email);
  if (!order) return errorResponse(404, serverMessages.orderNotFound, 'NOT_FOUND');
  return { db, vendor, order };
}

/**
 * One write to one of the caller's orders, as the api takes it: only the caller's own order (else
 * 401 or 404), and the same Idempotency-Key again gets the answer the first request got. `write`
 * changes the order and answers with it, or refuses the request with a Response.
 */
function orderWrite<Body extends DefaultBodyType>(
  path: string,
  write: (
    request: StrictRequest<Body>,
    context: { db: MockDb; vendor: Vendor; order: Order },
  ) => Promise<Order | Response>,
) {
  return http.post<{ orderId: string }, Body>(path, async ({ request, params }) => {
    const found = ownOrder(request, params.orderId);
    if (found instanceof Response) return found;
    const keys = answered.get(found.db) ?? new Map<string, Order>();
    answered.set(found.db, keys);
    const key = request.headers.get('idempotency-key');
    const kept = key ? keys.get(key) : undefined;
    if (kept) return HttpResponse.json<Order>(kept);
    const written = await write(request, found);
    if (written instanceof Response) return written;
    const answer = structuredClone(written);
    if (key) keys.set(key, answer);
    return HttpResponse.json<Order>(answer);
  });
}

/** Writes the vendor's `event` on the order's timeline; when, on the fake backend's clock. */
function record(
  { db, vendor, order }: { db: MockDb; vendor: Vendor; order: Order },
  event: Omit<OrderEvent, 'actor' | 'actorName' | 'at'>,
): string {
  const { events } = stateOf(db, order);
  // An hour after the entry before, so stories read the same every run.
  const at = new Date(Date.parse(events.at(-1)?.at ?? order.createdAt) + 3_600_000).toISOString();
  events.push({ ...event, actor: 'vendor', actorName: vendor.email, at });
  return at;
}

/**
 * One action of the fake backend, as the api does it: an action that does not fit the order's
 * status is a 409 with the api's sentence; `apply` checks the body (a Response refuses it) and says
 * what the timeline records.
 */
function act<Body extends DefaultBodyType>(
  action: OrderAction,
  path: string,
  apply: (
    body: Body,
    context: { db: MockDb; order: Order },
  ) => Response | Omit<OrderEvent, 'actor' | 'actorName' | 'at'>,
) {
  return orderWrite<Body>(path, async (request, context) => {
    const { order } = context;
    const refusal = orderActionRefusal(action, order.orderStatus);
    if (refusal) return errorResponse(409, refusal, 'ORDER_ACTION_REFUSED');
    const event = apply(await request.json(), context);
    if (event instanceof Response) return event;
    order.orderStatus = ORDER_ACTION_TO[action];
    if (event.shipping) order.shipping = event.shipping;
    // Only a cancel says why here (a return has its own handler below).
    if (event.reason)
      order.cancellation = { reason: event.reason as CancelReason, ...(event.note ? { note: event.note } : {}) };
    const at = record(context, event);
    if (action === 'deliver') {
      order.deliveredAt = at;
      delete order.handover;
    }
    return order;
  });
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/**
 * The order actions of the fake backend (docs/product.md, Order actions): ship, deliver with the
 * buyer's code (MOCK_DELIVERY_CODE; the fifth wrong one in a row refuses every code for 15 minutes
 * with a 429), cancel before shipping and record a return within 14 days of delivery, each on
 * the order's timeline, oldest first.
 */
export const orderActionHandlers = {
  shipOrder: act<ShipOrderInput>('ship', '*/api/orders/:orderId/ship', (body) => {
    const courierName = trimmed(body.courierName);
    const trackingNumber = trimmed(body.trackingNumber);
    if (body.method === 'courier' && !courierName) {
      return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', {
        courierName: serverMessages.fields.courierNameRequired,
      });
    }
    if (body.method !== 'courier' && (courierName || trackingNumber)) {
      return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', {
        courierName: serverMessages.fields.courierOnly,
      });
    }
    const note = trimmed(body.note);
    return {
      kind: 'Shipped',
      shipping: {
        method: body.method,
        ...(courierName ? { courierName } : {}),
        ...(trackingNumber ? { trackingNumber } : {}),
      },
      ...(note ? { note } : {}),
    };
  }),
  deliverOrder: act<DeliverOrderInput>('deliver', '*/api/orders/:orderId/deliver', (body, { db, order }) => {
    const state = stateOf(db, order);
    const now = Date.now();
    const waitMs = state.codesRefusedUntil - now;
    if (waitMs > 0) {
      return errorResponse(429, serverMessages.deliveryCodeLocked(Math.ceil(waitMs / 60_000)), 'DELIVERY_CODE_LOCKED');
    }
    if (body.code !== MOCK_DELIVERY_CODE) {
      state.wrongCodes += 1;
      if (state.wrongCodes >= DELIVERY_CODE_TRIES) {
        state.wrongCodes = 0;
        state.codesRefusedUntil = now + DELIVERY_CODE_WAIT_MINUTES * 60_000;
        return errorResponse(
          429,
          serverMessages.deliveryCodeLocked(DELIVERY_CODE_WAIT_MINUTES),
          'DELIVERY_CODE_LOCKED',
        );
      }
      return errorResponse(400, serverMessages.deliveryCodeWrong, 'WRONG_DELIVERY_CODE', {
        code: serverMessages.deliveryCodeWrong,
      });
    }
    state.wrongCodes = 0;
    return { kind: 'Delivered' };
  }),
  cancelOrder: act<CancelOrderInput>('cancel', '*/api/orders/:orderId/cancel', (body) => {
    const note = trimmed(body.note);
    if (body.reason === 'other' && !note) {
      return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', {
        note: serverMessages.fields.cancelNoteRequired,
      });
    }
    return { kind: 'Cancelled', reason: body.reason, ...(note ? { note } : {}) };
  }),
  handOverOrder: orderWrite('*/api/orders/:orderId/handover', async (request, context) => {
    const { order } = context;
    const refusal = handoverRefusal(order.orderStatus as OrderStatus, order.handover !== undefined);
    if (refusal) return errorResponse(409, refusal, 'ORDER_ACTION_REFUSED');
    const photo = (await request.formData()).get('photo');
    if (!(photo instanceof Blob) || photo.size === 0) {
      return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', { photo: serverMessages.fields.required });
    }
    order.handover = { at: record(context, { kind: 'HandedOver' }) };
    return order;
  }),
  returnOrder: orderWrite<ReturnOrderInput>('*/api/orders/:orderId/return', async (request, context) => {
    const { order } = context;
    // The fake keeps no clock of its own: the 14 days after delivery are the api's to count.
    const delivered = new Date(order.deliveredAt ?? order.createdAt);
    const refusal = returnRefusal(order.orderStatus as OrderStatus, delivered, order.totalPrice, delivered);
    if (refusal) return errorResponse(409, refusal, 'ORDER_ACTION_REFUSED');
    const body = await request.json();
    const note = trimmed(body.note);
    const bad = (field: string, sentence: string) =>
      errorResponse(400, serverMessages.badInput, 'BAD_INPUT', { [field]: sentence });
    if (body.reason === 'other' && !note) return bad('note', serverMessages.fields.returnNoteRequired);
    if (body.amount !== undefined && !isWholePesewas(body.amount)) {
      return bad('amount', serverMessages.fields.refundPesewas);
    }
    const refundable = toPesewas(order.totalPrice);
    const refund = body.amount === undefined ? refundable : toPesewas(body.amount);
    if (refund > refundable) return bad('amount', serverMessages.fields.refundTooMuch(formatMoney(order.totalPrice)));
    // The fake holds the initial payment as collected and the rest as to come: the rest shrinks
    // from the last instalment backwards (docs/product.md, Returns and refunds).
    let left = refund;
    for (const field of [...PAYMENT_FIELDS].reverse().slice(0, -1)) {
      const cut = Math.min(left, toPesewas(order[field]));
      order[field] = fromPesewas(toPesewas(order[field]) - cut);
      left -= cut;
    }
    order.totalPrice = fromPesewas(refundable - refund);
    order.refunded = fromPesewas(toPesewas(order.refunded ?? 0) + refund);
    record(context, { kind: 'Returned', reason: body.reason, ...(note ? { note } : {}), amount: fromPesewas(refund) });
    return order;
  }),
  getOrderTimeline: http.get<{ orderId: string }>('*/api/orders/:orderId/timeline', ({ request, params }) => {
    const found = ownOrder(request, params.orderId);
    if (found instanceof Response) return found;
    return HttpResponse.json<OrderEvent[]>(stateOf(found.db, found.order).events);
  }),
};
