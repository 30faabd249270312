import { expect, test, type APIRequestContext } from '../support/test.ts';
import { ORDERS_PAGE, ordersMessages, orderDetailsMessages } from '@sika/domain';
import { readFileSync } from 'node:fs';
import { admin, logInToDashboard, uniqueEmail, verifiedVendor } from '../support/helpers.ts';
import { addProduct, apiPath } from '../support/api.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

/** More than the newest 500 the list once stopped at: one oldest order, then this many newer. */
const NEWER = 500;

/** A verified vendor with one product, set up through the api as sign-up sends it; its product's id. */
async function vendorWithProduct(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { headers } = await verifiedVendor(request, email, password, 'Ama Phones');
  return addProduct(
    request,
    {
      title: 'Tecno Spark 20',
      description: 'For the older orders journey.',
      price: 500,
      deliveryPrice: 20,
      category: 'Phones and Tablets',
      brand: 'Tecno',
      quantity: 900,
    },
    { headers },
  );
}

onPhoneAndDesktop((viewport) => {
  test('a vendor with more than 500 orders pages to the oldest, exports them all and opens the oldest by URL', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000); // 501 orders placed through the admin CLI, each mailed
    const email = uniqueEmail('older-orders');
    const password = 'adinkra-sunrise-73';
    const productId = await vendorWithProduct(request, email, password);
    const placed = admin('create-order', productId, '--months', '2', '--buyer', 'Oldest Buyer');
    const [, oldestNumber, oldestId] = /Order (SK-\d+) created \(([0-9a-f-]{36})\)/.exec(placed) ?? [];
    expect(oldestId).toBeDefined();
    const newer = admin('create-order', productId, '--months', '2', '--count', String(NEWER));
    expect(newer.match(/Order SK-\d+ created/g)).toHaveLength(NEWER);
    const total = NEWER + 1;

    await logInToDashboard(page, email, password);
    await page.goto('/vendor-main-page?panel=orders');
    const list = page.getByRole('list', { name: ordersMessages.heading });
    // The count is the server's, over every order; the list starts with the newest 100.
    await expect(page.getByText(ordersMessages.count(total, total), { exact: true })).toBeVisible();
    await expect(list.getByRole('link')).toHaveCount(ORDERS_PAGE);
    await expect(list.getByRole('link', { name: new RegExp(oldestNumber!) })).toHaveCount(0);

    // "Show older orders" goes on through the cursor past the newest 500, to the oldest.
    for (let shown = 2 * ORDERS_PAGE; ; shown += ORDERS_PAGE) {
      await page.getByRole('button', { name: ordersMessages.showOlder }).click();
      const now = Math.min(shown, total);
      await expect(list.getByRole('link')).toHaveCount(now, { timeout: 15_000 });
      if (now === total) break;
    }
    await expect(page.getByRole('button', { name: ordersMessages.showOlder })).toHaveCount(0);
    await expect(list.getByRole('link')).toHaveCount(total);
    await expect(page).toHaveURL(/[?&]orders=600(&|$)/);

    // The CSV holds every order listed, the oldest too, and says how many.
    const csvButton = page.getByRole('button', { name: ordersMessages.downloadCsv });
    await expect(csvButton).toHaveAccessibleDescription(ordersMessages.downloadCsvHint(total));
    const [download] = await Promise.all([page.waitForEvent('download'), csvButton.click()]);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r\n/);
    expect(lines).toHaveLength(total + 1); // a header and one line per order
    expect(lines.at(-1)).toContain(oldestNumber!);
    expect(lines.at(-1)).toContain('Oldest Buyer');

    // The oldest, found by the server's search and opened from the list.
    await page.getByLabel(ordersMessages.searchLabel).fill('Oldest');
    const oldest = list.getByRole('link', { name: new RegExp(oldestNumber!) });
    await expect(oldest).toContainText(ordersMessages.total('GHS 500'));
    await oldest.click();
    await expect(page).toHaveURL(`/order-details/${oldestId}`);
    await expect(page.getByText(oldestNumber!, { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: orderDetailsMessages.scheduleCaption })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`pw-orders-oldest-${viewport.width}.png`), fullPage: true });

    // Back: the address kept the search, so the same list comes back.
    await page.goBack();
    await expect(page.getByLabel(ordersMessages.searchLabel)).toHaveValue('Oldest');
    await expect(list.getByRole('link', { name: new RegExp(oldestNumber!) })).toBeVisible();
    await expect(list.getByRole('link')).toHaveCount(1);

    // Opened by its URL in a new tab: asked for by itself, no list loaded first.
    const tab = await page.context().newPage();
    const listCalls: string[] = [];
    tab.on('request', (sent) => {
      if (new URL(sent.url()).pathname === apiPath('getVendorOrders')) listCalls.push(sent.url());
    });
    await tab.goto(`/order-details/${oldestId}`);
    await expect(tab.getByText(oldestNumber!, { exact: true })).toBeVisible();
    await expect(tab.getByRole('region', { name: orderDetailsMessages.paymentsHeading })).toContainText('GHS 500');
    expect(listCalls).toEqual([]);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
});
