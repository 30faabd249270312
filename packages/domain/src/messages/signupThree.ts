import { somethingWentWrongExclaimed } from './common.ts';

export const signupThreeMessages = {
  pageTitle: 'Sign-Up-Three',
  heading: 'Payment details',
  momoNameLabel: 'Business MOMO Name',
  momoNumberLabel: 'Business MOMO number',
  next: 'next',
  momoNameRequired: 'Business MOMO name is required',
  momoNumberRequired: 'Business MOMO number is required',
  momoNumberConfirmLabel: 'Confirm MOMO number', // not in the spec: typed twice
  failed: somethingWentWrongExclaimed,
  // Not in the spec: the page was opened without a session (the refresh was refused).
  loginToContinue: 'Please log in to finish your registration. You will come back to this step.',
} as const;
