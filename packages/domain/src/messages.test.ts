import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';

describe('messages', () => {
  it("keep the original product's wording, spelling and spacing included", () => {
    expect(messages.approval.body).toBe('Please wait for your registration to be Verified withing 24hrs');
    expect(messages.resetPassword.success).toBe('Password change succesful!');
    expect(messages.forgotPassword.invalid).toBe(' Invalid Email and password details.');
    expect(messages.forgotPassword.success).toBe('Please check your Mail!');
    expect(messages.forgotPassword.breadcrumb).toBe('Home / Forgot Password');
    expect(messages.imageUpload.uploadFailed).toBe('Something went wrong img upload');
    expect(messages.imageUpload.missingProductId).toBe('Something went wrong with prdId!');
    expect(messages.imageUpload.tooManyImages).toBe('Please upload ONLY ONE image');
    expect(messages.imageUpload.hint).toBe('Add only one picture');
    expect(messages.editProduct.deleteDialogTitle).toBe('DELETE THIS PRODUCT?');
    expect(messages.editProduct.deleteDialogBody).toBe('Are You Sure You Want To Delete This Product?');
    expect(messages.orders.empty).toBe('No approved orders found.');
    expect(messages.incompleteRegistration.heading).toBe('Please Complete Your Registration');
    expect(messages.approval.heading).toBe('Thank You For Signing Up!');
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
    expect(messages.login).toMatchObject({
      heading: 'Welcome back',
      subheading: 'Log in to manage your store',
      emailLabel: 'Email',
      passwordLabel: 'Password',
      forgotPasswordLink: 'forgot password?',
      submit: 'Login',
      signupLink: 'New Business? Signup',
      failed: 'Login failed. Please try again.',
      emailInvalid: 'Email should be valid',
      emailRequired: 'Email is required!',
      passwordRequired: 'Password is required!',
    });
    expect(messages.marketing.customersBody).toMatch(/flexible payments/);
    expect(messages.marketing.vendorsBody).toMatch(/largest community of working-class people in Ghana/);
  });

  it('pick the right "Something went wrong" variant per screen', () => {
    expect(messages.addProduct.failed).toBe('Something went wrong!');
    expect(messages.editProduct.deleteFailed).toBe('Something went wrong!');
    expect(messages.editProduct.updateFailed).toBe('Something went wrong');
    expect(messages.editVendor.updateFailed).toBe('Something went wrong');
    expect(messages.orders.failed).toBe('Something went wrong...');
    expect(messages.orderDetails.failed).toBe('Something went wrong...');
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
