// docs/product.md, Offline: what a vendor saw is kept on the phone and shown, under a banner, when
// the network is gone; nothing of it is left for the next vendor on a shared phone.
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { savedAtTime } from '@sika/domain';
import { DEMO, logIn, logInToDashboard, uniqueEmail, verifiedVendor } from '../support/helpers.ts';
import type { ApiOrder, ApiProduct } from '../support/contract.ts';
import { addProduct, apiCall, apiPath } from '../support/api.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

// These journeys are about the portal's service worker (the other journeys run without it).
test.use({ serviceWorkers: 'allow' });

const BANNER = /^You are offline\. Showing what you saw at (\d\d:\d\d)\.$/;

/** The api as a vendor, for what the test must know (a login of its own: tokens here live 10 s). */
async function apiAs(request: APIRequestContext, email: string, password: string) {
  const login = await apiCall(request, 'login', { body: { email, password } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  return {
    products: async (): Promise<ApiProduct[]> => (await apiCall(request, 'getAllProducts', { headers })).json(),
    orders: async (): Promise<ApiOrder[]> => (await apiCall(request, 'getVendorOrders', { headers })).json(),
  };
}

/** A second vendor, verified, with one product of their own (sign-up has its own journeys). */
async function anotherVendor(request: APIRequestContext) {
  const email = uniqueEmail('offline');
  const password = 'Mango-Tide-4821';
  const { headers } = await verifiedVendor(request, email, password, 'Ama Shoes');
  const title = `Ama sandals ${Date.now().toString(36)}`;
  await addProduct(
    request,
    {
      title,
      description: 'Leather sandals.',
      price: 120,
      deliveryPrice: 10,
      category: 'Fashion and wears',
      brand: 'Ama',
      quantity: 3,
    },
    { headers },
  );
  return { email, password, title };
}

/** Waits until the service worker controls the page: from then on, what the page reads is kept. */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
}

/** Every address whose answer the phone holds for some vendor, by cache. */
const savedOnDevice = (page: Page) =>
  page.evaluate(async () => {
    const saved: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (!name.startsWith('sika-data-')) continue;
      const keys = await (await caches.open(name)).keys();
      saved[name] = keys.map((request) => new URL(request.url).pathname);
    }
    return saved;
  });

/** Everything of vendor data the device holds: cache names, their answers' text, IndexedDB databases. */
const vendorDataOnDevice = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('sika-data-') || name === 'sika-images');
    const bodies: string[] = [];
    for (const name of names) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) bodies.push(await (await cache.match(request))!.text());
    }
    // The writes waiting to be sent (Workbox's own bookkeeping holds no vendor data).
    const databases = (await indexedDB.databases())
      .map((database) => database.name)
      .filter((name) => name === 'sika-queue');
    return { names, bodies: bodies.join('\n'), databases };
  });

const banner = (page: Page) => page.getByText(BANNER);

/** Logout, from the hamburger on a phone or the left menu on a desktop. */
async function logOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Logout' }).locator('visible=true').first().click();
  await expect(page).toHaveURL('/');
}

onPhoneAndDesktop({ tag: '@offline' }, (viewport) => {
  test('offline after a first visit: the last products, orders, an opened order, profile and earnings, under the banner', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const demo = await apiAs(request, DEMO.email, DEMO.password);
    const [product] = await demo.products();
    const [opened, neverOpened] = await demo.orders();
    expect(product && opened && neverOpened).toBeTruthy();

    const firstVisitStarted = Date.now();
    await logInToDashboard(page, DEMO.email, DEMO.password);
    await waitForWorker(page);

    // The first visit, with the worker in control: each page shows its data.
    const pages: Array<{ url: string; shows: string; role?: 'heading' }> = [
      { url: '/vendor-main-page', shows: product!.title },
      { url: '/vendor-main-page?panel=orders', shows: opened!.orderNumber },
      { url: `/order-details/${opened!._id}`, shows: opened!.orderNumber },
      { url: '/vendor-main-page?panel=profile', shows: 'Adwoa Fabrics' },
      { url: '/vendor-main-page?panel=earnings', shows: 'Still to come from buyers', role: 'heading' },
    ];
    for (const { url, shows, role } of pages) {
      await page.goto(url);
      const content = role ? page.getByRole(role, { name: shows }) : page.getByText(shows, { exact: true });
      await expect(content.first()).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
    }
    await expect
      .poll(async () => Object.values(await savedOnDevice(page)).flat())
      .toEqual(
        expect.arrayContaining([
          apiPath('getAllVendors'),
          apiPath('getAllProducts'),
          apiPath('getVendorOrders'),
          apiPath('getOrder', { orderId: opened!._id }),
          apiPath('getEarnings'),
        ]),
      );
    const firstVisitEnded = Date.now();
    // The banner's time is when the data was saved, by the phone's clock, 24-hour.
    const visitMinutes = new Set<string>();
    for (let at = firstVisitStarted - 60_000; at <= firstVisitEnded + 60_000; at += 30_000) {
      visitMinutes.add(savedAtTime(new Date(at)));
    }

    await context.setOffline(true);
    for (const { url, shows, role } of pages) {
      await page.goto(url);
      const content = role ? page.getByRole(role, { name: shows }) : page.getByText(shows, { exact: true });
      await expect(content.first()).toBeVisible();
      await expect(banner(page)).toBeVisible();
      const time = BANNER.exec((await banner(page).textContent()) ?? '')?.[1];
      expect(visitMinutes).toContain(time);
      // The banner hides no part of the menu.
      const menu =
        viewport.width < 768
          ? page.getByRole('button', { name: 'Open menu' })
          : page.getByRole('navigation', { name: 'Dashboard' });
      await expect(menu).toBeVisible();
      await expect(menu).toBeInViewport();
    }
    await page.goto('/vendor-main-page');
    await expect(page.getByText(product!.title, { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`offline-${viewport.width}-products.png`) });

    // An order never opened on this phone says so, rather than failing.
    await page.goto(`/order-details/${neverOpened!._id}`);
    await expect(page.getByText(/not available offline/)).toBeVisible();
    await expect(page.getByText(/went wrong/i)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`offline-${viewport.width}-not-saved.png`) });

    // Back online: the banner goes, the data is the server's again.
    await page.goto(`/order-details/${opened!._id}`);
    await expect(banner(page)).toBeVisible();
    await context.setOffline(false);
    await expect(banner(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText(opened!.orderNumber, { exact: true }).first()).toBeVisible();
  });

  test('two vendors one after the other on one browser: the second never sees the first one’s data, online or offline', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const demoTitles = (await (await apiAs(request, DEMO.email, DEMO.password)).products()).map((p) => p.title);
    expect(demoTitles.length).toBeGreaterThan(0);
    const second = await anotherVendor(request);

    // The first vendor browses (their answers are kept), then logs out.
    await logInToDashboard(page, DEMO.email, DEMO.password);
    await waitForWorker(page);
    await page.reload();
    await expect(page.getByText(demoTitles[0]!, { exact: true }).first()).toBeVisible();
    await page.goto('/vendor-main-page?panel=orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
    await expect.poll(async () => Object.keys(await savedOnDevice(page)).length).toBe(1);
    await logOut(page);
    await expect.poll(() => vendorDataOnDevice(page)).toEqual({ names: [], bodies: '', databases: [] });

    // The second vendor, online: only their own products (the login leads back to the last page).
    await logIn(page, second.email, second.password);
    await expect(page).toHaveURL(/\/vendor-main-page/);
    await page.goto('/vendor-main-page');
    await expect(page.getByText(second.title, { exact: true })).toBeVisible();
    for (const title of demoTitles) await expect(page.getByText(title, { exact: true })).toHaveCount(0);
    await expect.poll(async () => Object.keys(await savedOnDevice(page))).toHaveLength(1);

    // Offline: the same, from what the phone kept for them alone.
    await context.setOffline(true);
    await page.reload();
    await expect(banner(page)).toBeVisible();
    await expect(page.getByText(second.title, { exact: true })).toBeVisible();
    for (const title of demoTitles) await expect(page.getByText(title, { exact: true })).toHaveCount(0);
    const left = await vendorDataOnDevice(page);
    expect(left.names).toHaveLength(1);
    expect(left.bodies).toContain(second.title);
    for (const title of demoTitles) expect(left.bodies).not.toContain(title);
    await page.screenshot({ path: test.info().outputPath(`offline-${viewport.width}-second-vendor.png`) });
    await context.setOffline(false);
  });
});

test(
  'a vendor whose session ended unseen leaves nothing for the next one to log in',
  { tag: '@offline' },
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const second = await anotherVendor(request);
    await logInToDashboard(page, DEMO.email, DEMO.password);
    await waitForWorker(page);
    // No reload: the lists read before the worker took the page are saved once it has.
    await expect
      .poll(async () => Object.values(await savedOnDevice(page)).flat())
      .toEqual(expect.arrayContaining([apiPath('getAllVendors'), apiPath('getAllProducts')]));
    const [demoCache] = Object.keys(await savedOnDevice(page));

    // The session's keys gone without a logout (storage cleared by hand, say): the saved data stays...
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    expect(Object.keys(await savedOnDevice(page))).toContain(demoCache);

    // ...until another vendor logs in: then the first one's goes.
    await logIn(page, second.email, second.password);
    await expect(page.getByText(second.title, { exact: true })).toBeVisible();
    await expect.poll(async () => Object.keys(await savedOnDevice(page))).not.toContain(demoCache);
  },
);
