// Dates as the portal shows them: in UTC, so an order placed late in the evening reads the same day
// on every phone and in every screenshot, and the schedule's months match the api's (orderSchedule).

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const parsed = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '2 Mar 2026'; '' for a text that is not a date. */
export function formatDay(iso: string): string {
  const date = parsed(iso);
  return date ? day.format(date) : '';
}

/** 'March 2026'; '' for a text that is not a date. */
export function formatMonth(iso: string): string {
  const date = parsed(iso);
  return date ? month.format(date) : '';
}

/** '2026-03-02' (for file names and CSV cells); '' for a text that is not a date. */
export function isoDay(iso: string): string {
  const date = parsed(iso);
  return date ? date.toISOString().slice(0, 10) : '';
}

/** Made on first use: most pages never show a moment, and the first load stays as it was. */
let moment: Intl.DateTimeFormat | undefined;
const momentFormat = () =>
  (moment ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }));

/** '2 Mar 2026, 14:05 UTC' (a timeline entry); '' for a text that is not a date. */
export function formatMoment(iso: string): string {
  const date = parsed(iso);
  return date ? `${momentFormat().format(date)} UTC` : '';
}
