export const incompleteRegistrationMessages = {
  heading: 'Please Complete Your Registration',
  continueLink: 'Continue registration', // not in the spec
  // Not in the spec: the vendors loaded but none has the e-mail this browser kept.
  noRecord: 'We could not find a registration for the e-mail you signed in with.',
} as const;
