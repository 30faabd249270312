import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumPath } from '../scripts/chromium.ts';
import { seedPicturedProducts } from './catalogue.ts';
import { GOALS } from './figures.ts';
import { freePort, startApi } from './server.ts';

/**
 * Lighthouse mobile (its default: a mid-range phone on slow 4G, simulated throttling) in Debian's
 * Chromium, offline against the api on loopback: the login page (/) and the dashboard holding 50
 * pictured products. Each run gets a fresh browser profile (a cold cache); the dashboard's runs
 * first log in through the login page in that browser (Playwright over the DevTools port), then
 * empty the HTTP cache and remove the service worker and its caches, so Lighthouse loads the
 * dashboard signed in but cold.
 * Median of RUNS.
 */
const DEMO = { email: 'demo@sika.test', password: 'sika-demo-2026' };
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export interface LighthouseFigure {
  url: string;
  score: number;
  lcpMs: number;
  cls: number;
  runs: Array<{ score: number; lcpMs: number; cls: number }>;
}

async function oneRun(url: string, signIn?: { base: string; email: string; password: string }) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'sika-bench-lh-'));
  const chrome = spawn(
    chromiumPath() ?? 'chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    let webSocketDebuggerUrl = '';
    const deadline = Date.now() + 30_000;
    while (!webSocketDebuggerUrl && Date.now() < deadline) {
      try {
        ({ webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
          webSocketDebuggerUrl: string;
        });
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    if (!webSocketDebuggerUrl) throw new Error('Chromium did not open its DevTools port');
    if (signIn) {
      // A real login in this browser (the session's storage and refresh cookie), then a cold cache again.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const page = browser.contexts()[0]!.pages()[0] ?? (await browser.contexts()[0]!.newPage());
      await page.goto(signIn.base);
      await page.getByLabel('Email').fill(signIn.email);
      await page.getByLabel('Password').fill(signIn.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('list', { name: 'All Products' }).waitFor();
      await page.goto('about:blank');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      // The login installed the service worker, whose precache would answer every file from the
      // phone: a repeat visit, not the cold one measured here. It goes, with its caches; the session
      // (local storage, the refresh cookie) stays.
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(signIn.base).origin,
        storageTypes: 'service_workers,cache_storage',
      });
      await cdp.detach();
      await browser.close(); // disconnects; the browser stays for Lighthouse
    }
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The profile is new for each run (a cold cache); keeping storage keeps the session cookie.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    // BENCH_LIGHTHOUSE_REPORTS=folder keeps each run's full report (what shifted, the LCP element).
    if (process.env.BENCH_LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.BENCH_LIGHTHOUSE_REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (signIn && !lhr.finalDisplayedUrl.includes('/vendor-main-page'))
      throw new Error(`the dashboard run ended on ${lhr.finalDisplayedUrl} (not signed in)`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    };
  } finally {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureLighthouse(repoRoot: string): Promise<LighthouseFigure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-lighthouse-'));
  const api = await startApi(repoRoot, { dataDir, seedDemo: true });
  try {
    const login = await fetch(`${api.base}/api/vendor/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    await seedPicturedProducts(api.base, { authorization: `Bearer ${accessToken}` });
    const figures: LighthouseFigure[] = [];
    // BENCH_LIGHTHOUSE_PAGES=/vendor-main-page measures one page (while working on it).
    const pages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/vendor-main-page'];
    for (const pathname of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const signIn = pathname === '/' ? undefined : { base: api.base, ...DEMO };
        runs.push(await oneRun(`${api.base}${pathname}`, signIn));
      }
      figures.push({
        url: pathname,
        score: median(runs.map((run) => run.score)),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        cls: median(runs.map((run) => run.cls)),
        runs,
      });
    }
    return figures;
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printLighthouse(figures: LighthouseFigure[]) {
  console.log(`\nLighthouse mobile (slow 4G simulated, Debian Chromium), median of ${RUNS}`);
  for (const figure of figures) {
    const goal = GOALS.lighthouse[figure.url]!;
    console.log(
      `  ${figure.url.padEnd(18)} performance ${figure.score} (goal >= ${goal.score})  LCP ${(figure.lcpMs / 1000).toFixed(2)} s (goal <= ${(goal.lcpMs / 1000).toFixed(1)} s, ${(figure.lcpMs / goal.lcpMs).toFixed(2)}x)  CLS ${figure.cls} (goal ${goal.cls})  runs: ${figure.runs.map((run) => `${run.score}/${run.lcpMs}ms`).join(' ')}`,
    );
  }
}
