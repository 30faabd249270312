// Edit product: only the description limit; the other fields are optional. The money and
// quantity rules of add product hold here too, so an edit cannot store what creating refuses.
import * as yup from 'yup';
import { PRODUCT_CATEGORIES } from '../categories.ts';
import { DESCRIPTION_MAX_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { addProductInitialValues } from './addProductValues.ts';
import { countField, moneyField } from './money.ts';
import { emptyToUndefined, type FormDraft } from './shared.ts';

const m = messages.editProduct;

export const editProductSchema = yup.object({
  title: yup.string(),
  description: yup.string().max(DESCRIPTION_MAX_LENGTH, m.descriptionTooLong),
  price: moneyField({ notNumber: m.priceNotNumber, negative: m.priceNegative, decimals: m.priceDecimals }),
  deliveryPrice: moneyField({
    notNumber: m.deliveryPriceNotNumber,
    negative: m.deliveryPriceNegative,
    decimals: m.deliveryPriceDecimals,
  }),
  category: yup.string().transform(emptyToUndefined).oneOf(PRODUCT_CATEGORIES, m.categoryNotInList),
  brand: yup.string(),
  quantity: countField({ notNumber: m.quantityNotNumber, notWhole: m.quantityNotWhole }),
});

export type EditProductValues = yup.InferType<typeof editProductSchema>;

/** The same empty product as the add form's (the edit form fills it from the product it loads). */
export const editProductInitialValues: FormDraft<EditProductValues> = { ...addProductInitialValues };
