import { somethingWentWrongExclaimed, somethingWentWrongEllipsis } from './common.ts';
import { profileHeading } from './panelHeadings.ts';

export const profileMessages = {
  heading: profileHeading,
  businessName: 'Business name',
  password: 'Password',
  maskedPassword: '********',
  email: 'Email',
  businessPhone: 'Business phone number',
  momoNumber: 'Business mobile money number',
  momoName: 'Business mobile money name',
  // Not in the spec: the business details of sign-up step two, shown so they can be checked.
  businessCategory: 'Business category',
  businessAddress: 'Business address',
  /** Under the e-mail while a new address waits for the link mailed to it. */
  emailPending: (email: string) => `Waiting for you to confirm ${email}`,
  edit: 'edit',
  passwordHidden: 'Password hidden', // not in the spec: what a screen reader says for the mask
  failed: somethingWentWrongEllipsis, // not in the spec: the vendor record could not be read
  // Not in the spec: a payout number saved before the Ghana phone rule that does not pass it.
  correctPayoutNumber: 'Your mobile money number is not a Ghana mobile number, so payouts cannot reach you.',
  correctPayoutLink: 'Correct your payout number',
  // Not in the spec: deleting the account, behind a confirmation that asks for the password.
  deleteAccount: 'Delete account',
  deleteDialogTitle: 'DELETE YOUR ACCOUNT?',
  deleteDialogBody:
    'You will be logged out and can never log in with this account again. Orders already placed are kept for your buyers, but what they still owe on them can no longer be paid out to you: your mobile money details are deleted with the account. This cannot be undone.',
  deletePasswordLabel: 'Current password',
  deletePasswordRequired: 'Enter your current password to delete the account',
  cancel: 'Cancel',
  confirmDelete: 'Delete my account',
  deleted: 'Your account has been deleted.',
  deleteFailed: somethingWentWrongExclaimed,
} as const;
