import { approvalMessages } from './approval.ts';

export const incompleteRegistrationMessages = {
  heading: 'Please Complete Your Registration',
  continueLink: 'Continue registration', // not in the spec
  // Not in the spec: the vendors loaded but none has the e-mail this browser kept.
  noRecord: 'We could not find a registration for the e-mail you signed in with.',
  // Not in the spec: asking for the record again, and the way out for another account.
  checkAgain: approvalMessages.checkAgain,
  logOut: approvalMessages.logOut,
} as const;
