// Instalment plan previews on add product (docs/product.md, Instalment plans). All arithmetic is on
// integers (pesewas, whole GHS).
import { fromPesewas, toPesewas } from './money.ts';

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
  /** The band of prices, in pesewas, so a price and its stored value always get the same plans. */
  minPesewas: number;
  /** True when the price must be above minPesewas ("above 1200"), false when it may equal it ("300 to"). */
  aboveMin: boolean;
  /** The largest price offered the plan (inclusive), or none. */
  maxPesewas?: number;
};

export const PLAN_RULES: readonly PlanRule[] = [
  { months: 2, sharesPercent: [55, 45], minPesewas: 30_000, aboveMin: false, maxPesewas: 400_000 },
  { months: 3, sharesPercent: [40, 30, 30], minPesewas: 120_000, aboveMin: true, maxPesewas: 400_000 },
  { months: 6, sharesPercent: [25, 15, 15, 15, 15, 15], minPesewas: 300_000, aboveMin: true },
];

function applies(rule: PlanRule, pesewas: number): boolean {
  const aboveLow = rule.aboveMin ? pesewas > rule.minPesewas : pesewas >= rule.minPesewas;
  return aboveLow && (rule.maxPesewas === undefined || pesewas <= rule.maxPesewas);
}

/**
 * A plan a price is not offered, and the price that would unlock it: `from` or `over` a GHS amount
 * when the price is too low, `upTo` one when it is too high.
 */
export type UnofferedPlan = { months: InstalmentPlan['months']; unlock: 'from' | 'over' | 'upTo'; ghs: number };

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
  return PLAN_RULES.filter((rule) => applies(rule, pesewas)).map(({ months, sharesPercent }) => {
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

/**
 * The plans a positive price is not offered, in order 2, 3, 6 months, each with the price that
 * unlocks it; [] for what is not a positive amount (no price typed yet).
 */
export function unofferedPlans(priceGhs: number): UnofferedPlan[] {
  if (!Number.isFinite(priceGhs) || priceGhs <= 0) return [];
  const pesewas = toPesewas(priceGhs);
  return PLAN_RULES.filter((rule) => !applies(rule, pesewas)).map((rule): UnofferedPlan => {
    const tooLow = rule.aboveMin ? pesewas <= rule.minPesewas : pesewas < rule.minPesewas;
    if (tooLow || rule.maxPesewas === undefined) {
      return { months: rule.months, unlock: rule.aboveMin ? 'over' : 'from', ghs: fromPesewas(rule.minPesewas) };
    }
    return { months: rule.months, unlock: 'upTo', ghs: fromPesewas(rule.maxPesewas) };
  });
}

export function planLabel(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}
