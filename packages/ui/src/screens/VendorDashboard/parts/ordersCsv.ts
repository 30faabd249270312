import type { Order } from '@sika/api-client';
import { isoDay, toCsv, toPesewas, ordersMessages } from '@sika/domain';

const text = ordersMessages;

/** The CSV of exactly the orders shown (same order, same filters), built on the device. */
export function ordersCsv(orders: readonly Order[]): string {
  return toCsv([
    [
      text.orderNumberColumn,
      text.dateColumn,
      text.productColumn,
      text.buyerColumn,
      text.cityColumn,
      text.statusColumn,
      text.planColumn,
      text.totalColumn,
    ],
    ...orders.map((order) => [
      order.orderNumber,
      isoDay(order.createdAt),
      order.product.title,
      `${order.user.firstname} ${order.user.lastname}`.trim(),
      order.deliveryDetails.city,
      order.orderStatus,
      order.paymentDuration,
      // To the pesewa, as the screens show it: 1250.50, never 1250.5.
      (toPesewas(order.totalPrice) / 100).toFixed(2),
    ]),
  ]);
}
