import { expect, test, type Page } from '../support/test.ts';
import { aPhoto, DEMO, fillAddProduct, logInToDashboard } from '../support/helpers.ts';
import { apiCall } from '../support/api.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

/** A toast: react-toastify's, or the plain one drawn when react-toastify could not be fetched. */
const toast = (page: Page, text: string) =>
  page.locator('.Toastify, [data-plain-toasts]').getByText(text, { exact: true });

const picker = (page: Page) => page.getByLabel('Drag an image here, or click to choose one');

onPhoneAndDesktop((viewport) => {
  test('a product saved without a picture gets one from All Products, then another on Edit product', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Two photos compressed on the phone and re-encoded by the api: a long journey.
    test.slow();
    const title = `Adinkra ${viewport.width} ${Date.now().toString(36)}`;
    await logInToDashboard(page, DEMO.email, DEMO.password);

    // Add New Products opens the picture step for the product just created, named in the address.
    // (Panels are opened by their addresses here: the menus have journeys of their own.)
    await page.goto('/vendor-main-page?panel=add');
    await fillAddProduct(page, {
      title,
      description: 'Stamped adinkra cloth, 2 yards.',
      price: '240',
      deliveryPrice: '20',
      category: 'Fashion and wears',
      brand: 'Ntonso Prints',
      quantity: '6',
    });
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(toast(page, 'Product created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/vendor-main-page\?panel=images&product=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get('product')!;
    await expect(page.getByText(`For ${title}`)).toBeVisible();

    // A reload keeps the step for that product, even with productKey gone from the browser.
    await page.evaluate(() => localStorage.removeItem('productKey'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Product Images' })).toBeVisible();
    await expect(page.getByText(`For ${title}`)).toBeVisible();
    await expect(page.getByText('Something went wrong with prdId!')).toHaveCount(0);
    // The picker: a plain file input of image types without `capture`, so a phone offers the
    // camera beside the gallery.
    await expect(picker(page)).toHaveAttribute('type', 'file');
    await expect(picker(page)).toHaveAttribute('accept', /^image\/jpeg,.*image\/png,.*image\/webp/);
    await expect(picker(page)).not.toHaveAttribute('capture');
    await expect(picker(page)).not.toHaveAttribute('multiple');

    // Left without a picture: its card in All Products offers one.
    await page.goto('/vendor-main-page');
    const addPicture = page.getByRole('link', { name: `Add a picture for ${title}` });
    await expect(addPicture).toBeVisible();
    await expect(addPicture).toHaveText(/Add a picture/);
    await addPicture.click();
    await expect(page).toHaveURL(`/vendor-main-page?panel=images&product=${id}`);
    await expect(page.getByText(`For ${title}`)).toBeVisible();

    // A file of another type: one sentence naming the accepted types, nothing chosen.
    await picker(page).setInputFiles({
      name: 'price-list.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(page.getByRole('alert')).toHaveText('File type must be JPEG, PNG, WebP, GIF or AVIF.');
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toHaveCount(0);

    // The picture: compressed, sent with a progress bar, then back to All Products with it.
    await picker(page).setInputFiles({
      name: 'adinkra.jpg',
      mimeType: 'image/jpeg',
      buffer: await aPhoto(page, ['#0b6e4f', '#f2b705']),
    });
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('main').getByRole('progressbar')).toBeVisible();
    await expect(toast(page, 'Image added successfully!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('img', { name: `Image of ${title}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Add a picture for ${title}` })).toHaveCount(0);

    // Edit product shows it, and replaces it through the same steps.
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(`/edit-product/${id}`);
    const section = page.getByRole('region', { name: 'Picture' });
    const current = section.getByRole('img', { name: `Image of ${title}` });
    await expect(current).toHaveAttribute('src', /\/api\/images\//);
    await expect
      .poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const before = await current.getAttribute('src');
    await section.getByLabel('Drag an image here, or click to choose one').setInputFiles({
      name: 'adinkra-2.jpg',
      mimeType: 'image/jpeg',
      buffer: await aPhoto(page, ['#7b1fa2', '#ffffff']),
    });
    await expect(section.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await section.getByRole('button', { name: 'Replace picture' }).click();
    await expect(section.getByRole('progressbar')).toBeVisible();
    await expect(toast(page, 'Image added successfully!')).toBeVisible({ timeout: 20_000 });
    // 2 s later the preview gives way to the product's new picture; the vendor stays on the page.
    await expect(section.getByRole('img', { name: 'Preview of the chosen image' })).toHaveCount(0, {
      timeout: 5_000,
    });
    await expect(current).toHaveAttribute('src', /\/api\/images\//);
    expect(await current.getAttribute('src')).not.toBe(before);
    await expect(page).toHaveURL(`/edit-product/${id}`);

    // Kept by the server: a reload shows the new picture.
    const after = await current.getAttribute('src');
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Picture' }).getByRole('img', { name: `Image of ${title}` }),
    ).toHaveAttribute('src', after!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // Removed after a confirmation (docs/product.md, Edit product): Cancel keeps it, Remove takes it
    // away on the server, its file is gone, and All Products offers a picture again.
    const picture = page.getByRole('region', { name: 'Picture' });
    await picture.getByRole('button', { name: 'Remove picture' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'REMOVE THIS PICTURE?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(title);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(picture.getByRole('button', { name: 'Remove picture' })).toBeFocused();
    await expect(picture.getByRole('img', { name: `Image of ${title}` })).toBeVisible();

    await picture.getByRole('button', { name: 'Remove picture' }).click();
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`remove-picture-dialog-${viewport.width}.png`) });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Picture removed.')).toBeVisible({ timeout: 10_000 });
    await expect(picture.getByRole('img', { name: `Image of ${title}` })).toHaveCount(0);
    await expect(picture.getByRole('button', { name: 'Upload' })).toBeFocused();
    await page.screenshot({ path: test.info().outputPath(`remove-picture-removed-${viewport.width}.png`) });
    expect((await page.request.get(after!)).status()).toBe(404);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Picture' }).getByRole('img')).toHaveCount(0);
    await page.goto('/vendor-main-page');
    await expect(page.getByRole('link', { name: `Add a picture for ${title}` })).toBeVisible();

    // Tidy up with a session of its own (the page's 10 s token may have lapsed): the demo list stays as it was.
    const api = await playwright.request.newContext({ baseURL });
    const { accessToken } = await (await apiCall(api, 'login', { body: DEMO })).json();
    const deleted = await apiCall(api, 'deleteProduct', {
      headers: { authorization: `Bearer ${accessToken}` },
      body: { id },
    });
    expect(deleted.status()).toBe(200);
    await api.dispose();
  });
});

test('the picture step for a product that is not the vendor’s says so at once, with the way back', async ({ page }) => {
  await logInToDashboard(page, DEMO.email, DEMO.password);
  await page.goto('/vendor-main-page?panel=images&product=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText('Something went wrong with prdId!');
  await expect(picker(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
});
