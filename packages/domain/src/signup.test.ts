import { describe, expect, it } from 'vitest';
import { firstUnfinishedSignupStep, signupResumePath } from './signup.ts';

const fresh = { _id: 'v1', BusinessName: '', BusinessCategory: '', BusinessAddress: '', mobile: '' };
const business = {
  _id: 'v1',
  BusinessName: 'Kofi Kente Weaves',
  BusinessCategory: 'Fashion and wears',
  BusinessAddress: '4 Adum Road, Kumasi',
  mobile: '0244123456',
};

describe('where an unfinished sign-up continues', () => {
  it('is step two while any business detail is missing (spaces count as missing)', () => {
    expect(firstUnfinishedSignupStep(fresh)).toBe(2);
    expect(firstUnfinishedSignupStep({ ...business, BusinessAddress: '  ' })).toBe(2);
    expect(signupResumePath(fresh)).toBe('/signup-page-two/v1');
  });

  it('is step three once the business details are saved', () => {
    expect(firstUnfinishedSignupStep(business)).toBe(3);
    expect(signupResumePath(business)).toBe('/signup-page-three/v1');
  });
});
