// The Earnings panel's months (docs/product.md, Earnings): calendar months in UTC, like the order
// dates, so the api, the fake backend and the panel agree on where a payment falls.

/** What buyers still owe is shown for this month and the five after it: every instalment still owed falls in them. */
export const OWED_MONTHS = 6;
/** Order value is shown for the last 12 months, this month last. */
export const VALUE_MONTHS = 12;

/** 'YYYY-MM' of the month `offset` months from the UTC month of `day`. */
export function monthKey(day: Date, offset = 0): string {
  const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + offset, 1));
  return first.toISOString().slice(0, 7);
}

/** The months the Earnings figures cover on `today`: owed (this month on) and value (oldest first). */
export function earningsMonths(today: Date): { owed: string[]; value: string[] } {
  return {
    owed: Array.from({ length: OWED_MONTHS }, (_, n) => monthKey(today, n)),
    value: Array.from({ length: VALUE_MONTHS }, (_, n) => monthKey(today, n - VALUE_MONTHS + 1)),
  };
}
