import {
  somethingWentWrongExclaimed,
  categoryNotInList,
  type PlanPayment,
  andList,
  priceNegative,
  priceDecimals,
  deliveryPriceNegative,
  deliveryPriceDecimals,
  priceNotNumber,
  deliveryPriceNotNumber,
  priceTooLarge,
  deliveryPriceTooLarge,
  quantityNotWhole,
  characterCount,
  charactersLeft,
} from './common.ts';

export const addProductMessages = {
  heading: 'Add New Products',
  titleLabel: 'Title',
  descriptionLabel: 'Description',
  priceLabel: 'Price',
  deliveryPriceLabel: 'Delivery price',
  categoryLabel: 'Category',
  categoryPlaceholder: 'Select a category', // not in the spec
  brandLabel: 'Brand',
  quantityLabel: 'Quantity',
  submit: 'Add product', // not in the spec
  plansHeading: 'Instalment plans', // not in the spec
  initialPayment: 'Initial payment', // the first instalment is the "initial" one
  nextPayment: 'Next payment',
  created: 'Product created successfully!',
  failed: somethingWentWrongExclaimed,
  titleRequired: 'title is required',
  descriptionRequired: 'description is required',
  descriptionTooLong: 'Description must be at most 100 characters',
  priceRequired: 'Price is required',
  priceNotNumber,
  deliveryPriceRequired: 'Price is required',
  deliveryPriceNotNumber,
  categoryRequired: 'Category is required',
  categoryNotInList,
  brandRequired: 'Brand is required',
  quantityRequired: 'Quantity is required',
  quantityNotNumber: 'Quantity must be a number', // not in the spec
  priceNegative,
  priceDecimals,
  priceTooLarge,
  deliveryPriceNegative,
  deliveryPriceDecimals,
  deliveryPriceTooLarge,
  quantityNotWhole,
  characterCount,
  charactersLeft,
  amountHint: 'In GHS, up to two decimals', // not in the spec
  // Not in the spec: the plan cards' texts.
  noPlans: 'Instalment plans show from GHS 300.',
  planHeading: (months: number) => `${months} months`,
  planTotal: (amount: string) => `Total ${amount}`,
  /** What the buyer pays and when, each amount with its share of the price; `later` in order. */
  planSchedule: (first: PlanPayment, later: readonly PlanPayment[]) => {
    const atOrder = `${first.amount} (${first.percent}%) at order`;
    const [next] = later;
    if (!next) return `${atOrder}.`;
    if (later.length === 1) return `${atOrder}, then ${next.amount} (${next.percent}%) a month later.`;
    if (later.every((payment) => payment.amount === next.amount))
      return `${atOrder}, then ${next.amount} (${next.percent}%) a month for ${later.length} months.`;
    return `${atOrder}, then ${andList(later.map((payment) => `${payment.amount} (${payment.percent}%)`))}, one a month.`;
  },
  /** Under the cards when they round: the orders themselves keep the pesewas. */
  plansExact: "Shown in whole cedis. The buyer's payments are exact, to the pesewa.",
  plansNotOffered: 'Not offered at this price',
  planUnlock: (months: number, unlock: 'from' | 'over' | 'upTo', amount: string) =>
    `${months} months: for prices ${{ from: 'from', over: 'over', upTo: 'up to' }[unlock]} ${amount}`,
} as const;
