import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type CDPSession, type Page } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';
import { seedPicturedProducts } from './catalogue.ts';
import { GOALS, POLLS_PER_HOUR, wholeListsHourBytes } from './figures.ts';
import { startHttp2Proxy } from './http2-proxy.ts';
import { startApi } from './server.ts';

/**
 * Bytes on the wire for a vendor who leaves the dashboard open: each list's 15 s poll when nothing
 * changed (request and response, status lines and headers included) next to the same poll answered
 * with the whole list, and an idle dashboard in Chromium for one hour, extrapolated from a window of
 * polls compressed in time by Playwright's clock (no waiting 15 s of real time per poll), visible
 * and hidden. The demo vendor holds 50 pictured products and its demo orders.
 */
/** Polls the browser window runs (15 s each of page time); the hour is this times 240 / WINDOW. */
const WINDOW = Number(process.env.BENCH_WIRE_POLLS ?? 20);

/** What a portal polls: the one call that stands for the lists (what it polls now), and the lists. */
const LISTS = {
  changes: '/api/changes',
  vendors: '/api/vendor/all-Vendors',
  products: '/api/products/all-products',
  orders: '/api/vendor/get-vendor-orders',
} as const;
type ListName = keyof typeof LISTS;

/** One request over a fresh socket; the bytes of both directions as they cross the wire. */
function exchange(base: string, url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; sent: number; received: number; etag: string }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = request({ host: hostname, port, path: url, headers, agent: false }, (res) => {
      let received = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        received += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      res.on('data', (chunk: Buffer) => (received += chunk.length));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, sent, received, etag: String(res.headers.etag ?? '') }),
      );
    });
    let sent = `GET ${url} HTTP/1.1\r\n`.length + 2;
    for (const [name, value] of Object.entries({ host: `${hostname}:${port}`, connection: 'close', ...headers }))
      sent += `${name}: ${value}\r\n`.length;
    req.on('error', reject);
    req.end();
  });
}

export interface PollFigure {
  list: ListName;
  /** Bytes of one poll whose answer is the whole list (gzip), both directions. */
  full: number;
  /** Bytes of one unchanged poll (304), both directions. */
  unchanged: number;
  unchangedStatus: number;
}

export interface WireFigures {
  polls: PollFigure[];
  /** The idle dashboard in Chromium: bytes both ways per hour, visible and hidden, and requests per hour. */
  idle: {
    visibleBytesPerHour: number;
    hiddenBytesPerHour: number;
    visibleRequestsPerHour: number;
    hiddenRequestsPerHour: number;
    lists: string[];
    /**
     * The same visible hour through a TLS-terminating HTTP/2 proxy, as deployed: every byte of the
     * TCP connection (TLS, HTTP/2 frames, compressed headers). Undefined when openssl is missing.
     */
    http2VisibleBytesPerHour: number | undefined;
  };
}

/**
 * Counts what crosses the wire both ways (CDP: the request line and headers as sent, response
 * bytes as received, its status line and headers included). The idle window sends only api calls.
 */
function wireMeter(cdp: CDPSession) {
  const meter = { bytes: 0, requests: 0, urls: new Set<string>() };
  cdp.on('Network.requestWillBeSent', ({ request: req }) => {
    if (!req.url.includes('/api/')) return;
    const url = new URL(req.url);
    meter.requests += 1;
    meter.urls.add(url.pathname);
    // `GET /path?query HTTP/1.1` CRLF, and the CRLF that ends the headers.
    meter.bytes += `${req.method} ${url.pathname}${url.search} HTTP/1.1\r\n\r\n`.length;
    meter.bytes += req.postData?.length ?? 0;
  });
  cdp.on('Network.requestWillBeSentExtraInfo', ({ headers }) => {
    // `Name: value` CRLF each.
    meter.bytes += Object.entries(headers).reduce(
      (sum, [name, value]) => sum + name.length + String(value).length + 4,
      0,
    );
  });
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (meter.bytes += encodedDataLength));
  return {
    meter,
    reset: () => Object.assign(meter, { bytes: 0, requests: 0, urls: new Set<string>() }),
  };
}

/** A phone logs in at `base`, opens the dashboard, and leaves it open: a fresh page whose clock the bench runs. */
async function openIdleDashboard(browser: Browser, base: string, options: BrowserContextOptions = {}) {
  // The service worker fetches what the page asks for itself (network first): the page's DevTools
  // would see its answers arrive from the worker, 0 bytes each, and the bytes on the wire go uncounted.
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  await page.goto(base);
  await page.getByLabel('Email').fill('demo@sika.test');
  await page.getByLabel('Password').fill('sika-demo-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('list', { name: 'All Products' }).waitFor();
  // A fresh page on the same session, with a clock the bench can run forward.
  const idle = await context.newPage();
  await idle.clock.install();
  await page.close();
  const cdp = await context.newCDPSession(idle);
  await cdp.send('Network.enable');
  const wire = wireMeter(cdp);
  await idle.goto(`${base}/vendor-main-page`);
  await idle.getByRole('list', { name: 'All Products' }).getByRole('link').first().waitFor();
  await idle.waitForLoadState('networkidle');
  return { idle, wire };
}

async function idleWindow(page: Page, polls: number) {
  for (let i = 0; i < polls; i += 1) {
    await page.clock.runFor(15_000);
    // Let the polls' requests finish in real time.
    await page.waitForTimeout(250);
  }
  await page.waitForLoadState('networkidle');
}

export async function measureWire(repoRoot: string): Promise<WireFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-wire-'));
  // TRUST_PROXY as deployed behind the TLS proxy (the HTTP/2 figure): its X-Forwarded-Proto counts.
  const api = await startApi(repoRoot, { dataDir, seedDemo: true, env: { TRUST_PROXY: 'true' } });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const login = await fetch(`${api.base}/api/vendor/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@sika.test', password: 'sika-demo-2026' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };
    await seedPicturedProducts(api.base, auth);

    // What a browser sends with each poll besides the token.
    const browserHeaders = {
      ...auth,
      accept: '*/*',
      'accept-encoding': 'gzip, deflate, br, zstd',
      'accept-language': 'en-GB',
    };
    const polls: PollFigure[] = [];
    for (const [list, url] of Object.entries(LISTS) as Array<[ListName, string]>) {
      const full = await exchange(api.base, url, browserHeaders);
      const unchanged = await exchange(api.base, url, { ...browserHeaders, 'if-none-match': full.etag });
      polls.push({
        list,
        full: full.sent + full.received,
        unchanged: unchanged.sent + unchanged.received,
        unchangedStatus: unchanged.status,
      });
    }

    const { idle, wire } = await openIdleDashboard(browser, api.base);
    wire.reset();
    await idleWindow(idle, WINDOW);
    const visible = { bytes: wire.meter.bytes, requests: wire.meter.requests, lists: [...wire.meter.urls] };

    // The tab goes to the background (another app in front, the screen off).
    await idle.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      // Like the browser's own: fired at the document, bubbling to the window where RTK Query listens.
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await idle.waitForTimeout(250);
    wire.reset();
    await idleWindow(idle, WINDOW);
    const hidden = { bytes: wire.meter.bytes, requests: wire.meter.requests };

    // The same visible hour over HTTP/2 behind TLS, as vendors reach the portal in production.
    let http2Bytes: number | undefined;
    const proxy = await startHttp2Proxy(api.base).catch((error: unknown) => {
      console.log(`  (HTTP/2 figure skipped: ${error instanceof Error ? error.message : String(error)})`);
      return undefined;
    });
    if (proxy) {
      // A browser that trusts the proxy's certificate, as a phone trusts a real one.
      const trusting = await chromium.launch({
        executablePath: chromiumPath(),
        args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${proxy.spki}`],
      });
      try {
        const overHttp2 = await openIdleDashboard(trusting, proxy.base);
        const before = proxy.bytes();
        await idleWindow(overHttp2.idle, WINDOW);
        http2Bytes = proxy.bytes() - before;
      } finally {
        await trusting.close();
        await proxy.stop();
      }
    }

    const perHour = (value: number) => Math.round((value * POLLS_PER_HOUR) / WINDOW);
    return {
      polls,
      idle: {
        visibleBytesPerHour: perHour(visible.bytes),
        hiddenBytesPerHour: perHour(hidden.bytes),
        visibleRequestsPerHour: perHour(visible.requests),
        hiddenRequestsPerHour: perHour(hidden.requests),
        lists: visible.lists,
        http2VisibleBytesPerHour: http2Bytes === undefined ? undefined : perHour(http2Bytes),
      },
    };
  } finally {
    await browser.close();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printWire({ polls, idle }: WireFigures) {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log('\nBytes on the wire per 15 s poll, both directions (the demo vendor: 50 pictured products, its orders)');
  for (const poll of polls) {
    console.log(
      `  ${poll.list.padEnd(8)} unchanged ${poll.unchangedStatus} ${poll.unchanged} B, whole list ${poll.full} B (${(poll.unchanged / poll.full).toFixed(2)}x); an hour: ${kb(poll.unchanged * POLLS_PER_HOUR)} vs ${kb(poll.full * POLLS_PER_HOUR)} if every poll returned the whole list`,
    );
  }
  const wholeHour = wholeListsHourBytes(polls);
  console.log(
    `  idle dashboard, one hour (Chromium, ${WINDOW} polls of page time extrapolated; polls ${idle.lists.join(', ')}):`,
  );
  console.log(
    `    visible ${kb(idle.visibleBytesPerHour)} in ${idle.visibleRequestsPerHour} requests (goal <= ${kb(GOALS.idleVisibleHourBytes)}; ${(idle.visibleBytesPerHour / wholeHour).toFixed(2)}x the ${kb(wholeHour)} of whole-list answers)`,
  );
  console.log(`    hidden  ${kb(idle.hiddenBytesPerHour)} in ${idle.hiddenRequestsPerHour} requests (goal: nothing)`);
  if (idle.http2VisibleBytesPerHour !== undefined) {
    console.log(
      `    visible over HTTP/2 behind a TLS proxy, as deployed (every byte of the connection) ${kb(idle.http2VisibleBytesPerHour)} (goal <= ${kb(GOALS.idleVisibleHourBytes)})`,
    );
  }
}
