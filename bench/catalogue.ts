import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright';
import sharp from 'sharp';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';

/**
 * What the catalogue costs a vendor on mobile data, measured in a real browser against a real api
 * on loopback (embedded PGlite in a throwaway folder):
 * - the bytes of an unchanged 15 s product poll (a 304);
 * - a 4000x3000 phone photo: its size, what the browser sends after compressing it, and what the
 *   server stores (the 1600 px WebP and the list variant);
 * - the bytes a 360 px phone downloads to show All Products holding 50 products with pictures.
 */
const PRODUCTS = 50;

/** A photo-like picture: smooth colour with some grain (pure noise would be an unrealistic worst case). */
export function productPhoto(seed: number, width = 1600, height = 1200, quality = 90) {
  return sharp({
    create: { width, height, channels: 3, background: { r: (seed * 47) % 256, g: (seed * 89) % 256, b: 120 } },
  })
    .composite([
      {
        input: {
          create: {
            width,
            height,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        },
        blend: 'overlay',
      },
    ])
    .blur(1.2)
    .jpeg({ quality })
    .toBuffer();
}

/** The demo vendor's catalogue grows to `count` products, each with a picture (also used by wire.ts and lighthouse.ts). */
export async function seedPicturedProducts(base: string, auth: Record<string, string>, count = PRODUCTS) {
  const existing = (await (await fetch(`${base}/api/products/all-products`, { headers: auth })).json()) as unknown[];
  for (let i = existing.length; i < count; i += 1) {
    const created = await fetch(`${base}/api/Products/create`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Bench product ${i + 1}`,
        description: 'A product for the catalogue benchmark.',
        price: 150 + i * 97,
        deliveryPrice: 20,
        category: 'Home and Office',
        brand: 'Bench',
        quantity: 3,
      }),
    });
    const { _id } = (await created.json()) as { _id: string };
    const form = new FormData();
    form.set('images', new Blob([await productPhoto(i)], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${base}/api/upload/${_id}`, { method: 'POST', headers: auth, body: form });
    if (!uploaded.ok) throw new Error(`upload ${i} answered ${uploaded.status}`);
  }
}

async function waitForHealth(base: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the api did not become healthy within 60 s');
}

/** Sums what crossed the wire (headers + encoded body) for every response the page received. */
function wireCounter(cdp: CDPSession) {
  const byUrl = new Map<string, string>();
  const totals = { json: 0, images: 0, scripts: 0, other: 0 };
  cdp.on('Network.responseReceived', ({ requestId, response }) => byUrl.set(requestId, response.mimeType));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const mime = byUrl.get(requestId) ?? '';
    if (mime.includes('json')) totals.json += encodedDataLength;
    else if (mime.startsWith('image/')) totals.images += encodedDataLength;
    else if (mime.includes('javascript')) totals.scripts += encodedDataLength;
    else totals.other += encodedDataLength;
  });
  return {
    reset: () => Object.assign(totals, { json: 0, images: 0, scripts: 0, other: 0 }),
    totals,
  };
}

export async function measureCatalogue(repoRoot: string) {
  const port = 4900 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-catalogue-'));
  const api = spawn(process.execPath, [path.join(repoRoot, 'apps/api/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      PORTAL_DIST: path.join(repoRoot, 'apps/portal/dist'),
    },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    await waitForHealth(base);
    const login = await fetch(`${base}/api/vendor/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@sika.test', password: 'sika-demo-2026' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };

    await seedPicturedProducts(base, auth);

    // An unchanged poll of the product list (what every 15 s costs while nothing changes).
    const first = await fetch(`${base}/api/products/all-products`, {
      headers: { ...auth, 'accept-encoding': 'gzip, br' },
    });
    const listBody = await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    const unchanged = await fetch(`${base}/api/products/all-products`, {
      headers: { ...auth, 'if-none-match': etag },
    });
    // Status line, headers and the blank line, as they cross the wire (fetch hides the raw bytes).
    const unchangedHeaderBytes =
      `HTTP/1.1 ${unchanged.status} ${unchanged.statusText}\r\n`.length +
      [...unchanged.headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 2);

    // A phone opens the dashboard: log in as a vendor does, then count what All Products costs.
    // Without the service worker: the page's DevTools would count the worker's answers as 0 bytes,
    // while the worker itself fetched them over the wire (wire.ts says the same).
    const page = await browser.newPage({
      viewport: { width: 360, height: 800 },
      deviceScaleFactor: 2,
      serviceWorkers: 'block',
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const wire = wireCounter(cdp);
    await page.goto(base);
    await page.getByLabel('Email').fill('demo@sika.test');
    await page.getByLabel('Password').fill('sika-demo-2026');
    wire.reset();
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByRole('list', { name: 'All Products' })
      .getByRole('link')
      .nth(PRODUCTS - 1)
      .waitFor();
    await page.waitForLoadState('networkidle');
    const dashboard = { ...wire.totals };
    // Scrolling to the end loads every lazy thumbnail: the most a vendor pays for the whole list.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const scrolled = { ...wire.totals };

    // A 4000x3000 phone photo through the image step: what leaves the phone, what is stored.
    const photo = await productPhoto(7, 4000, 3000, 75);
    await page.goto(`${base}/vendor-main-page?panel=add`);
    await page.getByLabel('Title').fill('Bench photo');
    await page.getByLabel('Description').fill('The 4 MB photo test.');
    await page.getByLabel('Price', { exact: true }).fill('500');
    await page.getByLabel('Delivery price').fill('10');
    await page.getByLabel('Category').selectOption('Home and Office');
    await page.getByLabel('Brand').fill('Bench');
    await page.getByLabel('Quantity').fill('1');
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByText('Add only one picture').waitFor();
    const imagesDir = path.join(dataDir, 'images');
    const before = new Set(readdirSync(imagesDir));
    let sent = 0;
    // Intercepted, because a multipart body built from a Blob is only readable from a route.
    await page.route('**/api/upload/**', async (route) => {
      sent = route.request().postDataBuffer()?.length ?? 0;
      await route.continue();
    });
    await page
      .getByLabel('Drag an image here, or click to choose one')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Image added successfully!').waitFor({ timeout: 30_000 });
    const stored = readdirSync(imagesDir)
      .filter((name) => !before.has(name) && !name.startsWith('.'))
      .map((name) => statSync(path.join(imagesDir, name)).size)
      .sort((a, b) => b - a);

    return {
      poll: {
        changedBodyBytes: listBody.byteLength,
        unchangedStatus: unchanged.status,
        unchangedBytes: unchangedHeaderBytes + (await unchanged.arrayBuffer()).byteLength,
      },
      dashboard,
      scrolled,
      photo: { originalBytes: photo.length, sentBytes: sent, storedFullBytes: stored[0], storedListBytes: stored[1] },
    };
  } finally {
    await browser.close();
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
