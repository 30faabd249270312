// Sign-up step three: payout details, required, no format check on the number.
import * as yup from 'yup';
import { messages } from '../messages.ts';

const m = messages.signupThree;

export const signupStepThreeSchema = yup.object({
  business_momo_name: yup.string().trim().required(m.momoNameRequired),
  business_momo_mobile: yup.string().trim().required(m.momoNumberRequired),
});

export type SignupStepThreeValues = yup.InferType<typeof signupStepThreeSchema>;

export const signupStepThreeInitialValues: SignupStepThreeValues = {
  business_momo_name: '',
  business_momo_mobile: '',
};
