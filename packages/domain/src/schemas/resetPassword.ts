// Reset password, plus the password length rule added on purpose.
import * as yup from 'yup';
import { resetPasswordMessages } from '../messages/resetPassword.ts';
import { confirmPasswordField, passwordLengthTest, passwordStrengthTest } from './shared.ts';

const m = resetPasswordMessages;

export const resetPasswordSchema = yup.object({
  password: yup.string().required(m.passwordRequired).test(passwordLengthTest).test(passwordStrengthTest),
  confirmPassword: confirmPasswordField(m.confirmPasswordRequired, m.passwordsMustMatch),
});

export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;

export const resetPasswordInitialValues: ResetPasswordValues = { password: '', confirmPassword: '' };
