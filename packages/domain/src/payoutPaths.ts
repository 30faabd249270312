// The Payouts panel's own addresses, in a module of their own (not `paths`): the first page never
// links to a payout, so its code does not carry them.

/** The query parameter of the Payouts panel that names the payout whose breakdown is open. */
export const PAYOUT_PARAM = 'payout';

/** One payout's breakdown, in the Payouts panel (the payout's id in the address, so a reload keeps it). */
export const payoutDetailsPath = (id: string) => `/vendor-main-page?panel=payouts&${PAYOUT_PARAM}=${id}`;
