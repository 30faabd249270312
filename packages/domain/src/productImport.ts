// One row of a product file, checked with the Add product form's rules and sentences, on the device
// before sending and again by the api's import (docs/product.md, Bulk catalogue). Importable alone as
// '@sika/domain/productImport' so yup stays out of the portal's entry script.
import { PRODUCT_CATEGORIES, type ProductCategory } from './categories.ts';
import { productImportMessages } from './messages/productImport.ts';
import { addProductSchema, type AddProductValues } from './schemas/addProduct.ts';
import { ValidationError } from 'yup';

// The contract's limits on a product that the Add product form does not check itself; a row over
// them would be refused by the api, so the row names them first.
export const PRODUCT_TITLE_MAX_LENGTH = 200;
export const PRODUCT_BRAND_MAX_LENGTH = 200;
export const PRODUCT_QUANTITY_MAX = 1_000_000;

export type ProductRowField = 'title' | 'description' | 'price' | 'deliveryPrice' | 'category' | 'brand' | 'quantity';

/** A row as read from a file (text) or as the api receives it (numbers for the amounts and the count). */
export type ProductRowInput = {
  title?: string;
  description?: string;
  price?: string | number;
  deliveryPrice?: string | number;
  category?: string;
  brand?: string;
  quantity?: string | number;
};

export type ProductRowValues = Omit<AddProductValues, 'category'> & { category: ProductCategory };

export type ProductRowCheck = { values: ProductRowValues } | { fields: Partial<Record<ProductRowField, string>> };

const categoryKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const CATEGORY_BY_KEY = new Map<string, ProductCategory>(PRODUCT_CATEGORIES.map((name) => [categoryKey(name), name]));

/** 'food market', ' FOOD  MARKET ' -> 'Food Market'; a name not in the list is left for the schema to refuse. */
export function canonicalProductCategory(name: string): string {
  return CATEGORY_BY_KEY.get(categoryKey(name)) ?? name;
}

const trimmed = (value: string | undefined) => (typeof value === 'string' ? value.trim() : value);

/**
 * The Add product form's checks on one row (every refused field, each with the form's sentence),
 * plus the contract's limits on title, brand and quantity. Text is trimmed, as the api stores it, so
 * a title of spaces reads "title is required"; amounts may be written '3,500' or '3500.00'.
 */
export function checkProductRow(row: ProductRowInput): ProductRowCheck {
  const draft = {
    title: trimmed(row.title),
    description: trimmed(row.description),
    price: row.price,
    deliveryPrice: row.deliveryPrice,
    category: typeof row.category === 'string' ? canonicalProductCategory(row.category) : row.category,
    brand: trimmed(row.brand),
    quantity: row.quantity,
  };
  const fields: Partial<Record<ProductRowField, string>> = {};
  let values: AddProductValues | undefined;
  try {
    values = addProductSchema.validateSync(draft, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const problem of error.inner.length > 0 ? error.inner : [error]) {
      const field = problem.path as ProductRowField | undefined;
      if (field && !(field in fields)) fields[field] = problem.message;
    }
  }
  const m = productImportMessages;
  if (!fields.title && (draft.title?.length ?? 0) > PRODUCT_TITLE_MAX_LENGTH) {
    fields.title = m.titleTooLong(PRODUCT_TITLE_MAX_LENGTH);
  }
  if (!fields.brand && (draft.brand?.length ?? 0) > PRODUCT_BRAND_MAX_LENGTH) {
    fields.brand = m.brandTooLong(PRODUCT_BRAND_MAX_LENGTH);
  }
  if (!fields.quantity && values && values.quantity > PRODUCT_QUANTITY_MAX) {
    fields.quantity = m.quantityTooLarge(PRODUCT_QUANTITY_MAX.toLocaleString('en-US'));
  }
  if (Object.keys(fields).length > 0 || !values) return { fields };
  return { values: { ...values, category: values.category as ProductCategory } };
}
