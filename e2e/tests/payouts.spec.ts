import { readFileSync } from 'node:fs';
import { formatMoney, payoutsMessages, toPesewas } from '@sika/domain';
import { expect, test, type Page } from '../support/test.ts';
import { admin, newVendorJourney, openPanelFromMenu } from '../support/helpers.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

/** The order number `create-order` prints. */
const orderNumberIn = (printed: string) => printed.match(/SK-\d+/)![0];

/** Opens Payouts from the menu of the width (docs/product.md, The dashboard). */
async function openPayouts(page: Page, phone: boolean) {
  await openPanelFromMenu(page, 'Payouts', phone);
  await expect(page).toHaveURL('/vendor-main-page?panel=payouts');
  await expect(page.getByRole('heading', { level: 1, name: payoutsMessages.heading })).toBeVisible();
}

onPhoneAndDesktop({ tag: '@money' }, (viewport) => {
  test('the back office pays out two payments; the vendor finds the payout by its SMS reference and its statement adds up', async ({
    page,
    request,
  }) => {
    const { email, vendor } = await newVendorJourney(page, request, 'payouts', 'cassava-field-5182');
    await openPayouts(page, viewport.width < 768);
    await expect(page.getByText(payoutsMessages.noPayouts)).toBeVisible();

    // Buyers order (the admin CLI stands for the buyer side): three orders of one product.
    const productId = await vendor.addProduct({
      title: 'Tecno Spark 20',
      description: 'For the Payouts journey.',
      price: 1499.99,
      deliveryPrice: 20,
      category: 'Phones and Tablets',
      brand: 'Tecno',
      quantity: 5,
    });
    const [first, second, unpaid] = ['2', '3', '2'].map((months) =>
      orderNumberIn(admin('create-order', productId, '--months', months)),
    );

    // The back office records two initial payments and pays the vendor out.
    admin('record-payment', first!, '1');
    admin('record-payment', second!, '1');
    const paid = admin('pay-out', '--vendor', email);
    const reference = paid.match(/SIKA-PO-\d{4}-\d{6}/)![0];
    const amount = Number(paid.match(/Paid GHS ([\d,.]+)/)![1]!.replace(/,/g, ''));
    expect(amount).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByRole('region', { name: payoutsMessages.balanceHeading })).toContainText(formatMoney(0));
    // The third order's initial payment fell due today and was not collected: late, with its order.
    const late = page.getByRole('region', { name: payoutsMessages.lateHeading });
    await expect(late.getByRole('listitem')).toHaveCount(1);
    await expect(late.getByRole('listitem')).toContainText(unpaid!);
    await expect(late.getByRole('listitem')).toContainText(payoutsMessages.late);

    // The reference as the SMS gives it, typed in lower case with spaces, finds the payout.
    const payouts = page.getByRole('region', { name: payoutsMessages.payoutsHeading });
    const typed = reference.toLowerCase().replace(/-/g, ' ');
    await payouts.getByRole('searchbox', { name: payoutsMessages.searchLabel }).fill(typed);
    await expect(payouts.getByRole('status')).toHaveText(payoutsMessages.searchCount(1, typed));
    const card = payouts.getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(reference);
    await expect(card).toContainText(formatMoney(amount));
    await expect(card).toContainText(/0\d\d \*\*\* \d{4}/);

    // Its details: the two payments it was made of.
    await card.getByRole('link', { name: payoutsMessages.detailsOf(reference) }).click();
    const details = page.getByRole('region', { name: payoutsMessages.detailsHeading(reference) });
    await expect(details.getByRole('row')).toHaveCount(3);
    await expect(details).toContainText(first!);
    await expect(details).toContainText(second!);
    await page.getByRole('link', { name: payoutsMessages.back }).click();

    // This month's statement as CSV: what came in is what was paid out, and it ends where it began.
    const statement = page.getByRole('region', { name: payoutsMessages.statementHeading });
    await expect(statement).toContainText(`${payoutsMessages.paidOut}${formatMoney(-amount)}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      statement.getByRole('button', { name: payoutsMessages.downloadCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(payoutsMessages.statementFileName(new Date().toISOString().slice(0, 7)));
    const rows = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]).toEqual(['Date', 'Entry', 'Order', 'Instalment', 'Reference', 'Money in', 'Money out', 'Balance']);
    const pesewas = (cell: string | undefined) => toPesewas(Number(cell || 0));
    const collected = rows.filter((row) => row[1] === 'Collected');
    expect(collected.map((row) => row[2]).sort()).toEqual([first, second].sort());
    const paidOut = rows.filter((row) => row[1] === 'Payout');
    expect(paidOut.map((row) => row[4])).toEqual([reference]);
    const collectedSum = collected.reduce((sum, row) => sum + pesewas(row[5]), 0);
    expect(collectedSum).toBe(toPesewas(amount));
    expect(pesewas(paidOut[0]![6])).toBe(toPesewas(amount));
    expect(rows.at(1)).toEqual(['', 'Opening balance', '', '', '', '', '', '0.00']);
    expect(rows.at(-1)).toEqual(['', 'Closing balance', '', '', '', '', '', '0.00']);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: test.info().outputPath(`pw-payouts-${viewport.width}.png`), fullPage: true });
  });
});
