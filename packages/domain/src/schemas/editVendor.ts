// Spec 5, edit vendor, read deliberately: a new password is optional (as written, the form could never
// be sent without one); once one is typed, the confirmation is required and must equal it. A lone
// confirmation still reads as a mismatch. The length rule checks a typed password only.
import * as yup from 'yup';
import { EDIT_VENDOR_CATEGORIES } from '../categories.ts';
import { messages } from '../messages.ts';
import { confirmPasswordField, emptyToUndefined, passwordLengthTest, type FormDraft } from './shared.ts';

const m = messages.editVendor;

export const editVendorSchema = yup.object({
  BusinessName: yup.string(),
  email: yup.string(),
  password: yup.string().test(passwordLengthTest),
  confirmPassword: confirmPasswordField(m.confirmPasswordRequired, m.passwordsMustMatch).when('password', {
    is: (password: string | undefined) => !password,
    then: (field) => field.notRequired(),
  }),
  mobile: yup.string(),
  momo_mobile: yup.string(),
  momo_mobile_name: yup.string(),
  BusinessCategory: yup.string().transform(emptyToUndefined).oneOf(EDIT_VENDOR_CATEGORIES, m.categoryNotInList),
});

export type EditVendorValues = yup.InferType<typeof editVendorSchema>;

export const editVendorInitialValues: FormDraft<EditVendorValues> = {
  BusinessName: '',
  email: '',
  password: '',
  confirmPassword: '',
  mobile: '',
  momo_mobile: '',
  momo_mobile_name: '',
  BusinessCategory: '',
};
