// Delivered without the buyer's code (docs/product.md, Order actions) against the real api: the
// vendor sends a photo of the handover, the order reads 'Delivery to be confirmed' on its card and
// on Order details, and the back office confirms it with the admin CLI after looking at the photo.
import { existsSync } from 'node:fs';
import { orderActionMessages } from '@sika/domain';
import { admin, aPhoto, newVendorJourney } from '../support/helpers.ts';
import { expect, test } from '../support/test.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

const PASSWORD = 'kenkey-stall-2290';

onPhoneAndDesktop((viewport) => {
  test('a buyer without the code: the vendor sends a photo, the back office confirms the delivery', async ({
    page,
    request,
  }) => {
    const { email, vendor } = await newVendorJourney(page, request, 'handover', PASSWORD);
    const productId = await vendor.addProduct({
      title: 'Gas cooker',
      description: 'Four burners.',
      price: 900,
      deliveryPrice: 30,
      category: 'Home and Office',
      brand: 'Binatone',
      quantity: 3,
    });
    const printed = admin('create-order', productId, '--months', '2');
    const orderNumber = /SK-\d+/.exec(printed)![0];
    const orderId = /\(([0-9a-f-]{36})\)/.exec(printed)![1]!;
    const shipped = await vendor.call('shipOrder', {
      params: { orderId },
      headers: { 'Idempotency-Key': `ship-${orderId}` },
      body: { method: 'buyer-collects' },
    });
    expect(shipped.status(), await shipped.text()).toBe(200);

    // From the card's next step: the Delivered form, then 'No code? …' and the photo.
    await page.goto(`/order-details/${orderId}?action=deliver`);
    const deliver = page.getByRole('region', { name: orderActionMessages.deliverHeading });
    await deliver.getByRole('button', { name: orderActionMessages.noCode }).click();
    const handover = page.getByRole('region', { name: orderActionMessages.handoverHeading });
    await handover.getByRole('button', { name: orderActionMessages.handoverSend }).click();
    await expect(handover.getByText(orderActionMessages.handoverPhotoRequired)).toBeVisible();
    await handover.getByLabel(orderActionMessages.handoverPhoto, { exact: true }).setInputFiles({
      name: 'handover.jpg',
      mimeType: 'image/jpeg',
      buffer: await aPhoto(page, ['#5d4037', '#ffcc80']),
    });
    await handover.getByRole('button', { name: orderActionMessages.handoverSend }).click();
    await expect(page.getByText(orderActionMessages.handoverSent)).toBeVisible();
    const area = page.getByRole('region', { name: orderActionMessages.actionsHeading });
    await expect(area.getByText(`${orderActionMessages.toConfirm}.`)).toBeVisible();
    const timeline = page.getByRole('region', { name: orderActionMessages.timelineHeading }).getByRole('listitem');
    await expect(timeline.last()).toContainText(orderActionMessages.handedOverEvent);
    await expect(timeline.last()).toContainText(orderActionMessages.byVendor(email));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: test.info().outputPath(`pw-handover-${viewport.width}.png`), fullPage: true });

    // The card says so in Your Orders.
    await page.goto('/vendor-main-page?panel=orders');
    await expect(page.getByRole('link', { name: new RegExp(orderNumber) })).toContainText(
      orderActionMessages.toConfirm,
    );

    // The back office looks at the photo, then confirms: Delivered, by the back office.
    const shown = admin('confirm-delivery', orderNumber, '--show');
    const location = /Photo: (.+)/.exec(shown)?.[1]?.trim();
    expect(location, shown).toBeTruthy();
    if (location!.startsWith('/')) expect(existsSync(location!)).toBe(true);
    expect(admin('confirm-delivery', orderNumber)).toContain('Shipped -> Delivered');
    await page.goto(`/order-details/${orderId}`);
    await expect(timeline.last()).toContainText(orderActionMessages.deliveredEvent);
    await expect(page.getByText(`${orderActionMessages.toConfirm}.`)).toHaveCount(0);
  });
});
