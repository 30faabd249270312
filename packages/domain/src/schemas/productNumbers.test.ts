// The number rules added on purpose to add and edit product (prices not negative, at most two
// decimals; quantity a whole number), with their exact messages.
import { describe, expect, it } from 'vitest';
import { addProductSchema, editProductSchema } from './index.ts';
import { errorsOf } from './errorsOf.testing.ts';

const validAdd = {
  title: 'Phone',
  description: 'A good phone',
  price: '1200',
  deliveryPrice: '20',
  category: 'Beauty and Cosmetics',
  brand: 'Acme',
  quantity: '3',
};

// Both forms give the same messages, so an edit cannot store what creating refuses.
describe.each([
  ['addProductSchema', addProductSchema, validAdd],
  ['editProductSchema', editProductSchema, validAdd],
] as const)('%s number rules', (_name, schema, valid) => {
  it('accepts zero, whole and two-decimal amounts and a whole quantity', async () => {
    for (const [price, deliveryPrice, quantity] of [
      ['0', '0', '0'],
      ['3500', '25', '12'],
      ['1450.5', '12.75', '1'],
      ['0.01', '0.99', '40'],
      ['1450.50', '20.00', '3.0'],
    ]) {
      expect(await errorsOf(schema, { ...valid, price, deliveryPrice, quantity })).toEqual({});
    }
  });

  it('refuses negative prices and delivery prices', async () => {
    expect(await errorsOf(schema, { ...valid, price: '-1', deliveryPrice: '-0.01' })).toEqual({
      price: 'Price cannot be negative',
      deliveryPrice: 'Delivery price cannot be negative',
    });
  });

  it('refuses more than two decimals', async () => {
    expect(await errorsOf(schema, { ...valid, price: '12.345', deliveryPrice: '0.001' })).toEqual({
      price: 'Price can have at most two decimals',
      deliveryPrice: 'Delivery price can have at most two decimals',
    });
    expect(await errorsOf(schema, { ...valid, price: '1,450.505', deliveryPrice: ' 0.125 ' })).toEqual({
      price: 'Price can have at most two decimals',
      deliveryPrice: 'Delivery price can have at most two decimals',
    });
    // Written as an exponent, a price finer than a pesewa would otherwise round to 0: no vendor
    // types one, so it is not read as an amount at all.
    expect(await errorsOf(schema, { ...valid, price: '4e-9', deliveryPrice: '1e-300' })).toEqual({
      price: 'Price must be an amount, like 3,500 or 95.50',
      deliveryPrice: 'Delivery price must be an amount, like 30 or 12.50',
    });
  });

  it('reads thousands commas and surrounding spaces as the vendor meant them', async () => {
    expect(await schema.validate({ ...valid, price: '3,500', deliveryPrice: ' 25.5 ' })).toMatchObject({
      price: 3500,
      deliveryPrice: 25.5,
    });
    expect(await schema.validate({ ...valid, price: '1,250,000.50', deliveryPrice: '1,000' })).toMatchObject({
      price: 1_250_000.5,
      deliveryPrice: 1000,
    });
  });

  it('takes the currency before an amount, as the product import does', async () => {
    expect(await schema.validate({ ...valid, price: 'GHC 3,500', deliveryPrice: 'GH₵ 25.50' })).toMatchObject({
      price: 3500,
      deliveryPrice: 25.5,
    });
  });

  it('refuses a comma that is not between thousands, and words, with an example of an amount', async () => {
    for (const price of ['3,50', '35,00', '30 GHS', 'GHS', 'abc', '3.500,00']) {
      expect(await errorsOf(schema, { ...valid, price }), price).toEqual({
        price: 'Price must be an amount, like 3,500 or 95.50',
      });
    }
  });

  it('refuses amounts above the largest the api stores (GHS 10,000,000)', async () => {
    expect(await errorsOf(schema, { ...valid, price: '10,000,000' })).toEqual({});
    expect(await errorsOf(schema, { ...valid, price: '10,000,000.01', deliveryPrice: '99999999999' })).toEqual({
      price: 'Price can be at most GHS 10,000,000',
      deliveryPrice: 'Delivery price can be at most GHS 10,000,000',
    });
  });

  it('keeps a blank price "required"', async () => {
    expect(await errorsOf(schema, { ...valid, price: '   ' })).toEqual({ price: 'Price is required' });
  });

  it('checks the sign before the decimals', async () => {
    expect(await errorsOf(schema, { ...valid, price: '-12.345' })).toEqual({ price: 'Price cannot be negative' });
  });

  it('refuses a quantity that is not a whole number, or below 0', async () => {
    for (const quantity of ['2.5', '0.1', '-1', '-3']) {
      expect(await errorsOf(schema, { ...valid, quantity })).toEqual({
        quantity: 'Quantity must be a whole number, 0 or more',
      });
    }
  });

  it('casts what it accepts to numbers', async () => {
    expect(await schema.validate({ ...valid, price: '1450.50', deliveryPrice: '12.75', quantity: '7' })).toMatchObject({
      price: 1450.5,
      deliveryPrice: 12.75,
      quantity: 7,
    });
  });
});
