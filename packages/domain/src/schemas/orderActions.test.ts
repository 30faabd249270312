import { describe, expect, it } from 'vitest';
import { orderActionMessages as m } from '../messages/orderActions.ts';
import { COURIER_NAME_MOST, ORDER_NOTE_MOST, TRACKING_NUMBER_MOST } from '../orders.ts';
import { serverMessages } from '../serverMessages.ts';
import { errorsOf } from './errorsOf.testing.ts';
import {
  cancelOrderInputOf,
  returnOrderInputOf,
  returnOrderSchema,
  cancelOrderSchema,
  deliverOrderSchema,
  shipOrderInputOf,
  shipOrderSchema,
} from './orderActions.ts';

const ship = { method: '', courierName: '', trackingNumber: '', note: '' };

describe('the forms’ length messages', () => {
  it('say what the server says', () => {
    expect(m.courierNameTooLong).toBe(serverMessages.fields.maxLength(COURIER_NAME_MOST));
    expect(m.trackingNumberTooLong).toBe(serverMessages.fields.maxLength(TRACKING_NUMBER_MOST));
    expect(m.noteTooLong).toBe(serverMessages.fields.maxLength(ORDER_NOTE_MOST));
  });
});

describe('the Shipped form', () => {
  it('asks how the order travels, and a courier its name', async () => {
    expect(await errorsOf(shipOrderSchema, ship)).toEqual({ method: m.methodRequired });
    expect(await errorsOf(shipOrderSchema, { ...ship, method: 'courier', courierName: '  ' })).toEqual({
      courierName: m.courierNameRequired,
    });
    expect(await errorsOf(shipOrderSchema, { ...ship, method: 'own-rider' })).toEqual({});
  });

  it('keeps names, tracking numbers and notes within the server’s lengths', async () => {
    const long = {
      method: 'courier',
      courierName: 'x'.repeat(81),
      trackingNumber: 'x'.repeat(61),
      note: 'x'.repeat(281),
    };
    expect(await errorsOf(shipOrderSchema, long)).toEqual({
      courierName: m.courierNameTooLong,
      trackingNumber: m.trackingNumberTooLong,
      note: m.noteTooLong,
    });
  });

  it('sends a name and tracking number only for a courier, and no empty note', () => {
    expect(shipOrderInputOf({ method: 'own-rider', courierName: 'VIP', trackingNumber: '1', note: ' ' })).toEqual({
      method: 'own-rider',
    });
    expect(shipOrderInputOf({ method: 'courier', courierName: ' VIP ', trackingNumber: '', note: 'Fragile' })).toEqual({
      method: 'courier',
      courierName: 'VIP',
      note: 'Fragile',
    });
  });
});

describe('the Delivered form', () => {
  it('takes exactly 4 digits', async () => {
    expect(await errorsOf(deliverOrderSchema, { code: '' })).toEqual({ code: m.codeRequired });
    for (const code of ['123', '12345', '12a4', '１２３４']) {
      expect(await errorsOf(deliverOrderSchema, { code })).toEqual({ code: m.codeDigits });
    }
    expect(await errorsOf(deliverOrderSchema, { code: '0420' })).toEqual({});
  });
});

describe('the Cancelled form', () => {
  it('asks for a reason, and for Other a text saying why', async () => {
    expect(await errorsOf(cancelOrderSchema, { reason: '', note: '' })).toEqual({ reason: m.reasonRequired });
    expect(await errorsOf(cancelOrderSchema, { reason: 'other', note: ' ' })).toEqual({ note: m.cancelNoteRequired });
    expect(await errorsOf(cancelOrderSchema, { reason: 'out-of-stock', note: '' })).toEqual({});
    expect(cancelOrderInputOf({ reason: 'buyer-asked', note: '' })).toEqual({ reason: 'buyer-asked' });
  });
});

describe('the return form', () => {
  const schema = returnOrderSchema(450, 'GHS 450');
  it('asks why, for Other a text, and for an amount one above 0 and at most what is left', async () => {
    const values = { reason: '', note: '', how: 'all', amount: '' };
    expect(await errorsOf(schema, values)).toEqual({ reason: m.returnReasonRequired });
    expect(await errorsOf(schema, { ...values, reason: 'other' })).toEqual({ note: m.returnNoteRequired });
    const amount = { ...values, reason: 'damaged', how: 'amount' };
    expect(await errorsOf(schema, amount)).toEqual({ amount: m.refundRequired });
    expect(await errorsOf(schema, { ...amount, amount: '0' })).toEqual({ amount: m.refundNotNumber });
    expect(await errorsOf(schema, { ...amount, amount: '450.01' })).toEqual({ amount: m.refundTooMuch('GHS 450') });
    expect(await errorsOf(schema, { ...amount, amount: '10.005' })).toEqual({ amount: m.refundDecimals });
    expect(await errorsOf(schema, { ...amount, amount: 'GH₵ 450' })).toEqual({});
  });

  it('sends no amount for the whole order, the amount as read otherwise, and no empty note', () => {
    expect(returnOrderInputOf({ reason: 'damaged', note: ' ', how: 'all', amount: '12' })).toEqual({
      reason: 'damaged',
    });
    expect(returnOrderInputOf({ reason: 'other', note: 'Cracked', how: 'amount', amount: 'GHC 1,250.50' })).toEqual({
      reason: 'other',
      note: 'Cracked',
      amount: 1250.5,
    });
  });
});
