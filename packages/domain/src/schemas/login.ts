// Login (docs/product.md, Form checks and their messages). Also importable alone as
// '@sika/domain/schemas/login' (the login page fetches it lazily).
import * as yup from 'yup';
import { loginMessages } from '../messages/login.ts';
import type { LoginValues } from './loginValues.ts';

const m = loginMessages;

export const loginSchema: yup.ObjectSchema<LoginValues> = yup.object({
  email: yup.string().email(m.emailInvalid).required(m.emailRequired),
  password: yup.string().required(m.passwordRequired),
});
