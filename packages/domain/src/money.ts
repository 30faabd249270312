// Money: the API speaks GHS as numbers; arithmetic is done in pesewas (1 GHS = 100 pesewas) as integers.

/** GHS to whole pesewas. Throws on NaN or infinities, which are never a price. */
export function toPesewas(ghs: number): number {
  if (!Number.isFinite(ghs)) throw new RangeError(`Not a finite amount: ${ghs}`);
  // toPrecision(15) drops binary noise first, so 1.005 * 100 (100.49999999999999) rounds to 101.
  const pesewas = Math.round(Number((ghs * 100).toPrecision(15)));
  return pesewas === 0 ? 0 : pesewas; // no -0
}

/** The largest price the api takes (the contract's Money maximum), in GHS. */
export const MAX_PRICE_GHS = 10_000_000;

/**
 * True when a GHS amount is a whole number of pesewas (at most two decimals). Binary noise is
 * forgiven (0.1 + 0.2 is 0.30), a finer amount is not: 4e-9 would round to 0 and is refused.
 */
export function isWholePesewas(ghs: number): boolean {
  if (!Number.isFinite(ghs)) return false;
  // The same 15 significant digits as toPesewas: 30.000000000000004 is 30, 4e-7 stays 4e-7.
  return Number.isInteger(Number((ghs * 100).toPrecision(15)));
}

export function fromPesewas(pesewas: number): number {
  return pesewas / 100;
}

/** Product list price (All Products): 'GHC {price}', the number as given up to 2 decimals, no separators. */
export function formatListPrice(priceGhs: number): string {
  if (!Number.isFinite(priceGhs)) return 'GHC -';
  return `GHC ${fromPesewas(toPesewas(priceGhs))}`;
}

/** Instalment amount (docs/product.md, Instalment plans): 'GHS {amount}', a whole rounded number. */
export function formatPlanAmount(ghs: number): string {
  if (!Number.isFinite(ghs)) return 'GHS -';
  const whole = Math.round(ghs);
  return `GHS ${whole === 0 ? 0 : whole}`;
}
