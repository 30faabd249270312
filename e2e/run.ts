// `pnpm test:e2e`: the journeys on the embedded PGlite and, when DATABASE_URL names a PostgreSQL
// server (CI's .ci/run starts one), again with the api on a throwaway database there. What only
// PostgreSQL does is then seen from a browser too: the list cache emptied by the database's
// notifications (LISTEN/NOTIFY) rather than in-process, and the throttles counted in the shared
// rate-limit table. To stay within CI's time budget the PostgreSQL run takes the journeys tagged
// @postgres (those two, and the refusals) and every journey of the features that keep money, files
// and device state in the database: @money (Earnings), @import (the CSV import and export), @push
// (order pings) and @offline (saved answers, writes that wait); or every journey with
// E2E_POSTGRES=all. Arguments go to both runs as they are (`pnpm test:e2e tests/login.spec.ts` runs
// that file on each database).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const args = process.argv.slice(2);

/** The tags of the journeys the PostgreSQL run takes (a grep over titles and tags). */
const POSTGRES_JOURNEYS = '@postgres|@money|@import|@push|@offline';
const playwright = path.join(import.meta.dirname, 'node_modules/.bin/playwright');

/** One Playwright run with its own data folder; its exit status. */
function run(label: string, env: Record<string, string>, extra: string[] = []): number {
  console.log(`\n== e2e on ${label}\n`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-e2e-'));
  const result = spawnSync(playwright, ['test', ...extra, ...args], {
    stdio: 'inherit',
    cwd: import.meta.dirname,
    env: { ...process.env, E2E_DATA_DIR: dataDir, ...env },
  });
  return result.status ?? 1;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let failed = run('PGlite', { E2E_DATABASE_URL: '' }) !== 0;

if (process.env.DATABASE_URL) {
  const name = `sika_e2e_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    const subset = args.length === 0 && process.env.E2E_POSTGRES !== 'all' ? ['--grep', POSTGRES_JOURNEYS] : [];
    failed = run('PostgreSQL', { E2E_DATABASE_URL: url.toString() }, subset) !== 0 || failed;
  } finally {
    await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

process.exitCode = failed ? 1 : 0;
