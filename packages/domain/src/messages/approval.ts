export const approvalMessages = {
  heading: 'Thank You For Signing Up!',
  body: 'Please wait for your registration to be Verified withing 24hrs',
  homeLink: 'Home', // not in the spec
} as const;
