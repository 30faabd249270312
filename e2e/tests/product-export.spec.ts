import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import {
  fromCsvCell,
  PRODUCT_CSV_COLUMNS,
  productExportMessages,
  productImportHeading,
  productImportScreenMessages,
} from '@sika/domain';
import Papa from 'papaparse';
import { readFileSync } from 'node:fs';
import { aPhoto, DEMO, logInToDashboard, uniqueEmail, verifiedVendor } from '../support/helpers.ts';
import type { ApiProduct } from '../support/contract.ts';
import { addProduct, apiCall, type NewProduct } from '../support/api.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

/** A toast: react-toastify's, or the plain one drawn when react-toastify could not be fetched. */
const toast = (page: Page, message: string) =>
  page.locator('.Toastify, [data-plain-toasts]').getByText(message, { exact: true });

/** A JPEG drawn by the browser itself (no binary fixture), 800x600 px at the browser's quality. */
const stolePhoto = (page: Page) =>
  aPhoto(page, ['#0b6e4f', '#f4c430'], { size: [800, 600], square: [200, 150, 400, 300] });

/** The password of the journeys' vendors. */
const PASSWORD = 'adinkra-sunrise-73';

/** A fresh access token (the journeys' tokens live 10 s). */
async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await apiCall(request, 'login', { body: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return (await login.json()).accessToken;
}

async function productsOf(request: APIRequestContext, email: string): Promise<ApiProduct[]> {
  const listed = await apiCall(request, 'getAllProducts', {
    headers: { authorization: `Bearer ${await tokenOf(request, email)}` },
  });
  expect(listed.status()).toBe(200);
  return (await listed.json()) as ApiProduct[];
}

/** The products the vendor's file must hold, each one a case a spreadsheet could get wrong. */
const PRODUCTS: NewProduct[] = [
  {
    title: 'Kente stole',
    description: 'Hand-woven in Bonwire, 2 m long.',
    price: 3500.5,
    deliveryPrice: 25.5,
    category: 'Fashion and wears',
    brand: 'Bonwire Weavers',
    quantity: 4,
  },
  {
    title: '=SUM(A1)',
    description: 'A title a spreadsheet would run as a formula.',
    price: 120,
    deliveryPrice: 0,
    category: 'Home and Office',
    brand: '@Home',
    quantity: 0,
  },
  {
    title: 'Shea butter 500 g',
    description: 'Soft, "real" shea\nfrom Tamale',
    price: 85,
    deliveryPrice: 10,
    category: 'Beauty and Cosmetics',
    brand: 'Tamale Shea',
    quantity: 40,
  },
  {
    title: 'Samsung Galaxy A15',
    description: 'Dual SIM, 128 GB.',
    price: 1450,
    deliveryPrice: 30,
    category: 'Phones and Tablets',
    brand: 'Samsung',
    quantity: 12,
  },
];

/**
 * A new verified vendor with PRODUCTS, the first with a picture, set up through the api as the
 * portal sends it: its e-mail, unique, named by `label`.
 */
async function vendorWithProducts(page: Page, request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const { headers } = await verifiedVendor(request, email, PASSWORD, 'Adinkra Goods');
  const ids: string[] = [];
  for (const product of PRODUCTS) ids.push(await addProduct(request, product, { headers }));
  await page.goto('/');
  const uploaded = await apiCall(request, 'uploadProductImage', {
    params: { productKey: ids[0]! },
    headers: { authorization: `Bearer ${await tokenOf(request, email)}` },
    multipart: { images: { name: 'stole.jpg', mimeType: 'image/jpeg', buffer: await stolePhoto(page) } },
  });
  expect(uploaded.status()).toBe(200);
  return email;
}

onPhoneAndDesktop({ tag: '@import' }, (viewport) => {
  test("'Download CSV' saves every product, each cell as the api has it, for Excel and Sheets", async ({
    page,
    request,
    baseURL,
  }) => {
    const email = await vendorWithProducts(page, request, 'product-export');

    await logInToDashboard(page, email, PASSWORD);
    // Narrowed to one card on screen: the file still holds the whole catalogue.
    await page.getByLabel('Search by title').fill('shea');
    await expect(page.getByText(`1 of ${PRODUCTS.length} products`)).toBeVisible();
    const button = page.getByRole('button', { name: productExportMessages.downloadCsv });
    await expect(button).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(productExportMessages.csvFileName(today));
    const saved = toast(
      page,
      productExportMessages.downloaded(PRODUCTS.length, productExportMessages.csvFileName(today)),
    );
    await expect(saved).toBeVisible();
    await expect(saved).toBeInViewport({ ratio: 1 }); // slid in: the toast as the vendor reads it
    await page.screenshot({ path: test.info().outputPath(`product-export-${viewport.width}.png`) });

    const bytes = readFileSync(await download.path());
    // UTF-8 with a byte-order mark, so Excel does not read it as the PC's own code page.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv).toContain('\r\n');
    const parsed = Papa.parse<string[]>(csv, { delimiter: ',', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(PRODUCT_CSV_COLUMNS.map((column) => column.header));

    const products = await productsOf(request, email);
    expect(products).toHaveLength(PRODUCTS.length);
    // One row per product, in the api's order, every cell as the api has it.
    expect(rows).toEqual(
      products.map((product) => [
        product._id,
        product.title === '=SUM(A1)' ? "'=SUM(A1)" : product.title,
        product.description,
        String(product.price),
        String(product.deliveryPrice),
        product.category,
        product.brand === '@Home' ? "'@Home" : product.brand,
        String(product.quantity),
        product.images[0] ? new URL(product.images[0].url, baseURL).href : '',
      ]),
    );
    // The formula-like cells are text in a spreadsheet and read back as they were.
    const cells = rows.map((row) => row.map(fromCsvCell));
    expect(cells.map((row) => row[1])).toEqual(products.map((product) => product.title));
    expect(cells.map((row) => row[6])).toEqual(products.map((product) => product.brand));
    expect(rows.find((row) => row[1] === 'Kente stole')![3]).toBe('3500.5');
    expect(rows.find((row) => row[1] === 'Shea butter 500 g')![2]).toBe('Soft, "real" shea\nfrom Tamale');

    // The picture's address opens the picture, from anywhere the file goes.
    const withPicture = rows.filter((row) => row[8] !== '');
    expect(withPicture.map((row) => row[1])).toEqual(['Kente stole']);
    const picture = await request.get(withPicture[0]![8]!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/webp');
  });

  test('the downloaded file with one price changed imports back as updates, with no product twice', async ({
    page,
    request,
  }) => {
    const email = await vendorWithProducts(page, request, 'product-round-trip');
    const before = await productsOf(request, email);

    await logInToDashboard(page, email, PASSWORD);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: productExportMessages.downloadCsv }).click(),
    ]);
    // The vendor changes one price in a spreadsheet and saves the file as CSV again.
    const saved = Papa.parse<string[]>(
      readFileSync(await download.path())
        .subarray(3)
        .toString('utf8'),
      {
        delimiter: ',',
        skipEmptyLines: true,
      },
    );
    const changed = saved.data.map((row) => (row[1] === 'Samsung Galaxy A15' ? row.with(3, '1399.99') : row));
    expect(changed).not.toEqual(saved.data);
    const file = Buffer.from(`\uFEFF${Papa.unparse(changed, { newline: '\r\n' })}\r\n`, 'utf8');

    await page.getByRole('link', { name: productImportHeading }).click();
    await expect(page.getByRole('heading', { level: 1, name: productImportScreenMessages.heading })).toBeVisible();
    await page.getByLabel(productImportScreenMessages.chooseFile).setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'text/csv',
      buffer: file,
    });
    await expect(page.getByText(productImportScreenMessages.summary(PRODUCTS.length, 0))).toBeVisible();
    await expect(page.getByText(productImportScreenMessages.updates(PRODUCTS.length))).toBeVisible();
    await page.getByRole('button', { name: productImportScreenMessages.importAll(PRODUCTS.length) }).click();
    await expect(page.getByRole('heading', { name: productImportScreenMessages.doneHeading })).toBeVisible();
    await expect(page.getByText(productImportScreenMessages.done(0, PRODUCTS.length))).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`product-round-trip-${viewport.width}.png`) });

    // The same products, none twice, each as before but the one price; the picture kept.
    const after = await productsOf(request, email);
    expect(after.map((product) => product._id).sort()).toEqual(before.map((product) => product._id).sort());
    const byId = new Map(after.map((product) => [product._id, product]));
    for (const product of before) {
      const { price, ...rest } = byId.get(product._id)!;
      const { price: oldPrice, ...oldRest } = product;
      expect(rest).toEqual(oldRest);
      expect(price).toBe(product.title === 'Samsung Galaxy A15' ? 1399.99 : oldPrice);
    }
  });

  test.describe('with the code fetched from the network', () => {
    test("the file tools' arrival after the list moves nothing on screen", async ({ page }) => {
      // Their code comes once the list is drawn: held back here so the list is seen without them.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/ProductFileTools-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await logInToDashboard(page, DEMO.email, DEMO.password);
      const firstCard = page.getByRole('list', { name: 'All Products' }).getByRole('listitem').first();
      await expect(firstCard).toBeVisible();
      await expect(page.getByRole('button', { name: productExportMessages.downloadCsv })).toHaveCount(0);
      const before = await firstCard.boundingBox();
      release();
      await expect(page.getByRole('button', { name: productExportMessages.downloadCsv })).toBeVisible();
      await expect(page.getByRole('link', { name: productImportHeading })).toBeVisible();
      expect(await firstCard.boundingBox()).toEqual(before);
    });
  });
});
