// Add product: the form's empty values. Apart from the yup schema (./addProduct.ts), so the
// dashboard can render the form without yup and fetch the schema when the page is idle.
import type { AddProductValues } from './addProduct.ts';
import type { FormDraft } from './shared.ts';

export const addProductInitialValues: FormDraft<AddProductValues> = {
  title: '',
  description: '',
  price: '',
  deliveryPrice: '',
  category: '',
  brand: '',
  quantity: '',
};
