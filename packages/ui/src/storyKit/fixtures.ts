import { saveLogin } from '@sika/api-client';
import { aVendor, openMockSession } from '@sika/api-client/mocks';
import { STORAGE_KEYS } from '@sika/domain';
import type { Vendor } from '@sika/api-client';

/**
 * The route a screen is mounted at, and the address the story opens, optionally with location
 * state (see .storybook/preview.tsx).
 */
export const openedAt = (path: string, initialEntry: string | { pathname: string; state?: unknown } = path) => ({
  route: { path, initialEntry },
});

/** A vendor who has just finished step one: signed in, every business and payout field empty. */
export const newVendor = (overrides: Partial<Vendor> = {}) =>
  aVendor({
    BusinessName: '',
    BusinessCategory: '',
    BusinessAddress: '',
    mobile: '',
    momo_mobile_name: '',
    momo_mobile: '',
    registrationCompleted: false,
    isVerified: false,
    ...overrides,
  });

/** Before the page loads: a login a previous visit left in storage (token, vendor, vdmail, vid, persist). */
export const storeLogin = (vendor?: Vendor) => saveLogin(openMockSession(vendor));

/** Before the page loads: the access token a registration leaves, and nothing else. */
export const storeToken = (vendor: Vendor) =>
  localStorage.setItem(STORAGE_KEYS.accessToken, openMockSession(vendor).accessToken);
