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

/**
 * The currency label before an amount (docs/product.md, Money): GHC in the product list, where the
 * spec writes it, and GHS everywhere else.
 */
export type MoneyLabel = 'GHS' | 'GHC';

/**
 * The one way Sika shows an amount of GHS (docs/product.md, Instalment plans): the label, a space,
 * thousands grouped with commas. Pesewas show as two decimals when there are any ('GHC 95.50',
 * 'GHS 3,500'); a negative amount reads '−GHS 50'; `whole` rounds to whole cedis first (plan
 * cards), half a cedi away from zero. Never NaN.
 *
 * Self-contained on purpose (it refers to nothing outside itself, and has no '<' that could end a
 * <script>): the page's inline script that draws the product list before the app has loaded
 * carries this function's source, so both print the same text. en-US grouping, so Node (the api's e-mails) and every browser agree too.
 */
export function formatMoney(
  ghs: number,
  { label = 'GHS', whole = false }: { label?: MoneyLabel; whole?: boolean } = {},
): string {
  if (!Number.isFinite(ghs)) return `${label} -`;
  // As toPesewas: 15 significant digits drop binary noise before rounding to the pesewa.
  const pesewas = Math.round(Number((ghs * 100).toPrecision(15)));
  const size = Math.abs(pesewas);
  const cedis = whole ? Math.round(size / 100) : Math.trunc(size / 100);
  const rest = whole ? 0 : size % 100;
  // Money going out (a refund, a payout) reads '−GHS 50': a minus sign (U+2212) before the label,
  // never 'GHS -50'; an amount that rounds to nothing is 'GHS 0', never '−GHS 0'.
  const sign = Math.sign(pesewas) === -1 && cedis + rest > 0 ? '−' : '';
  // toLocaleString without options groups the cedis (an integer) and is cached by the engine;
  // a new Intl.NumberFormat per call costs ~50 times more.
  return `${sign}${label} ${cedis.toLocaleString('en-US')}${rest > 0 ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** Product list price (All Products): 'GHC {price}', e.g. 'GHC 3,500' or 'GHC 95.50'. */
export function formatListPrice(priceGhs: number): string {
  return formatMoney(priceGhs, { label: 'GHC' });
}

/**
 * A plan card's amount on Add product (docs/product.md, Instalment plans): 'GHS {amount}' in whole
 * cedis, e.g. 'GHS 1,925'. Orders, Earnings and e-mails show the exact amount with formatMoney.
 */
export function formatPlanAmount(ghs: number): string {
  return formatMoney(ghs, { label: 'GHS', whole: true });
}

// What a person may type as an amount: digits with an optional decimal part, or digits grouped in
// threes by commas ('3,500', '1,250,000.50'). A leading minus is read so it can be refused as
// negative rather than as "not a number".
const PLAIN_AMOUNT = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const GROUPED_AMOUNT = /^-?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/** What people and spreadsheets put before an amount: GH₵ (U+20B5), GH¢, GHS, GHC, ₵, ¢. */
const CURRENCY_PREFIX = /^\s*(?:GH\s*[₵¢]|GH[SC]|[₵¢])\s*/i;

/** An amount's text without the currency before it ('GH₵ 3,500' is '3,500'). */
export function withoutCurrency(text: string): string {
  return text.replace(CURRENCY_PREFIX, '');
}

/**
 * An amount as typed, in GHS: a currency before it ('GHC 3,500', 'GH₵ 3,500'), surrounding spaces
 * and thousands commas are dropped ('3,500' is 3500, ' 3500.5 ' is 3500.5). NaN for anything else,
 * including a comma in the wrong place ('3,50'), so it is refused rather than guessed. The same
 * reading on the form, in the product import and in the api.
 */
export function parseMoneyText(text: string): number {
  const trimmed = withoutCurrency(text).trim();
  if (PLAIN_AMOUNT.test(trimmed)) return Number(trimmed);
  if (GROUPED_AMOUNT.test(trimmed)) return Number(trimmed.replaceAll(',', ''));
  return Number.NaN;
}
