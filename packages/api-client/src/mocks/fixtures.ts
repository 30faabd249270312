import type { LoginResponse, Vendor } from '../generated/sikaApi.ts';

/** Fixture factories typed from the contract: override only what a story or test cares about. */
export function aVendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    _id: 'b6f1c0de-0000-4000-8000-000000000001',
    email: 'demo@sika.test',
    BusinessName: 'Adwoa Fabrics',
    BusinessCategory: 'Fashion and wears',
    BusinessAddress: '12 Oxford Street, Osu, Accra',
    mobile: '0244000001',
    momo_mobile_name: 'Adwoa Mensah',
    momo_mobile: '0244000002',
    registrationCompleted: true,
    isVerified: true,
    ...overrides,
  };
}

/** A JWT-shaped token; the fake backend never checks signatures. */
export const aToken = (label = 'demo') => `mock.${label}.${Date.now().toString(36)}`;

export function aLoginResponse(vendor: Vendor = aVendor()): LoginResponse {
  return { accessToken: aToken(), id: vendor._id, email: vendor.email, vendor };
}
