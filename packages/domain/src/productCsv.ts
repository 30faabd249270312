// The columns of a product file, shared by 'Download CSV' (All Products) and 'Import from CSV': the
// Add product form's fields under the form's own labels, plus the product's id (a row with an id
// updates that product) and its picture's address (written on export, ignored on import).
// docs/product.md, Bulk catalogue.
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
