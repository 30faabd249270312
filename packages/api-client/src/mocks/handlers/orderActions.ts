import {
  DELIVERY_CODE_TRIES,
  DELIVERY_CODE_WAIT_MINUTES,
  ORDER_ACTION_TO,
  orderActionRefusal,
  serverMessages,
  type OrderAction,
} from '@sika/domain';
import { http, HttpResponse, type DefaultBodyType } from 'msw';
import type { CancelOrderInput, DeliverOrderInput, OrderEvent, ShipOrderInput } from '../../generated/laterApi.ts';
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
 * One action of the fake backend, as the api does it: the same Idempotency-Key again gets the same
 * answer; an action that does not fit the order's status is a 409 with the api's sentence; `apply`
 * checks the body (a Response refuses it) and says what the timeline records.
 */
function act<Body extends DefaultBodyType>(
  action: OrderAction,
  path: string,
  apply: (
    body: Body,
    context: { db: MockDb; order: Order },
  ) => Response | Omit<OrderEvent, 'actor' | 'actorName' | 'at'>,
) {
  return http.post<{ orderId: string }, Body>(path, async ({ request, params }) => {
    const found = ownOrder(request, params.orderId);
    if (found instanceof Response) return found;
    const { db, vendor, order } = found;
    const keys = answered.get(db) ?? new Map<string, Order>();
    answered.set(db, keys);
    const key = request.headers.get('idempotency-key');
    const kept = key ? keys.get(key) : undefined;
    if (kept) return HttpResponse.json<Order>(kept);
    const refusal = orderActionRefusal(action, order.orderStatus);
    if (refusal) return errorResponse(409, refusal, 'ORDER_ACTION_REFUSED');
    const event = apply(await request.json(), { db, order });
    if (event instanceof Response) return event;
    order.orderStatus = ORDER_ACTION_TO[action];
    if (event.shipping) order.shipping = event.shipping;
    if (event.reason) order.cancellation = { reason: event.reason, ...(event.note ? { note: event.note } : {}) };
    const { events } = stateOf(db, order);
    // The fake backend's clock: an hour after the entry before, so stories read the same every run.
    const at = new Date(Date.parse(events.at(-1)?.at ?? order.createdAt) + 3_600_000).toISOString();
    events.push({ ...event, actor: 'vendor', actorName: vendor.email, at });
    const answer = structuredClone(order);
    if (key) keys.set(key, answer);
    return HttpResponse.json<Order>(answer);
  });
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/**
 * The order actions of the fake backend (docs/product.md, Order actions): ship, deliver with the
 * buyer's code (MOCK_DELIVERY_CODE; the fifth wrong one in a row refuses every code for 15 minutes
 * with a 429) and cancel before shipping, each on the order's timeline, oldest first.
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
  getOrderTimeline: http.get<{ orderId: string }>('*/api/orders/:orderId/timeline', ({ request, params }) => {
    const found = ownOrder(request, params.orderId);
    if (found instanceof Response) return found;
    return HttpResponse.json<OrderEvent[]>(stateOf(found.db, found.order).events);
  }),
};
