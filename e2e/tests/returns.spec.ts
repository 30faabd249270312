// A return against the real api (docs/product.md, Returns and refunds): the back office pays out an
// order's first payment, the vendor delivers it and records a return larger than what is still to
// come, and the next payout deducts the part the buyer had already paid.
import { formatMoney, orderActionMessages, orderDetailsMessages, payoutsMessages } from '@sika/domain';
import { admin, newVendorJourney } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

const PASSWORD = 'shea-butter-7731';

/** The order number, id and delivery code `create-order` prints. */
function orderFrom(printed: string) {
  const number = /SK-\d+/.exec(printed)?.[0];
  const id = /\(([0-9a-f-]{36})\)/.exec(printed)?.[1];
  const code = /delivery code: (\d{4})\./.exec(printed)?.[1];
  expect(number && id && code, printed).toBeTruthy();
  return { number: number!, id: id!, code: code! };
}

/** The amount `pay-out` printed as paid. */
const paidIn = (printed: string) => /Paid (GHS [\d,.]+)/.exec(printed)?.[1];

onPhoneAndDesktop({ tag: '@money' }, (viewport) => {
  test('a partial return takes the last payment first, and the next payout deducts what the buyer had paid', async ({
    page,
    request,
  }) => {
    const { email, vendor } = await newVendorJourney(page, request, 'returns', PASSWORD);
    const productId = await vendor.addProduct({
      title: 'Standing fan',
      description: 'For the returns journey.',
      price: 450,
      deliveryPrice: 20,
      category: 'Home and Office',
      brand: 'Nasco',
      quantity: 5,
    });
    // GHS 450 over 2 months is 247.50 at order and 202.50 a month later.
    const [returned, kept] = [1, 2].map(() => orderFrom(admin('create-order', productId, '--months', '2')));

    // The back office collects the returned order's first payment and pays it out.
    admin('record-payment', returned!.number, '1');
    expect(paidIn(admin('pay-out', '--vendor', email))).toBe(formatMoney(247.5));

    // The vendor ships and delivers it (the journeys of Order actions walk these screens).
    const ship = await vendor.call('shipOrder', {
      params: { orderId: returned!.id },
      headers: { 'Idempotency-Key': `ship-${returned!.id}` },
      body: { method: 'own-rider' },
    });
    expect(ship.status(), await ship.text()).toBe(200);
    const deliver = await vendor.call('deliverOrder', {
      params: { orderId: returned!.id },
      headers: { 'Idempotency-Key': `deliver-${returned!.id}` },
      body: { code: returned!.code },
    });
    expect(deliver.status(), await deliver.text()).toBe(200);

    // GHS 300 comes back: all of the 202.50 still to come, and 97.50 of what was paid.
    await page.goto(`/order-details/${returned!.id}`);
    const area = page.getByRole('region', { name: orderActionMessages.actionsHeading });
    await area.getByRole('button', { name: orderActionMessages.returnOrder }).click();
    const form = page.getByRole('region', { name: orderActionMessages.returnHeading });
    await form.getByRole('radio', { name: 'Damaged or faulty' }).check();
    await form.getByRole('radio', { name: orderActionMessages.refundAmount }).check();
    await form.getByLabel(orderActionMessages.refundAmountLabel).fill('1,000');
    await form.getByRole('button', { name: orderActionMessages.returnOrder }).click();
    await expect(form.getByText(orderActionMessages.refundTooMuch(formatMoney(450)))).toBeVisible();
    await form.getByLabel(orderActionMessages.refundAmountLabel).fill('300');
    await form.getByRole('button', { name: orderActionMessages.returnOrder }).click();
    await expect(page.getByText(orderActionMessages.returned(formatMoney(300)))).toBeVisible();

    const payments = page.getByRole('table', { name: orderDetailsMessages.scheduleCaption });
    await expect(payments.getByRole('row')).toHaveText([
      /Payment/,
      new RegExp(`^${orderDetailsMessages.initialPayment}.*${formatMoney(247.5)}$`),
      `${orderDetailsMessages.priceWhenOrdered}${formatMoney(450)}`,
      `${orderDetailsMessages.refunded}${formatMoney(-300)}`,
      `${orderDetailsMessages.paidBack}${formatMoney(97.5)}`,
      `${orderDetailsMessages.totalPrice}${formatMoney(150)}`,
      `${orderDetailsMessages.stillToCome}${formatMoney(0)}`,
    ]);
    // Nothing is left to collect once the second payment is gone: Sika completes the order.
    const entries = page.getByRole('region', { name: orderActionMessages.timelineHeading }).getByRole('listitem');
    await expect(entries.nth(-2)).toContainText(orderActionMessages.returnedEvent);
    await expect(entries.nth(-2)).toContainText(orderActionMessages.refundedAmount(formatMoney(300)));
    await expect(entries.nth(-2)).toContainText(orderActionMessages.byVendor(email));
    await expect(entries.last()).toContainText(`${orderActionMessages.completedEvent}${orderActionMessages.bySika}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: test.info().outputPath(`pw-return-${viewport.width}.png`), fullPage: true });

    // The other order's first payment comes in: the next payout is it less the 97.50 handed back.
    admin('record-payment', kept!.number, '1');
    expect(paidIn(admin('pay-out', '--vendor', email))).toBe(formatMoney(150));
    await page.goto('/vendor-main-page?panel=payouts');
    const list = page.getByRole('region', { name: payoutsMessages.payoutsHeading });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText(formatMoney(150));
  });
});
