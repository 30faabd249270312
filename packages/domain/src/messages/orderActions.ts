import { serverMessages } from '../serverMessages.ts';

// Not in the spec: the order actions on Order details and Your Orders, their timeline and the work
// queue (docs/product.md, Order actions). A refusal of the server (409, a wrong code, the wait after
// five) is shown as sent.
export const orderActionMessages = {
  actionsHeading: 'What to do next',
  ship: 'Mark as shipped',
  deliver: 'Mark as delivered',
  cancel: 'Cancel order',
  /** On an order's card, which names its order. */
  shipOrder: (orderNumber: string) => `Mark ${orderNumber} as shipped`,
  deliverOrder: (orderNumber: string) => `Mark ${orderNumber} as delivered`,
  close: 'Not now',
  shipHeading: 'Ship this order',
  method: 'How it travels',
  courierName: "Courier's name",
  trackingNumber: 'Tracking number (optional)',
  note: 'Note (optional)',
  noteHint: 'Kept on the order’s timeline.',
  deliverHeading: 'Hand the order over',
  code: "Buyer's delivery code",
  codeHint: 'The 4 digits the buyer was given for this order.',
  cancelHeading: 'Cancel this order',
  reason: 'Why it is cancelled',
  reasonNote: 'Say why',
  shipped: 'Order marked as shipped.',
  delivered: 'Order marked as delivered.',
  cancelled: 'Order cancelled.',
  /** Sent from the write queue, once back online. */
  failed: 'The action could not be sent. Check your connection and try again.',
  // Kept on the phone while offline (Writes that wait).
  waitingHeading: 'Not sent yet',
  waitingShip: 'Shipped: waiting to send',
  waitingDeliver: 'Delivered: waiting to send',
  waitingCancel: 'Cancelled: waiting to send',
  refusedWrite: 'Not sent. The server said:',
  discard: 'Discard',
  // Form checks (the server says the same where it checks the same).
  methodRequired: 'Choose how the order travels.',
  courierNameRequired: serverMessages.fields.courierNameRequired,
  // The server's sentences for COURIER_NAME_MOST, TRACKING_NUMBER_MOST and ORDER_NOTE_MOST, written
  // out (orderActions.test.ts checks they match) so that no call runs when the catalogue loads.
  courierNameTooLong: 'Must be at most 80 characters.',
  trackingNumberTooLong: 'Must be at most 60 characters.',
  noteTooLong: 'Must be at most 280 characters.',
  codeRequired: "Enter the buyer's delivery code.",
  codeDigits: 'The delivery code is exactly 4 digits.',
  reasonRequired: 'Choose why the order is cancelled.',
  cancelNoteRequired: serverMessages.fields.cancelNoteRequired,
  // A return (docs/product.md, Returns and refunds).
  returnOrder: 'Record a return',
  returnHeading: 'Record a return',
  returnReason: 'Why it came back',
  returnNote: 'Say why',
  refundHow: 'What to refund',
  refundAll: (amount: string) => `The whole order: ${amount}`,
  refundAmount: 'An amount',
  refundAmountLabel: 'Amount to refund (GHS)',
  refundHint:
    "Taken from the buyer's last payments first. What they have already paid comes back to them and out of your next payout.",
  returned: (amount: string) => `Return recorded: ${amount} refunded.`,
  returnsUntil: (day: string) => `Returns are taken until ${day}.`,
  returnReasonRequired: 'Choose why the order came back.',
  returnNoteRequired: serverMessages.fields.returnNoteRequired,
  refundRequired: 'Enter the amount to refund.',
  refundNotNumber: 'Enter an amount above 0, like 150 or 95.50.',
  refundDecimals: serverMessages.fields.refundPesewas,
  refundTooMuch: serverMessages.fields.refundTooMuch,
  returnedEvent: 'Returned',
  refundedAmount: (amount: string) => `Refunded ${amount}`,
  // The timeline, oldest first.
  timelineHeading: 'Timeline',
  timelineFailed: 'The timeline could not be loaded.',
  timelineLoading: 'Loading the timeline…',
  placed: 'Order placed',
  shippedEvent: 'Shipped',
  deliveredEvent: 'Delivered',
  cancelledEvent: 'Cancelled',
  completedEvent: 'Completed',
  statusSet: (status: string) => `Status set to ${status}`,
  byVendor: (email: string) => `by ${email}`,
  byBackOffice: (tool: string) => `by Sika's back office (${tool})`,
  bySika: 'by Sika',
  courier: (name: string) => `Courier: ${name}`,
  tracking: (number: string) => `Tracking number: ${number}`,
  // The work queue on Your Orders and the menu.
  workQueue: 'Work queue',
  toShip: 'To ship',
  toDeliver: 'To deliver',
  withCount: (label: string, orders: number) => `${label} (${orders})`,
  /** The menu's accessible name for Your Orders with orders still to ship. */
  menuToShip: (entry: string, orders: number) => `${entry}, ${orders} to ship`,
} as const;
