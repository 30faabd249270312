// Add product: all required, price fields and quantity are numbers, description at most 100
// (docs/product.md, Form checks and their messages).
// Added on purpose: prices are not negative and have at most two decimals; quantity is a whole number.
// Also importable alone as '@sika/domain/schemas/addProduct' (the dashboard fetches it lazily).
import * as yup from 'yup';
import { PRODUCT_CATEGORIES } from '../categories.ts';
import { DESCRIPTION_MAX_LENGTH } from '../constants.ts';
import { addProductMessages } from '../messages/addProduct.ts';
import { countField, moneyField } from './money.ts';
import { emptyToUndefined } from './shared.ts';

const m = addProductMessages;

export const addProductSchema = yup.object({
  title: yup.string().required(m.titleRequired),
  description: yup.string().required(m.descriptionRequired).max(DESCRIPTION_MAX_LENGTH, m.descriptionTooLong),
  price: moneyField({
    notNumber: m.priceNotNumber,
    negative: m.priceNegative,
    decimals: m.priceDecimals,
    tooLarge: m.priceTooLarge,
  }).required(m.priceRequired),
  deliveryPrice: moneyField({
    notNumber: m.deliveryPriceNotNumber,
    negative: m.deliveryPriceNegative,
    decimals: m.deliveryPriceDecimals,
    tooLarge: m.deliveryPriceTooLarge,
  }).required(m.deliveryPriceRequired),
  category: yup
    .string()
    .transform(emptyToUndefined) // so an empty choice reads "required", not "not in the list"
    .required(m.categoryRequired)
    .oneOf(PRODUCT_CATEGORIES, m.categoryNotInList),
  brand: yup.string().required(m.brandRequired),
  quantity: countField({ notNumber: m.quantityNotNumber, notWhole: m.quantityNotWhole }).required(m.quantityRequired),
});

export type AddProductValues = yup.InferType<typeof addProductSchema>;
