// Spec 5, login.
import * as yup from 'yup';
import { messages } from '../messages.ts';

const m = messages.login;

export const loginSchema = yup.object({
  email: yup.string().email(m.emailInvalid).required(m.emailRequired),
  password: yup.string().required(m.passwordRequired),
});

export type LoginValues = yup.InferType<typeof loginSchema>;

export const loginInitialValues: LoginValues = { email: '', password: '' };
