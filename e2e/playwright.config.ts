import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
/** One throwaway data folder per run, shared by the server, the tests and the admin CLI they call. */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'sika-e2e-'));
export const dataDir = process.env.E2E_DATA_DIR;
/**
 * Push endpoints over http to this machine: the push journey's local push service stands in for a
 * real one (none is reachable here). Set for the admin CLI too, which sends the ping itself when it
 * opens PostgreSQL directly.
 */
process.env.PUSH_ALLOW_HTTP_ENDPOINTS = 'true';
export const baseURL = `http://127.0.0.1:${port}`;
export const repoRoot = path.resolve(import.meta.dirname, '..');
/**
 * The journeys' database: a throwaway PostgreSQL database when E2E_DATABASE_URL names one (e2e/run.ts
 * makes one when DATABASE_URL is set, as in CI), else the embedded PGlite in the data folder.
 */
export const databaseUrl = process.env.E2E_DATABASE_URL ?? '';
/** The built portal the api serves: E2E_PORTAL_DIST lets several people serve their own copy of one working tree's build. */
export const portalDist = process.env.E2E_PORTAL_DIST ?? path.join(repoRoot, 'apps/portal/dist');

/** Short access tokens, so a test can see one expire and be carried through by a refresh. */
export const ACCESS_TOKEN_TTL_SECONDS = 10; // the api's minimum

// The production build served by the real api on embedded PGlite (or PostgreSQL, see databaseUrl) in
// a throwaway data folder.
export default defineConfig({
  testDir: './tests',
  // Per shard when e2e/run.ts runs several side by side: a shard empties its own folder, not another's.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  // CI's machine has 2 cores for two shards side by side (each a browser, an api and its database):
  // what a person sees comes later there, never differently. So in CI a wait for it allows 15 s
  // (5 s here), and a journey that fails once is run again and, if it then passes, listed as flaky
  // rather than failing the run. Timings are measured by `pnpm bench`, not asserted here.
  retries: process.env.CI ? 1 : 0,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  // A committed `test.only` would quietly skip every other journey: in CI it fails the run instead.
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR ?? 'playwright-report' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The portal's service worker answers from its caches, where page.route cannot hold or fail a
    // request: journeys run without it, and those about it (installable, offline, writes that wait,
    // push) allow it themselves.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 360, height: 800 } } }],
  webServer: {
    command: `node ${path.join(repoRoot, 'apps/api/src/main.ts')}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      PORTAL_DIST: portalDist,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      PUSH_ALLOW_HTTP_ENDPOINTS: 'true',
    },
  },
});
