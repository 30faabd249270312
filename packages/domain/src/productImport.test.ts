import { describe, expect, it } from 'vitest';
import { addProductMessages as m } from './messages/addProduct.ts';
import { productImportMessages } from './messages/productImport.ts';
import { canonicalProductCategory, checkProductRow, type ProductRowInput } from './productImport.ts';

const good: ProductRowInput = {
  title: 'Tecno Spark 10',
  description: 'A phone with a big battery',
  price: '3,500',
  deliveryPrice: '30.00',
  category: 'Phones and Tablets',
  brand: 'Tecno',
  quantity: '12',
};

describe('checkProductRow', () => {
  it('reads a good row from a file: amounts with a thousands comma or two decimals', () => {
    expect(checkProductRow(good)).toEqual({
      values: {
        title: 'Tecno Spark 10',
        description: 'A phone with a big battery',
        price: 3500,
        deliveryPrice: 30,
        category: 'Phones and Tablets',
        brand: 'Tecno',
        quantity: 12,
      },
    });
  });

  it('takes numbers as the api receives them', () => {
    const check = checkProductRow({ ...good, price: 3500.5, deliveryPrice: 0, quantity: 0 });
    expect(check).toMatchObject({ values: { price: 3500.5, deliveryPrice: 0, quantity: 0 } });
  });

  it('matches a category in any letter case to its name in the list', () => {
    for (const written of ['food market', 'FOOD MARKET', '  Food   market ']) {
      expect(checkProductRow({ ...good, category: written })).toMatchObject({ values: { category: 'Food Market' } });
    }
    expect(canonicalProductCategory('beauty AND cosmetics')).toBe('Beauty and Cosmetics');
    expect(canonicalProductCategory('Toys')).toBe('Toys');
  });

  it('names every refused field with the Add product form’s sentence', () => {
    const check = checkProductRow({
      title: '   ',
      description: 'x'.repeat(101),
      price: 'three',
      deliveryPrice: '-1',
      category: 'Toys',
      brand: '',
      quantity: '1.5',
    });
    expect(check).toEqual({
      fields: {
        title: m.titleRequired,
        description: m.descriptionTooLong,
        price: m.priceNotNumber,
        deliveryPrice: m.deliveryPriceNegative,
        category: m.categoryNotInList,
        brand: m.brandRequired,
        quantity: m.quantityNotWhole,
      },
    });
  });

  it('refuses missing fields as required and amounts finer than a pesewa', () => {
    expect(checkProductRow({ ...good, price: undefined, category: '', quantity: '' })).toEqual({
      fields: { price: m.priceRequired, category: m.categoryRequired, quantity: m.quantityRequired },
    });
    expect(checkProductRow({ ...good, price: '10.005', deliveryPrice: 4e-9 })).toEqual({
      fields: { price: m.priceDecimals, deliveryPrice: m.deliveryPriceDecimals },
    });
    expect(checkProductRow({ ...good, price: '10000001' })).toEqual({ fields: { price: m.priceTooLarge } });
  });

  it('refuses what the api would: a title or brand over 200 characters, a quantity over a million', () => {
    expect(checkProductRow({ ...good, title: 't'.repeat(201), brand: 'b'.repeat(201), quantity: 1_000_001 })).toEqual({
      fields: {
        title: productImportMessages.titleTooLong(200),
        brand: productImportMessages.brandTooLong(200),
        quantity: 'Quantity can be at most 1,000,000',
      },
    });
    expect(checkProductRow({ ...good, title: 't'.repeat(200), quantity: 1_000_000 })).toHaveProperty('values');
  });
});

describe('productImportMessages.rowError', () => {
  it('puts the row number before the sentence', () => {
    expect(productImportMessages.rowError(7, m.priceNotNumber)).toBe(`Row 7: ${m.priceNotNumber}`);
  });
});
