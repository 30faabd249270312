// The order actions (docs/product.md, Order actions) against the real api: ship, deliver with the
// code the buyer got by SMS (read from the SMS outbox), cancel with a reason, and a Shipped action
// made offline applied once.
import { orderActionMessages, queueMessages } from '@sika/domain';
import type { VendorApi } from '../support/api.ts';
import { admin, aMobileNumber, lastSmsTo, newVendorJourney } from '../support/helpers.ts';
import { expect, test, type Page } from '../support/test.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

const PASSWORD = 'okada-rider-8841';

/**
 * A product of the vendor and `count` orders of it made by the admin CLI, each for a buyer with a
 * mobile number of their own: each order's id, and its delivery code as the buyer's SMS gives it.
 */
async function ordersOf(vendor: VendorApi, count: number) {
  const productId = await vendor.addProduct({
    title: 'Rice cooker',
    description: 'Five litres.',
    price: 450,
    deliveryPrice: 20,
    category: 'Home and Office',
    brand: 'Binatone',
    quantity: 9,
  });
  return Array.from({ length: count }, () => {
    const mobile = aMobileNumber();
    const printed = admin('create-order', productId, '--months', '2', '--mobile', mobile);
    const [, number, id] = /Order (SK-\d+) created \(([0-9a-f-]{36})\)/.exec(printed) ?? [];
    expect(id && number, printed).toBeTruthy();
    return {
      id: id!,
      /** The code in the buyer's SMS, which the buyer hands to the vendor at the door. */
      code: async () => {
        const sms = await lastSmsTo(`+233${mobile.slice(1)}`, new RegExp(`${number}\\b`));
        const code = /delivery code: (\d{4})\./.exec(sms)?.[1];
        expect(code, sms).toBeTruthy();
        return code!;
      },
    };
  });
}

const actions = (page: Page, name: string = orderActionMessages.actionsHeading) => page.getByRole('region', { name });
const timeline = (page: Page) =>
  page.getByRole('region', { name: orderActionMessages.timelineHeading }).getByRole('listitem');

/**
 * The name of Your Orders in the menu this width has (the left menu; the hamburger's on a phone,
 * opened and closed again): 'Your Orders, 2 to ship' while orders wait to be shipped.
 */
async function expectOrdersEntry(page: Page, name: string) {
  const side = page.getByRole('navigation', { name: 'Dashboard', exact: true });
  if (await side.isVisible()) {
    await expect(side.getByRole('link', { name: /^Your Orders/ })).toHaveAccessibleName(name);
    return;
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  await expect(menu.getByRole('link', { name: /^Your Orders/ })).toHaveAccessibleName(name);
  await page.keyboard.press('Escape');
}

onPhoneAndDesktop(() => {
  test('the vendor ships an order, delivers it with the buyer’s code, and cancels another with a reason', async ({
    page,
    request,
  }) => {
    const { email, vendor } = await newVendorJourney(page, request, 'order-actions', PASSWORD);
    const [shipped, cancelled] = await ordersOf(vendor, 2);

    // From the work queue: 'To ship (2)', as the menu says too, and the card's next step opens
    // the Shipped form.
    await page.goto('/vendor-main-page?panel=orders');
    await page.getByRole('button', { name: orderActionMessages.withCount(orderActionMessages.toShip, 2) }).click();
    await expectOrdersEntry(page, 'Your Orders, 2 to ship');
    await page.goto(`/order-details/${shipped!.id}?action=ship`);
    const ship = actions(page, orderActionMessages.shipHeading);
    await ship.getByRole('radio', { name: 'Courier' }).check();
    await ship.getByLabel(orderActionMessages.courierName).fill('VIP Bus');
    await ship.getByRole('button', { name: orderActionMessages.ship }).click();
    await expect(page.getByText(orderActionMessages.shipped)).toBeVisible();
    await expect(timeline(page).nth(1)).toContainText(orderActionMessages.courier('VIP Bus'));
    await expect(timeline(page).nth(1)).toContainText(orderActionMessages.byVendor(email));
    await expectOrdersEntry(page, 'Your Orders, 1 to ship');

    // Delivered: a wrong code is refused in the server's words, the one from the buyer's SMS is taken.
    await actions(page).getByRole('button', { name: orderActionMessages.deliver }).click();
    const deliver = actions(page, orderActionMessages.deliverHeading);
    const code = await shipped!.code();
    const wrong = code === '0000' ? '1111' : '0000';
    await deliver.getByLabel(orderActionMessages.code).fill(wrong);
    await deliver.getByRole('button', { name: orderActionMessages.deliver }).click();
    await expect(deliver.getByText("That is not the buyer's delivery code.", { exact: false })).toBeVisible();
    await deliver.getByLabel(orderActionMessages.code).fill(code);
    await deliver.getByRole('button', { name: orderActionMessages.deliver }).click();
    await expect(page.getByText(orderActionMessages.delivered)).toBeVisible();
    // Delivered, what is left is a return for 14 days (docs/product.md, Returns and refunds).
    await expect(actions(page).getByRole('button')).toHaveText([orderActionMessages.returnOrder]);
    await expect(timeline(page).nth(2)).toContainText(orderActionMessages.deliveredEvent);

    // Cancelled, with Other and its text.
    await page.goto(`/order-details/${cancelled!.id}`);
    await actions(page).getByRole('button', { name: orderActionMessages.cancel }).click();
    const cancel = actions(page, orderActionMessages.cancelHeading);
    await cancel.getByRole('radio', { name: 'Other' }).check();
    await cancel.getByLabel(orderActionMessages.reasonNote).fill('Duplicate of an earlier order');
    await cancel.getByRole('button', { name: orderActionMessages.cancel }).click();
    await expect(page.getByText(orderActionMessages.cancelled)).toBeVisible();
    await expect(timeline(page).nth(1)).toContainText('Duplicate of an earlier order');
    // Nothing left to ship: the entry is just Your Orders again.
    await expectOrdersEntry(page, 'Your Orders');
  });

  test('a Shipped action made offline is applied once, when the phone is back online', async ({
    page,
    request,
    context,
  }) => {
    const { vendor } = await newVendorJourney(page, request, 'order-offline', PASSWORD);
    const [order] = await ordersOf(vendor, 1);
    await page.goto(`/order-details/${order!.id}`);
    await expect(actions(page).getByRole('button', { name: orderActionMessages.ship })).toBeVisible();
    // The actions' code and the write queue's come with the page, before the signal goes.
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await actions(page).getByRole('button', { name: orderActionMessages.ship }).click();
    const ship = actions(page, orderActionMessages.shipHeading);
    await ship.getByRole('radio', { name: 'Own rider' }).check();
    await ship.getByRole('button', { name: orderActionMessages.ship }).click();
    await expect(page.getByText(queueMessages.savedOnPhone)).toBeVisible();
    await expect(actions(page, orderActionMessages.waitingHeading)).toContainText(orderActionMessages.waitingShip);

    await context.setOffline(false);
    await expect(page.getByText(queueMessages.orderSentLater(await orderNumberOf(page), 'Shipped'))).toBeVisible({
      timeout: 30_000,
    });
    const events = await (await vendor.call('getOrderTimeline', { params: { orderId: order!.id } })).json();
    expect(events.filter((event) => event.kind === 'Shipped')).toHaveLength(1);
  });
});

/** The order number Order details shows. */
const orderNumberOf = async (page: Page) =>
  (await page.getByText('Order number', { exact: true }).locator('xpath=following-sibling::dd').textContent()) ?? '';
