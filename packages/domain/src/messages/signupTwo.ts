import { somethingWentWrongExclaimed, categoryNotInList } from './common.ts';

export const signupTwoMessages = {
  pageTitle: 'Sign-Up-Two',
  heading: 'Business details',
  businessNameLabel: 'Business Name',
  businessCategoryLabel: 'Business Category',
  businessCategoryPlaceholder: 'Select a category', // not in the spec
  noCategoryFound: 'No matching category', // not in the spec
  businessAddressLabel: 'Business address',
  businessMobileLabel: 'Business Phone number',
  next: 'next',
  businessNameRequired: 'Business Name is required',
  businessCategoryRequired: 'Business category is required',
  businessCategoryNotInList: categoryNotInList,
  businessAddressRequired: 'Business address is required',
  businessMobileRequired: 'Business mobile number is required',
  failed: somethingWentWrongExclaimed,
} as const;
