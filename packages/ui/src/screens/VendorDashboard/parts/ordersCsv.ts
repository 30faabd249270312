import type { Order } from '@sika/api-client';
import { isoDay, toCsv, ordersMessages } from '@sika/domain';

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
      order.totalPrice,
    ]),
  ]);
}

/** Saves `csv` as a file: a Blob and an object URL, no request (the data is already on the phone). */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
