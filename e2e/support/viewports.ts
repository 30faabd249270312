// The widths the journeys are walked at, and the describe that walks a set of journeys at each.
// Playwright's own `test` makes the describe: a describe and its `test.use` hold for the journeys
// inside whichever `test` they come from (support/test.ts's or Playwright's).
import { test, type TestDetails } from '@playwright/test';

/** A mid-range Android phone: 360 px, the narrowest the portal is laid out for. */
export const PHONE = { name: 'phone (360 px)', width: 360, height: 800 } as const;
export const DESKTOP = { name: 'desktop', width: 1280, height: 900 } as const;

/**
 * The two widths every journey is walked at: a phone and a desktop. A phone is anything under the
 * tablet breakpoint (768 px).
 */
export const PHONE_AND_DESKTOP = [PHONE, DESKTOP] as const;

export type Viewport = (typeof PHONE_AND_DESKTOP)[number];

/** The describe `on a ${viewport.name}` at that viewport's size, holding the journeys `body` declares. */
function describeAt(viewport: Viewport, details: TestDetails, body: (viewport: Viewport) => void): void {
  test.describe(`on a ${viewport.name}`, details, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    body(viewport);
  });
}

/**
 * The journeys `body` declares, walked at one viewport: in a describe `on a ${viewport.name}` (the
 * describe's title is part of each journey's title, by which CI and its retries know a journey).
 */
export function onViewport(viewport: Viewport, body: (viewport: Viewport) => void): void {
  describeAt(viewport, {}, body);
}

/**
 * The journeys `body` declares, walked on a phone and on a desktop, each in a describe
 * `on a ${viewport.name}` (see `onViewport`). `details` go to both describes (e.g.
 * `{ tag: '@money' }`); given as a function, each viewport's are its answer.
 */
export function onPhoneAndDesktop(body: (viewport: Viewport) => void): void;
export function onPhoneAndDesktop(
  details: TestDetails | ((viewport: Viewport) => TestDetails),
  body: (viewport: Viewport) => void,
): void;
export function onPhoneAndDesktop(
  ...args:
    | [body: (viewport: Viewport) => void]
    | [details: TestDetails | ((viewport: Viewport) => TestDetails), body: (viewport: Viewport) => void]
): void {
  const [details, body] = args.length === 1 ? [{}, args[0]] : args;
  for (const viewport of PHONE_AND_DESKTOP) {
    describeAt(viewport, typeof details === 'function' ? details(viewport) : details, body);
  }
}
