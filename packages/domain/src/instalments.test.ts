import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instalmentPlans, planLabel } from './instalments.ts';
import { toPesewas } from './money.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const monthsFor = (price: number) => instalmentPlans(price).map((plan) => plan.months);

// Any double a form could hand over: exact pesewa amounts, arbitrary fractions, tiny and huge values.
const anyPrice = fc.oneof(
  fc.integer({ min: 0, max: 2_000_000 }).map((pesewas) => pesewas / 100),
  fc.double({ min: -1000, max: 10_000, noNaN: true }),
  fc.double({ min: 0, max: 1e12, noNaN: true }),
  fc.constantFrom(0.004, 0.005, 299.995, 300.5, 1200.005, 4000.004, 4000.005, 1e-300),
);

describe('instalmentPlans: properties', () => {
  it('rounded instalments add up exactly to the rounded total', () => {
    fc.assert(
      fc.property(anyPrice, (price) => {
        for (const plan of instalmentPlans(price)) {
          expect(plan.totalGhs).toBe(Math.round(price));
          expect(sum(plan.amountsGhs)).toBe(plan.totalGhs);
          expect(sum(plan.amountsPesewas)).toBe(toPesewas(price));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('shares add up to 100, one per month, and amounts are whole and never negative', () => {
    fc.assert(
      fc.property(anyPrice, (price) => {
        for (const plan of instalmentPlans(price)) {
          expect(sum(plan.sharesPercent)).toBe(100);
          expect(plan.sharesPercent).toHaveLength(plan.months);
          expect(plan.amountsGhs).toHaveLength(plan.months);
          expect(plan.amountsPesewas).toHaveLength(plan.months);
          for (const amount of [...plan.amountsGhs, ...plan.amountsPesewas]) {
            expect(Number.isSafeInteger(amount)).toBe(true);
            expect(amount).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('each rounded instalment stays within 1 GHS (plus half a pesewa) of its exact share', () => {
    fc.assert(
      fc.property(fc.double({ min: 300, max: 1e9, noNaN: true }), (price) => {
        for (const plan of instalmentPlans(price)) {
          plan.amountsGhs.forEach((amount, i) => {
            const exact = (price * (plan.sharesPercent[i] ?? 0)) / 100;
            expect(Math.abs(amount - exact)).toBeLessThan(1.006);
          });
        }
      }),
    );
  });

  it('offers exactly the plans the rules give (prices in whole pesewas)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 2_000_000 }), (pesewas) => {
        const price = pesewas / 100;
        const expected: number[] = [];
        if (price >= 300 && price <= 4000) expected.push(2);
        if (price > 1200 && price <= 4000) expected.push(3);
        if (price > 3000) expected.push(6);
        expect(monthsFor(price)).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('gives no plan for a zero, negative or non-finite price', () => {
    fc.assert(
      fc.property(fc.double({ max: 0, noNaN: true }), (price) => {
        expect(instalmentPlans(price)).toEqual([]);
      }),
    );
    for (const price of [0, -0, -1, Number.NaN, Infinity, -Infinity]) expect(instalmentPlans(price)).toEqual([]);
  });
});

describe('instalmentPlans: examples', () => {
  it.each([
    [299, []],
    [299.99, []],
    [300, [2]],
    [1200, [2]],
    [1200.01, [2, 3]],
    [1201, [2, 3]],
    [3000, [2, 3]],
    [3000.01, [2, 3, 6]],
    [3001, [2, 3, 6]],
    [4000, [2, 3, 6]],
    [4000.01, [6]],
    [4001, [6]],
    [100_000, [6]],
  ])('price %s offers %j months', (price, months) => {
    expect(monthsFor(price)).toEqual(months);
  });

  it('1000 GHS: 2 months of 550 then 450', () => {
    expect(instalmentPlans(1000)).toEqual([
      { months: 2, sharesPercent: [55, 45], amountsPesewas: [55_000, 45_000], amountsGhs: [550, 450], totalGhs: 1000 },
    ]);
  });

  it('5000 GHS: 6 months of 1250 then five of 750', () => {
    const [plan] = instalmentPlans(5000);
    expect(plan?.amountsGhs).toEqual([1250, 750, 750, 750, 750, 750]);
  });

  it('1201 GHS: the spare cedi from rounding goes to the largest remainder', () => {
    // 480.40 + 360.30 + 360.30: rounding each alone would give 1200, not 1201.
    const plan = instalmentPlans(1201).find((p) => p.months === 3);
    expect(plan?.amountsPesewas).toEqual([48_040, 36_030, 36_030]);
    expect(plan?.amountsGhs).toEqual([481, 360, 360]);
  });

  it('works in pesewas for prices with decimals', () => {
    const plan = instalmentPlans(301.99).find((p) => p.months === 2);
    expect(plan?.amountsPesewas).toEqual([16_609, 13_590]); // 166.0945 and 135.8955, sum 30199
    expect(plan?.amountsGhs).toEqual([166, 136]);
    expect(plan?.totalGhs).toBe(302);
  });
});

describe('planLabel', () => {
  it('names the duration', () => {
    expect(planLabel(2)).toBe('2 months');
    expect(planLabel(6)).toBe('6 months');
    expect(planLabel(1)).toBe('1 month');
  });
});
