import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addProductMessages } from './messages/addProduct.ts';
import { formatPlanAmount } from './money.ts';
import { instalmentPlans, planLabel, unofferedPlans } from './instalments.ts';
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

describe('unofferedPlans', () => {
  it('names the price that unlocks each plan a price is not offered', () => {
    expect(unofferedPlans(3500)).toEqual([]);
    expect(unofferedPlans(450)).toEqual([
      { months: 3, unlock: 'over', ghs: 1200 },
      { months: 6, unlock: 'over', ghs: 3000 },
    ]);
    expect(unofferedPlans(299.99)).toEqual([
      { months: 2, unlock: 'from', ghs: 300 },
      { months: 3, unlock: 'over', ghs: 1200 },
      { months: 6, unlock: 'over', ghs: 3000 },
    ]);
    expect(unofferedPlans(4000.01)).toEqual([
      { months: 2, unlock: 'upTo', ghs: 4000 },
      { months: 3, unlock: 'upTo', ghs: 4000 },
    ]);
  });

  it('says nothing before a positive price is typed', () => {
    for (const price of [0, -5, Number.NaN]) expect(unofferedPlans(price)).toEqual([]);
  });

  it('at every band edge, the plans offered and those not make 2, 3 and 6 months, and each unlock price unlocks', () => {
    for (const price of [1, 299.99, 300, 1200, 1200.01, 3000, 3000.01, 4000, 4000.01, 10_000_000]) {
      const offered = instalmentPlans(price).map((plan) => plan.months);
      const unoffered = unofferedPlans(price);
      expect([...offered, ...unoffered.map((plan) => plan.months)].sort(), String(price)).toEqual([2, 3, 6]);
      for (const { months, unlock, ghs } of unoffered) {
        const unlocking = unlock === 'over' ? ghs + 0.01 : ghs;
        expect(
          instalmentPlans(unlocking).map((plan) => plan.months),
          `${months} at ${unlocking}`,
        ).toContain(months);
      }
    }
  });
});

describe("the plan cards' sentences (addProductMessages)", () => {
  const text = addProductMessages;
  /** The card's sentence for a price's plan, as InstalmentPlans builds it. */
  const sentence = (price: number, months: number) => {
    const plan = instalmentPlans(price).find((p) => p.months === months)!;
    const [first, ...later] = plan.amountsGhs.map((amount, index) => ({
      amount: formatPlanAmount(amount),
      percent: plan.sharesPercent[index]!,
    }));
    return text.planSchedule(first!, later);
  };

  it('say what is paid at order and when the rest falls due, with each share', () => {
    expect(sentence(3500, 2)).toBe('GHS 1,925 (55%) at order, then GHS 1,575 (45%) a month later.');
    expect(sentence(3500, 3)).toBe('GHS 1,400 (40%) at order, then GHS 1,050 (30%) a month for 2 months.');
    expect(sentence(3500, 6)).toBe('GHS 875 (25%) at order, then GHS 525 (15%) a month for 5 months.');
  });

  it('name each later payment where rounding makes them differ', () => {
    expect(sentence(1202, 3)).toBe('GHS 481 (40%) at order, then GHS 361 (30%) and GHS 360 (30%), one a month.');
  });

  it('say which price unlocks a plan', () => {
    expect(text.planUnlock(2, 'from', formatPlanAmount(300))).toBe('2 months: for prices from GHS 300');
    expect(text.planUnlock(3, 'over', formatPlanAmount(1200))).toBe('3 months: for prices over GHS 1,200');
    expect(text.planUnlock(2, 'upTo', formatPlanAmount(4000))).toBe('2 months: for prices up to GHS 4,000');
  });
});

describe('planLabel', () => {
  it('names the duration', () => {
    expect(planLabel(2)).toBe('2 months');
    expect(planLabel(6)).toBe('6 months');
    expect(planLabel(1)).toBe('1 month');
  });
});
