// The portal's routes (docs/product.md, Screens), the one place a path is written. Builders take the ids the
// server issued (and route patterns such as ':id'), so they are not encoded here.

/** The query parameter of the picture step that names its product. */
export const PICTURE_PRODUCT_PARAM = 'product';

export const paths = {
  login: '/',
  signupOne: '/signup-page-one',
  /** Another place in the product links here; the route table redirects it to signupOne. */
  signupOneAlias: '/signup-one',
  signupTwo: (id: string) => `/signup-page-two/${id}`,
  signupThree: (id: string) => `/signup-page-three/${id}`,
  incompleteRegistration: '/incomplete-reg',
  vendorApproval: '/vendor-approval-page',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${token}`,
  /** The link mailed to a new e-mail address: the change waits for it. */
  confirmEmail: (token: string) => `/confirm-email/${token}`,
  /** The invitation link sent by SMS or e-mail: the invitee chooses their password there (docs/product.md, Team). */
  joinTeam: (token: string) => `/join/${token}`,
  dashboard: '/vendor-main-page',
  /** One panel of the dashboard (?panel=orders, ...): DASHBOARD_PANELS below. */
  dashboardPanel: (panel: DashboardPanel) => `/vendor-main-page?panel=${encodeURIComponent(panel)}`,
  /**
   * The picture step for one product (Add Product Images): the product's id is in the address, so
   * a reload, a bookmark or a card's 'Add a picture' link opens the step for that product.
   */
  productPicture: (id: string) => `/vendor-main-page?panel=images&${PICTURE_PRODUCT_PARAM}=${id}`,
  editProduct: (id: string) => `/edit-product/${id}`,
  editVendor: (id: string) => `/edit-vendor/${id}`,
  orderDetails: (id: string) => `/order-details/${id}`,
} as const;

/** The dashboard's views: products / add product / add images / profile / orders, earnings, import (from CSV), payouts and team. */
export const DASHBOARD_PANELS = [
  'products',
  'add',
  'images',
  'orders',
  'profile',
  'earnings',
  'import',
  'payouts',
  'team',
  'activity',
] as const;
export type DashboardPanel = (typeof DASHBOARD_PANELS)[number];

/**
 * The dashboard's panel at a location's query (?panel=...): All Products when there is none or it
 * names no panel. The dashboard, its prefetch and its page's early requests all read it here.
 */
export function dashboardPanelOf(search: { get(name: string): string | null }): DashboardPanel {
  const value = search.get('panel');
  return DASHBOARD_PANELS.find((panel) => panel === value) ?? 'products';
}

/** The product the picture step is for, from a location's query (?product=...); null when none is named. */
export function pictureProductOf(search: { get(name: string): string | null }): string | null {
  return search.get(PICTURE_PRODUCT_PARAM)?.trim() || null;
}

/**
 * A location to come back to after logging in, taken only if it is a path of this app: one leading
 * slash (not `//host` or `/\host`, which browsers read as another origin) and no scheme.
 */
export function inAppPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null;
  if (candidate.startsWith('//') || candidate.startsWith('/\\') || /[\s\\]/.test(candidate)) return null;
  return candidate;
}

/** The location state a page passes to the login route to be brought back to afterwards. */
export type ReturnToState = { returnTo?: string };
