// The names of what failed in a test step's output, for the last lines of `pnpm test` (scripts/test.ts):
// a CI log is often read from its tail, where the failures of a long run are no longer in sight.
// It reads the summaries the runners print at their end: vitest's `FAIL <project> <file> > <test>`
// lines (a story's screenshot mismatch is one of them) and Playwright's list under `N failed`.

/** Terminal colours and styles, which runners write when they think they print to a terminal. */
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** vitest: ` FAIL  |stories| packages/ui/src/.../Login.stories.tsx > Server Error`. */
const VITEST_FAILURE = /^\s*FAIL\s+(.+ > .+?)\s*$/;
/** Playwright's summary: `  1 failed`, then `    [chromium] › tests/login.spec.ts:12:3 › Login › signs in ───`. */
const PLAYWRIGHT_FAILED_COUNT = /^\s*\d+ failed\s*$/;
const PLAYWRIGHT_FAILURE = /^\s+\[[^\]]+\] › (.+?)\s*─*\s*$/;

/** Every failed test or story named in `output`, once each, in the order the output names them. */
export function failedTestNames(output: string): string[] {
  const names = new Set<string>();
  let inPlaywrightList = false;
  for (const line of output.replace(ANSI, '').split(/\r?\n/)) {
    const vitest = VITEST_FAILURE.exec(line);
    if (vitest) names.add(vitest[1]!.replace(/\s{2,}/g, ' '));
    if (PLAYWRIGHT_FAILED_COUNT.test(line)) {
      inPlaywrightList = true;
      continue;
    }
    const playwright = inPlaywrightList ? PLAYWRIGHT_FAILURE.exec(line) : null;
    if (playwright) names.add(playwright[1]!);
    else inPlaywrightList = false;
  }
  return [...names];
}
