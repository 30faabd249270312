// Forgot password (docs/product.md, Form checks and their messages).
import * as yup from 'yup';
import { forgotPasswordMessages } from '../messages/forgotPassword.ts';

const m = forgotPasswordMessages;

export const forgotPasswordSchema = yup.object({
  email: yup.string().email(m.emailInvalid).required(m.emailRequired),
});

export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const forgotPasswordInitialValues: ForgotPasswordValues = { email: '' };
