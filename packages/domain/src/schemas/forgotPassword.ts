// Forgot password (docs/product.md, Form checks and their messages; Forgot password).
import * as yup from 'yup';
import { forgotPasswordMessages } from '../messages/forgotPassword.ts';
import { emailOrPhoneField } from './login.ts';
import { resetPasswordSchema } from './resetPassword.ts';

const m = forgotPasswordMessages;

/** An e-mail address (a link is mailed) or a Ghana mobile number (a code is texted), as the login takes. */
export const forgotPasswordSchema = yup.object({
  emailOrPhone: emailOrPhoneField(m.emailRequired, m.emailInvalid),
});

export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const forgotPasswordInitialValues: ForgotPasswordValues = { emailOrPhone: '' };

/** The code step: the texted code, then the new password with Reset password's rules and messages. */
export const resetCodeSchema = resetPasswordSchema.shape({
  code: yup
    .string()
    .trim()
    .required(m.codeRequired)
    .matches(/^\d{6}$/, m.codeDigits),
});

export type ResetCodeValues = yup.InferType<typeof resetCodeSchema>;

export const resetCodeInitialValues: ResetCodeValues = { code: '', password: '', confirmPassword: '' };
