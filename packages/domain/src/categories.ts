// Category options, in the order of docs/product.md, Form checks and their messages.

export const BUSINESS_CATEGORIES = [
  'Phones and Tablets',
  'Computers and accessories',
  'Fashion and wears',
  'Home and Office',
  'Electronic Appliances',
  'Food Market',
] as const;

export const PRODUCT_CATEGORIES = [...BUSINESS_CATEGORIES, 'Beauty and Cosmetics'] as const;

// The edit-vendor dropdown lacks Beauty and Cosmetics, like the registration list.
export const EDIT_VENDOR_CATEGORIES = BUSINESS_CATEGORIES;

export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export type Option<T extends string = string> = { readonly value: T; readonly label: string };

/** Dropdown options whose label is the value itself. */
export function toOptions<T extends string>(values: readonly T[]): Option<T>[] {
  return values.map((value) => ({ value, label: value }));
}

/** Searchable dropdown (sign-up step two): keeps options whose label contains the query, ignoring case. */
export function filterOptions<T extends { readonly label: string }>(options: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}

export function isBusinessCategory(value: unknown): value is BusinessCategory {
  return (BUSINESS_CATEGORIES as readonly unknown[]).includes(value);
}

export function isProductCategory(value: unknown): value is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly unknown[]).includes(value);
}
