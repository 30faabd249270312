export const loginMessages = {
  heading: 'Welcome back',
  subheading: 'Log in to manage your store',
  // Not in the original product ('Email'): a person invited by phone logs in with the number.
  emailOrPhoneLabel: 'Email or phone number',
  passwordLabel: 'Password',
  forgotPasswordLink: 'forgot password?',
  // Not in the original product: under the locked-out message (too many failed logins).
  lockedResetLink: 'Reset your password',
  submit: 'Login',
  signupLink: 'New Business? Signup',
  failed: 'Login failed. Please try again.',
  emailInvalid: 'Email should be valid',
  emailRequired: 'Email is required!',
  passwordRequired: 'Password is required!',
} as const;
