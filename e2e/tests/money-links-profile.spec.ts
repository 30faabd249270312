// Amounts to the pesewa on every screen (docs/product.md, Money), the new-order mail's link to that
// order, and the vendor's own business address and category on Profile and Edit vendor.
import { expect, test } from '@playwright/test';
import { formatMoney, orderDetailsMessages, orderSchedule, paths, profileMessages } from '@sika/domain';
import { readFileSync } from 'node:fs';
import {
  admin,
  lastMailTo,
  newVendorJourney,
  newVerifiedVendor,
  openPanelFromMenu,
  uniqueEmail,
} from '../support/helpers.ts';
import type { ApiOrder } from '../support/contract.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

onPhoneAndDesktop((viewport) => {
  const phone = viewport.width < 768;

  test("a GHC 1,250.50 order reads GHS 1,250.50 everywhere, and its mail's link opens it", async ({
    page,
    request,
  }) => {
    const password = 'shea-butter-5512';
    // Several journeys in one, on a shared machine: three times the usual time.
    test.slow();
    const { email, vendor } = await newVerifiedVendor(request, 'pesewas', password);
    const productId = await vendor.addProduct({
      title: 'Gas cooker',
      description: 'Four burners, with oven.',
      price: 1250.5,
      deliveryPrice: 20,
      category: 'Home and Office',
      brand: 'Nasco',
      quantity: 3,
    });
    admin('create-order', productId, '--months', '3');

    // The new-order mail: its amounts as the buyer pays them, its link to that order's details.
    const mail = await lastMailTo(email, /new order/);
    expect(mail).toContain('GHS 1,250.50 in total (GHS 500.20 + GHS 375.15 + GHS 375.15)');
    const link = /https?:\/\/\S+?(\/order-details\/[0-9a-f-]{36})/.exec(mail)?.[1];
    expect(link, 'the mail links to one order').toBeDefined();

    // Opened signed out, the link comes back to the order after logging in.
    await page.goto(link!);
    await expect(page).toHaveURL(paths.login);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(link!);
    await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
    const [order] = (await (await vendor.call('getVendorOrders')).json()) as ApiOrder[];
    expect(link).toBe(paths.orderDetails(order!._id));
    const schedule = orderSchedule(order!)!;
    expect(schedule.payments.map((payment) => payment.amountPesewas)).toEqual([50_020, 37_515, 37_515]);
    const table = page.getByRole('table', { name: orderDetailsMessages.scheduleCaption });
    for (const [index, payment] of schedule.payments.entries())
      await expect(table.locator('tbody tr').nth(index)).toContainText(formatMoney(payment.amountGhs));
    await expect(table.locator('tfoot')).toContainText('GHS 1,250.50');
    await expect(table.locator('tfoot')).toContainText(formatMoney(schedule.stillToComeGhs));

    // The order card, and the CSV of the list.
    await page.goto(paths.dashboardPanel('orders'));
    const card = page
      .getByRole('list', { name: 'Your Orders' })
      .getByRole('link', { name: new RegExp(order!.orderNumber) });
    // The list is fetched when the panel opens: on a loaded machine that takes a while.
    await expect(card).toContainText('Total GHS 1,250.50', { timeout: 15_000 });
    await expect(card).toContainText(`Next: ${formatMoney(schedule.payments[1]!.amountGhs)}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(`${order!.orderNumber},`);
    expect(csv.trim().split(/\r\n/).at(-1)).toMatch(/,1250\.50$/);

    // Earnings: what is still to come is the same sum, to the pesewa.
    await openPanelFromMenu(page, 'Earnings', phone);
    const owed = page.getByRole('region', { name: 'Still to come from buyers' });
    await expect(owed).toContainText(`${formatMoney(schedule.stillToComeGhs)} in the next 6 months`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });

  test('the vendor sees and edits the business address and category, and a waiting e-mail', async ({
    page,
    request,
  }) => {
    const password = 'kente-loom-7720';
    const { email } = await newVendorJourney(page, request, 'details', password);
    await openPanelFromMenu(page, 'Profile', phone);
    const overview = page.getByRole('main');
    const valueOf = (label: string) => overview.locator('dt', { hasText: label }).locator('+ dd');
    await expect(valueOf(profileMessages.businessAddress)).toHaveText('Kejetia Market, Kumasi');
    await expect(valueOf(profileMessages.businessCategory)).toHaveText('Electronic Appliances');

    await page.getByRole('link', { name: 'edit' }).click();
    await page.getByLabel('Business address').fill('4 Liberation Road, Airport, Accra');
    await page.getByLabel('Business category').selectOption('Home and Office');
    await page.getByRole('button', { name: 'Update' }).click();
    // Back to Profile, with the change on it.
    await expect(page).toHaveURL(paths.dashboardPanel('profile'));
    await expect(valueOf(profileMessages.businessAddress)).toHaveText('4 Liberation Road, Airport, Accra');
    await expect(valueOf(profileMessages.businessCategory)).toHaveText('Home and Office');

    // A wrong current password: its field says so, and nothing else does.
    const moved = uniqueEmail('moved');
    await page.getByRole('link', { name: 'edit' }).click();
    await page.getByLabel('Email').fill(moved);
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('The current password is not correct.')).toHaveCount(1);
    await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.Toastify').getByText('Something went wrong')).toHaveCount(0);

    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(paths.dashboardPanel('profile'));
    await expect(valueOf(profileMessages.email)).toContainText(email);
    await expect(valueOf(profileMessages.email)).toContainText(profileMessages.emailPending(moved));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
});
