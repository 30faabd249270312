// The columns of a product file, shared by 'Download CSV' (All Products) and 'Import from CSV': the
// Add product form's fields under the form's own labels, plus the product's id (a row with an id
// updates that product) and its picture's address (written on export, ignored on import).
// docs/product.md, Bulk catalogue.
import type { ProductCategory } from './categories.ts';
import { toCsv } from './csv.ts';
import { addProductMessages as m } from './messages/addProduct.ts';

export const PRODUCT_CSV_COLUMNS = [
  { field: 'id', header: 'Id', required: false },
  { field: 'title', header: m.titleLabel, required: true },
  { field: 'description', header: m.descriptionLabel, required: true },
  { field: 'price', header: m.priceLabel, required: true },
  { field: 'deliveryPrice', header: m.deliveryPriceLabel, required: true },
  { field: 'category', header: m.categoryLabel, required: true },
  { field: 'brand', header: m.brandLabel, required: true },
  { field: 'quantity', header: m.quantityLabel, required: true },
  { field: 'picture', header: 'Picture', required: false },
] as const;

export type ProductCsvField = (typeof PRODUCT_CSV_COLUMNS)[number]['field'];

/** The most rows one file may hold (the import operation takes at most this many). */
export const PRODUCT_CSV_MAX_ROWS = 500;

/** What a row is made of: a product as getAllProducts answers it (only the fields the file holds). */
export type ProductCsvSource = {
  readonly _id: string;
  readonly title: string;
  readonly description: string;
  readonly price: number;
  readonly deliveryPrice: number;
  readonly category: string;
  readonly brand: string;
  readonly quantity: number;
  readonly images: readonly { readonly url: string }[];
};

function header(): string[] {
  return PRODUCT_CSV_COLUMNS.map((column) => column.header);
}

/**
 * The catalogue as a CSV file (BOM, CRLF, formula-like cells kept as text: see toCsv), one row per
 * product in the order given. Prices are plain numbers with a dot (`3500.5`) so they read back
 * exactly. The picture's address goes through `pictureAddress` (the caller makes the api's
 * same-origin path absolute, so it still opens from a spreadsheet); no picture, an empty cell.
 */
export function productsToCsv(
  products: readonly ProductCsvSource[],
  pictureAddress: (url: string) => string = (url) => url,
): string {
  return toCsv([
    header(),
    ...products.map((product) => {
      const row: Record<ProductCsvField, string | number> = {
        id: product._id,
        title: product.title,
        description: product.description,
        price: product.price,
        deliveryPrice: product.deliveryPrice,
        category: product.category,
        brand: product.brand,
        quantity: product.quantity,
        picture: product.images[0]?.url ? pictureAddress(product.images[0].url) : '',
      };
      return PRODUCT_CSV_COLUMNS.map((column) => row[column.field]);
    }),
  ]);
}

/** The file 'Download the template' saves: the header and one example row a vendor writes over. */
export function productTemplateCsv(): string {
  const example: Record<ProductCsvField, string | number> = {
    id: '',
    title: 'Kente stole',
    description: 'Hand-woven in Bonwire and 2 m long',
    price: 450,
    deliveryPrice: 20,
    category: 'Fashion and wears' satisfies ProductCategory,
    brand: 'Bonwire Weavers',
    quantity: 12,
    picture: '',
  };
  return toCsv([header(), PRODUCT_CSV_COLUMNS.map((column) => example[column.field])]);
}
