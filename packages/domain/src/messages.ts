// Every user-facing string, grouped by screen. Texts the original product showed (docs/product.md
// quotes them) are kept exactly as written, spelling and spacing included; the others are marked
// "not in the spec" (the original product did not show them).

import {
  somethingWentWrongExclaimed,
  somethingWentWrongUnmarked,
  somethingWentWrongEllipsis,
  passwordLength,
  orList,
  phones,
} from './messages/common.ts';

// Texts of screens that load on demand live in messages/<group>.ts (exported by index.ts): a page
// downloads only its own.

/** The dashboard's panels as its menus name them, in the order of docs/product.md, The dashboard. */
const panelNames = {
  allProducts: 'All Products',
  addProducts: 'Add New Products',
  // 'Your Orders', as in both menus and the panel's heading: one name for one panel.
  orders: 'Your Orders',
  profile: 'Profile',
  earnings: 'Earnings', // not in the spec: after the spec's entries
  payouts: 'Payouts', // not in the spec: after Earnings
  team: 'Team', // not in the spec: the owner's alone, last
} as const;

export const messages = {
  // The vendor pages' names and ways back: their placeholders show them before the page's own code
  // (and messages/<page>.ts) arrive.
  vendorPages: {
    orderDetails: {
      heading: 'Order details', // not in the spec
      backToOrders: 'Back to your orders',
      loading: 'Loading...',
    },
    editProduct: {
      heading: 'Edit product', // not in the spec
      backToProducts: 'Back to your products',
    },
    editVendor: {
      heading: 'Edit profile', // not in the spec
      backToProfile: 'Back to your profile',
    },
  },

  generic: {
    // The keys are the original names (they ship unminified); the constants say each spelling.
    somethingWentWrong: somethingWentWrongExclaimed,
    somethingWentWrongEllipsis,
    somethingWentWrongPlain: somethingWentWrongUnmarked,
    loading: 'Loading...',
    tryAgain: 'Try again', // not in the spec
    backToLogin: 'Back to login', // not in the spec
    closeMessage: 'Close message', // not in the spec: a plain toast's close button (Toasts)
  },

  // Not in the spec: an address that leads nowhere.
  notFound: {
    heading: 'Page not found',
    body: 'This address does not lead anywhere in the vendor portal.',
    loginLink: 'Go to login',
  },

  // Not in the spec: the text of transport errors (docs/product.md, Error messages), said so a
  // vendor knows what to do instead of the browser's 'TypeError: Failed to fetch'.
  network: {
    unreachable: 'Could not reach Sika. Check your internet connection and try again.',
    timeout: 'Sika took too long to answer. Please try again.',
  },

  footer: (year: number, brand: string) => `© ${year}, powered by ${brand}.`,

  session: {
    expired: 'Your login has expired.',
    loginAgain: 'Please login again',
  },

  logout: { failed: somethingWentWrongExclaimed },

  passwordLength,

  phones,

  dashboard: {
    /** Before the vendor's name is known (the record loading, the prerendered frame): no 'Welcome, !'. */
    greeting: (businessName: string) => (businessName ? `Welcome, ${businessName}!` : 'Welcome!'),
    brandLink: 'Go to the dashboard', // not in the spec: accessible name of the brand image link
    openMenu: 'Open menu', // not in the spec
    closeMenu: 'Close menu', // not in the spec
    // Not in the spec: landmark names.
    sideMenuLabel: 'Dashboard',
    hamburgerLabel: 'Dashboard menu',
    // Not in the spec: the pages reached from a panel (Edit product, Edit vendor, Order details).
    back: 'Back',
    /** Announced while a page's content is on its way (its placeholder is shaped like it). */
    loadingPage: (page: string) => `Loading ${page}`,
    // The dashboard's menus (the hamburger's and the left one) name the panels alike; each lists
    // them in its own order (ui, VendorFrame/navigation.ts). Logout ends the hamburger menu.
    menu: { ...panelNames, logout: 'Logout' },
    sideMenu: panelNames,
    /** Your Orders' name in both menus while orders wait to be shipped (the number shows beside it). */
    menuToShip: (entry: string, orders: number) => `${entry}, ${orders} to ship`,
  },

  // File-drop rejections (docs/product.md, Error messages), worded like the drop zone's own messages.
  fileRejections: {
    // The original named the picker's accept pattern ('image/*'); this names the types as a vendor knows them.
    fileType: (names: readonly string[]) => `File type must be ${orList(names)}.`,
    tooLarge: (maxBytes: number) => `File is larger than ${maxBytes} bytes`,
    tooSmall: (minBytes: number) => `File is smaller than ${minBytes} bytes`,
    tooMany: 'Too many files',
  },
} as const;

export type Messages = typeof messages;
