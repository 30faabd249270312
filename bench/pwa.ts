import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';
import { GOALS } from './figures.ts';
import { startApi } from './server.ts';

/**
 * What the installable app costs and saves on mobile data (docs/product.md, On a phone: install
 * and updates), every byte of the connections counted by a relay between Chromium and the real api
 * on loopback (embedded PGlite in a throwaway folder), at 360 px:
 * - a first visit (the login page, logging in, the dashboard) with the service worker, against the
 *   same visit with service workers blocked, which is what the portal cost before it had one;
 * - a repeat visit of the dashboard with nothing changed (the worker in control, its caches warm,
 *   the dashboard's page opened once before);
 * - the precache: the files and bytes the built worker lists (dist/sw.js).
 */
export interface PwaFigures {
  firstVisitBytes: number;
  firstVisitWithoutWorkerBytes: number;
  /** Opening the dashboard's address after the first visit (which reached it from the login page). */
  secondVisitBytes: number;
  /** Opening it once more, nothing changed on the server. */
  repeatVisitBytes: number;
  precache: { files: number; bytes: number };
}

const DEMO = { email: 'demo@sika.test', password: 'sika-demo-2026' };
/** After the page has settled, how long to keep counting (the worker's install, lazy chunks after load). */
const SETTLE_MS = 4_000;

/** A TCP relay to `target` that counts every byte both ways. */
async function countingRelay(target: URL) {
  let bytes = 0;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    client.on('data', (chunk: Buffer) => (bytes += chunk.length));
    upstream.on('data', (chunk: Buffer) => (bytes += chunk.length));
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    take: () => {
      const taken = bytes;
      bytes = 0;
      return taken;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The files and bytes (uncompressed) the built worker precaches, from its injected list. */
export function precacheOf(dist: string): PwaFigures['precache'] {
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const list = /\[\{"revision":[^\]]*\]/.exec(worker)?.[0];
  if (!list) throw new Error('bench/pwa: dist/sw.js has no precache list (run the portal build)');
  const entries = JSON.parse(list) as Array<{ url: string }>;
  const bytes = entries.reduce((sum, { url }) => sum + readFileSync(path.join(dist, url)).length, 0);
  return { files: entries.length, bytes };
}

async function firstVisit(page: Page, base: string) {
  await page.goto(`${base}/`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${base}/vendor-main-page`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
}

async function visit(browser: Browser, base: string, serviceWorkers: 'allow' | 'block', take: () => number) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, serviceWorkers });
  try {
    const page = await context.newPage();
    take();
    await firstVisit(page, base);
    if (serviceWorkers === 'allow') {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      await page.waitForTimeout(SETTLE_MS);
    }
    const first = take();
    if (serviceWorkers === 'block') return { first, second: 0, repeat: 0 };
    // Opening the app again (from the home screen: its start page), twice: the first time the
    // browser has no copy of the dashboard's page (the first visit reached it from the login, in
    // the page), the second time nothing has changed since the first.
    const open = async () => {
      await page.goto(`${base}/vendor-main-page`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(SETTLE_MS);
      return take();
    };
    const second = await open();
    return { first, second, repeat: await open() };
  } finally {
    await context.close();
  }
}

export async function measurePwa(repoRoot: string): Promise<PwaFigures> {
  // BENCH_PORTAL_DIST: a copy of a build (several people building one working tree).
  const dist = process.env.BENCH_PORTAL_DIST ?? path.join(repoRoot, 'apps/portal/dist');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-pwa-'));
  const api = await startApi(repoRoot, { dataDir, seedDemo: true, env: { PORTAL_DIST: dist } });
  const relay = await countingRelay(new URL(api.base));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const without = await visit(browser, relay.base, 'block', relay.take);
    const withWorker = await visit(browser, relay.base, 'allow', relay.take);
    return {
      firstVisitBytes: withWorker.first,
      firstVisitWithoutWorkerBytes: without.first,
      secondVisitBytes: withWorker.second,
      repeatVisitBytes: withWorker.repeat,
      precache: precacheOf(dist),
    };
  } finally {
    await browser.close();
    await relay.close();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printPwa(figures: PwaFigures) {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const ratio = figures.firstVisitBytes / figures.firstVisitWithoutWorkerBytes;
  console.log('\nInstallable app (a 360 px phone, Chromium, every byte of the connections)');
  console.log(
    `  first visit (login, dashboard): ${kb(figures.firstVisitBytes)} with the service worker, ${kb(figures.firstVisitWithoutWorkerBytes)} without: ${ratio.toFixed(2)}x (goal <= ${GOALS.pwaFirstVisitRatio}x)`,
  );
  console.log(`  opening the dashboard's address after that: ${kb(figures.secondVisitBytes)}`);
  console.log(
    `  repeat visit of the dashboard, nothing changed: ${kb(figures.repeatVisitBytes)} (goal < ${kb(GOALS.pwaRepeatVisitBytes)})`,
  );
  console.log(`  precache: ${figures.precache.files} files, ${kb(figures.precache.bytes)} uncompressed`);
}

if (import.meta.main) printPwa(await measurePwa(path.resolve(import.meta.dirname, '..')));
