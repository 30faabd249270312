import { expect, test, watchContext } from '../support/test.ts';
import { messages, productsMessages } from '@sika/domain';
import { ACCESS_TOKEN_TTL_SECONDS } from '../playwright.config.ts';
import { DEMO, freshAccessToken, logIn, logInToDashboard, storedSession } from '../support/helpers.ts';
import { apiOperationOf, apiPath } from '../support/api.ts';

test('a wrong password shows the server message in red and keeps what was typed', async ({ page }) => {
  await logIn(page, DEMO.email, 'not-the-password');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Invalid email or password.');
  await expect(alert).toHaveCSS('color', 'rgb(179, 38, 30)');
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
  await expect(page).toHaveURL('/');
  expect((await storedSession(page)).vendor_tkn).toBeNull();
});

test('the demo login lands on the dashboard with the session stored', async ({ page }) => {
  await logInToDashboard(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  const session = await storedSession(page);
  expect(session.vendor_tkn).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(session.vdmail).toBe(DEMO.email);
  expect(session.vid).toMatch(/^[0-9a-f-]{36}$/);
  expect(JSON.parse(session.vendor ?? '{}')).toMatchObject({ _id: session.vid, email: DEMO.email, isVerified: true });
  expect(session.persist).toBe('true');
});

test('a reload with an expired access token is carried through by one refresh', async ({ page }) => {
  await logInToDashboard(page, DEMO.email, DEMO.password);
  const firstToken = (await storedSession(page)).vendor_tkn;

  await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === apiPath('refresh')) refreshes.push(response.status());
  });
  await page.reload();

  // The page shows at once (the stored vendor was verified); the list needs the refreshed token.
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'All Products' })).toBeVisible();
  await expect(page).toHaveURL('/vendor-main-page');
  await expect.poll(() => refreshes).toEqual([200]);
  const session = await storedSession(page);
  expect(session.vendor_tkn).toBeTruthy();
  expect(session.vendor_tkn).not.toBe(firstToken);
});

test('no stored vendor on a vendor-only route sends the visitor to login', async ({ page }) => {
  // The dashboard's prerendered frame included: the login replaces it as soon as the app runs.
  for (const url of ['/edit-product/123', '/vendor-main-page']) {
    await page.goto(url);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  }
});

test('/signup-one redirects to /signup-page-one', async ({ page }) => {
  await page.goto('/signup-one');
  await expect(page).toHaveURL('/signup-page-one');
});

test('the dashboard paints its frame from the HTML alone, then the app takes over with the vendor’s page', async ({
  browser,
  page,
}) => {
  // Before any script has run (here: none ever does), whatever the panel: the frame and the
  // loading state, nothing of any vendor's.
  const noScript = await watchContext(await browser.newContext({ javaScriptEnabled: false }));
  try {
    const shell = await noScript.newPage();
    for (const url of ['/vendor-main-page', '/vendor-main-page?panel=orders']) {
      await shell.goto(url);
      await expect(shell.getByRole('link', { name: /Go to the dashboard/ })).toBeVisible();
      // Without scripts, not even the page's first inline one (which shows the placeholder of the
      // panel ?panel= names; frame.spec.ts checks Your Orders' with it), the shell shows All
      // Products' placeholder: the default panel's.
      await expect(shell.getByRole('status')).toHaveText(
        messages.dashboard.loadingPage(messages.dashboard.sideMenu.allProducts),
      );
      await expect(shell.getByRole('heading', { level: 1 })).toHaveCount(0);
    }
  } finally {
    await noScript.close();
  }

  // With scripts, a reload of the dashboard replaces the frame with the vendor's own page.
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  await page.goto('/vendor-main-page?panel=orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Orders');
  await expect(page.getByRole('list', { name: 'Your Orders' })).toBeVisible();
  await expect(page).toHaveURL('/vendor-main-page?panel=orders');
});

/**
 * The requests up to the last list request. A refresh before it means the page's token was not
 * used (a list refused, renewed and asked again); one after every list was asked is the 10-second
 * test token running out on a slow machine, which says nothing about the page.
 */
const upToLastList = <Request extends { path: string }>(asked: Request[]) =>
  asked.slice(0, asked.findLastIndex(({ path }) => path !== apiPath('refresh')) + 1);

test('a reload of the dashboard asks for the vendor’s lists once, from the page itself, not from the app’s script', async ({
  page,
}) => {
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('list', { name: 'All Products' })).toBeVisible();
  // Each api request with the script that sent it (the page's own inline script, or an app chunk).
  const asked: Array<{ path: string; sentBy: string }> = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const { pathname } = new URL(request.url);
    const operationId = apiOperationOf(pathname);
    // The vendor's record and lists, and a refresh (which would mean the page's token was not used).
    if (!operationId || !['getAllVendors', 'getAllProducts', 'getVendorOrders', 'refresh'].includes(operationId))
      return;
    const frame = initiator.stack?.callFrames[0] ?? initiator.stack?.parent?.callFrames[0];
    asked.push({ path: pathname, sentBy: frame ? new URL(frame.url).pathname : initiator.type });
  });

  await freshAccessToken(page, DEMO.email, DEMO.password);
  await page.reload();
  await expect(page.getByRole('list', { name: 'All Products' }).getByRole('listitem').first()).toBeVisible();
  // One request each, sent by the page while the app's JavaScript was still on its way; the app
  // took those answers instead of asking again (checked once everything has settled, so a second
  // request would be seen).
  await page.waitForLoadState('networkidle');
  expect(upToLastList(asked).toSorted((a, b) => a.path.localeCompare(b.path))).toEqual([
    { path: apiPath('getAllProducts'), sentBy: '/vendor-main-page' },
    { path: apiPath('getAllVendors'), sentBy: '/vendor-main-page' },
  ]);

  // Another panel: the vendor's record only from the page (its own list is its panel's business).
  asked.length = 0;
  await freshAccessToken(page, DEMO.email, DEMO.password);
  await page.goto('/vendor-main-page?panel=orders');
  await expect(page.getByRole('list', { name: 'Your Orders' })).toBeVisible();
  expect(
    upToLastList(asked)
      .map(({ path }) => path)
      .toSorted(),
  ).toEqual([apiPath('getAllVendors'), apiPath('getVendorOrders')]);
  expect(asked.find(({ path }) => path === apiPath('getAllVendors'))?.sentBy).toBe('/vendor-main-page');
});

test('a reload of the dashboard shows the vendor’s products before the app’s script has arrived, and the app takes over the same cards', async ({
  page,
}) => {
  await logIn(page, DEMO.email, DEMO.password);
  const list = page.getByRole('list', { name: 'All Products' });
  await expect(list.getByRole('link').first()).toBeVisible();
  // The app's entry script is held back until the test lets it go: what shows meanwhile is the page's own.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await freshAccessToken(page, DEMO.email, DEMO.password);
  await page.reload();
  await expect(list.getByRole('link').first()).toBeVisible();
  // Each card as a person and a screen reader meet it (element, attributes but the generated class, text).
  const cards = () =>
    list.evaluate((ul) => {
      const describe = (element: Element): string =>
        `<${element.localName} ${[...element.attributes]
          .filter((attribute) => attribute.name !== 'class')
          .map((attribute) => `${attribute.name}="${attribute.value}"`)
          .sort()
          .join(' ')}>${[...element.childNodes]
          .map((node) => (node instanceof Element ? describe(node) : (node.textContent ?? '')))
          .join('')}`;
      return [...ul.children].map(describe);
    });
  const drawnEarly = await cards();
  expect(drawnEarly.length).toBeGreaterThan(4);
  const first = list.getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/edit-product\/[\w-]+$/);
  await expect(first).toContainText(/GHC \d/);
  // The demo's prices as the app writes them (formatMoney): thousands grouped, pesewas as two decimals.
  await expect(list).toContainText('GHC 2,450');
  await expect(list).toContainText('GHC 95.50');
  // (Products that other journeys added have no picture: the card says so instead.)
  const picture = list.getByRole('img').first();
  await expect(picture).toHaveAttribute('alt', /^Image of /);
  await expect(picture).toHaveAttribute('loading', 'lazy');
  // The first screen's four cards ask for their pictures first, the rest after.
  const priorities = await list.evaluate((ul) =>
    [...ul.children].map((card) => card.querySelector('img')?.getAttribute('fetchpriority') ?? null),
  );
  expect(priorities.filter((priority) => priority !== null).length).toBeGreaterThan(0);
  priorities.forEach((priority, index) => {
    if (priority !== null) expect(priority).toBe(index < 4 ? 'high' : 'auto');
  });
  await expect(page.getByText(`${drawnEarly.length} products`, { exact: true })).toBeVisible();
  // Shown but not yet working: the search and filters wait for the app.
  await expect(page.locator('[role="search"][inert]')).toBeVisible();

  release();
  await expect(page.locator('[role="search"][inert]')).toHaveCount(0);
  await expect(page.getByLabel('Search by title')).toBeEditable();
  expect(await cards()).toEqual(drawnEarly);
  await page.getByLabel('Search by title').fill('zzz-no-such-product');
  await expect(page.getByText('No products match', { exact: false })).toBeVisible();
});

test('a slow product list does not hold the app back: its scripts come and it runs while the list is still on its way', async ({
  page,
}) => {
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('list', { name: 'All Products' })).toBeVisible();
  // The page's own early request for the products hangs until the test lets it go.
  let releaseList!: () => void;
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  let listAnswered = false;
  await page.route('**/api/products/all-products', async (route) => {
    await listHeld;
    await route.continue().catch(() => {});
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === apiPath('getAllProducts')) listAnswered = true;
  });
  const entry = page.waitForResponse(/\/assets\/index-[\w-]+\.js$/);
  await page.reload();
  await entry;
  // The order of events, not a stopwatch (timings are `pnpm bench`'s): the app's script arrived and
  // the app is running while the list has not been answered: its panel's heading (the shell has
  // only room for it) over its loading state.
  expect(listAnswered).toBe(false);
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    messages.dashboard.loadingPage(productsMessages.heading),
  );
  expect(listAnswered).toBe(false);
  releaseList();
  await expect(page.getByRole('list', { name: 'All Products' }).getByRole('link').first()).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
