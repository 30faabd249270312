// Spec 5, add product: all required, price fields and quantity are numbers, description at most 100.
import * as yup from 'yup';
import { PRODUCT_CATEGORIES } from '../categories.ts';
import { DESCRIPTION_MAX_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { emptyToUndefined, type FormDraft } from './shared.ts';

const m = messages.addProduct;

const requiredNumber = (required: string, notNumber: string) =>
  yup.number().transform(emptyToUndefined).typeError(notNumber).required(required);

export const addProductSchema = yup.object({
  title: yup.string().required(m.titleRequired),
  description: yup.string().required(m.descriptionRequired).max(DESCRIPTION_MAX_LENGTH, m.descriptionTooLong),
  price: requiredNumber(m.priceRequired, m.priceNotNumber),
  deliveryPrice: requiredNumber(m.deliveryPriceRequired, m.deliveryPriceNotNumber),
  category: yup
    .string()
    .transform(emptyToUndefined) // so an empty choice reads "required", not "not in the list"
    .required(m.categoryRequired)
    .oneOf(PRODUCT_CATEGORIES, m.categoryNotInList),
  brand: yup.string().required(m.brandRequired),
  quantity: requiredNumber(m.quantityRequired, m.quantityNotNumber),
});

export type AddProductValues = yup.InferType<typeof addProductSchema>;

export const addProductInitialValues: FormDraft<AddProductValues> = {
  title: '',
  description: '',
  price: '',
  deliveryPrice: '',
  category: '',
  brand: '',
  quantity: '',
};
