import { somethingWentWrongExclaimed } from './common.ts';

export const forgotPasswordMessages = {
  breadcrumbHome: 'Home',
  breadcrumbCurrent: 'Forgot Password',
  breadcrumb: 'Home / Forgot Password',
  heading: 'Reset Your Password',
  body: 'We will send a link to your email to reset password',
  // Not in the original product ('Email'): a person invited by phone gets a code by SMS instead.
  emailOrPhoneLabel: 'Email or phone number',
  phoneBody: 'Invited by phone? Enter your number and we will text you a code.',
  submit: 'Submit',
  cancel: 'Cancel',
  success: 'Please check your Mail!',
  invalid: ' Invalid Email and password details.',
  failed: somethingWentWrongExclaimed,
  emailInvalid: 'Email should be valid',
  emailRequired: 'Email is required!',
  // The code step (not in the original product; docs/product.md, Forgot password).
  codeHeading: 'Enter the code from the SMS',
  codeSent: (phone: string) => `If ${phone} has a login, a 6-digit code is on its way by SMS. It works for 10 minutes.`,
  codeLabel: 'Code',
  codeHint: 'The 6 digits in the text message.',
  codeRequired: 'Enter the 6-digit code from the SMS.',
  codeDigits: 'The code is exactly 6 digits.',
  resendCode: 'Send a new code',
  codeResent: 'A new code is on its way.',
} as const;
