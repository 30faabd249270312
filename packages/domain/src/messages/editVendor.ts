import {
  somethingWentWrongUnmarked,
  passwordLength,
  passwordsMustMatch,
  pleaseConfirmPassword,
  categoryNotInList,
} from './common.ts';
import { messages } from '../messages.ts';

export const editVendorMessages = {
  heading: messages.vendorPages.editVendor.heading,
  // Not in the original product: a new e-mail address waits for the link mailed to it.
  emailPending: (email: string) =>
    `We sent a link to ${email}: follow it to start using that address. Until then, log in with your current one.`,
  businessNameLabel: 'Business name',
  emailLabel: 'Email',
  passwordLabel: 'New password',
  confirmPasswordLabel: 'Confirm new password',
  mobileLabel: 'Business phone number',
  momoMobileLabel: 'Mobile money number',
  momoMobileConfirmLabel: 'Confirm MoMo number', // not in the spec: a changed number is typed twice
  momoNameLabel: 'Mobile money name',
  categoryLabel: 'Business category',
  businessAddressLabel: 'Business address', // not in the spec: the address of sign-up step two
  submit: 'Update',
  updateFailed: somethingWentWrongUnmarked,
  passwordLength,
  confirmPasswordRequired: pleaseConfirmPassword,
  passwordsMustMatch,
  categoryNotInList,
  // Not in the spec: what the form adds around the original fields.
  categoryPlaceholder: 'Select a category',
  passwordHint: 'Leave empty to keep your password',
  currentPasswordLabel: 'Current password',
  currentPasswordHint: 'Needed because you changed your e-mail, password or mobile money details',
  currentPasswordRequired: 'Enter your current password to save these changes',
  notYoursHeading: 'Not your profile',
  notYoursBody: 'You can only edit your own account. Nothing was changed.',
  backToProfile: messages.vendorPages.editVendor.backToProfile,
  cancel: 'Cancel',
  updated: 'Profile updated!', // not in the spec: the toast after a successful update
} as const;
