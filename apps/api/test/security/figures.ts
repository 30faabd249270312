// What the security and fault suites counted, one JSON file per suite and database, in a folder of
// the run's own (SIKA_FIGURES_RUN, which `pnpm test:security` sets), for it to print at its end and
// write into docs/security.md (scripts/security-figures.ts). Runs never mix: each has its folder. A
// suite run alone, without a run id, writes nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the runs' folders go: SIKA_FIGURES_DIR, or one folder under the system's temporary folder. */
export const FIGURES_ROOT = process.env.SIKA_FIGURES_DIR ?? path.join(tmpdir(), 'sika-security-figures');

/** The folder of one run. */
export const runFolder = (runId: string) => path.join(FIGURES_ROOT, runId);

/** A new run id: the time it started (so the names sort by it), then a few random letters. */
export function newRunId(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Writes `counts` as `{suite}-{driver}.json` in this run's folder; nothing without a run id. */
export function recordFigures(suite: string, driver: string, counts: Record<string, number>): void {
  const runId = process.env.SIKA_FIGURES_RUN;
  if (!runId) return;
  const folder = runFolder(runId);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${suite}-${driver}.json`), `${JSON.stringify({ suite, driver, ...counts })}\n`);
}
