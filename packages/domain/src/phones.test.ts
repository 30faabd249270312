import maxMetadata from 'libphonenumber-js/metadata.max.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { ghanaPhoneMetadata } from './ghanaPhoneMetadata.ts';
import { messages } from './messages.ts';
import { signupThreeMessages } from './messages/signupThree.ts';
import {
  formatGhanaPhone,
  maskGhanaPhone,
  GHANA_NETWORK_PREFIXES,
  ghanaNetworkHint,
  ghanaPhoneE164,
  sameGhanaPhone,
} from './phones.ts';
import { errorsOf } from './schemas/errorsOf.testing.ts';
import {
  editVendorSchema,
  momoNumberChanged,
  needsCurrentPassword,
  signupStepThreeSchema,
  signupStepTwoSchema,
} from './schemas/index.ts';

const MOMO = '+233244123456';
const WRITTEN_WAYS = [
  '024 412 3456',
  '0244123456',
  '+233 24 412 3456',
  '233244123456',
  ' 024-412-3456 ',
  '(024) 412 3456',
];
const m = messages.phones;

describe('ghanaPhoneE164', () => {
  it.each(WRITTEN_WAYS)('reads %j as the E.164 number', (input) => {
    expect(ghanaPhoneE164(input, 'mobile')).toBe(MOMO);
    expect(ghanaPhoneE164(input, 'any')).toBe(MOMO);
  });

  it.each([
    '12',
    '024 123',
    '0244',
    '02441234567',
    '024412345',
    '+44 20 7946 0958',
    '0244123456 ext 2',
    'O244123456',
    '',
  ])('refuses %j', (input) => {
    expect(ghanaPhoneE164(input, 'any')).toBeUndefined();
    expect(ghanaPhoneE164(input, 'mobile')).toBeUndefined();
  });

  it('takes a fixed line as a business phone, never as a MoMo number', () => {
    expect(ghanaPhoneE164('030 212 3456', 'any')).toBe('+233302123456');
    expect(ghanaPhoneE164('030 212 3456', 'mobile')).toBeUndefined();
  });

  it('takes every network prefix of the hint table as mobile', () => {
    for (const prefix of Object.values(GHANA_NETWORK_PREFIXES).flat()) {
      // 025 is assigned in part only (0256, 0257): pick a number the plan lists.
      const number = `${prefix}${prefix === '025' ? '6' : '1'}234567`;
      expect(ghanaPhoneE164(number, 'mobile'), number).toBe(`+233${number.slice(1)}`);
    }
  });
});

describe('formatGhanaPhone and sameGhanaPhone', () => {
  it('shows a stored number in the national form', () => {
    expect(formatGhanaPhone(MOMO)).toBe('024 412 3456');
    expect(formatGhanaPhone('+233302123456')).toBe('030 212 3456');
  });

  it('shows a stored number that does not parse as it is', () => {
    expect(formatGhanaPhone('12')).toBe('12');
    expect(formatGhanaPhone('')).toBe('');
  });

  it('compares numbers however they are written', () => {
    expect(sameGhanaPhone('024 412 3456', MOMO)).toBe(true);
    expect(sameGhanaPhone('024 412 3457', MOMO)).toBe(false);
    expect(sameGhanaPhone('12', ' 12 ')).toBe(true);
    expect(sameGhanaPhone('12', MOMO)).toBe(false);
  });
});

describe('ghanaNetworkHint', () => {
  it('names the network of the prefix, however the number is written', () => {
    expect(ghanaNetworkHint('024')).toBe('MTN');
    expect(ghanaNetworkHint('+233 55 123')).toBe('MTN');
    expect(ghanaNetworkHint('233201234567')).toBe('Telecel');
    expect(ghanaNetworkHint('050 123 4567')).toBe('Telecel');
    expect(ghanaNetworkHint('0271234567')).toBe('AirtelTigo');
    expect(ghanaNetworkHint('0561234567')).toBe('AirtelTigo');
  });

  it('says nothing before three digits, for other prefixes and for what is not a number', () => {
    expect(ghanaNetworkHint('02')).toBeUndefined();
    expect(ghanaNetworkHint('030 212 3456')).toBeUndefined();
    expect(ghanaNetworkHint('abc024')).toBeUndefined();
  });
});

it("the Ghana metadata is the installed library's max metadata for Ghana", () => {
  const expected = {
    version: maxMetadata.version,
    country_calling_codes: { 233: ['GH'] },
    countries: { GH: maxMetadata.countries.GH },
    nonGeographic: {},
  };
  // After an upgrade of libphonenumber-js, paste this into ghanaPhoneMetadata.ts.
  expect(ghanaPhoneMetadata, JSON.stringify(expected, null, 2)).toEqual(expected);
});

describe('the schemas with a phone', () => {
  it('sign-up step two takes any Ghana number as the business phone', async () => {
    const values = { business_name: 'Ama', business_category: 'Food Market', business_address: 'Accra' };
    expect(await errorsOf(signupStepTwoSchema, { ...values, business_mobile: '024 123' })).toEqual({
      business_mobile: m.anyInvalid,
    });
    expect(await errorsOf(signupStepTwoSchema, { ...values, business_mobile: '030 212 3456' })).toEqual({});
  });

  it('sign-up step three wants a mobile MoMo number, typed twice', async () => {
    const name = { business_momo_name: 'Adwoa Mensah' };
    expect(
      await errorsOf(signupStepThreeSchema, { ...name, business_momo_mobile: '', business_momo_mobile_confirm: '' }),
    ).toEqual({
      business_momo_mobile: signupThreeMessages.momoNumberRequired,
      business_momo_mobile_confirm: m.confirmRequired,
    });
    expect(
      await errorsOf(signupStepThreeSchema, {
        ...name,
        business_momo_mobile: '12',
        business_momo_mobile_confirm: '12',
      }),
    ).toEqual({
      business_momo_mobile: m.mobileInvalid,
    });
    expect(
      await errorsOf(signupStepThreeSchema, {
        ...name,
        business_momo_mobile: '030 212 3456',
        business_momo_mobile_confirm: '030 212 3456',
      }),
    ).toEqual({ business_momo_mobile: m.mobileInvalid });
    expect(
      await errorsOf(signupStepThreeSchema, {
        ...name,
        business_momo_mobile: '0244123456',
        business_momo_mobile_confirm: '0244123465',
      }),
    ).toEqual({ business_momo_mobile_confirm: m.mismatch });
    expect(
      await errorsOf(signupStepThreeSchema, {
        ...name,
        business_momo_mobile: '024 412 3456',
        business_momo_mobile_confirm: '+233244123456',
      }),
    ).toEqual({});
  });

  const saved = { email: 'ama@example.com', momo_mobile: MOMO, momo_mobile_name: 'Ama' };
  const editValues = { ...saved, mobile: '030 212 3456', momo_mobile: '024 412 3456', momo_mobile_confirm: '' };

  it('edit vendor: the saved number in the national form is no change', async () => {
    expect(momoNumberChanged(saved, editValues)).toBe(false);
    expect(needsCurrentPassword(saved, editValues)).toBe(false);
    expect(await errorsOf(editVendorSchema, editValues)).toEqual({});
  });

  it('edit vendor: a changed MoMo number is typed twice, and both phones follow the rule', async () => {
    const changed = { ...editValues, momo_mobile: '020 123 4567' };
    expect(momoNumberChanged(saved, changed)).toBe(true);
    expect(needsCurrentPassword(saved, changed)).toBe(true);
    const context = { momoNumberChanged: true, needsCurrentPassword: false };
    expect(await editVendorSchema.validate(changed, { context }).catch((error: Error) => error.message)).toBe(
      m.confirmRequired,
    );
    expect(
      await errorsOf(
        { validate: (v, o) => editVendorSchema.validate(v, { ...o, context }) },
        { ...changed, momo_mobile_confirm: '0201234576' },
      ),
    ).toEqual({
      momo_mobile_confirm: m.mismatch,
    });
    expect(await errorsOf(editVendorSchema, { ...editValues, mobile: '024 123', momo_mobile: '12' })).toEqual({
      mobile: m.anyInvalid,
      momo_mobile: m.mobileInvalid,
    });
    expect(await errorsOf(editVendorSchema, { ...editValues, mobile: '', momo_mobile: '' })).toEqual({
      mobile: m.anyInvalid,
      momo_mobile: m.mobileInvalid,
    });
  });
});

describe('maskGhanaPhone', () => {
  it('shows the prefix and the last four digits of a payout number however it is stored', () => {
    expect(maskGhanaPhone('+233244123456')).toBe('024 *** 3456');
    expect(maskGhanaPhone('0551234567')).toBe('055 *** 4567');
  });

  it('shows only the last four characters of something that does not parse', () => {
    expect(maskGhanaPhone('12345678')).toBe('*** 5678');
    expect(maskGhanaPhone('12')).toBe('***');
  });
});
