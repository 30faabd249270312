// Not in the spec: the sentences of importing products from a CSV file (docs/product.md, Bulk catalogue).

export const productImportMessages = {
  /** One refused field of one row, as the vendor reads it: 'Row 7: Price must be a number'. */
  rowError: (row: number, sentence: string) => `Row ${row}: ${sentence}`,
  // The contract's limits on a product, which the Add product form does not check itself.
  titleTooLong: (max: number) => `Title must be at most ${max} characters`,
  brandTooLong: (max: number) => `Brand must be at most ${max} characters`,
  quantityTooLarge: (max: string) => `Quantity can be at most ${max}`,
} as const;
