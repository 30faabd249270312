import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('constants', () => {
  it('hold the numbers of docs/product.md', () => {
    expect(c.POLLING_INTERVAL_MS).toBe(15000);
    expect(c.TOAST_AUTO_CLOSE_MS).toBe(5000);
    expect(c.SPINNER_CLEAR_DELAY_MS).toBe(2000);
    expect(c.LOGOUT_CACHE_RESET_MS).toBe(1000);
    expect(c.KEEP_UNUSED_DATA_FOR_S).toBe(60);
    expect(c.MODAL_TRANSITION_MS).toBe(300);
    expect(c.MODAL_BACKDROP_TRANSITION_MS).toBe(150);
    expect(c.DESCRIPTION_MAX_LENGTH).toBe(100);
    expect(c.IMAGE_PREVIEW_SIZE_PX).toBe(200);
    expect(c.MAX_IMAGES_PER_PRODUCT).toBe(1);
    expect(c.VERIFICATION_PROMISE_HOURS).toBe(24);
    expect(c.PASSWORD_MIN_LENGTH).toBe(8);
    expect(c.PASSWORD_MAX_LENGTH).toBe(128);
  });

  it('keep the original storage keys', () => {
    expect(c.STORAGE_KEYS).toEqual({
      accessToken: 'vendor_tkn',
      vendor: 'vendor',
      vendorEmail: 'vdmail',
      vendorId: 'vid',
      productKey: 'productKey',
      persist: 'persist',
      role: 'vrole',
    });
  });
});
