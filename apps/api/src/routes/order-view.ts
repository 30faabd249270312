// A stored order in the contract's Order shape: GHS from pesewas, everything else from the order's
// own copy, never from the product or vendor as they are now.
import {
  CANCEL_REASONS,
  fromPesewas,
  isOrderStatus,
  INITIAL_ORDER_STATUS,
  ORDER_EVENT_KINDS,
  RETURN_REASONS,
  SHIPPING_METHODS,
  type CancelReason,
  type OrderEventKind,
  type ReturnReason,
  type ShippingMethod,
} from '@sika/domain';
import type { OrderEventRow, OrderRow } from '../db/schema.ts';
import type { Schemas } from '../http/contract.ts';

export function toOrder(row: OrderRow): Schemas['Order'] {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    user: {
      firstname: row.buyerFirstname,
      lastname: row.buyerLastname,
      mobile: row.buyerMobile,
      company: row.buyerCompany,
    },
    deliveryDetails: { city: row.city },
    product: { _id: row.productId, title: row.productTitle, vendorEmail: row.vendorEmail },
    // The table's check holds the same set; the guard only keeps the type honest.
    orderStatus: isOrderStatus(row.status) ? row.status : INITIAL_ORDER_STATUS,
    paymentPlan: row.plan,
    paymentDuration: row.duration,
    totalPrice: fromPesewas(row.totalPesewas),
    initialPayment: fromPesewas(row.initialPesewas),
    secondPayment: fromPesewas(row.secondPesewas),
    thirdPayment: fromPesewas(row.thirdPesewas),
    fourthPayment: fromPesewas(row.fourthPesewas),
    fifthPayment: fromPesewas(row.fifthPesewas),
    sixthPayment: fromPesewas(row.sixthPesewas),
    createdAt: row.createdAt.toISOString(),
    ...(row.deliveredAt ? { deliveredAt: row.deliveredAt.toISOString() } : {}),
    // A photo of the handover waits for the back office only while Shipped: once Delivered (the
    // back office confirmed it, or the buyer's code turned up) there is nothing to confirm.
    ...(row.status === 'Shipped' && row.handoverAt ? { handover: { at: row.handoverAt.toISOString() } } : {}),
    // totalPrice and the instalments are already less it (docs/product.md, Returns and refunds).
    ...(row.refundedPesewas > 0 ? { refunded: fromPesewas(row.refundedPesewas) } : {}),
    ...(isShippingMethod(row.shippingMethod)
      ? {
          shipping: {
            method: row.shippingMethod,
            ...(row.courierName ? { courierName: row.courierName } : {}),
            ...(row.trackingNumber ? { trackingNumber: row.trackingNumber } : {}),
          },
        }
      : {}),
    ...(row.status === 'Cancelled' && isCancelReason(row.cancelReason)
      ? { cancellation: { reason: row.cancelReason, ...(row.cancelNote ? { note: row.cancelNote } : {}) } }
      : {}),
  };
}

// The table's checks hold the same sets; the guards only keep the types honest.
const isShippingMethod = (value: unknown): value is ShippingMethod =>
  (SHIPPING_METHODS as readonly unknown[]).includes(value);
const isCancelReason = (value: unknown): value is CancelReason =>
  (CANCEL_REASONS as readonly unknown[]).includes(value);
const isReturnReason = (value: unknown): value is ReturnReason =>
  (RETURN_REASONS as readonly unknown[]).includes(value);
const isEventKind = (value: unknown): value is OrderEventKind =>
  (ORDER_EVENT_KINDS as readonly unknown[]).includes(value);

/** The order's placing, first on every timeline: the order's own createdAt, not a stored entry. */
export function placedEvent(row: OrderRow): Schemas['OrderEvent'] {
  return { kind: 'Placed', actor: 'server', actorName: '', at: row.createdAt.toISOString() };
}

/** A stored timeline entry in the contract's OrderEvent shape, with only the details it has. */
export function toOrderEvent(row: OrderEventRow): Schemas['OrderEvent'] {
  const { method, courierName, trackingNumber, reason, note, status, amount } = row.detail;
  const kind = isEventKind(row.kind) ? row.kind : 'StatusSet';
  return {
    kind,
    actor: row.actor === 'vendor' || row.actor === 'back office' ? row.actor : 'server',
    actorName: row.actorName,
    at: row.createdAt.toISOString(),
    ...(isShippingMethod(method)
      ? {
          shipping: {
            method,
            ...(courierName ? { courierName } : {}),
            ...(trackingNumber ? { trackingNumber } : {}),
          },
        }
      : {}),
    ...(isCancelReason(reason) || isReturnReason(reason) ? { reason } : {}),
    ...(note ? { note } : {}),
    ...(isOrderStatus(status) ? { status } : {}),
    // A return's amount is kept in pesewas, as text like every detail (docs/product.md, Returns and refunds).
    ...(kind === 'Returned' && amount !== undefined && /^[0-9]+$/.test(amount)
      ? { amount: fromPesewas(Number(amount)) }
      : {}),
  };
}
