// Edit vendor, read deliberately: a new password is optional (as written, the form could never
// be sent without one); once one is typed, the confirmation is required and must equal it. A lone
// confirmation still reads as a mismatch. The length rule checks a typed password only.
import * as yup from 'yup';
import { EDIT_VENDOR_CATEGORIES } from '../categories.ts';
import { messages } from '../messages.ts';
import { editVendorMessages } from '../messages/editVendor.ts';
import { sameGhanaPhone } from '../phones.ts';
import { confirmMomoField, ghanaPhoneTest } from './phoneFields.ts';
import {
  confirmPasswordField,
  emptyToUndefined,
  passwordLengthTest,
  passwordStrengthTest,
  type FormDraft,
} from './shared.ts';

const m = editVendorMessages;

export const editVendorSchema = yup.object({
  BusinessName: yup.string(),
  email: yup.string(),
  password: yup.string().test(passwordLengthTest).test(passwordStrengthTest),
  confirmPassword: confirmPasswordField(m.confirmPasswordRequired, m.passwordsMustMatch).when('password', {
    is: (password: string | undefined) => !password,
    then: (field) => field.notRequired(),
  }),
  // An emptied phone reads the same sentence: it says what to type.
  mobile: yup.string().required(messages.phones.anyInvalid).test(ghanaPhoneTest('any', messages.phones.anyInvalid)),
  momo_mobile: yup
    .string()
    .required(messages.phones.mobileInvalid)
    .test(ghanaPhoneTest('mobile', messages.phones.mobileInvalid)),
  // A changed MoMo number is typed twice; whether it changed is the context `momoNumberChanged`.
  momo_mobile_confirm: confirmMomoField('momo_mobile').when('$momoNumberChanged', {
    is: (changed: boolean | undefined) => !changed,
    then: (field) => field.notRequired(),
  }),
  momo_mobile_name: yup.string(),
  BusinessCategory: yup.string().transform(emptyToUndefined).oneOf(EDIT_VENDOR_CATEGORIES, m.categoryNotInList),
  // Added: the business address of sign-up step two (the api refuses it blank, under the field).
  BusinessAddress: yup.string(),
  // Added on purpose (docs/product.md, Deliberate departures from the original product): changing
  // the e-mail, the password or the payout details asks for the current password. Whether one of
  // them changed is passed as the context `needsCurrentPassword`.
  currentPassword: yup.string().when('$needsCurrentPassword', {
    is: true,
    then: (field) => field.required(m.currentPasswordRequired),
  }),
});

export type EditVendorValues = yup.InferType<typeof editVendorSchema>;

/** The fields whose change needs the current password: a stolen session must not redirect payouts. */
export const SENSITIVE_VENDOR_FIELDS = ['email', 'password', 'momo_mobile', 'momo_mobile_name'] as const;

type SensitiveValues = Partial<Record<(typeof SENSITIVE_VENDOR_FIELDS)[number], string>>;

/** Whether the form holds another MoMo number than the saved one (however either is written). */
export function momoNumberChanged(saved: SensitiveValues, values: SensitiveValues): boolean {
  return !sameGhanaPhone(values.momo_mobile ?? '', saved.momo_mobile ?? '');
}

/** Whether the form's values change a sensitive field (a typed new password always does). */
export function needsCurrentPassword(saved: SensitiveValues, values: SensitiveValues): boolean {
  if (values.password) return true;
  if (momoNumberChanged(saved, values)) return true;
  return (['email', 'momo_mobile_name'] as const).some(
    (key) => (values[key] ?? '').trim() !== (saved[key] ?? '').trim(),
  );
}

export const editVendorInitialValues: FormDraft<EditVendorValues> = {
  BusinessName: '',
  email: '',
  password: '',
  confirmPassword: '',
  mobile: '',
  momo_mobile: '',
  momo_mobile_confirm: '',
  momo_mobile_name: '',
  BusinessCategory: '',
  BusinessAddress: '',
  currentPassword: '',
};
