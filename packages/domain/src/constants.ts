// Business constants of the vendor portal. Every number comes from the spec; the section is cited per group.

// Spec 4 and 9: product, vendor and order lists poll every 15 s.
export const POLLING_INTERVAL_MS = 15000;

// Spec 1 and 9: toasts close after 5 s.
export const TOAST_AUTO_CLOSE_MS = 5000;

// Spec 8 and 9: the spinner is cleared 2 s after an upload or an edit succeeds or fails.
export const SPINNER_CLEAR_DELAY_MS = 2000;

// Spec 4 and 9: API cache timings (reset after logout, subscription batching, unused data lifetime).
export const LOGOUT_CACHE_RESET_MS = 1000;
export const KEEP_UNUSED_DATA_FOR_S = 60;
export const SUBSCRIPTION_BATCH_MS = 500;

// Spec 2 (edit product) and 9: delete-confirmation modal transitions.
export const MODAL_TRANSITION_MS = 300;
export const MODAL_BACKDROP_TRANSITION_MS = 150;

// Spec 5 and 9: product form and image limits.
export const DESCRIPTION_MAX_LENGTH = 100;
export const IMAGE_PREVIEW_SIZE_PX = 200;
export const MAX_IMAGES_PER_PRODUCT = 1;

// Not in the spec: what the portal accepts from the phone (before compression), and what it sends.
// A phone photo is resized and re-compressed in the browser to at most 300 KB and 1600 px.
export const IMAGE_SOURCE_MAX_BYTES = 25_000_000;
export const IMAGE_UPLOAD_MAX_BYTES = 300_000;
export const IMAGE_UPLOAD_MAX_EDGE_PX = 1600;

// Spec 2 (approval page) and 9: verification is promised within 24 hours.
export const VERIFICATION_PROMISE_HOURS = 24;

// Not in the spec: a rule added on purpose for new passwords (sign-up, reset, edit vendor).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// Spec 3: local browser storage keys, kept as the original names so existing sessions keep working.
export const STORAGE_KEYS = {
  accessToken: 'vendor_tkn',
  vendor: 'vendor',
  vendorEmail: 'vdmail',
  vendorId: 'vid',
  productKey: 'productKey',
  persist: 'persist',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
