// A shop's Activity (docs/product.md, Activity): one record per write anyone of the shop makes and
// per sign-in from a device not seen before. The api files each write under a kind by its
// operationId (ACTIVITY_ACTIONS below); the owner's panel filters by kind and says each in words.
// The e-mails the portal asks the api to send (welcome, new product) change nothing: not recorded,
// or each product added would show twice.

export const ACTIVITY_KINDS = ['product', 'order', 'refund', 'payoutNumber', 'team', 'shop', 'signIn'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** How long a record is kept; no operation deletes one sooner (docs/security.md, What is kept). */
export const ACTIVITY_KEEP_DAYS = 400;

/** How many records a page of the Activity panel asks for. */
export const ACTIVITY_PAGE_SIZE = 50;

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  product: 'Products',
  order: 'Order actions',
  refund: 'Refunds',
  payoutNumber: 'Payout number',
  team: 'Team',
  shop: 'Shop details',
  signIn: 'Sign-ins',
};

/**
 * Every write of the contract a person of a shop can make, the kind it is filed under and what the
 * panel says of it (a forgotten password's reset and an e-mail change's confirmation included: they
 * come from a link, not a signed-in page). `login` stands for a sign-in from a new device; `updateVendor` is filed under
 * payoutNumber instead of shop when it changed the payout number (its record keeps both numbers).
 */
export const ACTIVITY_ACTIONS = {
  createProduct: { kind: 'product', says: 'Added a product' },
  updateProduct: { kind: 'product', says: 'Changed a product' },
  deleteProduct: { kind: 'product', says: 'Deleted a product' },
  importProducts: { kind: 'product', says: 'Imported products' },
  uploadProductImage: { kind: 'product', says: 'Added a product picture' },
  deleteProductImage: { kind: 'product', says: 'Removed a product picture' },
  shipOrder: { kind: 'order', says: 'Shipped an order' },
  deliverOrder: { kind: 'order', says: 'Delivered an order' },
  handOverOrder: { kind: 'order', says: 'Handed over an order with a photo' },
  cancelOrder: { kind: 'refund', says: 'Cancelled an order' },
  returnOrder: { kind: 'refund', says: 'Took back an order' },
  updateVendor: { kind: 'shop', says: 'Changed the shop’s details' },
  deleteVendor: { kind: 'shop', says: 'Deleted the account' },
  subscribePush: { kind: 'shop', says: 'Turned on order pings on a device' },
  unsubscribePush: { kind: 'shop', says: 'Turned off order pings on a device' },
  invitePerson: { kind: 'team', says: 'Invited a person' },
  acceptInvite: { kind: 'team', says: 'Joined the team' },
  changePersonRole: { kind: 'team', says: 'Changed a person’s role' },
  removePerson: { kind: 'team', says: 'Removed a person' },
  handOverShop: { kind: 'team', says: 'Handed the shop over' },
  login: { kind: 'signIn', says: 'Signed in on a new device' },
  resetVendorPassword: { kind: 'signIn', says: 'Chose a new password with the e-mailed link' },
  resetPasswordWithCode: { kind: 'signIn', says: 'Chose a new password with a texted code' },
  confirmEmail: { kind: 'shop', says: 'Confirmed a new e-mail address' },
} as const satisfies Record<string, { kind: ActivityKind; says: string }>;

export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

/** What the panel says of a payout number change (its record has the number before and after). */
export const PAYOUT_NUMBER_CHANGED = 'Changed the payout number';

/** What the panel says a record did, in words; an action it does not know is named as it is. */
export function activitySays(action: string, kind: ActivityKind): string {
  if (kind === 'payoutNumber') return PAYOUT_NUMBER_CHANGED;
  return action in ACTIVITY_ACTIONS ? ACTIVITY_ACTIONS[action as ActivityAction].says : action;
}

export const isActivityAction = (operationId: string): operationId is ActivityAction =>
  Object.hasOwn(ACTIVITY_ACTIONS, operationId);
