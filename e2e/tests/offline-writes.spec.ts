import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { aPhoto, DEMO, fillAddProduct, lastMailTo, logInToDashboard } from '../support/helpers.ts';
import type { ApiProduct } from '../support/contract.ts';
import { apiCall } from '../support/api.ts';
import { dashboardIdleCode, draftKept, pageCodeKept } from '../support/offline.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

// These journeys are about the portal's service worker (the other journeys run without it).
test.use({ serviceWorkers: 'allow' });

// Writes that wait (docs/product.md, Writes that wait): products added, edited and deleted while
// the phone has no connection are kept on it, survive a reload, and are applied exactly once when
// it is back; one the server refuses comes back to the vendor with the server's sentence.

/** A toast: react-toastify's, or the plain one drawn when react-toastify could not be fetched. */
const toast = (page: Page, text: string) =>
  page.locator('.Toastify, [data-plain-toasts]').getByText(text, { exact: true }).first();

const SAVED = 'Saved on this phone. It will be sent when you are back online.';

/** The toast of a write kept on the phone, seen and then gone, so the next write's is its own. */
async function savedOnPhone(page: Page) {
  await expect(toast(page, SAVED)).toBeVisible();
  await expect(toast(page, SAVED)).toBeHidden({ timeout: 15_000 });
}
const waitingRows = (page: Page) => page.getByRole('region', { name: 'Not sent yet' }).getByRole('listitem');

/**
 * The demo vendor's session of its own, outside the browser (a second phone, the test's checks):
 * logged in afresh for each call, since the journeys' access tokens last 10 seconds.
 */
function apiSession(request: APIRequestContext) {
  const bearer = async () => {
    const login = await apiCall(request, 'login', { body: { email: DEMO.email, password: DEMO.password } });
    expect(login.ok()).toBe(true);
    const { accessToken } = (await login.json()) as { accessToken: string };
    return { authorization: `Bearer ${accessToken}` };
  };
  return {
    async products(): Promise<ApiProduct[]> {
      const response = await apiCall(request, 'getAllProducts', { headers: await bearer() });
      expect(response.ok()).toBe(true);
      return (await response.json()) as ApiProduct[];
    },
    async create(title: string, key?: string): Promise<ApiProduct> {
      const response = await apiCall(request, 'createProduct', {
        headers: { ...(await bearer()), ...(key ? { 'Idempotency-Key': key } : {}) },
        body: {
          title,
          description: 'Kept for the offline journey.',
          price: 120,
          deliveryPrice: 10,
          category: 'Home and Office',
          brand: 'Sika',
          quantity: 2,
        },
      });
      expect(response.status()).toBe(201);
      return (await response.json()) as ApiProduct;
    },
    async remove(id: string) {
      const response = await apiCall(request, 'deleteProduct', { headers: await bearer(), body: { id } });
      expect(response.ok()).toBe(true);
    },
  };
}

/** A JPEG photo drawn by the browser itself (no binary fixture). */
const kentePhoto = (page: Page) => aPhoto(page, ['#0b6e4f', '#f2b705']);

/**
 * Moves to `url` inside the app, as its own links do (no page load): offline, only the deliberate
 * reload below goes through the service worker's shell.
 */
async function goInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

const picker = (page: Page) => page.getByLabel('Drag an image here, or click to choose one');

/** The kente both journeys add offline, as the vendor types it (each with a title and description of its own). */
const KENTE = { price: '450', deliveryPrice: '25', category: 'Fashion and wears', brand: 'Bonwire', quantity: '3' };

/** The picture step's photo chosen and sent without a connection: kept on the phone. */
async function uploadOffline(page: Page) {
  await picker(page).setInputFiles({ name: 'kente.jpg', mimeType: 'image/jpeg', buffer: await kentePhoto(page) });
  await page.getByRole('button', { name: 'Upload' }).click();
  await savedOnPhone(page);
}

/**
 * Online, under the service worker: the pages the journey uses offline are visited once, so their
 * code is on the phone (the worker keeps each script the page fetches), the picture compressor too.
 */
async function visitWhileOnline(page: Page, editId: string) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  // Each form fetches its checks and the queue's code once the page is idle.
  await page.goto('/vendor-main-page?panel=add');
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
  await pageCodeKept(page);
  await page.goto(`/edit-product/${editId}`);
  await expect(page.getByLabel('Price', { exact: true })).toBeVisible();
  await pageCodeKept(page);
  await page.goto(`/vendor-main-page?panel=images&product=${editId}`);
  await picker(page).setInputFiles({ name: 'warm.jpg', mimeType: 'image/jpeg', buffer: await kentePhoto(page) });
  await page.getByRole('button', { name: 'Remove image' }).click();
  await page.goto('/vendor-main-page', { waitUntil: 'commit' });
  const idleCode = dashboardIdleCode(page);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  // The queue's code comes once the page is idle: fetched and run, then kept.
  for (const ran of idleCode) expect(await ran()).toBe(true);
  await pageCodeKept(page);
}

onPhoneAndDesktop({ tag: '@offline' }, (viewport) => {
  test('a product added with a picture and another edited offline are each applied once back online', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = `${viewport.width}-${Date.now().toString(36)}`;
    const added = `Offline kente ${tag}`;
    const api = apiSession(request);
    const toEdit = await api.create(`Edit me ${tag}`);
    const toVanish = await api.create(`Gone soon ${tag}`);

    await logInToDashboard(page, DEMO.email, DEMO.password);
    await visitWhileOnline(page, toEdit._id);
    await page.goto(`/edit-product/${toVanish._id}`);
    await expect(page.getByLabel('Price', { exact: true })).toBeVisible();

    await context.setOffline(true);

    // An edit of a product another phone deletes meanwhile: the server will refuse it.
    await page.getByLabel('Price', { exact: true }).fill('130');
    await page.getByRole('button', { name: 'Update' }).click();
    await savedOnPhone(page);
    await api.remove(toVanish._id);

    // Add product, then its picture, without a connection.
    await goInApp(page, '/vendor-main-page?panel=add');
    await fillAddProduct(page, { ...KENTE, title: added, description: 'Woven while the signal was gone.' });
    await page.getByRole('button', { name: 'Add product' }).click();
    await savedOnPhone(page);
    await expect(page).toHaveURL(/panel=images&product=local(:|%3A)/);
    await uploadOffline(page);
    await expect(page).toHaveURL('/vendor-main-page', { timeout: 10_000 });

    // Edit another product.
    await goInApp(page, `/edit-product/${toEdit._id}`);
    await page.getByLabel('Price', { exact: true }).fill('175');
    await page.getByRole('button', { name: 'Update' }).click();
    await savedOnPhone(page);
    await expect(page).toHaveURL('/vendor-main-page');
    await expect(waitingRows(page)).toHaveCount(4);
    await expect(waitingRows(page).filter({ hasText: 'Waiting to send' })).toHaveCount(4);

    // Half-typed, then the page reloads, still offline: the draft and the waiting writes are kept.
    await goInApp(page, '/vendor-main-page?panel=add');
    await page.getByLabel('Title', { exact: true }).fill('Half typed');
    await page.getByLabel('Brand').fill('Still here');
    await draftKept(page, { title: 'Half typed', brand: 'Still here' });
    await page.reload();
    await expect(page.getByText('Restored what you typed')).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Half typed');
    await expect(page.getByLabel('Brand')).toHaveValue('Still here');
    await page.screenshot({
      path: test.info().outputPath(`offline-writes-draft-${viewport.width}.png`),
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Discard' }).click();
    await goInApp(page, '/vendor-main-page');
    await expect(waitingRows(page).filter({ hasText: 'Waiting to send' })).toHaveCount(4);
    await page.screenshot({
      path: test.info().outputPath(`offline-writes-waiting-${viewport.width}.png`),
      fullPage: true,
    });

    await context.setOffline(false);

    // Sent in order: the new product, its picture, the edit; the refused edit stays, said so.
    await expect(waitingRows(page).filter({ hasText: 'Waiting to send' })).toHaveCount(0, { timeout: 30_000 });
    const refused = waitingRows(page).filter({ hasText: 'Not sent: fix and send again' });
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText(`Gone soon ${tag}`);
    await expect(refused).toContainText('Product not found.');
    await page.screenshot({
      path: test.info().outputPath(`offline-writes-refused-${viewport.width}.png`),
      fullPage: true,
    });

    const products = await api.products();
    const mine = products.filter((product) => product.title === added);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.images).toHaveLength(1);
    expect(mine[0]!.price).toBe(450);
    expect(products.find((product) => product._id === toEdit._id)?.price).toBe(175);
    expect(products.some((product) => product._id === toVanish._id)).toBe(false);
    await expect(page.getByRole('link', { name: new RegExp(added) })).toBeVisible();
    // The product created from the phone's queue gets its e-mail, as one created online does.
    await lastMailTo(DEMO.email, new RegExp(added));

    // Discarded, nothing waits any more.
    await refused.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('region', { name: 'Not sent yet' })).toHaveCount(0);
  });

  test('offline right after the first visit: Add New Products opens, a picture waits as chosen, Profile shows the saved record, Logout says what it needs', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = `${viewport.width}-${Date.now().toString(36)}`;
    const added = `First-visit kente ${tag}`;
    const api = apiSession(request);

    // The first visit: the dashboard only (the picture step opened, nothing chosen: the
    // compressor never came). Add New Products and Profile are never opened online. The page
    // loads once (the login's; the rest moves inside the app): its idle code is waited for from
    // before that load.
    const idleCode = dashboardIdleCode(page);
    await logInToDashboard(page, DEMO.email, DEMO.password);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
    const controlledFrom = await page.evaluate(() => performance.now());
    const [someProduct] = await api.products();
    await goInApp(page, `/vendor-main-page?panel=images&product=${someProduct!._id}`);
    await expect(picker(page)).toBeAttached();
    await goInApp(page, '/vendor-main-page');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    // The queue's code comes once the page is idle: fetched and run, then kept.
    for (const ran of idleCode) expect(await ran()).toBe(true);
    await pageCodeKept(page, controlledFrom);

    await context.setOffline(true);

    // Add New Products: its code was kept when the worker installed.
    await goInApp(page, '/vendor-main-page?panel=add');
    await fillAddProduct(page, { ...KENTE, title: added, description: 'Added on a phone that never opened the form.' });
    await page.screenshot({ path: test.info().outputPath(`first-visit-offline-add-${viewport.width}.png`) });
    await page.getByRole('button', { name: 'Add product' }).click();
    await savedOnPhone(page);
    await expect(page).toHaveURL(/panel=images&product=local(:|%3A)/);
    // The compressor's code cannot come: the picture waits as chosen instead of failing.
    await uploadOffline(page);
    await expect(page.getByText('Something went wrong img upload')).toHaveCount(0);
    await expect(page).toHaveURL('/vendor-main-page', { timeout: 10_000 });
    await expect(waitingRows(page).filter({ hasText: 'Waiting to send' })).toHaveCount(2);

    // Profile was never opened online: it shows the vendor's record the dashboard saved (its code
    // was kept when the worker installed); the order pings card, whose code never came, is left out.
    await goInApp(page, '/vendor-main-page?panel=profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
    await expect(page.getByText('Adwoa Fabrics', { exact: true })).toBeVisible();
    await expect(page.getByText(DEMO.email, { exact: true })).toBeVisible();
    await expect(page.getByText(/^0\d{2} \d{3} \d{4}$/).first()).toBeVisible();
    await expect(page.getByText(/not available offline/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Order pings' })).toHaveCount(0);
    await expect(page.getByText(/went wrong/i)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`first-visit-offline-profile-${viewport.width}.png`) });
    // Its edit page was never opened on this phone: it says so, not as an error.
    await page.getByRole('link', { name: 'edit', exact: true }).click();
    await expect(page.getByText(/not available offline: it was not opened on this phone before/)).toBeVisible();
    await expect(page.getByText(/went wrong/i)).toHaveCount(0);
    await goInApp(page, '/vendor-main-page');

    // Logout needs the server: said so, and the vendor stays logged in.
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('button', { name: 'Logout' }).locator('visible=true').first().click();
    await expect(
      toast(page, 'Logging out needs a connection. You are still logged in: try again when you are back online.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/vendor-main-page/);
    await page.screenshot({ path: test.info().outputPath(`first-visit-offline-logout-${viewport.width}.png`) });
    if (await page.getByRole('button', { name: 'Close menu' }).isVisible()) {
      await page.getByRole('button', { name: 'Close menu' }).click();
    }

    // Back online: the product and its picture (compressed on the way) are sent once.
    await context.setOffline(false);
    await goInApp(page, '/vendor-main-page');
    await expect
      .poll(
        async () =>
          (await api.products()).filter((product) => product.title === added).map(({ images }) => images.length),
        { timeout: 30_000 },
      )
      .toEqual([1]);
    await expect(page.getByRole('region', { name: 'Not sent yet' })).toHaveCount(0, { timeout: 15_000 });
  });
});

test('a write sent twice with one Idempotency-Key is applied once', { tag: '@offline' }, async ({ request }) => {
  const api = apiSession(request);
  const title = `Sent twice ${Date.now().toString(36)}`;
  const key = crypto.randomUUID();
  const first = await api.create(title, key);
  const again = await api.create(title, key);
  expect(again._id).toBe(first._id);
  expect((await api.products()).filter((product) => product.title === title)).toHaveLength(1);
});
