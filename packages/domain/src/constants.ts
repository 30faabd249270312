// Business constants of the vendor portal, listed in docs/product.md, Limits and timings.

// Product, vendor and order lists poll every 15 s (docs/product.md, Polling and freshness).
export const POLLING_INTERVAL_MS = 15000;

// Toasts close after 5 s (docs/product.md, Toasts).
export const TOAST_AUTO_CLOSE_MS = 5000;

// The spinner is cleared 2 s after an upload's answer, whatever it was, and 2 s after a product
// edit or delete fails (a success moves on at once).
export const SPINNER_CLEAR_DELAY_MS = 2000;

// API cache timings: reset after logout, unused data lifetime.
export const LOGOUT_CACHE_RESET_MS = 1000;
export const KEEP_UNUSED_DATA_FOR_S = 60;

// Delete-confirmation modal transitions (docs/product.md, Edit product).
export const MODAL_TRANSITION_MS = 300;
export const MODAL_BACKDROP_TRANSITION_MS = 150;

// Product form and image limits: a description of at most 100 characters, one image, a 200 px preview.
export const DESCRIPTION_MAX_LENGTH = 100;
export const IMAGE_PREVIEW_SIZE_PX = 200;
export const MAX_IMAGES_PER_PRODUCT = 1;

// What the portal accepts from the phone (before compression), and what it sends.
// A phone photo is resized and re-compressed in the browser to at most 300 KB and 1600 px.
export const IMAGE_SOURCE_MAX_BYTES = 25_000_000;
export const IMAGE_UPLOAD_MAX_BYTES = 300_000;
export const IMAGE_UPLOAD_MAX_EDGE_PX = 1600;

// The picture types the portal takes (MIME type and file extensions): those the api keeps that a
// phone's browser can also decode, since it compresses the photo before sending. HEIC is left out
// on purpose: an iPhone converts it to JPEG when JPEG is what the page asks for.
export const PRODUCT_IMAGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'image/avif': ['.avif'],
};
/** The same types as a vendor names them, for the sentence that refuses any other. */
export const PRODUCT_IMAGE_TYPE_NAMES: readonly string[] = ['JPEG', 'PNG', 'WebP', 'GIF', 'AVIF'];

// Verification is promised within 24 hours (docs/product.md, Waiting for approval).
export const VERIFICATION_PROMISE_HOURS = 24;

/** An order still Approved this long after it was placed reminds its vendor, once, to ship it. */
export const SHIP_REMINDER_HOURS = 48;

// A rule added on purpose for new passwords (sign-up, reset, edit vendor): docs/product.md,
// Deliberate departures from the original product.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// Local browser storage keys, kept as the original names so existing sessions keep working
// (docs/product.md, Sessions and storage keys).
export const STORAGE_KEYS = {
  accessToken: 'vendor_tkn',
  vendor: 'vendor',
  vendorEmail: 'vdmail',
  vendorId: 'vid',
  productKey: 'productKey',
  persist: 'persist',
  // Not in the original product: the signed-in person's role in the shop (docs/product.md, Team).
  role: 'vrole',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
