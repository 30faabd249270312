import { describe, expect, test } from 'vitest';
import { failedTestNames, flakyTestNames } from './failed-tests.ts';

const esc = '\u001b';

describe('failedTestNames', () => {
  test('names a story whose screenshot did not match, from vitest in colour', () => {
    const output = [
      ' ✓ |stories| packages/ui/src/screens/Login/Login.stories.tsx (9 tests) 4210ms',
      `${esc}[31m⎯⎯⎯ Failed Tests 1 ⎯⎯⎯${esc}[39m`,
      '',
      `${esc}[41m${esc}[1m FAIL ${esc}[22m${esc}[49m ${esc}[30m${esc}[45m stories ${esc}[49m${esc}[39m packages/ui/src/screens/Orders/Orders.stories.tsx${esc}[2m > ${esc}[22mOther Vendor Sees None`,
      'Error: Screenshot does not match the stored reference.',
      '245 pixels (ratio 0.01) differ.',
      ' Test Files  1 failed | 68 passed (69)',
    ].join('\n');
    expect(failedTestNames(output)).toEqual([
      'stories packages/ui/src/screens/Orders/Orders.stories.tsx > Other Vendor Sees None',
    ]);
  });

  test('names vitest failures without colour, each once', () => {
    const line = ' FAIL  |api| test/orders.test.ts > orders > refuses a negative quantity';
    expect(failedTestNames([line, 'AssertionError: expected 500 to be 400', line].join('\n'))).toEqual([
      '|api| test/orders.test.ts > orders > refuses a negative quantity',
    ]);
  });

  test("names the journeys under Playwright's failed count, and nothing after it", () => {
    const output = [
      '  ✘  3 [chromium] › tests/login.spec.ts:12:3 › Login › signs in (5.1s)',
      '',
      '  2 failed',
      '    [chromium] › tests/login.spec.ts:12:3 › Login › signs in ──────────',
      '    [chromium] › tests/orders.spec.ts:40:5 › Your Orders › pages past 500 @postgres ─────',
      '  41 passed (3.2m)',
      '    [chromium] › tests/not-a-failure.spec.ts:1:1 › listed elsewhere',
    ].join('\n');
    expect(failedTestNames(output)).toEqual([
      'tests/login.spec.ts:12:3 › Login › signs in',
      'tests/orders.spec.ts:40:5 › Your Orders › pages past 500 @postgres',
    ]);
  });

  test('names nothing in a passing run', () => {
    expect(failedTestNames(' Test Files  69 passed (69)\n      Tests  902 passed (902)\n  41 passed (3.2m)')).toEqual(
      [],
    );
  });

  test('names the journeys that passed on a second try apart from the failed ones', () => {
    const output = [
      '  1 failed',
      '    [chromium] › tests/login.spec.ts:12:3 › Login › signs in ──────────',
      '  1 flaky',
      '    [chromium] › tests/push.spec.ts:91:1 › a ping reaches the endpoint @push ─────',
      '  41 passed (3.2m)',
    ].join('\n');
    expect(failedTestNames(output)).toEqual(['tests/login.spec.ts:12:3 › Login › signs in']);
    expect(flakyTestNames(output)).toEqual(['tests/push.spec.ts:91:1 › a ping reaches the endpoint @push']);
  });
});
