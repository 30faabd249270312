import { somethingWentWrongExclaimed, passwordLength, passwordsMustMatch, pleaseConfirmPassword } from './common.ts';

export const resetPasswordMessages = {
  heading: 'Choose a new password', // not in the spec
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm Password',
  submit: 'Reset',
  success: 'Password change succesful!',
  failed: somethingWentWrongExclaimed,
  passwordRequired: 'password is required',
  passwordLength,
  confirmPasswordRequired: pleaseConfirmPassword,
  passwordsMustMatch,
} as const;
