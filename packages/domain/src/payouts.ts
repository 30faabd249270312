// Payouts (docs/product.md, The ledger): when the next one is due, and how a reference is searched.

/** How often vendors are paid out: every day, every Monday, or on the 1st of each month (UTC). */
export const PAYOUT_SCHEDULES = ['daily', 'weekly', 'monthly'] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

/** The UTC day (YYYY-MM-DD) of the next payout after `today` (YYYY-MM-DD) on `schedule`. */
export function nextPayoutDay(today: string, schedule: PayoutSchedule): string {
  const day = new Date(`${today}T00:00:00Z`);
  if (schedule === 'daily') day.setUTCDate(day.getUTCDate() + 1);
  else if (schedule === 'weekly') day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
  else day.setUTCMonth(day.getUTCMonth() + 1, 1);
  return day.toISOString().slice(0, 10);
}

/** The longest reference search Payouts sends (the contract's `q` of getPayouts). */
export const PAYOUT_SEARCH_MOST = 40;

/**
 * How many late instalments Payouts lists at first, and adds each time the vendor asks for more
 * (the contract's `lateMost` of getPayouts, 1 to LATE_MOST): a vendor with thousands late reads
 * the oldest without downloading them all.
 */
export const LATE_PAGE = 20;
/** The most late instalments one answer lists. */
export const LATE_MOST = 500;

/**
 * A payout reference as typed or copied from the MoMo SMS ('SIKA-PO-2026-000123', 'sika po
 * 2026 000123', '000123'), reduced to what is compared: its letters and digits, upper-cased.
 */
export function payoutReferenceKey(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
