// Not in the spec: the sentences of importing products from a CSV file (docs/product.md, Bulk catalogue).
import { productImportHeading } from './productImportHeading.ts';

export const productImportMessages = {
  /** One refused field of one row, as the vendor reads it: 'Row 7: Price must be a number'. */
  rowError: (row: number, sentence: string) => `Row ${row}: ${sentence}`,
  // The contract's limits on a product, which the Add product form does not check itself.
  titleTooLong: (max: number) => `Title must be at most ${max} characters`,
  brandTooLong: (max: number) => `Brand must be at most ${max} characters`,
  quantityTooLarge: (max: string) => `Quantity can be at most ${max}`,
} as const;

const products = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;
const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

/** The 'Import from CSV' panel: choosing a file, its preview, the import and its result. */
export const productImportScreenMessages = {
  heading: productImportHeading,
  intro:
    'Add or update many products at once from a spreadsheet saved as CSV: one product per row, under the columns of the template. A row with an Id updates that product of yours.',
  template: 'Download the template',
  chooseFile: 'Choose a CSV file',
  dropHint: (max: number) => `or drop it here. Up to ${max} products a file; comma or semicolon separated.`,
  reading: 'Reading your file…',
  oneFile: 'Choose one file at a time.',
  // A file that cannot be read as products: one sentence each, nothing is sent.
  empty: 'This file is empty. Choose a CSV file with a header row and one product per row.',
  headerOnly: 'This file has only its header row. Add one product per row below it, then choose it again.',
  notCsv: 'This is not a CSV file. In your spreadsheet choose Save as (or Download) and CSV, then choose that file.',
  tooMany: (count: number, max: number) =>
    `This file has ${products(count)}; a file can hold at most ${max}. Split it into smaller files and import each one.`,
  missingColumns: (names: readonly string[]) =>
    `This file has no ${names.length === 1 ? 'column' : 'columns'} ${names.join(', ')}. The first row must name every column of the template.`,
  unclosedQuote: (row: number) =>
    `Row ${row}: a quote (") is opened and never closed, so the rest of the file cannot be read. Close it and choose the file again.`,
  extraColumns: (names: readonly string[]) =>
    `Left out: ${names.length === 1 ? 'the column' : 'the columns'} ${names.join(', ')} (not one of the template's).`,
  // The preview.
  fileName: (name: string) => `File: ${name}`,
  summary: (good: number, bad: number) =>
    bad === 0 ? `${products(good)} ready to import.` : `${products(good)} ready to import, ${rows(bad)} with problems.`,
  updates: (count: number) => `${count} of them ${count === 1 ? 'updates a product' : 'update products'} you have.`,
  goodHeading: 'Ready to import',
  goodMore: (count: number) => `and ${count} more ${count === 1 ? 'product' : 'products'}`,
  /** Rows priced below the first plan: imported, but a buyer is offered no instalments for them. */
  noPlan: (count: number, fromGhs: number) =>
    `${count === 1 ? 'This product gets' : `These ${count} products get`} no instalment plan: plans start at GHS ${fromGhs}.`,
  badHeading: 'Rows with problems',
  /** Each bad row, named by its product's title (or its row, when it has none), above its problems. */
  badRowName: (row: number, title: string) => (title ? `${title} (row ${row})` : `Row ${row}, without a title`),
  badHint: 'Fix these rows in your file and choose it again, or import the good rows and leave these out.',
  noneGood: 'No row can be imported yet: fix the file and choose it again.',
  importAll: (count: number) => `Import ${products(count)}`,
  importGood: (count: number) => `Import ${count} good ${count === 1 ? 'product' : 'products'}`,
  chooseAnother: 'Choose another file',
  // Sending and the answer.
  sending: (count: number) => `Importing ${products(count)}…`,
  sendingNote: 'Keep this page open until it says the import is finished.',
  progressLabel: 'Import progress',
  doneHeading: 'Import finished',
  done: (created: number, updated: number) => `${products(created)} added, ${products(updated)} updated.`,
  noPicture: (count: number) =>
    count === 0
      ? 'Every product has a picture.'
      : `${products(count)} ${count === 1 ? 'has' : 'have'} no picture yet: add one from each card in All Products.`,
  toAllProducts: 'Go to All Products',
  importAnother: 'Import another file',
  refused: 'Nothing was imported: these rows were refused. Fix them in your file and choose it again.',
  failed: 'The import did not go through and nothing was imported. Check your connection and try again.',
  tryAgain: 'Try again',
} as const;
