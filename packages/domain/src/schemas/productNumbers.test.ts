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
    // Written as an exponent, a price finer than a pesewa would otherwise round to 0.
    expect(await errorsOf(schema, { ...valid, price: '4e-9', deliveryPrice: '1e-300' })).toEqual({
      price: 'Price can have at most two decimals',
      deliveryPrice: 'Delivery price can have at most two decimals',
    });
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
