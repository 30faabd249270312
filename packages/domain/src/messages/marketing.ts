// Login-page marketing copy (docs/product.md, Login): the wording is ours, the content the original's.
export const marketingMessages = {
  customersTitle: 'For customers',
  customersBody: 'Customers buy more with flexible payments.',
  vendorsTitle: 'For vendors',
  vendorsBody: 'Increase your sales by reaching the largest community of working-class people in Ghana.',
} as const;
