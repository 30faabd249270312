// Login: the form's values. Apart from their yup schema (./login.ts), so the login page can
// render the form without yup and fetch the schema after its first paint.
import { isTypedAsPhone } from '../phoneDisplay.ts';

/** One field takes an e-mail address or a phone number (docs/product.md, Login). */
export type LoginValues = { emailOrPhone: string; password: string };

export const loginInitialValues: LoginValues = { emailOrPhone: '', password: '' };

/** What to send for the one field: `phone` when it holds a phone number, else `email`. */
export function emailOrPhoneBody(emailOrPhone: string): { email: string } | { phone: string } {
  return isTypedAsPhone(emailOrPhone) ? { phone: emailOrPhone } : { email: emailOrPhone };
}

/** What the login call sends: `phone` when the field holds a phone number, else `email`. */
export function loginCredentials({ emailOrPhone, password }: LoginValues): {
  email?: string;
  phone?: string;
  password: string;
} {
  return { ...emailOrPhoneBody(emailOrPhone), password };
}
