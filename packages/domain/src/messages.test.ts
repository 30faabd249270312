import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { approvalMessages } from './messages/approval.ts';
import { resetPasswordMessages } from './messages/resetPassword.ts';
import { forgotPasswordMessages } from './messages/forgotPassword.ts';
import { imageUploadMessages } from './messages/imageUpload.ts';
import { ordersMessages } from './messages/orders.ts';
import { incompleteRegistrationMessages } from './messages/incompleteRegistration.ts';
import { loginMessages } from './messages/login.ts';
import { addProductMessages } from './messages/addProduct.ts';
import { marketingMessages } from './messages/marketing.ts';
import { editProductMessages } from './messages/editProduct.ts';
import { editVendorMessages } from './messages/editVendor.ts';
import { orderDetailsMessages } from './messages/orderDetails.ts';

describe('messages', () => {
  it("keep the original product's wording, spelling and spacing included", () => {
    expect(approvalMessages.body).toBe('Please wait for your registration to be Verified withing 24hrs');
    expect(resetPasswordMessages.success).toBe('Password change succesful!');
    expect(forgotPasswordMessages.invalid).toBe(' Invalid Email and password details.');
    expect(forgotPasswordMessages.success).toBe('Please check your Mail!');
    expect(forgotPasswordMessages.breadcrumb).toBe('Home / Forgot Password');
    expect(imageUploadMessages.uploadFailed).toBe('Something went wrong img upload');
    expect(imageUploadMessages.missingProductId).toBe('Something went wrong with prdId!');
    expect(imageUploadMessages.tooManyImages).toBe('Please upload ONLY ONE image');
    expect(imageUploadMessages.hint).toBe('Add only one picture');
    expect(editProductMessages.deleteDialogTitle).toBe('DELETE THIS PRODUCT?');
    expect(editProductMessages.deleteDialogBody).toBe('Are You Sure You Want To Delete This Product?');
    expect(ordersMessages.empty).toBe('No approved orders found.');
    expect(incompleteRegistrationMessages.heading).toBe('Please Complete Your Registration');
    expect(approvalMessages.heading).toBe('Thank You For Signing Up!');
  });

  it('have the generic, session and logout keys other packages use', () => {
    expect(messages.generic).toEqual({
      somethingWentWrong: 'Something went wrong!',
      somethingWentWrongEllipsis: 'Something went wrong...',
      somethingWentWrongPlain: 'Something went wrong',
      loading: 'Loading...',
      tryAgain: 'Try again',
      backToLogin: 'Back to login',
      closeMessage: 'Close message',
    });
    expect(messages.network).toEqual({
      unreachable: 'Could not reach Sika. Check your internet connection and try again.',
      timeout: 'Sika took too long to answer. Please try again.',
    });
    expect(messages.session).toEqual({ expired: 'Your login has expired.', loginAgain: 'Please login again' });
    expect(messages.logout.failed).toBe('Something went wrong!');
    expect(messages.passwordLength).toBe('Password must be 8 to 128 characters.');
  });

  it('have the login screen texts', () => {
    expect(loginMessages).toMatchObject({
      heading: 'Welcome back',
      subheading: 'Log in to manage your store',
      emailOrPhoneLabel: 'Email or phone number',
      passwordLabel: 'Password',
      forgotPasswordLink: 'forgot password?',
      submit: 'Login',
      signupLink: 'New Business? Signup',
      failed: 'Login failed. Please try again.',
      emailInvalid: 'Email should be valid',
      emailRequired: 'Email is required!',
      passwordRequired: 'Password is required!',
    });
    expect(marketingMessages.customersBody).toMatch(/flexible payments/);
    expect(marketingMessages.vendorsBody).toMatch(/largest community of working-class people in Ghana/);
  });

  it('pick the right "Something went wrong" variant per screen', () => {
    expect(addProductMessages.failed).toBe('Something went wrong!');
    expect(editProductMessages.deleteFailed).toBe('Something went wrong!');
    expect(editProductMessages.updateFailed).toBe('Something went wrong');
    expect(editVendorMessages.updateFailed).toBe('Something went wrong');
    expect(ordersMessages.failed).toBe('Something went wrong...');
    expect(orderDetailsMessages.failed).toBe('Something went wrong...');
  });

  it('build the footer, greeting and file rejections', () => {
    expect(messages.footer(2026, 'Sika')).toBe('© 2026, powered by Sika.');
    expect(messages.dashboard.greeting('Ama Stores')).toBe('Welcome, Ama Stores!');
    expect(messages.dashboard.greeting('')).toBe('Welcome!');
    expect(messages.fileRejections.fileType(['JPEG', 'PNG', 'WebP'])).toBe('File type must be JPEG, PNG or WebP.');
    expect(messages.fileRejections.fileType(['JPEG'])).toBe('File type must be JPEG.');
    expect(messages.fileRejections.tooLarge(5_000_000)).toBe('File is larger than 5000000 bytes');
    expect(messages.fileRejections.tooSmall(10)).toBe('File is smaller than 10 bytes');
    expect(messages.fileRejections.tooMany).toBe('Too many files');
  });
});
