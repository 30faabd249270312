import { describe, expect, it } from 'vitest';
import {
  BUSINESS_CATEGORIES,
  EDIT_VENDOR_CATEGORIES,
  PRODUCT_CATEGORIES,
  filterOptions,
  isBusinessCategory,
  isProductCategory,
  toOptions,
} from './categories.ts';

const business = [
  'Phones and Tablets',
  'Computers and accessories',
  'Fashion and wears',
  'Home and Office',
  'Electronic Appliances',
  'Food Market',
];

describe('category lists', () => {
  it('business categories are the six of the registration list, in order', () => {
    expect(BUSINESS_CATEGORIES).toEqual(business);
  });

  it('product categories add Beauty and Cosmetics', () => {
    expect(PRODUCT_CATEGORIES).toEqual([...business, 'Beauty and Cosmetics']);
  });

  it('edit-vendor categories lack Beauty and Cosmetics', () => {
    expect(EDIT_VENDOR_CATEGORIES).toEqual(business);
    expect(EDIT_VENDOR_CATEGORIES).not.toContain('Beauty and Cosmetics');
  });

  it('type guards accept only list members', () => {
    expect(isBusinessCategory('Food Market')).toBe(true);
    expect(isBusinessCategory('Beauty and Cosmetics')).toBe(false);
    expect(isProductCategory('Beauty and Cosmetics')).toBe(true);
    expect(isProductCategory('food market')).toBe(false);
    expect(isProductCategory(undefined)).toBe(false);
  });
});

describe('filterOptions', () => {
  const options = toOptions(PRODUCT_CATEGORIES);

  it('builds options whose label is the value', () => {
    expect(options[0]).toEqual({ value: 'Phones and Tablets', label: 'Phones and Tablets' });
    expect(options).toHaveLength(7);
  });

  it('keeps labels that contain the query, ignoring case', () => {
    expect(filterOptions(options, 'PHONE').map((o) => o.value)).toEqual(['Phones and Tablets']);
    expect(filterOptions(options, 'and').map((o) => o.value)).toEqual([
      'Phones and Tablets',
      'Computers and accessories',
      'Fashion and wears',
      'Home and Office',
      'Beauty and Cosmetics',
    ]);
    expect(filterOptions(options, 'mArKeT').map((o) => o.value)).toEqual(['Food Market']);
  });

  it('an empty or blank query keeps everything; no match gives none', () => {
    expect(filterOptions(options, '')).toEqual(options);
    expect(filterOptions(options, '  ')).toEqual(options);
    expect(filterOptions(options, 'toys')).toEqual([]);
  });
});
