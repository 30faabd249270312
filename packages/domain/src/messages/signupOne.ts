import { somethingWentWrongExclaimed, passwordLength, passwordsMustMatch, pleaseConfirmPassword } from './common.ts';

export const signupOneMessages = {
  title: 'Sign up',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm password',
  next: 'next',
  loginLink: 'Already have an account? Login', // not in the spec
  emailInvalid: 'email should be valid',
  emailRequired: 'email is required',
  passwordRequired: 'password is required',
  passwordLength,
  confirmPasswordRequired: pleaseConfirmPassword,
  passwordsMustMatch,
  failed: somethingWentWrongExclaimed,
} as const;
