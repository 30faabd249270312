import type { PollFigure } from './wire.ts';

/**
 * The goals `pnpm bench` holds the portal to, in one place: the console output and the table it
 * writes into docs/performance.md both read them. No I/O here, so the table's test can load it.
 */
export const GOALS = {
  /** First-load JavaScript (gzip) per route, as a multiple of the library floor. */
  javascriptToFloor: { '/': 0.9, '/vendor-main-page': 1.1 } as Record<string, number>,
  lighthouse: {
    '/': { score: 98, lcpMs: 1200, cls: 0 },
    '/vendor-main-page': { score: 95, lcpMs: 2000, cls: 0 },
  } as Record<string, { score: number; lcpMs: number; cls: number }>,
  /** An idle dashboard for one visible hour, both directions, over HTTP/1.1 and over HTTP/2. */
  idleVisibleHourBytes: 200_000,
  /** An idle dashboard for one hidden hour. */
  idleHiddenHourBytes: 0,
  /** The api at scale: requests a second as a share of hello-world's, and p99. */
  apiShareOfHelloWorld: 0.4,
  apiP99Ms: 25,
  /** Sign-in by phone number, median, as a multiple of sign-in by e-mail in the same run. */
  signInPhoneToEmail: 1.1,
  /** Activity's first page, p99, as a multiple of the orders list's p99 in the same run. */
  activityP99ToOrdersList: 1,
  /** All Products' first screen, JSON and images. */
  firstScreenBytes: 400_000,
  /** A 4 MB phone photo, as sent. */
  photoSentBytes: 300_000,
  /** Earnings of a vendor with 10,000 orders, median and p99, as a multiple of the orders list's first page. */
  earningsToOrdersList: 2,
  /** The installable app: a first visit with the service worker, as a multiple of the same visit without one. */
  pwaFirstVisitRatio: 1.1,
  /** The installable app: a repeat visit of the dashboard with nothing changed, every byte of the connections. */
  pwaRepeatVisitBytes: 5_000,
};

/** The api's goal is for what dashboards send; the LIST_CACHE_MB=0 cases show the cold path. */
export const apiCaseHasGoal = (label: string) => !label.includes('LIST_CACHE_MB=0');

export const POLLS_PER_HOUR = 3600 / 15;

/** The lists the idle dashboard shows (the gate's vendor record and All Products). */
export const ON_THE_DASHBOARD: ReadonlyArray<PollFigure['list']> = ['vendors', 'products'];

/** What an hour would cost if every 15 s the lists on the dashboard came back whole. */
export const wholeListsHourBytes = (polls: readonly PollFigure[]) =>
  polls
    .filter((poll) => ON_THE_DASHBOARD.includes(poll.list))
    .reduce((sum, poll) => sum + poll.full * POLLS_PER_HOUR, 0);
