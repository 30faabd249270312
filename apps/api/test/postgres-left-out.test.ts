// A local run without DATABASE_URL ends with one line saying how many PostgreSQL copies it left out
// and how to run them (apps/api/test/helpers/postgres-left-out.ts), so it is not taken for the full run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leftOutLine, postgresLeftOut } from './helpers/postgres-left-out.ts';

const root = path.join(import.meta.dirname, '../../..');

describe('the PostgreSQL copies a run leaves out', () => {
  it('counts the PostgreSQL copy of each PGlite test, and the skipped tests that need PostgreSQL', () => {
    expect(
      postgresLeftOut([
        { fullName: 'CORS on pglite > answers a preflight', skipped: false },
        { fullName: 'importProducts on pglite > waits for a deletion', skipped: true },
        { fullName: 'lists kept in memory with several instances on postgres > shares', skipped: true },
        { fullName: 'two api instances over one PostgreSQL and one S3 store > share sessions', skipped: true },
        { fullName: 'the matrix covers the contract > has a case for every operation', skipped: false },
        { fullName: 'config > reads PORT', skipped: true },
      ]),
    ).toBe(4);
  });

  it('says so in one line at the end of a vitest run without DATABASE_URL', () => {
    const { DATABASE_URL: _url, ...env } = process.env;
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'api', 'apps/api/test/cors.test.ts'],
      { cwd: root, env: { ...env, NO_COLOR: '1' }, encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    const passed = Number(/Tests\s+(\d+) passed/.exec(run.stdout)?.[1]);
    expect(passed).toBeGreaterThan(0);
    // Every test of that file runs on PGlite and has a PostgreSQL copy.
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(leftOutLine(passed));
  }, 180_000);
});
