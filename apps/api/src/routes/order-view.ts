// A stored order in the contract's Order shape: GHS from pesewas, everything else from the order's
// own copy, never from the product or vendor as they are now.
import { fromPesewas, isOrderStatus, INITIAL_ORDER_STATUS } from '@sika/domain';
import type { OrderRow } from '../db/schema.ts';
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
  };
}
