import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { addProductMessages, productImportHeading, productImportScreenMessages } from '@sika/domain';
import { logInToDashboard, uniqueEmail, verifiedVendor } from '../support/helpers.ts';
import type { ApiProduct } from '../support/contract.ts';
import { addProduct, apiCall } from '../support/api.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

// 'Import from CSV' (docs/product.md, Bulk catalogue) with real files, written here byte by byte as
// spreadsheets write them, against the real api.

const PASSWORD = 'kente-loom-bonwire-2026';
const HEADER = 'Id,Title,Description,Price,Delivery price,Category,Brand,Quantity';

/** One row of the template's columns; `price` as the spreadsheet wrote it. */
const row = (title: string, price = '450', id = '', separator = ',') =>
  [id, title, 'Hand-woven in Bonwire', price, '20', 'fashion and wears', 'Bonwire Weavers', '12'].join(separator);

const utf8 = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8');
/** Windows-1252: every character here is below U+0100, where 1252 and Latin-1 agree on é (0xE9). */
const windows1252 = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'latin1');
/** What Excel's "Unicode text" and many exports write: UTF-16 little-endian with its byte-order mark. */
const utf16le = (lines: string[]) =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(lines.join('\r\n'), 'utf16le')]);

async function productsOf(request: APIRequestContext, email: string): Promise<ApiProduct[]> {
  const login = await apiCall(request, 'login', { body: { email, password: PASSWORD } });
  const { accessToken } = await login.json();
  const listed = await apiCall(request, 'getAllProducts', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(listed.status()).toBe(200);
  return (await listed.json()) as ApiProduct[];
}

/** Logged in on the import panel, reached from All Products as a vendor reaches it. */
async function openImport(page: Page, email: string) {
  await logInToDashboard(page, email, PASSWORD);
  await page.getByRole('link', { name: productImportHeading }).click();
  await expect(page.getByRole('heading', { level: 1, name: productImportScreenMessages.heading })).toBeVisible();
}

async function choose(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel(productImportScreenMessages.chooseFile).setInputFiles({ name, mimeType: 'text/csv', buffer });
}

/** Imports what the preview offers and waits for the result. */
async function importShown(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { level: 2, name: productImportScreenMessages.doneHeading })).toBeVisible();
}

onPhoneAndDesktop({ tag: '@import' }, (viewport) => {
  test('a file of 50 good rows becomes 50 cards, each offering a picture', async ({ page, request }) => {
    const email = uniqueEmail('import50');
    await verifiedVendor(request, email, PASSWORD);
    await openImport(page, email);
    const titles = Array.from({ length: 50 }, (_, n) => `Kente stole no. ${n + 1}`);
    await choose(page, 'fifty.csv', utf8([HEADER, ...titles.map((title, n) => row(title, String(100 + n)))]));
    await expect(page.getByText(productImportScreenMessages.summary(50, 0))).toBeVisible();
    await importShown(page, productImportScreenMessages.importAll(50));
    await expect(page.getByText(productImportScreenMessages.done(50, 0))).toBeVisible();
    await expect(page.getByText(productImportScreenMessages.noPicture(50))).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`bulkui-result-${viewport.width}.png`), fullPage: true });
    await page.getByRole('link', { name: productImportScreenMessages.toAllProducts }).click();
    await expect(page.getByRole('status').getByText('50 products')).toBeVisible();
    await expect(page.getByRole('link', { name: /Add a picture/ })).toHaveCount(50);
    expect((await productsOf(request, email)).map((product) => product.title).sort()).toEqual(titles.toSorted());
  });

  test('3 bad rows are named in the preview and left out of the import', async ({ page, request }) => {
    const email = uniqueEmail('import-bad');
    await verifiedVendor(request, email, PASSWORD);
    await openImport(page, email);
    const lines = [HEADER, ...Array.from({ length: 7 }, (_, n) => row(`Smock ${n + 1}`))];
    lines.splice(3, 0, row('Priceless', 'free')); // row 4
    lines.splice(6, 0, row('', '30')); // row 7
    lines.push(row('Ghost', '10', '')); // a good row, then a bad one with a made-up category:
    lines.push(['', 'Robot', 'Tin', '10', '5', 'Toys', 'Acme', '1'].join(','));
    await choose(page, 'some-bad.csv', utf8(lines));
    await expect(page.getByText(productImportScreenMessages.summary(8, 3))).toBeVisible();
    const problems = page.getByRole('region', { name: productImportScreenMessages.badHeading });
    await expect(problems.getByText(`Row 4: ${addProductMessages.priceNotNumber}`)).toBeVisible();
    await expect(problems.getByText(`Row 7: ${addProductMessages.titleRequired}`)).toBeVisible();
    await expect(problems.getByText(`Row 12: ${addProductMessages.categoryNotInList}`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`bulkui-preview-${viewport.width}.png`), fullPage: true });
    await importShown(page, productImportScreenMessages.importGood(8));
    await expect(page.getByText(productImportScreenMessages.done(8, 0))).toBeVisible();
    const titles = (await productsOf(request, email)).map((product) => product.title);
    expect(titles).toHaveLength(8);
    expect(titles).not.toContain('Priceless');
    expect(titles).not.toContain('Robot');
  });

  test('a row with the id of a product updates it, with no second copy', async ({ page, request }) => {
    const email = uniqueEmail('import-update');
    const { accessToken: token } = await verifiedVendor(request, email, PASSWORD);
    const id = await addProduct(
      request,
      {
        title: 'Shea butter 500 g',
        description: 'Unrefined',
        price: 85,
        deliveryPrice: 10,
        category: 'Beauty and Cosmetics',
        brand: 'Tamale Women',
        quantity: 30,
      },
      { token },
    );
    await openImport(page, email);
    const updated = [id, 'Shea butter 500 g', 'Unrefined', '95.50', '10', 'BEAUTY AND COSMETICS', 'Tamale Women', '25'];
    await choose(page, 'update.csv', utf8([HEADER, updated.join(',')]));
    await expect(page.getByText(productImportScreenMessages.updates(1))).toBeVisible();
    await importShown(page, productImportScreenMessages.importAll(1));
    await expect(page.getByText(productImportScreenMessages.done(0, 1))).toBeVisible();
    const products = await productsOf(request, email);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ _id: id, price: 95.5, category: 'Beauty and Cosmetics' });
  });

  test('Windows-1252, semicolons with 3,500 prices, and UTF-16: é and GH₵ survive', async ({ page, request }) => {
    const email = uniqueEmail('import-encodings');
    await verifiedVendor(request, email, PASSWORD);
    await openImport(page, email);

    await choose(page, 'excel-windows.csv', windows1252([HEADER, row('Café au lait mug'), row('Crème soap', '12.50')]));
    await expect(page.getByText('Café au lait mug')).toBeVisible();
    await importShown(page, productImportScreenMessages.importAll(2));
    await page.getByRole('button', { name: productImportScreenMessages.importAnother }).click();

    const semicolonHeader = HEADER.replaceAll(',', ';');
    await choose(
      page,
      'excel-semicolon.csv',
      utf8([semicolonHeader, row('Nasco fridge', '3,500', '', ';'), row('Gas cooker', '"2,600.00"', '', ';')]),
    );
    await expect(page.getByText(productImportScreenMessages.summary(2, 0))).toBeVisible();
    await importShown(page, productImportScreenMessages.importAll(2));
    await page.getByRole('button', { name: productImportScreenMessages.importAnother }).click();

    await choose(page, 'unicode.csv', utf16le([HEADER, row('GH₵ piggy bank', '"GH₵ 1,250"')]));
    await expect(page.getByText('GH₵ piggy bank')).toBeVisible();
    await importShown(page, productImportScreenMessages.importAll(1));

    const byTitle = Object.fromEntries((await productsOf(request, email)).map((product) => [product.title, product]));
    expect(Object.keys(byTitle).sort()).toEqual(
      ['Café au lait mug', 'Crème soap', 'GH₵ piggy bank', 'Gas cooker', 'Nasco fridge'].sort(),
    );
    expect(byTitle['Crème soap']!.price).toBe(12.5);
    expect(byTitle['Nasco fridge']!.price).toBe(3500);
    expect(byTitle['Gas cooker']!.price).toBe(2600);
    expect(byTitle['GH₵ piggy bank']!.price).toBe(1250);
  });
});
