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
/** The same for journeys that failed and then passed when run again (CI's retry): `  1 flaky`. */
const PLAYWRIGHT_FLAKY_COUNT = /^\s*\d+ flaky\s*$/;
const PLAYWRIGHT_LISTED = /^\s+\[[^\]]+\] › (.+?)\s*─*\s*$/;

const lines = (output: string) => output.replace(ANSI, '').split(/\r?\n/);

/** The journeys Playwright lists under the count line `count` matches, once each. */
function playwrightListed(output: string, count: RegExp): string[] {
  const names = new Set<string>();
  let inList = false;
  for (const line of lines(output)) {
    if (count.test(line)) {
      inList = true;
      continue;
    }
    const listed = inList ? PLAYWRIGHT_LISTED.exec(line) : null;
    if (listed) names.add(listed[1]!);
    else inList = false;
  }
  return [...names];
}

/** Every failed test or story named in `output`, once each, in the order the output names them. */
export function failedTestNames(output: string): string[] {
  const names = new Set<string>();
  for (const line of lines(output)) {
    const vitest = VITEST_FAILURE.exec(line);
    if (vitest) names.add(vitest[1]!.replace(/\s{2,}/g, ' '));
  }
  for (const name of playwrightListed(output, PLAYWRIGHT_FAILED_COUNT)) names.add(name);
  return [...names];
}

/** The journeys that failed once and passed when run again: worth a look, though the run passed. */
export function flakyTestNames(output: string): string[] {
  return playwrightListed(output, PLAYWRIGHT_FLAKY_COUNT);
}
