import { somethingWentWrongEllipsis } from './common.ts';
import { earningsHeading } from './panelHeadings.ts';

// Not in the spec: the Earnings panel (docs/product.md, Earnings).
export const earningsMessages = {
  heading: earningsHeading,
  failed: somethingWentWrongEllipsis,
  empty: 'No earnings yet',
  emptyBody: 'When buyers order your products, what they still owe you and when it comes in will show here.',
  asOf: (day: string) => `Figures as of ${day}. Cancelled orders count only under By status.`,
  // The lead: each instalment in one of the three at most.
  leadLabel: 'Paid, to come and late',
  collectedHeading: 'Collected',
  collectedNote: 'Paid by buyers so far, less refunds.',
  toComeHeading: 'Still to come',
  toComeNote: 'Due after today and not paid yet.',
  lateHeading: 'Late',
  latePayments: (count: number) =>
    count === 0 ? 'No late payments.' : `${count} ${count === 1 ? 'payment' : 'payments'} due and not paid.`,
  lateLink: 'See them in Payouts',
  owedHeading: 'Still to come from buyers',
  owedTotal: (amount: string) => `${amount} in the next 6 months`,
  owedCaption: 'Instalments still to come, by the month they fall due',
  valueHeading: 'Order value, last 12 months',
  valueTotal: (amount: string, orders: number) => `${amount} from ${orders} ${orders === 1 ? 'order' : 'orders'}`,
  valueCaption: 'Value of the orders placed each month',
  planHeading: 'By payment plan',
  statusHeading: 'By status',
  topHeading: 'Top products',
  topEmpty: 'No products ordered yet.',
  monthColumn: 'Month',
  amountColumn: 'Amount',
  paymentsColumn: 'Instalments',
  ordersColumn: 'Orders',
  planColumn: 'Plan',
  statusColumn: 'Status',
  productColumn: 'Product',
} as const;
