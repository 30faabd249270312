// Sign-up step one, plus the password length rule added on purpose.
import * as yup from 'yup';
import { signupOneMessages } from '../messages/signupOne.ts';
import { confirmPasswordField, passwordLengthTest, passwordStrengthTest } from './shared.ts';

const m = signupOneMessages;

export const signupStepOneSchema = yup.object({
  email: yup.string().email(m.emailInvalid).required(m.emailRequired),
  password: yup.string().required(m.passwordRequired).test(passwordLengthTest).test(passwordStrengthTest),
  confirmPassword: confirmPasswordField(m.confirmPasswordRequired, m.passwordsMustMatch),
});

export type SignupStepOneValues = yup.InferType<typeof signupStepOneSchema>;

export const signupStepOneInitialValues: SignupStepOneValues = { email: '', password: '', confirmPassword: '' };
