// The names of four dashboard panels (docs/product.md, The dashboard), alone in their module like
// productImportHeading.ts: the dashboard's title and its loading placeholder name every panel, and
// the panels' other texts stay out of the dashboard's first load.

/** Add Product Images: the panel's heading and the page's title. */
export const imageUploadHeading = 'Add Product Images';
/** Profile: the panel's heading and the page's title. */
export const profileHeading = 'Account Overview';
/** Earnings: the panel's heading and the page's title. */
export const earningsHeading = 'Earnings';
/** Activity (not in the spec; no menu entry, reached from Team): the panel's heading and the page's title. */
export const activityHeading = 'Activity';
