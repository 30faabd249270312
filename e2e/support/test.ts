// The `test` every journey imports: Playwright's, with each browser context watched for Content
// Security Policy violations (docs/security.md, The browser: no screen causes one). A violation on
// any page of any journey fails that journey, so every screen a journey reaches is checked, not
// only those a dedicated walk visits.
import { test as base, type BrowserContext } from '@playwright/test';

// Everything else as Playwright has it; `test` below takes the place of its own.
export * from '@playwright/test';

/** What the page says of a violation (Chromium also logs each one to the console). */
const CSP_CONSOLE = /Content.Security.Policy/i;

/**
 * Records every CSP violation of the context's pages in `seen`: the `securitypolicyviolation`
 * event of each document, and the browser's console report of it.
 */
async function watchCsp(context: BrowserContext, seen: string[]): Promise<void> {
  await context.exposeBinding('__sikaCspViolation', ({ page }, text: string) =>
    seen.push(`${page?.url() ?? '?'}: ${text}`),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __sikaCspViolation?: (text: string) => void }).__sikaCspViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });
  context.on('console', (message) => {
    if (CSP_CONSOLE.test(message.text())) seen.push(`console: ${message.text()}`);
  });
}

/** The violations of the journey running now (one worker runs one journey at a time). */
let current: string[] = [];

/** The violations seen so far in this journey (to check mid-journey, nearer the cause). */
export const cspViolations = (): readonly string[] => current;

/** Watches a context a journey makes itself (`browser.newContext()`) like the fixture's own. */
export async function watchContext<Context extends BrowserContext>(context: Context): Promise<Context> {
  await watchCsp(context, current);
  return context;
}

export const test = base.extend<{ cspCheck: void }>({
  // Every journey, whatever fixtures it uses: after it, any violation on any of its pages fails it.
  cspCheck: [
    async ({ baseURL: _baseURL }, use) => {
      const seen: string[] = [];
      current = seen;
      await use();
      base.expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, cspCheck: _cspCheck }, use) => {
    await watchCsp(context, current);
    await use(context);
  },
});
