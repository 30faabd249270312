import { expect, test, type Page } from '../support/test.ts';
import {
  formatMonth,
  formatMoney,
  toPesewas,
  orderPlan,
  orderSchedule,
  PAYMENT_FIELDS,
  orderDetailsMessages,
} from '@sika/domain';
import { readFileSync } from 'node:fs';
import { DEMO, lastMailTo, loggedInNewVendor, logIn, logInToDashboard } from '../support/helpers.ts';
import { apiCallInPage } from '../support/api.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

/** The signed-in vendor's orders as the api answers them, read with the page's own session. */
const ordersOf = async (page: Page) => (await apiCallInPage(page, 'getVendorOrders')).body;

onPhoneAndDesktop((viewport) => {
  test('the demo vendor sees its seeded orders, filters them, downloads the CSV and opens one with its schedule', async ({
    page,
  }) => {
    await logInToDashboard(page, DEMO.email, DEMO.password);
    const orders = await ordersOf(page);
    expect(orders.length).toBeGreaterThan(2);
    // Every plan of the seed, newest first.
    expect(new Set(orders.map((order) => order.paymentDuration))).toEqual(
      new Set(['2 months', '3 months', '6 months']),
    );
    const dates = orders.map((order) => order.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    await page.goto('/vendor-main-page?panel=orders');
    const list = page.getByRole('list', { name: 'Your Orders' });
    await expect(list.getByRole('link')).toHaveCount(orders.length);
    const first = orders[0]!;
    const row = list.getByRole('link', { name: new RegExp(first.orderNumber) });
    await expect(row).toContainText(first.product.title);
    await expect(row).toContainText(first.user.firstname);

    // Filter by status, then the CSV holds exactly the rows shown.
    const status = first.orderStatus;
    await page.getByLabel('Order status').selectOption(status);
    const shown = orders.filter((order) => order.orderStatus === status);
    await expect(list.getByRole('link')).toHaveCount(shown.length);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sika-orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r\n/);
    expect(lines).toHaveLength(shown.length + 1); // a header and one line per row shown
    for (const order of shown) expect(csv).toContain(order.orderNumber);
    for (const order of orders.filter((entry) => entry.orderStatus !== status))
      expect(csv).not.toContain(order.orderNumber);

    // Order details: the amounts and the schedule are the domain's math.
    await list.getByRole('link', { name: new RegExp(first.orderNumber) }).click();
    await expect(page).toHaveURL(`/order-details/${first._id}`);
    await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
    await expect(page.getByText(first.orderNumber, { exact: true })).toBeVisible();
    const months = Number.parseInt(first.paymentDuration, 10);
    const plan = orderPlan(first.totalPrice, months);
    const schedule = orderSchedule(first)!;
    expect(plan, 'the seeded order follows a plan of the domain').not.toBeNull();
    expect(PAYMENT_FIELDS.map((field) => first[field])).toEqual(plan!.paymentsPesewas.map((p) => p / 100));
    // Payments above 0 are listed, to the pesewa, adding up to the total (the schedule's amounts).
    const payments = page.getByRole('region', { name: 'Payments' });
    for (const payment of schedule.payments) await expect(payments).toContainText(formatMoney(payment.amountGhs));
    const table = page.getByRole('table', { name: orderDetailsMessages.scheduleCaption });
    await expect(table.locator('tbody tr')).toHaveCount(schedule.payments.length);
    for (const [index, payment] of schedule.payments.entries()) {
      const cells = table.locator('tbody tr').nth(index);
      await expect(cells).toContainText(formatMonth(payment.dueDate));
      await expect(cells).toContainText(formatMoney(payment.amountGhs));
    }
    await expect(table.locator('tfoot')).toContainText(formatMoney(schedule.stillToComeGhs));
    expect(schedule.payments.reduce((sum, payment) => sum + payment.amountPesewas, 0)).toBe(
      toPesewas(first.totalPrice),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
});

test('a second vendor sees no orders, and the first vendor’s order URL says Something went wrong...', async ({
  page,
  request,
}) => {
  await logInToDashboard(page, DEMO.email, DEMO.password);
  const [demoOrder] = await ordersOf(page);
  expect(demoOrder).toBeDefined();
  await page.evaluate(() => localStorage.clear());

  await loggedInNewVendor(page, request, 'orders', 'adinkra-vendor-88');
  expect(await ordersOf(page)).toEqual([]);
  await page.goto('/vendor-main-page?panel=orders');
  await expect(page.getByText('No approved orders found.')).toBeVisible();
  await page.goto(`/order-details/${demoOrder!._id}`);
  await expect(page.getByText('Something went wrong...')).toBeVisible();
  await expect(page.getByText(demoOrder!.orderNumber)).toHaveCount(0);
});

test('the vendor edits the profile, sees it on Profile, and the payout change is mailed first', async ({
  page,
  request,
}) => {
  const password = 'profile-vendor-88';
  const { email } = await loggedInNewVendor(page, request, 'orders', password);
  await page.goto('/vendor-main-page?panel=profile');
  await expect(page.getByRole('heading', { name: 'Account Overview' })).toBeVisible();
  await page.getByRole('link', { name: 'edit' }).click();
  await expect(page).toHaveURL(/\/edit-vendor\/[0-9a-f-]{36}$/);

  await page.getByLabel('Business name').fill('Kofi Electronics & Sons');
  await page.getByLabel('Mobile money name').fill('Kofi Boateng Enterprises');
  // A payout change asks for the current password.
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Update' }).click();
  // Back to Profile, where the change shows.
  await expect(page).toHaveURL('/vendor-main-page?panel=profile');
  await expect(page.getByText('Kofi Electronics & Sons', { exact: true })).toBeVisible();
  await expect(page.getByText('Kofi Boateng Enterprises', { exact: true })).toBeVisible();
  expect(await lastMailTo(email, /mobile money|payout/i)).toMatch(/mobile money|payout/i);
});

test('a vendor deletes the account from Profile, is logged out, and cannot log in again', async ({ page, request }) => {
  const password = 'leaving-vendor-88';
  const { email } = await loggedInNewVendor(page, request, 'orders', password);
  await page.goto('/vendor-main-page?panel=profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'DELETE YOUR ACCOUNT?' });
  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.locator('.Toastify').getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('vendor_tkn'))).toBeNull();

  await logIn(page, email, password);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByText(/invalid|incorrect|wrong/i)).toBeVisible();
});
