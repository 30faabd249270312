import { expect, test, watchContext, type Browser, type Page } from '../support/test.ts';
import { apiCallInPage, apiPath } from '../support/api.ts';
import { DEMO, logIn, logInToDashboard } from '../support/helpers.ts';
import { onPhoneAndDesktop, onViewport, PHONE } from '../support/viewports.ts';

/** A toast: react-toastify's, or the plain one drawn when react-toastify could not be fetched. */
const toast = (page: Page, text: string) =>
  page.locator('.Toastify, [data-plain-toasts]').getByText(text, { exact: true });

/** Slow 3G as Chromium's DevTools define it: ~400 ms latency, ~50 kB/s down and up. */
async function slow3g(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
}

/**
 * A page of a new browser context (nothing cached) holding the demo vendor's session, and the id of
 * one of the vendor's orders (read with that session before the context went).
 */
async function coldSignedInPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ page: Page; orderId: string }> {
  const warm = await watchContext(await browser.newContext({ viewport }));
  const login = await warm.newPage();
  await logInToDashboard(login, DEMO.email, DEMO.password);
  const orderId = (await apiCallInPage(login, 'getVendorOrders')).body[0]!._id;
  const session = await warm.storageState();
  await warm.close();
  const cold = await watchContext(await browser.newContext({ viewport, storageState: session }));
  return { page: await cold.newPage(), orderId };
}

/**
 * Whether a spinner covers the page (the old loading state: a faded page and a lone spinner), i.e.
 * a fixed, full-screen status is showing.
 */
function spinnerCoversPage(): boolean {
  return [...document.querySelectorAll('[role=status]')].some((element) => {
    const style = getComputedStyle(element);
    return style.position === 'fixed' && style.display !== 'none' && element.getBoundingClientRect().height > 200;
  });
}

const coveredBySpinner = (page: Page) => page.evaluate(spinnerCoversPage);

/** What the page showed while it loaded, as recorded by `watchLoading`. */
type LoadingSeen = { shapes: boolean; spinner: boolean; blankAfterShapes: boolean };

/**
 * Watches every state of the page's DOM as it loads (a MutationObserver runs after each change,
 * before the browser paints it): whether a spinner ever covered the page, and whether, once loading
 * shapes had shown, the page was ever left with neither shapes nor orders. No sampling: a state
 * that lasts one frame is seen too.
 */
async function watchLoading(page: Page): Promise<() => Promise<LoadingSeen>> {
  await page.addInitScript(`(() => {
    const seen = { shapes: false, spinner: false, blankAfterShapes: false };
    window.loadingSeen = seen;
    const covered = ${spinnerCoversPage.toString()};
    const look = () => {
      if (covered()) seen.spinner = true;
      const shapes = [...document.querySelectorAll('[role=status][aria-busy=true]')].some((element) => element.checkVisibility());
      const orders = [...document.querySelectorAll('a[href^="/order-details/"]')].some((element) => element.checkVisibility());
      if (shapes) seen.shapes = true;
      else if (seen.shapes && !orders) seen.blankAfterShapes = true;
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  })()`);
  return () => page.evaluate(() => (window as unknown as { loadingSeen: LoadingSeen }).loadingSeen);
}

/** What a slow 3G journey measured, kept with its result (an annotation of the test). */
const slow3gFigures = (description: string) => test.info().annotations.push({ type: 'slow 3G', description });

/** The first product card of All Products. */
const firstProduct = (page: Page) => page.getByRole('list', { name: 'All Products' }).getByRole('link').first();

onPhoneAndDesktop((viewport) => {
  test('on slow 3G a cold Your Orders shows the frame and cards to come, never a spinner over a faded page', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { page } = await coldSignedInPage(browser, viewport);
    await slow3g(page);
    const loadingSeen = await watchLoading(page);
    const started = Date.now();
    await page.goto('/vendor-main-page?panel=orders', { waitUntil: 'commit' });

    // From the page's HTML: the frame and placeholders shaped like order cards, announced as
    // loading Your Orders, under Your Orders' heading (the page holds every panel's placeholder;
    // only the opened one shows).
    const placeholder = page.locator('[role=status][aria-busy=true]').filter({ visible: true });
    await expect(placeholder.first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
    const painted = Date.now() - started;
    await expect(placeholder).toHaveCount(1);
    await expect(placeholder).toContainText('Loading Your Orders');
    await expect(page.getByText('All Products', { exact: true }).filter({ visible: true })).toHaveCount(
      viewport.width >= 768 ? 1 : 0, // the desktop's side menu names it; nothing else does
    );

    // Until the orders are in, something shaped like them is on screen, and no spinner covers it.
    const firstOrder = page.getByRole('list', { name: 'Your Orders' }).getByRole('link').first();
    await expect(firstOrder, 'the orders arrive within a minute on slow 3G').toBeVisible({ timeout: 60_000 });
    expect(await loadingSeen()).toEqual({ shapes: true, spinner: false, blankAfterShapes: false });
    await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`frame-orders-${viewport.width}.png`) });
    slow3gFigures(`frame and placeholders painted after ${painted} ms; orders shown after ${Date.now() - started} ms`);
  });

  test('on slow 3G a cold Order details (a ping or an e-mail link) shows its frame and shapes before the order', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { page, orderId } = await coldSignedInPage(browser, viewport);
    // The order's answer is held until the frame has been seen, so the frame cannot be waiting on it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(`**${apiPath('getOrder', { orderId })}`, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await slow3g(page);
    const started = Date.now();
    await page.goto(`/order-details/${orderId}`, { waitUntil: 'commit' });

    // From the page's HTML (served for any order id): the frame, the way back, the heading, and
    // shapes where the order's cards will be, announced as loading.
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to your orders' })).toBeVisible();
    await expect(page.locator('[role=status][aria-busy=true]').first()).toBeVisible();
    const menu =
      viewport.width < 768
        ? page.getByRole('button', { name: 'Open menu' })
        : page.getByRole('navigation', { name: 'Dashboard', exact: true });
    await expect(menu).toBeVisible();
    const painted = Date.now() - started;
    expect(await coveredBySpinner(page)).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`frame-order-cold-${viewport.width}.png`) });

    // Then the app takes over the same page and, once the order is let through, shows it.
    await expect.poll(() => asked, { timeout: 60_000 }).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 2, name: 'Customer' })).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('[role=status][aria-busy=true]')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`frame-order-shown-${viewport.width}.png`) });
    slow3gFigures(`frame and shapes painted after ${painted} ms; order shown after ${Date.now() - started} ms`);
  });

  test('on slow 3G a tapped product shows Edit product’s frame at once, then its form; Back returns', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, DEMO.email, DEMO.password);
    await expect(firstProduct(page)).toBeVisible();
    // Edit product's code is held until its frame has been seen: on a busy machine a small chunk
    // could otherwise arrive, even on slow 3G, before the first look, and there would be no frame
    // to see. How long the tap took to answer is a figure (below), not a condition.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/assets/EditProduct-*.js', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await slow3g(page);

    const tapped = Date.now();
    await firstProduct(page).click();
    // Before Edit product's code has arrived: its frame, the way back and the fields' shapes.
    await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to your products' })).toBeVisible();
    await expect(page.locator('[role=status][aria-busy=true]')).toBeVisible();
    const answered = Date.now() - tapped;
    await page.screenshot({ path: test.info().outputPath(`frame-tap-${viewport.width}.png`) });
    await expect.poll(() => asked, { timeout: 30_000 }).toBe(true);
    release();

    await expect(page.getByLabel('Title', { exact: true })).toBeVisible({ timeout: 60_000 });
    slow3gFigures(`tap answered after ${answered} ms; form after ${Date.now() - tapped} ms`);
    await page.getByRole('link', { name: 'Back to your products' }).click();
    await expect(page).toHaveURL('/vendor-main-page');
    await expect(firstProduct(page)).toBeVisible();
  });

  test('Edit product, Edit vendor and Order details keep the dashboard’s frame, a way back, and say when an update worked', async ({
    page,
  }) => {
    await logIn(page, DEMO.email, DEMO.password);
    await expect(firstProduct(page)).toBeVisible();
    const phone = viewport.width < 768;

    /** The dashboard's one menu is here: the hamburger on a phone, the left menu with Logout on a desktop. */
    async function expectFrame(current: string) {
      await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
      const hamburger = page.getByRole('button', { name: 'Open menu' });
      const side = page.getByRole('navigation', { name: 'Dashboard', exact: true });
      if (phone) {
        await expect(hamburger).toBeVisible();
        await expect(side).toBeHidden();
      } else {
        await expect(hamburger).toBeHidden();
        await expect(side.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'true');
        await expect(side.getByRole('button', { name: 'Logout' })).toBeVisible();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }

    // Edit product: Cancel goes back; Update says so and lands on All Products.
    await firstProduct(page).click();
    await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
    await expectFrame('All Products');
    await page.screenshot({
      path: test.info().outputPath(`frame-edit-product-${viewport.width}.png`),
      fullPage: true,
    });
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/vendor-main-page');
    await firstProduct(page).click();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Product updated!')).toBeVisible();
    await expect(page).toHaveURL('/vendor-main-page');

    // Order details: from Your Orders, and back to the same list.
    await page.goto('/vendor-main-page?panel=orders');
    await page.getByRole('list', { name: 'Your Orders' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/order-details\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expectFrame('Your Orders');
    await page.screenshot({ path: test.info().outputPath(`frame-order-${viewport.width}.png`), fullPage: true });
    await page.getByRole('link', { name: 'Back to your orders' }).click();
    await expect(page).toHaveURL('/vendor-main-page?panel=orders');

    // Edit vendor: from Profile; Update (nothing sensitive changed) says so and returns to Profile.
    await page.goto('/vendor-main-page?panel=profile');
    await page.getByRole('link', { name: 'edit' }).click();
    await expect(page).toHaveURL(/\/edit-vendor\//);
    await expect(page.getByLabel('Business name')).not.toHaveValue('');
    await expectFrame('Profile');
    await page.getByRole('link', { name: 'Back to your profile' }).click();
    await expect(page).toHaveURL('/vendor-main-page?panel=profile');
    await page.getByRole('link', { name: 'edit' }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Profile updated!')).toBeVisible();
    // Back to Profile, where the change shows (docs/product.md, Edit vendor).
    await expect(page).toHaveURL('/vendor-main-page?panel=profile');
  });
});

/** The hamburger is the phone's menu (docs/product.md, The dashboard): on a desktop the left menu is the one. */
onViewport(PHONE, (phone) => {
  test('the hamburger holds focus, closes on Escape and on a tap outside, and says whether it is open', async ({
    page,
  }) => {
    await logIn(page, DEMO.email, DEMO.password);
    await expect(firstProduct(page)).toBeVisible();
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
    await expect(menu.getByRole('link', { name: 'Add New Products' })).toBeFocused();
    await page.screenshot({ path: test.info().outputPath(`frame-menu-${phone.width}.png`) });

    // Tab and Shift+Tab go round the menu and its button, never to the page behind it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const inMenu = await page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(active?.closest('nav[aria-label="Dashboard menu"]') || active?.matches('[aria-expanded]'));
      });
      // Past the last item the browser's own controls may take focus (nothing of the page).
      const onPage = await page.evaluate(() => document.activeElement !== document.body && document.hasFocus());
      if (onPage) expect(inMenu, `focus after ${key}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await expect(close).toBeVisible();
    await page.mouse.click(phone.width / 2, phone.height - 40);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });
});

test('on a desktop the left menu is the one menu, with Logout at its foot and no hamburger', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, DEMO.email, DEMO.password);
  await expect(firstProduct(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Dashboard menu' })).toBeHidden();
  await page
    .getByRole('navigation', { name: 'Dashboard', exact: true })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('a vendor already logged in who opens / goes to the dashboard', async ({ page }) => {
  await logIn(page, DEMO.email, DEMO.password);
  await expect(firstProduct(page)).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL('/vendor-main-page');
  await expect(firstProduct(page)).toBeVisible();
});
