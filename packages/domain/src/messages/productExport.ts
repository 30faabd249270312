// Not in the spec: 'Download CSV' on All Products (docs/product.md, Bulk catalogue).

const products = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

export const productExportMessages = {
  downloadCsv: 'Download CSV',
  /** Read with the button: the file holds the whole catalogue, whatever the search and filter show. */
  downloadCsvHint: (count: number) =>
    `Saves all your ${products(count)} as a CSV file, not only those the search shows`,
  csvFileName: (date: string) => `sika-products-${date}.csv`,
  downloaded: (count: number, fileName: string) => `${products(count)} saved in ${fileName}.`,
  // The code that writes the file is fetched on the first tap; offline before then, it cannot come.
  failed: 'The file could not be made. Check your connection and try again.',
} as const;
