// Phrases more than one screen's texts share (messages.ts and the screens' own files in this folder).

// One sentence of the spec, spelled three ways (docs/product.md, Error messages); each name says which.
/** With '!': a step, a form or an action that failed (and All Products not read). */
export const somethingWentWrongExclaimed = 'Something went wrong!';
/** Without a mark: an update that failed (Edit product, Edit vendor). */
export const somethingWentWrongUnmarked = 'Something went wrong';
/** With '...': a list or figures that could not be read (Your Orders, Order details and later panels). */
export const somethingWentWrongEllipsis = 'Something went wrong...';
export const passwordLength = 'Password must be 8 to 128 characters.';
export const passwordsMustMatch = 'Passwords must match';
export const pleaseConfirmPassword = 'please confirm password';
// Not in the spec: shown when a category is not one of the dropdown's options.
export const categoryNotInList = 'Please choose a category from the list';
/** One instalment on a plan card: the amount as formatMoney shows it, and its share of the price. */
export type PlanPayment = { amount: string; percent: number };
/** 'A and B', 'A, B and C'. */
export const andList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
// Not in the spec: the money and count rules added on purpose to the product forms.
export const priceNegative = 'Price cannot be negative';
export const priceDecimals = 'Price can have at most two decimals';
export const deliveryPriceNegative = 'Delivery price cannot be negative';
export const deliveryPriceDecimals = 'Delivery price can have at most two decimals';
export const priceNotNumber = 'Price must be an amount, like 3,500 or 95.50';
export const deliveryPriceNotNumber = 'Delivery price must be an amount, like 30 or 12.50';
// The contract's largest amount (MAX_PRICE_GHS), as formatMoney shows it.
export const priceTooLarge = 'Price can be at most GHS 10,000,000';
export const deliveryPriceTooLarge = 'Delivery price can be at most GHS 10,000,000';
export const quantityNotWhole = 'Quantity must be a whole number, 0 or more';
// Not in the spec: the description counter, shown and announced as the vendor types.
export const characterCount = (used: number, max: number) => `${used}/${max}`;
export const charactersLeft = (left: number) => (left === 1 ? '1 character left' : `${left} characters left`);
/** 'A, B or C'. */
export const orList = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
// Not in the spec: the Ghana phone rule (phones.ts), said with the form a number should take.
export const phones = {
  mobileInvalid: 'Enter a Ghana mobile number, like 024 412 3456',
  anyInvalid: 'Enter a Ghana phone number, like 024 412 3456 or 030 212 3456',
  // A hint from the prefix only: a number can be moved to another network.
  networkHint: (network: string) => `Looks like ${network} (from the first digits; numbers can change networks)`,
  confirmRequired: 'Please type the MOMO number again',
  mismatch: 'The two MOMO numbers do not match',
};
