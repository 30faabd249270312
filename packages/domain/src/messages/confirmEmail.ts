import { somethingWentWrongExclaimed } from './common.ts';

// Not in the original product: the page of the link that confirms a new e-mail address.
export const confirmEmailMessages = {
  heading: 'Confirm your new e-mail address',
  body: 'Press Confirm to start using this address for your Sika account.',
  submit: 'Confirm',
  failed: somethingWentWrongExclaimed,
  loginLink: 'Go to login',
} as const;
