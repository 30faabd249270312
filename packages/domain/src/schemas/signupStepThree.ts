// Sign-up step three: payout details, required. The MoMo number must be a Ghana mobile number and is
// typed twice (docs/product.md, Deliberate departures from the original product): a typo would send
// payouts astray.
import * as yup from 'yup';
import { messages } from '../messages.ts';
import { signupThreeMessages } from '../messages/signupThree.ts';
import { confirmMomoField, ghanaPhoneTest } from './phoneFields.ts';

const m = signupThreeMessages;

export const signupStepThreeSchema = yup.object({
  business_momo_name: yup.string().trim().required(m.momoNameRequired),
  business_momo_mobile: yup
    .string()
    .trim()
    .required(m.momoNumberRequired)
    .test(ghanaPhoneTest('mobile', messages.phones.mobileInvalid)),
  business_momo_mobile_confirm: confirmMomoField('business_momo_mobile'),
});

export type SignupStepThreeValues = yup.InferType<typeof signupStepThreeSchema>;

export const signupStepThreeInitialValues: SignupStepThreeValues = {
  business_momo_name: '',
  business_momo_mobile: '',
  business_momo_mobile_confirm: '',
};
