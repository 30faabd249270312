// Login (docs/product.md, Form checks and their messages). Also importable alone as
// '@sika/domain/schemas/login' (the login page fetches it lazily).
import * as yup from 'yup';
import { loginMessages } from '../messages/login.ts';
import { phones } from '../messages/common.ts';
import { isTypedAsPhone } from '../phoneDisplay.ts';
import { ghanaPhoneE164 } from '../phones.ts';
import type { LoginValues } from './loginValues.ts';

const m = loginMessages;
const email = yup.string().email();

/**
 * One field for an e-mail address or a Ghana mobile number (the login of a person invited by phone:
 * invitations go to mobile numbers only). Written as a number, it is checked as one and told as one.
 * The login and Forgot password share it (docs/product.md, Login; Forgot password).
 */
export function emailOrPhoneField(required: string, emailInvalid: string) {
  return yup
    .string()
    .required(required)
    .test({
      name: 'emailOrPhone',
      test(value, context) {
        if (!value) return true; // `required` says so
        if (isTypedAsPhone(value)) {
          return (
            ghanaPhoneE164(value, 'mobile') !== undefined || context.createError({ message: phones.mobileInvalid })
          );
        }
        return email.isValidSync(value) || context.createError({ message: emailInvalid });
      },
    });
}

export const loginSchema: yup.ObjectSchema<LoginValues> = yup.object({
  emailOrPhone: emailOrPhoneField(m.emailRequired, m.emailInvalid),
  password: yup.string().required(m.passwordRequired),
});
