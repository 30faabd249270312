// The order actions' forms (docs/product.md, Order actions): Shipped, Delivered, Cancelled, and a
// return (docs/product.md, Returns and refunds), with the server's rules. Also importable alone as '@sika/domain/schemas/orderActions' (Order details
// fetches it with the forms).
import * as yup from 'yup';
import { orderActionMessages } from '../messages/orderActions.ts';
import { parseMoneyText } from '../money.ts';
import { moneyField } from './money.ts';
import {
  CANCEL_REASONS,
  COURIER_NAME_MOST,
  ORDER_NOTE_MOST,
  SHIPPING_METHODS,
  TRACKING_NUMBER_MOST,
  RETURN_REASONS,
  type CancelReason,
  type ReturnReason,
  type ShippingMethod,
} from '../orders.ts';

const m = orderActionMessages;

export type ShipOrderValues = {
  method: ShippingMethod | '';
  courierName: string;
  trackingNumber: string;
  note: string;
};
export type DeliverOrderValues = { code: string };
export type CancelOrderValues = { reason: CancelReason | ''; note: string };
/** A return: why, and the whole order ('all') or an amount typed in GHS. */
export type ReturnOrderValues = { reason: ReturnReason | ''; note: string; how: 'all' | 'amount'; amount: string };

export const shipOrderSchema = yup.object({
  method: yup
    .string()
    .oneOf([...SHIPPING_METHODS], m.methodRequired)
    .required(m.methodRequired),
  // A courier needs a name; the other ways send neither name nor tracking number.
  courierName: yup
    .string()
    .trim()
    .max(COURIER_NAME_MOST, m.courierNameTooLong)
    .when('method', { is: 'courier', then: (schema) => schema.required(m.courierNameRequired) }),
  trackingNumber: yup.string().trim().max(TRACKING_NUMBER_MOST, m.trackingNumberTooLong),
  note: yup.string().trim().max(ORDER_NOTE_MOST, m.noteTooLong),
});

export const deliverOrderSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required(m.codeRequired)
    .matches(/^\d{4}$/, m.codeDigits),
});

export const cancelOrderSchema = yup.object({
  reason: yup
    .string()
    .oneOf([...CANCEL_REASONS], m.reasonRequired)
    .required(m.reasonRequired),
  note: yup
    .string()
    .trim()
    .max(ORDER_NOTE_MOST, m.noteTooLong)
    .when('reason', { is: 'other', then: (schema) => schema.required(m.cancelNoteRequired) }),
});

/** The body a filled Shipped form sends: a name and tracking number only for a courier, no empty note. */
export function shipOrderInputOf(values: ShipOrderValues) {
  const courier = values.method === 'courier';
  const courierName = values.courierName.trim();
  const trackingNumber = values.trackingNumber.trim();
  const note = values.note.trim();
  return {
    method: values.method as ShippingMethod,
    ...(courier && courierName ? { courierName } : {}),
    ...(courier && trackingNumber ? { trackingNumber } : {}),
    ...(note ? { note } : {}),
  };
}

/** The body a filled Cancelled form sends: no empty note. */
export function cancelOrderInputOf(values: CancelOrderValues) {
  const note = values.note.trim();
  return { reason: values.reason as CancelReason, ...(note ? { note } : {}) };
}

/**
 * A return's form: `refundableGhs` is what the buyer has not had back yet (the order's total), the
 * most an amount may be.
 */
export const returnOrderSchema = (refundableGhs: number, refundableText: string) =>
  yup.object({
    reason: yup
      .string()
      .oneOf([...RETURN_REASONS], m.returnReasonRequired)
      .required(m.returnReasonRequired),
    note: yup
      .string()
      .trim()
      .max(ORDER_NOTE_MOST, m.noteTooLong)
      .when('reason', { is: 'other', then: (schema) => schema.required(m.returnNoteRequired) }),
    how: yup.string().oneOf(['all', 'amount']).required(),
    amount: yup.mixed().when('how', {
      is: 'amount',
      then: () =>
        moneyField({
          notNumber: m.refundNotNumber,
          negative: m.refundNotNumber,
          decimals: m.refundDecimals,
          tooLarge: m.refundTooMuch(refundableText),
        })
          .required(m.refundRequired)
          .moreThan(0, m.refundNotNumber)
          .max(refundableGhs, m.refundTooMuch(refundableText)),
    }),
  });

/** The body a filled return form sends: no amount for the whole order, no empty note. */
export function returnOrderInputOf(values: ReturnOrderValues) {
  const note = values.note.trim();
  return {
    reason: values.reason as ReturnReason,
    ...(note ? { note } : {}),
    ...(values.how === 'amount' ? { amount: parseMoneyText(values.amount) } : {}),
  };
}
