import { expect, test } from '../support/test.ts';
import { formatMoney, ORDER_STATUSES, orderSchedule, toPesewas } from '@sika/domain';
import { admin, newVendorJourney, openPanelFromMenu } from '../support/helpers.ts';
import type { ApiOrder } from '../support/contract.ts';
import type { VendorApi } from '../support/api.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

/** What the Earnings journey asks of the api as the vendor (a fresh login for each call). */
function earningsVendor(vendor: VendorApi) {
  return {
    async product(title: string, price: number): Promise<string> {
      return vendor.addProduct({
        title,
        description: 'For the Earnings journey.',
        price,
        deliveryPrice: 20,
        category: 'Phones and Tablets',
        brand: 'Sika',
        quantity: 5,
      });
    },
    async orders(): Promise<ApiOrder[]> {
      return (await vendor.call('getVendorOrders')).json();
    },
  };
}

/** What the orders list says the Earnings panel must show: still owed, this month's value, per status. */
function expectedFrom(orders: ApiOrder[], now: Date) {
  const sold = orders.filter((order) => order.orderStatus !== 'Cancelled');
  const owedPesewas = sold
    .flatMap((order) =>
      orderSchedule(order, now)!
        .payments.filter((payment) => payment.upcoming)
        .map((payment) => toPesewas(order[payment.field])),
    )
    .reduce((sum, pesewas) => sum + pesewas, 0);
  const month = now.toISOString().slice(0, 7);
  const placed = sold.filter((order) => order.createdAt.startsWith(month));
  return {
    owed: owedPesewas / 100,
    monthValue: placed.reduce((sum, order) => sum + toPesewas(order.totalPrice), 0) / 100,
    monthOrders: placed.length,
    byStatus: ORDER_STATUSES.map((status) => {
      const mine = orders.filter((order) => order.orderStatus === status);
      return {
        status,
        orders: mine.length,
        amount: mine.reduce((sum, order) => sum + toPesewas(order.totalPrice), 0) / 100,
      };
    }),
  };
}

onPhoneAndDesktop({ tag: '@money' }, (viewport) => {
  test('a new vendor gets orders from the admin CLI and sees them on Earnings, adding up like the orders list', async ({
    page,
    request,
  }) => {
    const { vendor } = await newVendorJourney(page, request, 'earnings', 'cocoa-harvest-7301');

    // Opened from the menu: empty until buyers order.
    await openPanelFromMenu(page, 'Earnings', viewport.width < 768);
    await expect(page).toHaveURL('/vendor-main-page?panel=earnings');
    await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No earnings yet' })).toBeVisible();

    // Buyers order (the buyer side is the admin CLI here): three plans, one order cancelled.
    const api = earningsVendor(vendor);
    const phone = await api.product('Samsung Galaxy A15', 3500);
    const stole = await api.product('Kente stole', 450.5);
    const orderNumberIn = (output: string) =>
      output
        .trim()
        .split(/\s+/)
        .find((word) => /^SK-\d+$/.test(word))!;
    const paidUp = orderNumberIn(admin('create-order', phone, '--months', '6'));
    admin('create-order', phone, '--months', '3');
    admin('create-order', stole, '--months', '2');
    const cancelled = orderNumberIn(admin('create-order', stole, '--months', '2'));
    admin('set-order-status', cancelled, 'Cancelled');
    // The back office records the 6-month order's initial payment; the other two initial payments,
    // due today, are late.
    admin('record-payment', paidUp, '1');

    const orders = await api.orders();
    expect(orders).toHaveLength(4);
    const expected = expectedFrom(orders, new Date());
    expect(expected.owed).toBeGreaterThan(0);

    const initial = (order: ApiOrder) => toPesewas(order.initialPayment);
    const open = orders.filter((order) => order.orderStatus !== 'Cancelled');
    const collected = initial(open.find((order) => order.orderNumber === paidUp)!);
    const late = open.filter((order) => order.orderNumber !== paidUp);
    expect(late).toHaveLength(2);

    await page.reload();
    // The lead: collected, still to come and late, each instalment in one of them.
    const lead = page.getByRole('group', { name: 'Paid, to come and late' });
    await expect(lead.getByRole('region', { name: 'Collected' })).toContainText(formatMoney(collected / 100));
    await expect(lead.getByRole('region', { name: 'Still to come' })).toContainText(formatMoney(expected.owed));
    const lateFigure = lead.getByRole('region', { name: 'Late' });
    await expect(lateFigure).toContainText(formatMoney(late.reduce((sum, order) => sum + initial(order), 0) / 100));
    await expect(lateFigure).toContainText('2 payments due and not paid.');

    const owed = page.getByRole('region', { name: 'Still to come from buyers' });
    await expect(owed).toContainText(`${formatMoney(expected.owed)} in the next 6 months`);
    // The chart's figures are in the table beside it: they add up to the same total.
    const owedCells = owed.getByRole('table').locator('tbody tr td:last-child');
    await expect(owedCells).toHaveCount(6);
    const owedRows = await owedCells.allTextContents();
    const owedSum = owedRows.reduce((sum, text) => sum + toPesewas(Number(text.replace(/[^0-9.]/g, ''))), 0);
    expect(owedSum / 100).toBe(expected.owed);

    const value = page.getByRole('region', { name: 'Order value, last 12 months' });
    await expect(value).toContainText(`${formatMoney(expected.monthValue)} from ${expected.monthOrders} orders`);
    const statuses = page.getByRole('region', { name: 'By status' });
    for (const { status, orders: count, amount } of expected.byStatus) {
      await expect(statuses.getByRole('row', { name: new RegExp(`^${status}\\b`) })).toContainText(
        `${count}${formatMoney(amount)}`,
      );
    }
    const top = page.getByRole('region', { name: 'Top products' });
    await expect(top.locator('tbody tr').first()).toContainText('Samsung Galaxy A15');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: test.info().outputPath(`pw-earnings-${viewport.width}.png`), fullPage: true });
  });
});
