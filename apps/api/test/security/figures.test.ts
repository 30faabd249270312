// The security figures (docs/security.md, Figures): each run of `pnpm test:security` counts into a
// folder of its own, so two runs (or a suite run by hand meanwhile) never mix, and the limits
// printed beside the counts are the ones the suites assert.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Figures from './figures.ts';
import { HOSTILE_IMAGE_REFUSAL_MS } from './limits.ts';

const script = path.join(import.meta.dirname, '../../../../scripts/security-figures.ts');
let root: string;
let figures: typeof Figures;

/** Runs scripts/security-figures.ts over the test's folder; its output. */
function print(env: Record<string, string> = {}, ...args: string[]): string {
  const { SIKA_FIGURES_RUN: _run, ...outer } = process.env;
  const result = spawnSync(process.execPath, [script, ...args], {
    env: { ...outer, SIKA_FIGURES_DIR: root, ...env },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** Records as if inside a run (or outside any, with undefined). */
function recordIn(runId: string | undefined, suite: string, counts: Record<string, number>) {
  const outer = process.env.SIKA_FIGURES_RUN;
  if (runId) process.env.SIKA_FIGURES_RUN = runId;
  else delete process.env.SIKA_FIGURES_RUN;
  try {
    figures.recordFigures(suite, 'pglite', counts);
  } finally {
    if (outer === undefined) delete process.env.SIKA_FIGURES_RUN;
    else process.env.SIKA_FIGURES_RUN = outer;
  }
}

describe('security figures', () => {
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sika-figures-test-'));
    const outer = process.env.SIKA_FIGURES_DIR;
    process.env.SIKA_FIGURES_DIR = root;
    figures = await import('./figures.ts');
    if (outer === undefined) delete process.env.SIKA_FIGURES_DIR;
    else process.env.SIKA_FIGURES_DIR = outer;
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("prints one run's counts only, never another run's, and writes nothing outside a run", async () => {
    const first = print({}, '--new-run').trim();
    const second = print({}, '--new-run').trim();
    expect(second).not.toBe(first);
    recordIn(first, 'uploads', { refused: 3, slowestRefusalMs: 11 });
    recordIn(second, 'uploads', { refused: 2, slowestRefusalMs: 22 });
    recordIn(second, 'kill-9', { writes: 50, acknowledged: 5, cutOff: 45, present: 5, lost: 0 });
    recordIn(undefined, 'uploads', { refused: 9, slowestRefusalMs: 99 });

    const ofFirst = print({ SIKA_FIGURES_RUN: first });
    expect(ofFirst).toContain('| hostile images | PGlite | 3 refused, the slowest in 11 ms');
    expect(ofFirst).not.toMatch(/22 ms|kill -9|99 ms/);
    // Without a run named, the latest: the second.
    const latest = print();
    expect(latest).toContain('the slowest in 22 ms');
    expect(latest).toContain('| kill -9 during 50 writes | PGlite | 5 acknowledged, 45 cut off');
    expect(latest).not.toMatch(/11 ms|99 ms/);
    expect((await readdir(root)).sort()).toEqual([first, second].sort());
  });

  it('prints the limit the uploads suite asserts', () => {
    const run = print({}, '--new-run').trim();
    recordIn(run, 'uploads', { refused: 1, slowestRefusalMs: 1 });
    expect(print({ SIKA_FIGURES_RUN: run })).toContain(
      `(limit ${HOSTILE_IMAGE_REFUSAL_MS.toLocaleString('en-GB')} ms)`,
    );
  });
});
