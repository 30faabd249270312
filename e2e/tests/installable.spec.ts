// docs/product.md, On a phone: install and updates: the production build is an installable app
// whose service worker opens the shell without a network and offers a new version once it waits.
import { chromium, expect, test, watchContext, type Page } from '../support/test.ts';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { portalDist } from '../playwright.config.ts';
import { dashboardIdleCode, pageCodeKept, workerReady } from '../support/offline.ts';
import { DEMO, logInToDashboard } from '../support/helpers.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

// These journeys are about the portal's service worker (the other journeys run without it).
test.use({ serviceWorkers: 'allow' });

type WebAppManifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
};

type InstallabilityErrors = { installabilityErrors: Array<{ errorId: string }> };

/** Waits until a service worker controls the page (the first one claims the page it registered from). */
async function waitForController(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** The PNG's width and height, from its IHDR chunk. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString()).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

onPhoneAndDesktop((viewport) => {
  test('the app meets the install criteria: its manifest, every icon, a worker controlling the page', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifestResponse = await request.get(href!);
    expect(manifestResponse.status()).toBe(200);
    expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as WebAppManifest;
    expect(manifest).toMatchObject({
      name: 'Sika vendor portal',
      short_name: 'Sika',
      start_url: '/vendor-main-page',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b6e4f',
      background_color: '#f6f7f4',
    });
    const sizes: string[] = [];
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe(icon.type);
      const size = pngSize(await response.body());
      expect(size).toBe(icon.sizes);
      sizes.push(`${size}${icon.purpose === 'maskable' ? ' maskable' : ''}`);
    }
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));

    await waitForController(page);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  });

  test("Chromium's installability check finds nothing missing", async ({ browserName }, testInfo) => {
    // Chromium refuses to install from an incognito profile, which a test's context is: a profile
    // on disk instead.
    const profile = mkdtempSync(path.join(tmpdir(), 'sika-install-'));
    const context = await watchContext(
      await chromium.launchPersistentContext(profile, {
        ...testInfo.project.use.launchOptions,
        baseURL: testInfo.project.use.baseURL,
        viewport: { width: viewport.width, height: viewport.height },
      }),
    );
    try {
      expect(browserName).toBe('chromium');
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await waitForController(page);
      await page.reload();
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(
          async () => ((await cdp.send('Page.getInstallabilityErrors')) as InstallabilityErrors).installabilityErrors,
        )
        .toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('after a first visit, a reload without a network opens the shell', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    // The shell and the entry's scripts come from the precache: its install done, not only begun.
    await workerReady(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    // A deep link too: the plain shell, whose app sends someone logged out to the login.
    await page.goto('/order-details/123');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await context.setOffline(false);
  });

  test('a vendor who has used the dashboard reloads it without a network and sees its frame', async ({
    page,
    context,
  }) => {
    await logInToDashboard(page, DEMO.email, DEMO.password);
    // The offline banner's code is precached: the worker's install done, not only begun.
    await workerReady(page);
    // The dashboard's own scripts are kept once fetched with the worker in control.
    await page.reload({ waitUntil: 'commit' });
    let idleCode = dashboardIdleCode(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Used: the list's tools (fetched once the list shows) and what the page fetches once it is
    // idle came in and ran, and the worker has kept every script the page fetched.
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    for (const ran of idleCode) expect(await ran()).toBe(true);
    await pageCodeKept(page);

    const scriptsMissed: string[] = [];
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname.startsWith('/assets/')) {
        scriptsMissed.push(`${request.url()} ${request.failure()?.errorText}`);
      }
    });
    await context.setOffline(true);
    // The page sees the network go and fetches its banner's code (precached) before the reload,
    // which would otherwise cut that fetch short.
    await expect(page.getByText(/^You are offline\./)).toBeVisible();
    await page.reload({ waitUntil: 'commit' });
    idleCode = dashboardIdleCode(page);
    await expect(page).toHaveURL('/vendor-main-page');
    // The app's frame, drawn by the dashboard's code from the phone: what the vendor's data
    // shows without a network is the offline data's part (docs/product.md).
    await expect(page.getByRole('banner')).toContainText('Sika');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Its code of later steps too (from the phone or not at all) before counting what failed.
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    for (const ran of idleCode) await ran();
    expect(scriptsMissed).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`pwa-offline-dashboard-${viewport.width}.png`) });
    await context.setOffline(false);
  });

  test("a new deployment offers 'A new version is ready', and Reload changes to it", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await waitForController(page);
    await expect(page.getByText('A new version is ready')).toHaveCount(0);

    // Another deployment: the worker's script differs by a byte or more (the build wrote it anew),
    // as do the compressed copies the api sends in its place (apps/portal/scripts/precache.ts).
    const swFile = path.join(portalDist, 'sw.js');
    const deployed = new Map(
      [swFile, `${swFile}.br`, `${swFile}.gz`].map((file) => [file, existsSync(file) ? readFileSync(file) : null]),
    );
    try {
      const next = Buffer.from(`${readFileSync(swFile, 'utf8')}\n// another deployment ${Date.now()}\n`);
      writeFileSync(swFile, next);
      if (deployed.get(`${swFile}.br`)) writeFileSync(`${swFile}.br`, brotliCompressSync(next));
      if (deployed.get(`${swFile}.gz`)) writeFileSync(`${swFile}.gz`, gzipSync(next));
      await page.reload();
      const prompt = page.getByRole('region', { name: 'A new version is ready' });
      await expect(prompt).toBeVisible({ timeout: 15_000 });
      await expect(prompt.getByRole('status')).toHaveText('A new version is ready');
      await page.screenshot({ path: test.info().outputPath(`pwa-update-prompt-${viewport.width}.png`) });

      await page.evaluate(() => ((window as { beforeReload?: boolean }).beforeReload = true));
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await page.waitForFunction(() => !(window as { beforeReload?: boolean }).beforeReload, undefined, {
        timeout: 15_000,
      });
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
        }),
      ).toEqual({ waiting: null, controlled: true });
      await expect(page.getByText('A new version is ready')).toHaveCount(0);
    } finally {
      for (const [file, bytes] of deployed) if (bytes) writeFileSync(file, bytes);
    }
  });

  test("the dashboard offers 'Install Sika' once: turned down, never again on this device", async ({ page }) => {
    await logInToDashboard(page, DEMO.email, DEMO.password);
    await waitForController(page); // the offers' chunk has run: it registered the worker
    // What Chromium fires once the app is installable, with the prompt it holds.
    const offerInstall = () =>
      page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {
            (window as { prompted?: number }).prompted = ((window as { prompted?: number }).prompted ?? 0) + 1;
          },
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    // The browser's own banner is held back either way.
    expect(await offerInstall()).toBe(true);
    const offer = page.getByRole('region', { name: 'Install Sika' });
    await expect(offer).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`pwa-install-offer-${viewport.width}.png`) });
    await offer.getByRole('button', { name: 'Install Sika' }).click();
    expect(await page.evaluate(() => (window as { prompted?: number }).prompted)).toBe(1);
    await expect(offer).toHaveCount(0);

    // Offered again on a later visit (the browser's dialog was closed), then turned down: gone for good.
    await page.reload();
    await waitForController(page);
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    await expect.poll(offerInstall).toBe(true);
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('sika.installOffer'))).toBe('dismissed');
    await page.reload();
    // Held back once the page's scripts run (the dashboard's page starts them after its first paint).
    await expect.poll(offerInstall).toBe(true);
    // The handler decided as the event ran; whatever it set in motion is on screen two frames on.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(offer).toHaveCount(0);
  });
});

test("a screen's script gone from the server (a newer deployment) reloads the page once, never in a loop", async ({
  browser,
}) => {
  // No worker: the test's own routing answers the page's requests.
  const context = await watchContext(
    await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 800 } }),
  );
  try {
    const page = await context.newPage();
    const offersLoaded = page.waitForResponse(/\/assets\/startPwa-[\w-]+\.js$/);
    await logInToDashboard(page, DEMO.email, DEMO.password);
    await offersLoaded;
    await page.waitForLoadState('networkidle');
    await page.route(/\/assets\/OrderDetails-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.evaluate(() => {
      history.pushState({}, '', '/order-details/0123456789abcdef01234567');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => loads).toBe(1);
    // Reloaded, the script is still missing: the screen says so with Try again, and no second reload.
    await expect(page.getByText('Something went wrong!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // A second reload would ask for the page again: once the network is quiet, none came.
    await page.waitForLoadState('networkidle');
    expect(loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('sika.reloadedForCode'))).toMatch(/^\d+$/);
  } finally {
    await context.close();
  }
});
