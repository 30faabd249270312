import { expect, test, type Page } from '../support/test.ts';
import { formatPlanAmount, instalmentPlans } from '@sika/domain';
import { DEMO, fillAddProduct, logInToDashboard, signedUpOnScreens, uniqueEmail } from '../support/helpers.ts';
import { addProduct, apiCall, apiCallInPage, apiOperationOf } from '../support/api.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

/** A toast: react-toastify's, or the plain one drawn when react-toastify could not be fetched. */
const toast = (page: Page, text: string) =>
  page.locator('.Toastify, [data-plain-toasts]').getByText(text, { exact: true });

/** Opens a dashboard panel the way the viewport offers it: the hamburger on a phone, the left menu on a desktop. */
async function openPanel(page: Page, phoneEntry: string, desktopEntry = phoneEntry) {
  // The shell must be drawn before asking which menu this viewport shows.
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: phoneEntry }).click();
  } else {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: desktopEntry }).click();
  }
}

/**
 * A phone-camera-sized JPEG (4000x3000 of noise, a few MB) drawn by the browser itself, so the test
 * needs no binary fixture and the upload has real work to do.
 */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(4000, 3000);
    for (let i = 0; i < pixels.data.length; i += 4) {
      const shade = (i / 4) % 4000;
      pixels.data[i] = (shade + Math.random() * 60) % 256;
      pixels.data[i + 1] = (i / 16000 + Math.random() * 60) % 256;
      pixels.data[i + 2] = Math.random() * 256;
      pixels.data[i + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

// @postgres: on PostgreSQL too (e2e/run.ts), once: the list kept in memory is emptied by the
// database's notification after each change.
onPhoneAndDesktop(
  (viewport) => ({ tag: viewport.width === 360 ? ['@postgres'] : [] }),
  (viewport) => {
    test('add a product typed as 3,500 with its plans, upload a photo, see it listed, edit the price, delete it', async ({
      page,
    }) => {
      // Add, a photo compressed and re-encoded, list, edit, delete: a long journey.
      test.slow();
      const title = `Kente ${viewport.width} ${Date.now().toString(36)}`;
      await logInToDashboard(page, DEMO.email, DEMO.password);
      await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();

      await openPanel(page, 'Add New Products');
      await expect(page).toHaveURL(/panel=add/);
      // The panel's code comes when it is first chosen; focus still lands on its heading once it is in.
      await expect(page.getByRole('heading', { level: 1, name: 'Add New Products' })).toBeFocused();
      // Typed as a vendor writes it, with the thousands comma (docs/product.md, Form checks and their messages).
      await fillAddProduct(page, { title, price: '3,500' });

      // 3500 qualifies for all three plans (docs/product.md, Instalment plans); the amounts are the
      // domain's math, each card saying what is paid at order and then, and the total.
      for (const plan of instalmentPlans(3500)) {
        const card = page.getByRole('listitem', { name: `${plan.months} months`, exact: true });
        await expect(card).toBeAttached();
        for (const amount of plan.amountsGhs) await expect(card).toContainText(formatPlanAmount(amount));
        await expect(card).toContainText('Total GHS 3,500');
      }
      await expect(page.getByRole('listitem', { name: '2 months', exact: true })).toContainText(
        'GHS 1,925 (55%) at order, then GHS 1,575 (45%) a month later.',
      );
      await expect(page.getByRole('listitem', { name: '6 months', exact: true })).toContainText(
        'GHS 875 (25%) at order',
      );

      // The cards take little height: with the price at the top of the screen, as while typing it,
      // the form's button is on that same screen.
      const plans = page.getByRole('region', { name: 'Instalment plans' });
      await page.getByLabel('Price', { exact: true }).evaluate((input) => input.scrollIntoView({ block: 'start' }));
      const submit = await page.getByRole('button', { name: 'Add product' }).boundingBox();
      const plansBox = await plans.boundingBox();
      console.log(
        `[figures] ${viewport.width} px: plan cards ${Math.round(plansBox!.height)} px tall; button bottom at ${Math.round(submit!.y + submit!.height)} of ${viewport.height} px`,
      );
      expect(submit!.y).toBeGreaterThanOrEqual(0);
      expect(submit!.y + submit!.height).toBeLessThanOrEqual(viewport.height);

      await page.getByRole('button', { name: 'Add product' }).click();
      await expect(toast(page, 'Product created successfully!')).toBeVisible();
      const productKey = await page.evaluate(() => localStorage.getItem('productKey'));
      expect(JSON.parse(productKey!)).toMatchObject({ title, price: 3500 });
      // As the api stored it.
      const { body: stored } = await apiCallInPage(page, 'getAllProducts');
      expect(stored.find((product) => product.title === title)?.price).toBe(3500);

      // The image step: one photo, compressed in the browser, a progress bar while it travels.
      await expect(page.getByText('Add only one picture')).toBeVisible();
      const uploads: number[] = [];
      // Intercepted, because a multipart body built from a Blob is only readable from a route.
      await page.route('**/api/upload/**', async (route) => {
        uploads.push(route.request().postDataBuffer()?.length ?? 0);
        await route.continue();
      });
      const photo = await phonePhoto(page);
      expect(photo.length).toBeGreaterThan(4_000_000);
      await page.getByLabel('Drag an image here, or click to choose one').setInputFiles({
        name: 'kente.jpg',
        mimeType: 'image/jpeg',
        buffer: photo,
      });
      await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
      await page.getByRole('button', { name: 'Upload' }).click();
      // First 'Preparing…' while the photo is compressed on the phone, then 'Upload progress'.
      await expect(page.getByRole('main').getByRole('progressbar')).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible({ timeout: 20_000 });
      await expect(toast(page, 'Image added successfully!')).toBeVisible({ timeout: 20_000 });
      expect(uploads).toHaveLength(1);
      expect(uploads[0]).toBeGreaterThan(10_000); // a real picture travelled
      expect(uploads[0]).toBeLessThanOrEqual(300_000);

      // Back at All Products: the new product, first (newest), with its picture loaded lazily from
      // the list variant, and asked for before the images of cards further down (the first screen's).
      await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible({ timeout: 10_000 });
      const card = page.getByRole('link', { name: new RegExp(title) });
      await expect(card).toContainText('GHC 3,500');
      await expect(card).toContainText('Fashion and wears');
      const image = card.getByRole('img', { name: `Image of ${title}` });
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      const lastCard = page.getByRole('list', { name: 'All Products' }).getByRole('listitem').last();
      await expect(lastCard.getByRole('img')).toHaveAttribute('loading', 'lazy');
      await expect(lastCard.getByRole('img')).toHaveAttribute('fetchpriority', 'auto');
      await expect(image).toHaveAttribute('srcset', /\/api\/images\//);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);

      // Edit the price.
      await card.click();
      await expect(page).toHaveURL(/\/edit-product\/[0-9a-f-]{36}$/);
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
      await page.getByLabel('Price', { exact: true }).fill('3,650.50');
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page).toHaveURL('/vendor-main-page');
      await expect(page.getByRole('link', { name: new RegExp(title) })).toContainText('GHC 3,650.50');

      // Delete through the static dialog: Escape does not close it, Cancel does, delete deletes.
      await page.getByRole('link', { name: new RegExp(title) }).click();
      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'DELETE THIS PRODUCT?' });
      await expect(dialog).toContainText('Are You Sure You Want To Delete This Product?');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'delete' }).click();
      await expect(toast(page, 'Product deleted!')).toBeVisible();
      await expect(page).toHaveURL('/vendor-main-page');
      await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);

      // Nothing on the page scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  },
);

test('a second vendor never sees the first vendor’s products, by the list or by URL', async ({ page }) => {
  await logInToDashboard(page, DEMO.email, DEMO.password);
  // The demo vendor's newest product, as the api answers it with the page's own session.
  const {
    body: [demoProduct],
  } = await apiCallInPage(page, 'getAllProducts');
  expect(demoProduct).toBeDefined();
  const href = `/edit-product/${demoProduct!._id}`;
  await expect(
    page
      .getByRole('list', { name: 'All Products' })
      .getByRole('link', { name: new RegExp(demoProduct!.title) })
      .first(),
  ).toHaveAttribute('href', href);
  await page.evaluate(() => localStorage.clear());

  const email = uniqueEmail('second');
  await signedUpOnScreens(page, email, 'kente-vendor-88');
  await expect(page.getByText('No products yet.')).toBeVisible();
  await expect(page.getByText(demoProduct!.title)).toHaveCount(0);

  await page.goto(href);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveCount(0);
});

// A product sent with no network (docs/product.md, Writes that wait) is kept on the phone with what
// was typed, and created once the network is back. react-toastify is fetched once the page is idle;
// the network may go before or after it arrives, and either way the vendor reads what happened
// (without it, in a plain toast: ui's Toasts/PlainToasts).
const toastsCode = /\/assets\/react-toastify-[^/]*\.js$/;
for (const cut of [
  { when: 'after the toasts’ code arrived', arrived: true },
  { when: 'before the toasts’ code arrived', arrived: false },
]) {
  test(`the network cut ${cut.when} while creating keeps the product on the phone, created once back online`, async ({
    page,
    context,
  }) => {
    const title = `Offline ${Date.now().toString(36)}`;
    let refused = false;
    if (!cut.arrived) await page.route(toastsCode, (route) => ((refused = true), route.abort('internetdisconnected')));
    await logInToDashboard(page, DEMO.email, DEMO.password);
    await openPanel(page, 'Add New Products');
    await fillAddProduct(page, { title, price: '850' });
    // The form's checks and the queue's code come while the page is idle, before the signal goes.
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(
      page.getByText('Saved on this phone. It will be sent when you are back online.').first(),
    ).toBeVisible();
    expect(refused).toBe(!cut.arrived);

    await page.unrouteAll();
    await context.setOffline(false);
    await expect(page.getByText('Product created successfully!').first()).toBeVisible({ timeout: 20_000 });
    await openPanel(page, 'All Products');
    await expect(page.getByRole('list', { name: 'All Products' }).getByText(title, { exact: true })).toHaveCount(1);
  });
}

test('a tap on a panel whose code is slow shows the loading state at once, then the panel with focus on its heading', async ({
  page,
}) => {
  // The Add New Products code is held (as on slow 4G) until the test has seen the loading state.
  let releaseCode!: () => void;
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  let codeArrived = false;
  await page.route(/\/assets\/AddProductPanel-[^/]*\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  page.on('response', (response) => {
    if (/\/assets\/AddProductPanel-[^/]*\.js$/.test(response.url())) codeArrived = true;
  });
  await logInToDashboard(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('list', { name: 'All Products' })).toBeVisible();
  await openPanel(page, 'Add New Products');
  // The tap is answered before the panel's code arrives (an order of events, not a stopwatch): the
  // last panel goes and the loading state shows where the next will be.
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search by title' })).toHaveCount(0);
  expect(codeArrived).toBe(false);
  releaseCode();
  await expect(page.getByRole('heading', { name: 'Add New Products' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
});

// @postgres: on PostgreSQL too (e2e/run.ts): the product added elsewhere reaches this dashboard
// through the database's notification.
test.describe('the list cache', { tag: '@postgres' }, () => {
  test('an open dashboard asks one call every 15 s while nothing changes, and shows a product added elsewhere at the next', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    await logInToDashboard(page, DEMO.email, DEMO.password);
    // The same session in a page whose clock the test runs (15 s of polling in no time).
    const open = await context.newPage();
    await open.clock.install();
    await page.close();
    // Focus moves to this page now, not once its app is listening: a focus refetches the lists
    // (refetchOnFocus), which is not the polling counted below.
    await open.bringToFront();
    await open.goto('/vendor-main-page');
    const list = open.getByRole('list', { name: 'All Products' });
    await expect(list.getByRole('link').first()).toBeVisible();
    await open.waitForLoadState('networkidle');

    const asked: string[] = [];
    open.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // A refresh of the 10 s test token (and the retry it brings) may fall in the window.
      const operationId = apiOperationOf(pathname);
      if (operationId && operationId !== 'refresh') asked.push(operationId);
    });
    await open.clock.runFor(15_000);
    await expect.poll(() => asked).toContain('getChanges');
    await open.waitForLoadState('networkidle');
    expect(new Set(asked)).toEqual(new Set(['getChanges']));

    // The same vendor adds a product from another phone.
    const phone = await playwright.request.newContext({ baseURL });
    const { accessToken } = await (await apiCall(phone, 'login', { body: DEMO })).json();
    const title = `Added elsewhere ${Date.now().toString(36)}`;
    const productId = await addProduct(
      phone,
      {
        title,
        description: 'Made on another phone.',
        price: 120,
        deliveryPrice: 10,
        category: 'Food Market',
        brand: 'Sika',
        quantity: 3,
      },
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    await expect(list.getByText(title)).toHaveCount(0);
    await open.clock.runFor(15_000);
    await expect(list.getByText(title)).toBeVisible();

    await apiCall(phone, 'deleteProduct', {
      headers: { authorization: `Bearer ${accessToken}` },
      body: { id: productId },
    });
    await phone.dispose();
  });
});
