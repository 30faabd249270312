import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instalmentPlans } from './instalments.ts';
import { toPesewas } from './money.ts';
import {
  handoverRefusal,
  returnRefusal,
  ORDER_STATUSES,
  PAYMENT_FIELDS,
  isOrderStatus,
  nextInstalment,
  orderMatches,
  orderPlan,
  orderPlanMonthsFor,
  orderSchedule,
  orderSearchOf,
  type OrderAmounts,
} from './orders.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function amountsOf(priceGhs: number, months: number, createdAt: string): OrderAmounts {
  const plan = orderPlan(priceGhs, months);
  if (!plan) throw new Error('no plan');
  const order = { createdAt, totalPrice: plan.totalPesewas / 100 } as OrderAmounts;
  PAYMENT_FIELDS.forEach((field, index) => {
    order[field] = (plan.paymentsPesewas[index] ?? 0) / 100;
  });
  return order;
}

describe('order statuses', () => {
  it('is a small fixed set starting with Approved', () => {
    expect(ORDER_STATUSES[0]).toBe('Approved');
    expect(isOrderStatus('Shipped')).toBe(true);
    expect(isOrderStatus('shipped')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });
});

describe('orderPlan', () => {
  it('uses the plan cards math: six slots, 0 past the plan, adding up to the price', () => {
    const plan = orderPlan(1500, 3);
    expect(plan).toEqual({
      months: 3,
      paymentPlan: 'Monthly instalments',
      paymentDuration: '3 months',
      totalPesewas: 150_000,
      paymentsPesewas: [60_000, 45_000, 45_000, 0, 0, 0],
    });
  });

  it('refuses a plan the price does not qualify for', () => {
    expect(orderPlan(1000, 3)).toBeNull(); // 3 months starts above GHS 1,200
    expect(orderPlan(5000, 2)).toBeNull();
    expect(orderPlan(100, 2)).toBeNull();
    expect(orderPlan(5000, 4)).toBeNull();
    expect(orderPlanMonthsFor(3500)).toEqual([2, 3, 6]);
  });

  it('matches instalmentPlans for every qualifying price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), (pesewas) => {
        const price = pesewas / 100;
        for (const card of instalmentPlans(price)) {
          const plan = orderPlan(price, card.months);
          expect(plan?.paymentsPesewas.slice(0, card.months)).toEqual(card.amountsPesewas);
          expect(plan?.totalPesewas).toBe(toPesewas(price));
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('orderSchedule', () => {
  it('lists each payment with its due month counted from the order date', () => {
    const schedule = orderSchedule(amountsOf(3500, 6, '2026-01-31T10:00:00.000Z'), new Date('2026-03-15T00:00:00Z'));
    expect(schedule?.payments.map((p) => [p.label, p.dueDate, p.amountGhs, p.upcoming])).toEqual([
      ['Initial payment', '2026-01-31', 875, false],
      ['Second payment', '2026-02-28', 525, false],
      ['Third payment', '2026-03-31', 525, true],
      ['Fourth payment', '2026-04-30', 525, true],
      ['Fifth payment', '2026-05-31', 525, true],
      ['Sixth payment', '2026-06-30', 525, true],
    ]);
    expect(schedule?.totalGhs).toBe(3500);
    expect(schedule?.stillToComeGhs).toBe(525 * 4);
  });

  it('skips unused slots and has nothing to come once all are due', () => {
    const schedule = orderSchedule(amountsOf(400, 2, '2025-05-10T00:00:00Z'), new Date('2026-01-01T00:00:00Z'));
    expect(schedule?.payments.map((p) => p.field)).toEqual(['initialPayment', 'secondPayment']);
    expect(schedule?.stillToComeGhs).toBe(0);
  });

  it('shows what the buyer pays, to the pesewa: GHC 1,250.50 over 3 months', () => {
    const schedule = orderSchedule(amountsOf(1250.5, 3, '2026-02-01T00:00:00Z'), new Date('2026-01-01'));
    expect(schedule?.payments.map((p) => p.amountGhs)).toEqual([500.2, 375.15, 375.15]);
    expect(schedule?.totalGhs).toBe(1250.5);
    expect(schedule?.stillToComeGhs).toBe(1250.5);
    const later = orderSchedule(amountsOf(2899, 3, '2026-02-01T00:00:00Z'), new Date('2026-01-01'));
    expect(later?.payments.map((p) => p.amountGhs)).toEqual([1159.6, 869.7, 869.7]);
  });

  it('has amounts that add up, in pesewas, to the order total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 30_000, max: 2_000_000 }), fc.constantFrom(2, 3, 6), (pesewas, months) => {
        const price = pesewas / 100;
        if (!orderPlan(price, months)) return;
        const schedule = orderSchedule(amountsOf(price, months, '2026-02-01T00:00:00Z'), new Date('2026-01-01'));
        expect(sum(schedule?.payments.map((p) => p.amountPesewas) ?? [])).toBe(pesewas);
        expect(schedule?.payments.map((p) => toPesewas(p.amountGhs))).toEqual(
          schedule?.payments.map((p) => p.amountPesewas),
        );
        expect(schedule?.totalGhs).toBe(price);
        expect(schedule?.stillToComeGhs).toBe(price); // every payment is after 'now'
      }),
      { numRuns: 500 },
    );
  });

  it('answers null for an order without a valid date', () => {
    expect(orderSchedule({ ...amountsOf(400, 2, '2026-01-01T00:00:00Z'), createdAt: 'soon' })).toBeNull();
  });
});

describe('nextInstalment', () => {
  const order = amountsOf(3500, 6, '2026-01-31T10:00:00.000Z');

  it('is the first payment whose due date is after now, to the pesewa', () => {
    expect(nextInstalment(order, new Date('2026-03-15T00:00:00Z'))).toMatchObject({
      field: 'thirdPayment',
      dueDate: '2026-03-31',
      amountGhs: 525,
    });
    // On the order date itself, the second payment is next: the initial one is paid at order.
    expect(nextInstalment(order, new Date('2026-01-31T12:00:00Z'))?.field).toBe('secondPayment');
  });

  it('is null once every due date has passed, and for a cancelled order', () => {
    expect(nextInstalment(order, new Date('2026-07-01T00:00:00Z'))).toBeNull();
    const cancelled = { ...order, orderStatus: 'Cancelled' };
    expect(nextInstalment(cancelled, new Date('2026-02-01T00:00:00Z'))).toBeNull();
    expect(orderSchedule(cancelled, new Date('2026-02-01T00:00:00Z'))?.stillToComeGhs).toBe(0);
    for (const status of ORDER_STATUSES.filter((s) => s !== 'Cancelled')) {
      expect(nextInstalment({ ...order, orderStatus: status }, new Date('2026-02-01T00:00:00Z'))?.field).toBe(
        'secondPayment',
      );
    }
  });
});

describe('orderSearchOf and orderMatches (docs/product.md, Your Orders)', () => {
  const order = { orderNumber: 'SK-100120', user: { firstname: 'Kwame', lastname: 'Mensah' } };

  it('finds an order number however it is written or copied out of a sentence', () => {
    for (const written of [
      'SK-100120',
      'sk-100120',
      'sk100120',
      'SK 100120',
      '#SK-100120',
      '100120',
      ' SK-100120. ',
      '"SK-100120",',
      '0012',
    ]) {
      const search = orderSearchOf(written);
      expect(search, written).not.toBeNull();
      expect(orderMatches(order, search!), written).toBe(true);
    }
    expect(orderMatches(order, orderSearchOf('SK-100121')!)).toBe(false);
  });

  it('finds a buyer by any part of their first and last name, in any case, spaces collapsed', () => {
    for (const written of ['kwame', 'MENSAH', 'Kwame   Mensah', 'wame men']) {
      expect(orderMatches(order, orderSearchOf(written)!), written).toBe(true);
    }
    expect(orderMatches(order, orderSearchOf('Ama')!)).toBe(false);
  });

  it('reads a blank search as none', () => {
    for (const blank of ['', '   ', '#', '.', null, undefined]) expect(orderSearchOf(blank)).toBeNull();
  });
});

describe('returnRefusal (docs/product.md, Returns and refunds)', () => {
  const now = new Date('2026-03-20T12:00:00Z');
  it('takes a return of a delivered order within 14 days, while something is left to refund', () => {
    expect(returnRefusal('Delivered', '2026-03-06T12:00:00Z', 100, now)).toBeNull();
    expect(returnRefusal('Completed', '2026-03-19T12:00:00Z', 0.01, now)).toBeNull();
    expect(returnRefusal('Delivered', '2026-03-06T11:59:59Z', 100, now)).toMatch(/within 14 days/);
    expect(returnRefusal('Delivered', null, 100, now)).toMatch(/within 14 days/);
    expect(returnRefusal('Delivered', '2026-03-19T12:00:00Z', 0, now)).toBe('This order is already refunded in full.');
    expect(returnRefusal('Shipped', '2026-03-19T12:00:00Z', 100, now)).toBe(
      'This order is shipped: only a delivered order can be returned.',
    );
    expect(returnRefusal('Approved', null, 100, now)).toBe(
      'This order is not shipped yet: only a delivered order can be returned.',
    );
  });
});

describe('handoverRefusal (docs/product.md, Order actions)', () => {
  it('takes a photo of the handover of a Shipped order, once until the back office confirms it', () => {
    expect(handoverRefusal('Shipped', false)).toBeNull();
    expect(handoverRefusal('Shipped', true)).toBe(
      'A photo of this handover already waits for Sika to confirm the delivery.',
    );
    expect(handoverRefusal('Delivered', false)).toBe(
      'This order is delivered: only a shipped order can be handed over with a photo.',
    );
    expect(handoverRefusal('Approved', false)).toBe(
      'This order is not shipped yet: only a shipped order can be handed over with a photo.',
    );
  });
});
