// Sign-up step two: business details, all required; the phone is any Ghana number (phones.ts).
import * as yup from 'yup';
import { BUSINESS_CATEGORIES } from '../categories.ts';
import { messages } from '../messages.ts';
import { signupTwoMessages } from '../messages/signupTwo.ts';
import { ghanaPhoneTest } from './phoneFields.ts';
import { emptyToUndefined, type FormDraft } from './shared.ts';

const m = signupTwoMessages;

export const signupStepTwoSchema = yup.object({
  // trim(): a name of spaces is no name (the server refuses it too).
  business_name: yup.string().trim().required(m.businessNameRequired),
  business_category: yup
    .string()
    .transform(emptyToUndefined) // so an empty choice reads "required", not "not in the list"
    .required(m.businessCategoryRequired)
    .oneOf(BUSINESS_CATEGORIES, m.businessCategoryNotInList),
  business_address: yup.string().trim().required(m.businessAddressRequired),
  business_mobile: yup
    .string()
    .trim()
    .required(m.businessMobileRequired)
    .test(ghanaPhoneTest('any', messages.phones.anyInvalid)),
});

export type SignupStepTwoValues = yup.InferType<typeof signupStepTwoSchema>;

export const signupStepTwoInitialValues: FormDraft<SignupStepTwoValues> = {
  business_name: '',
  business_category: '',
  business_address: '',
  business_mobile: '',
};
