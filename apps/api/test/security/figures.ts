// What the security and fault suites counted, one JSON file per suite and database, for
// `pnpm test:security` to print at its end and write into docs/security.md
// (scripts/security-figures.ts). A suite run alone writes its file too; nothing reads it then.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the counts go: SIKA_FIGURES_DIR, or one folder under the system's temporary folder. */
export const FIGURES_DIR = process.env.SIKA_FIGURES_DIR ?? path.join(tmpdir(), 'sika-security-figures');

/** Writes `counts` as `{suite}-{driver}.json` (replacing an earlier run's). */
export function recordFigures(suite: string, driver: string, counts: Record<string, number>): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(path.join(FIGURES_DIR, `${suite}-${driver}.json`), `${JSON.stringify({ suite, driver, ...counts })}\n`);
}
