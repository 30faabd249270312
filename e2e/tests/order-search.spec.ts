// Your Orders searches, filters and counts all of a vendor's orders on the server
// (docs/product.md, Your Orders): with 521 orders made by the admin CLI, an order number from the
// new-order e-mail, far older than the newest 100 on screen, is found and opened.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ORDERS_PAGE, ordersMessages } from '@sika/domain';
import { admin, lastMailTo, logInToDashboard, uniqueEmail, verifiedVendor } from '../support/helpers.ts';
import { addProduct, apiCall } from '../support/api.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

const TOTAL = 521;
/** Each search is a server round trip after typing rests, on a machine running much else. */
const answered = { timeout: 15_000 };
const PASSWORD = 'kente-harmattan-58';

interface Shop {
  email: string;
  /** The orders as the CLI printed them, oldest first. */
  orders: Array<{ number: string; id: string }>;
}

/** Made once for both widths: a verified vendor with one product and TOTAL orders of it. */
let shop: Promise<Shop> | undefined;

async function makeShop(request: APIRequestContext): Promise<Shop> {
  const email = uniqueEmail('order-search');
  await verifiedVendor(request, email, PASSWORD, 'Efua Electronics');
  // A fresh token: the journeys' tokens live 10 s, which the admin CLI's verify can outlast.
  const loggedIn = await apiCall(request, 'login', { body: { email, password: PASSWORD } });
  expect(loggedIn.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await loggedIn.json()).accessToken}` };
  const productId = await addProduct(
    request,
    {
      title: 'Itel A70',
      description: 'For the order search journey.',
      price: 600,
      deliveryPrice: 20,
      category: 'Phones and Tablets',
      brand: 'Itel',
      quantity: 900,
    },
    { headers },
  );
  const printed = admin('create-order', productId, '--months', '2', '--count', String(TOTAL));
  const orders = [...printed.matchAll(/Order (SK-\d+) created \(([0-9a-f-]{36})\)/g)].map(([, number, id]) => ({
    number: number!,
    id: id!,
  }));
  expect(orders).toHaveLength(TOTAL);
  return { email, orders };
}

onPhoneAndDesktop((viewport) => {
  test('finds an order number from its e-mail among 521 orders, beyond the newest 100', async ({ page, request }) => {
    test.setTimeout(300_000); // 521 orders placed through the admin CLI, each mailed
    shop ??= makeShop(request);
    const { email, orders } = await shop;
    // The tenth oldest: far past the newest 100 the list shows first.
    const wanted = orders[9]!;
    expect(orders.length - 9).toBeGreaterThan(ORDERS_PAGE);
    const mail = await lastMailTo(email, new RegExp(`${wanted.number}\\.`));
    // As a person copies it out of the sentence, the full stop included.
    const copied = new RegExp(`${wanted.number}\\.`).exec(mail)![0];

    await logInToDashboard(page, email, PASSWORD);
    await page.goto('/vendor-main-page?panel=orders');
    const list = page.getByRole('list', { name: ordersMessages.heading });
    await expect(list.getByRole('link')).toHaveCount(ORDERS_PAGE, answered);
    await expect(page.getByText(ordersMessages.count(TOTAL, TOTAL), { exact: true })).toBeVisible(answered);
    await expect(list.getByRole('link', { name: new RegExp(wanted.number) })).toHaveCount(0, answered);

    await page.getByLabel(ordersMessages.searchLabel).fill(copied);
    await expect(page.getByText(ordersMessages.count(1, TOTAL), { exact: true })).toBeVisible(answered);
    await expect(list.getByRole('link')).toHaveCount(1, answered);
    await page.screenshot({ path: test.info().outputPath(`order-search-${viewport.width}.png`), fullPage: true });

    // Each status says how many of all the orders have it; one that none has finds none.
    const status = page.getByLabel(ordersMessages.statusFilterLabel);
    await page.getByLabel(ordersMessages.searchLabel).fill('');
    await expect(status.getByRole('option', { name: ordersMessages.statusWithCount('Approved', TOTAL) })).toHaveCount(
      1,
      answered,
    );
    await status.selectOption('Shipped');
    await expect(page.getByText(ordersMessages.noMatches)).toBeVisible(answered);
    await expect(page.getByText(ordersMessages.count(0, TOTAL), { exact: true })).toBeVisible(answered);
    await status.selectOption('');

    // The search is kept in the address: the order opens, and Back shows the same search.
    await page.getByLabel(ordersMessages.searchLabel).fill(wanted.number.toLowerCase());
    await expect(list.getByRole('link')).toHaveCount(1, answered);
    await list.getByRole('link', { name: new RegExp(wanted.number) }).click();
    await expect(page).toHaveURL(`/order-details/${wanted.id}`);
    await expect(page.getByText(wanted.number, { exact: true })).toBeVisible(answered);
    await page.goBack();
    await expect(page.getByLabel(ordersMessages.searchLabel)).toHaveValue(wanted.number.toLowerCase(), answered);
    await expect(list.getByRole('link', { name: new RegExp(wanted.number) })).toBeVisible(answered);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
});
