// Instalment plan previews on add product (docs/product.md, Instalment plans). All arithmetic is on
// integers (pesewas, whole GHS).
import { toPesewas } from './money.ts';

export type InstalmentPlan = {
  months: 2 | 3 | 6;
  sharesPercent: readonly number[];
  amountsPesewas: number[];
  amountsGhs: number[] /* whole GHS, rounded */;
  totalGhs: number /* rounded price */;
};

type PlanRule = {
  months: InstalmentPlan['months'];
  sharesPercent: readonly number[];
  applies: (pesewas: number) => boolean;
};

// Bounds are compared in pesewas so a price and its stored value always get the same plans.
export const PLAN_RULES: readonly PlanRule[] = [
  { months: 2, sharesPercent: [55, 45], applies: (p) => p >= 30_000 && p <= 400_000 },
  { months: 3, sharesPercent: [40, 30, 30], applies: (p) => p > 120_000 && p <= 400_000 },
  { months: 6, sharesPercent: [25, 15, 15, 15, 15, 15], applies: (p) => p > 300_000 },
];

// Beyond this, pesewas * percent would leave the exact integer range of a double.
const MAX_PESEWAS = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/**
 * Largest-remainder (Hamilton) apportionment: floor each numerator / divisor, then hand the units
 * still missing to `total` to the largest remainders (earlier instalment first on ties).
 * Callers guarantee 0 <= total - sum(floors) <= numerators.length.
 */
export function apportion(numerators: readonly number[], divisor: number, total: number): number[] {
  const parts = numerators.map((n) => Math.floor(n / divisor));
  const missing = total - parts.reduce((sum, part) => sum + part, 0);
  const order = numerators
    .map((n, index) => ({ index, remainder: n % divisor }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order.slice(0, missing)) parts[index] = (parts[index] ?? 0) + 1;
  return parts;
}

/** The plans a price qualifies for, in order 2, 3, 6 months; [] for a non-finite, zero or negative price. */
export function instalmentPlans(priceGhs: number): InstalmentPlan[] {
  if (!Number.isFinite(priceGhs) || priceGhs <= 0) return [];
  const pesewas = toPesewas(priceGhs);
  if (pesewas > MAX_PESEWAS) return [];
  const totalGhs = Math.round(priceGhs);
  return PLAN_RULES.filter((rule) => rule.applies(pesewas)).map(({ months, sharesPercent }) => {
    const amountsPesewas = apportion(
      sharesPercent.map((share) => pesewas * share),
      100,
      pesewas,
    );
    return {
      months,
      sharesPercent,
      amountsPesewas,
      amountsGhs: apportion(amountsPesewas, 100, totalGhs),
      totalGhs,
    };
  });
}

export function planLabel(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}
