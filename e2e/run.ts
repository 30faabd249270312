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
//
// Each run is split into E2E_SHARDS shards (2 by default, 1 when arguments name what to run), run
// side by side: Playwright's --shard, each shard with its own api process and port, data folder,
// copy of the built portal (a journey rewrites its sw.js) and, on PostgreSQL, database. A journey
// therefore never shares a vendor, a throttle or a file with one running at the same time, and
// journeys of one file stay in one shard, in order.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const args = process.argv.slice(2);

/** The tags of the journeys the PostgreSQL run takes (a grep over titles and tags). */
const POSTGRES_JOURNEYS = '@postgres|@money|@import|@push|@offline';
const playwright = path.join(import.meta.dirname, 'node_modules/.bin/playwright');
const builtPortal = process.env.E2E_PORTAL_DIST ?? path.resolve(import.meta.dirname, '../apps/portal/dist');
const basePort = Number(process.env.E2E_PORT ?? 4310);
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? (args.length > 0 ? 1 : 2)));

/** One Playwright shard with its own port, data folder and portal copy; its exit status. */
function runShard(index: number, env: Record<string, string>, extra: string[]): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-e2e-'));
  const portal = shards > 1 ? mkdtempSync(path.join(tmpdir(), 'sika-e2e-portal-')) : undefined;
  if (portal) cpSync(builtPortal, portal, { recursive: true });
  // A shard the filter leaves empty passes rather than failing the run.
  const shard = shards > 1 ? [`--shard=${index + 1}/${shards}`, '--pass-with-no-tests'] : [];
  return new Promise((resolve) => {
    const child = spawn(playwright, ['test', ...shard, ...extra, ...args], {
      stdio: 'inherit',
      cwd: import.meta.dirname,
      env: {
        ...process.env,
        E2E_PORT: String(basePort + index),
        E2E_DATA_DIR: dataDir,
        ...(shards > 1
          ? {
              E2E_OUTPUT_DIR: `test-results/shard-${index + 1}`,
              E2E_REPORT_DIR: `playwright-report/shard-${index + 1}`,
            }
          : {}),
        ...(portal ? { E2E_PORTAL_DIST: portal } : {}),
        ...env,
      },
    });
    child.on('close', (code) => {
      if (portal) rmSync(portal, { recursive: true, force: true });
      resolve(code ?? 1);
    });
  });
}

/** Every shard of one run, side by side; whether all passed. */
async function run(label: string, envOf: (index: number) => Record<string, string>, extra: string[] = []) {
  console.log(`\n== e2e on ${label}${shards > 1 ? ` (${shards} shards side by side)` : ''}\n`);
  const codes = await Promise.all(Array.from({ length: shards }, (_, index) => runShard(index, envOf(index), extra)));
  return codes.every((code) => code === 0);
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

let failed = !(await run('PGlite', () => ({ E2E_DATABASE_URL: '' })));

if (process.env.DATABASE_URL) {
  const names = Array.from({ length: shards }, () => `sika_e2e_${randomBytes(6).toString('hex')}`);
  await withAdmin(async (client) => {
    for (const name of names) await client.query(`create database ${name}`);
  });
  const urlOf = (name: string) => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    const subset = args.length === 0 && process.env.E2E_POSTGRES !== 'all' ? ['--grep', POSTGRES_JOURNEYS] : [];
    failed = !(await run('PostgreSQL', (index) => ({ E2E_DATABASE_URL: urlOf(names[index]!) }), subset)) || failed;
  } finally {
    await withAdmin(async (client) => {
      for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
    });
  }
}

process.exitCode = failed ? 1 : 0;
