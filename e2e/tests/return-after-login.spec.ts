import { expect, test, type Page } from '../support/test.ts';
import { DEMO, logInToDashboard } from '../support/helpers.ts';
import type { ApiOrder } from '../support/contract.ts';
import { apiCallInPage } from '../support/api.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

/** The demo vendor's first seeded order, read with a session of its own (then dropped). */
async function aDemoOrder(page: Page): Promise<ApiOrder> {
  await logInToDashboard(page, DEMO.email, DEMO.password);
  const { body: orders } = await apiCallInPage(page, 'getVendorOrders');
  expect(orders.length).toBeGreaterThan(0);
  return orders[0]!;
}

onPhoneAndDesktop(() => {
  test('an order link opened never logged in shows the plain login, then that order after logging in', async ({
    browser,
    page,
  }) => {
    const helper = await browser.newPage();
    const order = await aDemoOrder(helper);
    await helper.close();

    // A fresh browser (the link from the new-order e-mail): nothing stored, no cookie.
    await page.goto(`/order-details/${order._id}`);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Your login has expired.')).toHaveCount(0);
    await expect(page.getByText('Your session has expired.')).toHaveCount(0);

    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`/order-details/${order._id}`);
    await expect(page.getByText(order.orderNumber, { exact: true })).toBeVisible();
  });
});

test('every page names the brand icons, and the api serves them', async ({ page, request }) => {
  for (const url of ['/', '/vendor-main-page', '/order-details/123']) {
    await page.goto(url);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  }
  const svg = await request.get('/favicon.svg');
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  const png = await request.get('/apple-touch-icon.png');
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');
});
