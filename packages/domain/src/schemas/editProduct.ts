// Edit product: the description limit, and a field emptied is refused with add product's message
// (docs/product.md, Deliberate departures from the original product). The money and quantity rules
// of add product hold here too, so an edit cannot store what creating refuses.
import * as yup from 'yup';
import { PRODUCT_CATEGORIES } from '../categories.ts';
import { DESCRIPTION_MAX_LENGTH } from '../constants.ts';
import { editProductMessages } from '../messages/editProduct.ts';
import { addProductMessages } from '../messages/addProduct.ts';
import { addProductInitialValues } from './addProductValues.ts';
import { countField, moneyField } from './money.ts';
import { emptyToUndefined, type FormDraft } from './shared.ts';

const m = editProductMessages;
const required = addProductMessages;

export const editProductSchema = yup.object({
  title: yup.string().required(required.titleRequired),
  description: yup.string().required(required.descriptionRequired).max(DESCRIPTION_MAX_LENGTH, m.descriptionTooLong),
  price: moneyField({
    notNumber: m.priceNotNumber,
    negative: m.priceNegative,
    decimals: m.priceDecimals,
    tooLarge: m.priceTooLarge,
  }).required(required.priceRequired),
  deliveryPrice: moneyField({
    notNumber: m.deliveryPriceNotNumber,
    negative: m.deliveryPriceNegative,
    decimals: m.deliveryPriceDecimals,
    tooLarge: m.deliveryPriceTooLarge,
  }).required(required.deliveryPriceRequired),
  category: yup
    .string()
    .transform(emptyToUndefined)
    .required(required.categoryRequired)
    .oneOf(PRODUCT_CATEGORIES, m.categoryNotInList),
  brand: yup.string().required(required.brandRequired),
  quantity: countField({ notNumber: m.quantityNotNumber, notWhole: m.quantityNotWhole }).required(
    required.quantityRequired,
  ),
});

export type EditProductValues = yup.InferType<typeof editProductSchema>;

/** The same empty product as the add form's (the edit form fills it from the product it loads). */
export const editProductInitialValues: FormDraft<EditProductValues> = { ...addProductInitialValues };
