// Order details cold on slow 3G (docs/product.md, Order details): the page order pings and e-mail
// links open, on a 360 px phone with nothing cached (a new browser context holding the session, no
// service worker), over DevTools' slow 3G. Timed in the page from the start of the navigation: to
// the frame (the brand link of the top bar, drawn in the next frame) and to the figures (the order's
// Customer card). The median of RUNS visits. `node bench/order-details.ts [--write-docs]` alone, or
// as part of `pnpm bench` (a build first: the api serves apps/portal/dist). --write-docs writes the
// figures into docs/performance.md between their own markers, apart from the main block, so this
// part can be measured again without the ten minutes of the rest.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';
import { replaceBlock } from './docs-table.ts';
import { startApi } from './server.ts';

const RUNS = 3;
const DEMO = { email: 'demo@sika.test', password: 'sika-demo-2026' };
/** Slow 3G as Chromium's DevTools define it: ~400 ms latency, ~50 kB/s down and up. */
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };

export interface OrderDetailsFigures {
  runs: number;
  /** Median ms from the navigation's start to the frame (top bar) on screen. */
  frameMs: number;
  /** Median ms from the navigation's start to the order's figures on screen. */
  figuresMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** In the page, before its HTML is parsed: the time each of the two first shows, at the frame after it is in the DOM. */
const RECORD_TIMES = `(() => {
  const times = (window.__sikaTimes = {});
  const seen = (name, found) => {
    if (times[name] !== undefined || !found) return;
    times[name] = -1;
    requestAnimationFrame(() => (times[name] = performance.now()));
  };
  new MutationObserver(() => {
    seen('frame', document.querySelector('header a[href="/vendor-main-page"]'));
    seen('figures', [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Customer'));
  }).observe(document, { childList: true, subtree: true });
})();`;

export async function measureOrderDetails(root: string): Promise<OrderDetailsFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-order-details-'));
  const api = await startApi(root, { dataDir, seedDemo: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const viewport = { width: 360, height: 800 };
    const warm = await browser.newContext({ viewport, serviceWorkers: 'block' });
    const login = await warm.newPage();
    await login.goto(api.base);
    await login.getByLabel('Email').fill(DEMO.email);
    await login.getByLabel('Password').fill(DEMO.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await login.waitForURL(/\/vendor-main-page/);
    const orderId = await login.evaluate(async () => {
      const answer = await fetch('/api/vendor/get-vendor-orders', {
        headers: { authorization: `Bearer ${localStorage.getItem('vendor_tkn')}` },
      });
      return ((await answer.json()) as Array<{ _id: string }>)[0]!._id;
    });
    const session = await warm.storageState();
    await warm.close();

    const frame: number[] = [];
    const figures: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const cold = await browser.newContext({ viewport, serviceWorkers: 'block', storageState: session });
      try {
        const page = await cold.newPage();
        await page.addInitScript(RECORD_TIMES);
        const cdp = await cold.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
        await page.goto(`${api.base}/order-details/${orderId}`, { waitUntil: 'commit' });
        const times = (await (
          await page.waitForFunction(
            () => {
              const t = (window as unknown as { __sikaTimes?: Record<string, number> }).__sikaTimes;
              return t && t.frame! > 0 && t.figures! > 0 ? t : undefined;
            },
            undefined,
            { timeout: 120_000, polling: 100 },
          )
        ).jsonValue()) as { frame: number; figures: number };
        frame.push(times.frame);
        figures.push(times.figures);
      } finally {
        await cold.close();
      }
    }
    return { runs: RUNS, frameMs: Math.round(median(frame)), figuresMs: Math.round(median(figures)) };
  } finally {
    await browser.close();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The line the bench prints and the docs show. */
export const orderDetailsLine = (figures: OrderDetailsFigures) =>
  `cold Order details on slow 3G: time to frame ${figures.frameMs} ms, time to figures ${figures.figuresMs} ms (median of ${figures.runs}, a 360 px phone, nothing cached, no service worker)`;

export function printOrderDetails(figures: OrderDetailsFigures) {
  console.log('\nOrder details, the page order pings and e-mail links open');
  console.log(`  ${orderDetailsLine(figures)}`);
}

export const ORDER_DETAILS_START = '<!-- bench:order-details:start -->';
export const ORDER_DETAILS_END = '<!-- bench:order-details:end -->';

/** Rewrites the figures between ORDER_DETAILS_START and ORDER_DETAILS_END in `file`. */
export function writeOrderDetailsIntoDocs(file: string, figures: OrderDetailsFigures, command: string) {
  const content = `Measured by \`${command}\`: ${orderDetailsLine(figures)}.`;
  writeFileSync(file, replaceBlock(readFileSync(file, 'utf8'), content, ORDER_DETAILS_START, ORDER_DETAILS_END));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const figures = await measureOrderDetails(root);
  printOrderDetails(figures);
  if (process.argv.includes('--write-docs')) {
    writeOrderDetailsIntoDocs(
      path.join(root, 'docs/performance.md'),
      figures,
      'node bench/order-details.ts --write-docs',
    );
    console.log('\nWrote the figures into docs/performance.md (Cold Order details).');
  }
}
