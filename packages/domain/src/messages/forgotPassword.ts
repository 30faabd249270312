import { somethingWentWrong } from './common.ts';

export const forgotPasswordMessages = {
  breadcrumbHome: 'Home',
  breadcrumbCurrent: 'Forgot Password',
  breadcrumb: 'Home / Forgot Password',
  heading: 'Reset Your Password',
  body: 'We will send a link to your email to reset password',
  emailLabel: 'Email',
  submit: 'Submit',
  cancel: 'Cancel',
  success: 'Please check your Mail!',
  invalid: ' Invalid Email and password details.',
  failed: somethingWentWrong,
  emailInvalid: 'Email should be valid',
  emailRequired: 'Email is required!',
} as const;
