import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import {
  addProductInitialValues,
  addProductSchema,
  editProductInitialValues,
  editProductSchema,
  editVendorInitialValues,
  editVendorSchema,
  needsCurrentPassword,
  forgotPasswordInitialValues,
  forgotPasswordSchema,
  resetCodeInitialValues,
  resetCodeSchema,
  loginCredentials,
  loginInitialValues,
  loginSchema,
  resetPasswordInitialValues,
  resetPasswordSchema,
  signupStepOneInitialValues,
  signupStepOneSchema,
  signupStepThreeInitialValues,
  signupStepThreeSchema,
  signupStepTwoInitialValues,
  signupStepTwoSchema,
  validateProductImages,
} from './index.ts';
import { phones } from '../messages/common.ts';
import { errorsOf } from './errorsOf.testing.ts';

const x = (n: number) => 'x'.repeat(n);
/** A password of n characters that is not easy to guess (only its length may be wrong). */
const pw = (n: number) => 'k3nte-Cl0th/'.repeat(11).slice(0, n);
const passwordLength = 'Password must be 8 to 128 characters.';

it('initial values are all empty strings', () => {
  for (const initial of [
    loginInitialValues,
    signupStepOneInitialValues,
    signupStepTwoInitialValues,
    signupStepThreeInitialValues,
    addProductInitialValues,
    editProductInitialValues,
    forgotPasswordInitialValues,
    resetPasswordInitialValues,
    editVendorInitialValues,
  ]) {
    expect(Object.values(initial).every((value) => value === '')).toBe(true);
  }
  expect(Object.keys(addProductInitialValues)).toEqual([
    'title',
    'description',
    'price',
    'deliveryPrice',
    'category',
    'brand',
    'quantity',
  ]);
});

describe('loginSchema', () => {
  it('requires both fields', async () => {
    expect(await errorsOf(loginSchema, loginInitialValues)).toEqual({
      emailOrPhone: 'Email is required!',
      password: 'Password is required!',
    });
  });

  it('checks the e-mail but not the password length', async () => {
    expect(await errorsOf(loginSchema, { emailOrPhone: 'ama@', password: 'x' })).toEqual({
      emailOrPhone: 'Email should be valid',
    });
    expect(await errorsOf(loginSchema, { emailOrPhone: 'adwoa-at-fabrics', password: 'x' })).toEqual({
      emailOrPhone: 'Email should be valid',
    });
    expect(await errorsOf(loginSchema, { emailOrPhone: 'ama@example.com', password: 'x' })).toEqual({});
  });

  it('takes a Ghana mobile number in any usual form instead, and refuses other numbers as numbers', async () => {
    for (const phone of ['024 412 3456', '0244123456', '+233 24 412 3456', '233244123456', '(024) 412-3456']) {
      expect(await errorsOf(loginSchema, { emailOrPhone: phone, password: 'x' }), phone).toEqual({});
    }
    for (const phone of ['024 412', '030 212 3456', '+44 7700 900123', '12']) {
      expect(await errorsOf(loginSchema, { emailOrPhone: phone, password: 'x' }), phone).toEqual({
        emailOrPhone: 'Enter a Ghana mobile number, like 024 412 3456',
      });
    }
  });

  it('sends a number as `phone` and anything else as `email`', () => {
    expect(loginCredentials({ emailOrPhone: ' 024 412 3456 ', password: 'p' })).toEqual({
      phone: ' 024 412 3456 ',
      password: 'p',
    });
    expect(loginCredentials({ emailOrPhone: '+233244123456', password: 'p' })).toEqual({
      phone: '+233244123456',
      password: 'p',
    });
    expect(loginCredentials({ emailOrPhone: 'ama@example.com', password: 'p' })).toEqual({
      email: 'ama@example.com',
      password: 'p',
    });
  });
});

describe('signupStepOneSchema', () => {
  const valid = { email: 'ama@example.com', password: pw(8), confirmPassword: pw(8) };

  it('requires every field, with the lower-case messages', async () => {
    expect(await errorsOf(signupStepOneSchema, signupStepOneInitialValues)).toEqual({
      email: 'email is required',
      password: 'password is required',
      confirmPassword: 'please confirm password',
    });
  });

  it('checks the e-mail', async () => {
    expect(await errorsOf(signupStepOneSchema, { ...valid, email: 'not-an-email' })).toEqual({
      email: 'email should be valid',
    });
  });

  it('wants 8 to 128 characters', async () => {
    for (const n of [7, 129]) {
      expect(await errorsOf(signupStepOneSchema, { ...valid, password: pw(n), confirmPassword: pw(n) })).toEqual({
        password: passwordLength,
      });
    }
    for (const n of [8, 128]) {
      expect(await errorsOf(signupStepOneSchema, { ...valid, password: pw(n), confirmPassword: pw(n) })).toEqual({});
    }
  });

  it('wants the confirmation to match, and to be given', async () => {
    expect(await errorsOf(signupStepOneSchema, { ...valid, confirmPassword: pw(9) })).toEqual({
      confirmPassword: 'Passwords must match',
    });
    expect(await errorsOf(signupStepOneSchema, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: 'please confirm password',
    });
  });
});

describe('signupStepTwoSchema', () => {
  it('reads a value of spaces as missing', async () => {
    const values = {
      business_name: '  ',
      business_category: 'Food Market',
      business_address: ' ',
      business_mobile: '\t',
    };
    expect(await errorsOf(signupStepTwoSchema, values)).toEqual({
      business_name: 'Business Name is required',
      business_address: 'Business address is required',
      business_mobile: 'Business mobile number is required',
    });
  });

  const valid = {
    business_name: 'Ama Stores',
    business_category: 'Food Market',
    business_address: 'Accra',
    business_mobile: '0240000000',
  };

  it('requires every field', async () => {
    expect(await errorsOf(signupStepTwoSchema, signupStepTwoInitialValues)).toEqual({
      business_name: 'Business Name is required',
      business_category: 'Business category is required',
      business_address: 'Business address is required',
      business_mobile: 'Business mobile number is required',
    });
  });

  it('takes a category from the business list only', async () => {
    expect(await errorsOf(signupStepTwoSchema, valid)).toEqual({});
    for (const category of ['Toys', 'food market', 'Beauty and Cosmetics']) {
      expect(await errorsOf(signupStepTwoSchema, { ...valid, business_category: category })).toEqual({
        business_category: 'Please choose a category from the list',
      });
    }
  });
});

describe('signupStepThreeSchema', () => {
  it('requires every field, and a Ghana mobile number (phones.test.ts has the number rule)', async () => {
    expect(await errorsOf(signupStepThreeSchema, signupStepThreeInitialValues)).toEqual({
      business_momo_name: 'Business MOMO name is required',
      business_momo_mobile: 'Business MOMO number is required',
      business_momo_mobile_confirm: 'Please type the MOMO number again',
    });
    const abc = { business_momo_name: 'Ama', business_momo_mobile: 'abc', business_momo_mobile_confirm: 'abc' };
    expect(await errorsOf(signupStepThreeSchema, abc)).toEqual({
      business_momo_mobile: 'Enter a Ghana mobile number, like 024 412 3456',
    });
  });

  it('reads a value of spaces as missing', async () => {
    expect(await errorsOf(signupStepThreeSchema, { business_momo_name: '   ', business_momo_mobile: ' ' })).toEqual({
      business_momo_name: 'Business MOMO name is required',
      business_momo_mobile: 'Business MOMO number is required',
      business_momo_mobile_confirm: 'Please type the MOMO number again',
    });
  });
});

describe('addProductSchema', () => {
  const valid = {
    title: 'Phone',
    description: 'A good phone',
    price: '1200',
    deliveryPrice: '20',
    category: 'Beauty and Cosmetics',
    brand: 'Acme',
    quantity: '3',
  };

  it('requires every field', async () => {
    expect(await errorsOf(addProductSchema, addProductInitialValues)).toEqual({
      title: 'title is required',
      description: 'description is required',
      price: 'Price is required',
      deliveryPrice: 'Price is required',
      category: 'Category is required',
      brand: 'Brand is required',
      quantity: 'Quantity is required',
    });
  });

  it('casts the number fields', async () => {
    expect(await addProductSchema.validate(valid)).toMatchObject({ price: 1200, deliveryPrice: 20, quantity: 3 });
  });

  it('rejects number fields that are not numbers', async () => {
    expect(
      await errorsOf(addProductSchema, { ...valid, price: 'abc', deliveryPrice: '1,2', quantity: 'many' }),
    ).toEqual({
      price: 'Price must be an amount, like 3,500 or 95.50',
      deliveryPrice: 'Delivery price must be an amount, like 30 or 12.50',
      quantity: 'Quantity must be a number',
    });
  });

  it('limits the description to 100 characters', async () => {
    expect(await errorsOf(addProductSchema, { ...valid, description: x(100) })).toEqual({});
    expect(await errorsOf(addProductSchema, { ...valid, description: x(101) })).toEqual({
      description: 'Description must be at most 100 characters',
    });
  });

  it('takes a category from the product list only', async () => {
    expect(await errorsOf(addProductSchema, { ...valid, category: 'Toys' })).toEqual({
      category: 'Please choose a category from the list',
    });
  });
});

describe('editProductSchema', () => {
  const valid = {
    title: 'Phone',
    description: 'A good phone',
    price: '1200',
    deliveryPrice: '20',
    category: 'Beauty and Cosmetics',
    brand: 'Acme',
    quantity: '3',
  };

  it("refuses an emptied field with add product's message", async () => {
    expect(await errorsOf(editProductSchema, editProductInitialValues)).toEqual({
      title: 'title is required',
      description: 'description is required',
      price: 'Price is required',
      deliveryPrice: 'Price is required',
      category: 'Category is required',
      brand: 'Brand is required',
      quantity: 'Quantity is required',
    });
    expect(await errorsOf(editProductSchema, { ...valid, brand: '' })).toEqual({ brand: 'Brand is required' });
  });

  it('limits the description to 100 characters', async () => {
    expect(await errorsOf(editProductSchema, { ...valid, description: x(100) })).toEqual({});
    expect(await errorsOf(editProductSchema, { ...valid, description: x(101) })).toEqual({
      description: 'Description must be at most 100 characters',
    });
  });

  it('checks the category and number fields', async () => {
    expect(await errorsOf(editProductSchema, { ...valid, category: 'Toys', price: 'abc' })).toEqual({
      category: 'Please choose a category from the list',
      price: 'Price must be an amount, like 3,500 or 95.50',
    });
    expect(
      await editProductSchema.validate({ ...valid, price: '15.5', category: 'Beauty and Cosmetics' }),
    ).toMatchObject({
      price: 15.5,
      category: 'Beauty and Cosmetics',
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('requires a valid e-mail', async () => {
    expect(await errorsOf(forgotPasswordSchema, forgotPasswordInitialValues)).toEqual({
      emailOrPhone: 'Email is required!',
    });
    expect(await errorsOf(forgotPasswordSchema, { emailOrPhone: 'ama' })).toEqual({
      emailOrPhone: 'Email should be valid',
    });
    expect(await errorsOf(forgotPasswordSchema, { emailOrPhone: 'ama@example.com' })).toEqual({});
  });

  it('takes a Ghana mobile number, as the login does', async () => {
    expect(await errorsOf(forgotPasswordSchema, { emailOrPhone: '024 412 3456' })).toEqual({});
    expect(await errorsOf(forgotPasswordSchema, { emailOrPhone: '030 212 3456' })).toEqual({
      emailOrPhone: phones.mobileInvalid,
    });
  });
});

describe('resetCodeSchema', () => {
  const password = 'kente-and-cocoa-2026';

  it('requires the 6-digit code and the new password twice', async () => {
    expect(await errorsOf(resetCodeSchema, resetCodeInitialValues)).toEqual({
      code: 'Enter the 6-digit code from the SMS.',
      password: 'password is required',
      confirmPassword: 'please confirm password',
    });
  });

  it.each(['12345', '1234567', '12a456'])('refuses the code %s', async (code) => {
    expect(await errorsOf(resetCodeSchema, { code, password, confirmPassword: password })).toEqual({
      code: 'The code is exactly 6 digits.',
    });
  });

  it('takes 6 digits, spaces around them aside', async () => {
    expect(await errorsOf(resetCodeSchema, { code: ' 123456 ', password, confirmPassword: password })).toEqual({});
  });
});

describe('resetPasswordSchema', () => {
  it('requires both fields', async () => {
    expect(await errorsOf(resetPasswordSchema, resetPasswordInitialValues)).toEqual({
      password: 'password is required',
      confirmPassword: 'please confirm password',
    });
  });

  it('wants 8 to 128 characters and a matching confirmation', async () => {
    expect(await errorsOf(resetPasswordSchema, { password: pw(7), confirmPassword: pw(7) })).toEqual({
      password: passwordLength,
    });
    expect(await errorsOf(resetPasswordSchema, { password: pw(129), confirmPassword: pw(129) })).toEqual({
      password: passwordLength,
    });
    expect(await errorsOf(resetPasswordSchema, { password: pw(8), confirmPassword: pw(8) })).toEqual({});
    expect(await errorsOf(resetPasswordSchema, { password: pw(128), confirmPassword: pw(128) })).toEqual({});
    expect(await errorsOf(resetPasswordSchema, { password: pw(8), confirmPassword: 'y'.repeat(8) })).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });
});

describe('editVendorSchema', () => {
  // The two phones always hold a number (phones.test.ts has their rule).
  const phones = { mobile: '030 212 3456', momo_mobile: '024 400 0002' };
  const valid = {
    ...editVendorInitialValues,
    ...phones,
    BusinessName: 'Ama',
    email: 'anything',
    BusinessCategory: 'Food Market',
  };

  it('needs nothing when no new password is typed: the password is optional', async () => {
    expect(await errorsOf(editVendorSchema, { ...editVendorInitialValues, ...phones })).toEqual({});
    expect(await errorsOf(editVendorSchema, valid)).toEqual({});
  });

  it('requires the confirmation once a new password is typed, and nothing else', async () => {
    expect(await errorsOf(editVendorSchema, { ...editVendorInitialValues, ...phones, password: pw(8) })).toEqual({
      confirmPassword: 'please confirm password',
    });
  });

  it('wants the confirmation to equal the password', async () => {
    expect(await errorsOf(editVendorSchema, { ...valid, confirmPassword: pw(8) })).toEqual({
      confirmPassword: 'Passwords must match',
    });
    expect(await errorsOf(editVendorSchema, { ...valid, password: pw(8), confirmPassword: pw(8) })).toEqual({});
  });

  it('checks the length of a typed password only', async () => {
    expect(await errorsOf(editVendorSchema, { ...valid, password: pw(7), confirmPassword: pw(7) })).toEqual({
      password: passwordLength,
    });
    expect(await errorsOf(editVendorSchema, { ...valid, password: pw(129), confirmPassword: pw(129) })).toEqual({
      password: passwordLength,
    });
    expect(await errorsOf(editVendorSchema, { ...valid, password: pw(128), confirmPassword: pw(128) })).toEqual({});
    expect(await errorsOf(editVendorSchema, { ...valid, password: '' })).not.toHaveProperty('password');
  });

  it('takes a category from the edit-vendor list only (no Beauty and Cosmetics)', async () => {
    const base = { ...valid, password: pw(8), confirmPassword: pw(8) };
    expect(await errorsOf(editVendorSchema, { ...base, BusinessCategory: '' })).toEqual({});
    expect(await errorsOf(editVendorSchema, { ...base, BusinessCategory: 'Beauty and Cosmetics' })).toEqual({
      BusinessCategory: 'Please choose a category from the list',
    });
  });

  it('requires the current password only when the context says a sensitive field changed', async () => {
    const needs = async (values: object, needsCurrentPassword: boolean) => {
      try {
        await editVendorSchema.validate(values, { abortEarly: false, context: { needsCurrentPassword } });
        return {};
      } catch (error) {
        return Object.fromEntries((error as ValidationError).inner.map((inner) => [inner.path, inner.message]));
      }
    };
    expect(await needs(valid, false)).toEqual({});
    expect(await needs(valid, true)).toEqual({
      currentPassword: 'Enter your current password to save these changes',
    });
    expect(await needs({ ...valid, currentPassword: 'sika-demo-2026' }, true)).toEqual({});
  });
});

describe('needsCurrentPassword', () => {
  const saved = { email: 'ama@sika.test', momo_mobile: '0244000002', momo_mobile_name: 'Ama' };

  it('is false when only other fields change or nothing does', () => {
    expect(needsCurrentPassword(saved, { ...saved, password: '' })).toBe(false);
    expect(needsCurrentPassword(saved, { ...saved, email: ' ama@sika.test ' })).toBe(false);
  });

  it.each([
    ['email', { email: 'new@sika.test' }],
    ['password', { password: 'new-password-1' }],
    ['momo number', { momo_mobile: '0200000000' }],
    ['momo name', { momo_mobile_name: 'Kofi' }],
  ])('is true when the %s changes', (_name, change) => {
    expect(needsCurrentPassword(saved, { ...saved, ...change })).toBe(true);
  });
});

describe('validateProductImages', () => {
  it('wants exactly one image', () => {
    expect(validateProductImages([])).toBe('Please upload one image');
    expect(validateProductImages([{ type: 'image/png' }, { type: 'image/jpeg' }])).toBe('Please upload ONLY ONE image');
    expect(validateProductImages([{ type: 'image/webp' }])).toBeNull();
  });

  it('accepts image files only', () => {
    const refused = 'File type must be JPEG, PNG, WebP, GIF or AVIF.';
    expect(validateProductImages([{ type: 'application/pdf' }])).toBe(refused);
    expect(validateProductImages([{ type: '' }])).toBe(refused);
  });
});
