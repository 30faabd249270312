// Spec 5, edit product: only the description limit; the other fields are optional.
import * as yup from 'yup';
import { PRODUCT_CATEGORIES } from '../categories.ts';
import { DESCRIPTION_MAX_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { emptyToUndefined, type FormDraft } from './shared.ts';

const m = messages.editProduct;

const optionalNumber = (notNumber: string) => yup.number().transform(emptyToUndefined).typeError(notNumber);

export const editProductSchema = yup.object({
  title: yup.string(),
  description: yup.string().max(DESCRIPTION_MAX_LENGTH, m.descriptionTooLong),
  price: optionalNumber(m.priceNotNumber),
  deliveryPrice: optionalNumber(m.deliveryPriceNotNumber),
  category: yup.string().transform(emptyToUndefined).oneOf(PRODUCT_CATEGORIES, m.categoryNotInList),
  brand: yup.string(),
  quantity: optionalNumber(m.quantityNotNumber),
});

export type EditProductValues = yup.InferType<typeof editProductSchema>;

export const editProductInitialValues: FormDraft<EditProductValues> = {
  title: '',
  description: '',
  price: '',
  deliveryPrice: '',
  category: '',
  brand: '',
  quantity: '',
};
