import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '../scripts/chromium.ts';
import { BASELINE_RECORD, chromiumMajor, type BaselineRecord } from './screenshotComparison.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Every baseline set's record: its folder and the Chromium major version that made it. */
export function baselineRecords(under = path.join(root, 'packages/ui/src')): { folder: string; chromium: number }[] {
  const found: { folder: string; chromium: number }[] = [];
  for (const entry of readdirSync(under, { withFileTypes: true, recursive: true })) {
    if (entry.name !== BASELINE_RECORD || path.basename(path.dirname(entry.parentPath)) !== '__screenshots__') continue;
    const record = JSON.parse(readFileSync(path.join(entry.parentPath, entry.name), 'utf8')) as BaselineRecord;
    found.push({ folder: path.relative(root, entry.parentPath), chromium: record.chromium });
  }
  return found;
}

/** The Chromium major version the stories run in (`chromium --version`); 0 when it cannot tell. */
export function runningChromium(): number {
  const browser = chromiumPath();
  if (!browser) return 0;
  try {
    return chromiumMajor(execFileSync(browser, ['--version'], { encoding: 'utf8' }).replace(/^Chromium /, 'Chromium/'));
  } catch {
    return 0;
  }
}

/**
 * The stories project's global set-up: one line when baselines were made with another Chromium than
 * this run's, so whoever reads the run knows why the comparison is looser and what to do.
 */
export default function sayWhenBaselinesComeFromAnotherChromium() {
  const running = runningChromium();
  const others = baselineRecords().filter((record) => record.chromium !== running);
  if (running === 0 || others.length === 0) return;
  const versions = [...new Set(others.map((record) => record.chromium))].sort().join(', ');
  console.warn(
    `Screenshot baselines of ${others.length} stories file${others.length === 1 ? '' : 's'} were made with Chromium ${versions}; this is Chromium ${running}: ` +
      'they are compared with a tolerance for text rendering. Refresh them with `pnpm test:stories -u` ' +
      '(CONTRIBUTING.md, Screenshot baselines).',
  );
}
