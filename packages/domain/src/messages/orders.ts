import { somethingWentWrongEllipsis } from './common.ts';

export const ordersMessages = {
  heading: 'Your Orders',
  orderNumberColumn: 'Order number', // not in the spec
  productColumn: 'Product', // not in the spec
  buyerColumn: 'Customer', // not in the spec
  empty: 'No approved orders found.',
  failed: somethingWentWrongEllipsis,
  // Not in the spec: search and status filter over all of the vendor's orders (on the server), with
  // how many each status has, and the CSV of the orders shown.
  searchLabel: 'Search by order number or buyer',
  statusFilterLabel: 'Order status',
  allStatuses: 'All statuses',
  statusWithCount: (status: string, orders: number) => `${status} (${orders})`,
  noMatches: 'No orders match your search.',
  showOlder: 'Show older orders', // not in the spec: the list starts with the newest 100
  loadingOlder: 'Loading older orders…',
  count: (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? 'order' : 'orders'}` : `${shown} of ${total} orders`,
  downloadCsv: 'Download CSV',
  downloadCsvHint: (count: number) => `Saves the ${count === 1 ? 'order' : `${count} orders`} shown as a CSV file`,
  csvFileName: (date: string) => `sika-orders-${date}.csv`,
  dateColumn: 'Date',
  statusColumn: 'Status',
  totalColumn: 'Total (GHS)',
  planColumn: 'Payment plan',
  cityColumn: 'City',
  orderedOn: (date: string) => `Ordered ${date}`,
  // Not in the spec: each card says what the order is worth and what comes next.
  total: (amount: string) => `Total ${amount}`,
  nextDue: (amount: string, month: string) => `Next: ${amount} in ${month}`,
  nothingDue: 'Nothing more due',
} as const;
