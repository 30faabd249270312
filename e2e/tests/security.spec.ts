import { messages } from '@sika/domain';
import { cspViolations, expect, test, type Page } from '../support/test.ts';
import {
  admin,
  aPhoto,
  DEMO,
  fillAddProduct,
  lastMailTo,
  leftAfterStepOne,
  logInToDashboard,
  signedUpOnScreens,
  uniqueEmail,
} from '../support/helpers.ts';

const UNREACHABLE = 'Could not reach Sika. Check your internet connection and try again.';
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

/** A small photo (640x480 px at the browser's quality) drawn by the browser, so the upload needs no fixture file. */
const smallPhoto = (page: Page) =>
  aPhoto(page, ['#c0392b', '#f1c40f'], { size: [640, 480], square: [80, 60, 320, 240] });

/** Cuts the network, submits, expects `message`, and checks each field still holds what was typed. */
async function submitOffline(
  page: Page,
  submit: () => Promise<void>,
  message: RegExp | string,
  kept: Record<string, string>,
) {
  await page.context().setOffline(true);
  await submit();
  const shown = typeof message === 'string' ? page.getByText(message, { exact: true }) : page.getByText(message);
  await expect(shown.first()).toBeVisible();
  for (const [label, value] of Object.entries(kept))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await page.context().setOffline(false);
}

// Every journey fails on a CSP violation on any screen it reaches (e2e/support/test.ts); this one
// checks the header itself and walks the screens that write, checking after each step.
test('the production build runs under its Content-Security-Policy with no violation, through its forms', async ({
  page,
}) => {
  const header = (await page.goto('/'))?.headers()['content-security-policy'] ?? '';
  expect(header).toContain("default-src 'self'");
  expect(header).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  await logInToDashboard(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('list', { name: 'All Products' }).getByRole('link').first()).toBeVisible();
  const productHref = await page
    .getByRole('list', { name: 'All Products' })
    .getByRole('link')
    .first()
    .getAttribute('href');

  await page.goto('/vendor-main-page?panel=add');
  await fillAddProduct(page, {
    title: `CSP check ${Date.now().toString(36)}`,
    description: 'Checks the page under its policy.',
    price: '1500',
    deliveryPrice: '10',
    category: 'Home and Office',
    brand: 'Sika',
    quantity: '2',
  });
  await page.getByRole('button', { name: 'Add product' }).click();
  await page
    .getByLabel('Drag an image here, or click to choose one')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await smallPhoto(page) });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Image added successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible({ timeout: 10_000 });
  expect(cspViolations()).toEqual([]);

  await page.goto('/vendor-main-page?panel=orders');
  await page.getByRole('list', { name: 'Your Orders' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
  expect(cspViolations()).toEqual([]);

  await page.goto('/vendor-main-page?panel=profile');
  await expect(page.getByRole('heading', { name: 'Account Overview' })).toBeVisible();
  await page.getByRole('link', { name: 'edit' }).click();
  await expect(page.getByLabel('Business name')).not.toHaveValue('');
  expect(cspViolations()).toEqual([]);

  await page.goto(productHref!);
  await expect(page.getByLabel('Title', { exact: true })).not.toHaveValue('');
  expect(cspViolations()).toEqual([]);
});

test('sign-up and login: the network cut mid-submit keeps every typed value, says so, and a retry succeeds', async ({
  page,
}) => {
  const email = uniqueEmail('offline');
  const password = 'cocoa-vendor-88';

  await page.goto('/signup-page-one');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await submitOffline(page, () => page.getByRole('button', { name: 'next' }).click(), UNREACHABLE, {
    Email: email,
    Password: password,
    'Confirm password': password,
  });
  await page.getByRole('button', { name: 'next' }).click();
  await expect(page).toHaveURL(/\/signup-page-two\//);

  await page.getByLabel('Business Name').fill('Ama Offline Goods');
  await page.getByRole('combobox', { name: 'Business Category' }).fill('food');
  await page.getByRole('option', { name: 'Food Market' }).click();
  await page.getByLabel('Business address').fill('Makola Market, Accra');
  await page.getByLabel('Business Phone number').fill('0244000001');
  await submitOffline(page, () => page.getByRole('button', { name: 'next' }).click(), messages.network.unreachable, {
    'Business Name': 'Ama Offline Goods',
    'Business address': 'Makola Market, Accra',
    'Business Phone number': '0244000001',
  });
  await page.getByRole('button', { name: 'next' }).click();
  await expect(page).toHaveURL(/\/signup-page-three\//);

  await page.getByLabel('Business MOMO Name').fill('Ama Mensah');
  await page.getByLabel('Business MOMO number').fill('0244000002');
  await page.getByLabel('Confirm MOMO number').fill('0244000002');
  await submitOffline(page, () => page.getByRole('button', { name: 'next' }).click(), messages.network.unreachable, {
    'Business MOMO Name': 'Ama Mensah',
    'Business MOMO number': '0244000002',
    'Confirm MOMO number': '0244000002',
  });
  await page.getByRole('button', { name: 'next' }).click();
  await expect(page).toHaveURL('/vendor-approval-page');

  admin('verify', email);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await submitOffline(page, () => page.getByRole('button', { name: 'Login' }).click(), UNREACHABLE, {
    'Email or phone number': email,
    Password: password,
  });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/vendor-main-page');
});

test('login: the network cut before the form’s checks arrived still says so, keeps the values, and a retry succeeds', async ({
  page,
}) => {
  // The login form's yup schema is its own file, fetched once the page is idle: here it never comes
  // while the network is down, and the submit must still reach the vendor's eyes.
  const loginChecks = /\/assets\/login-[^/]*\.js$/;
  let refused = 0;
  await page.route(loginChecks, (route) => (refused++, route.abort('internetdisconnected')));
  await page.goto('/');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await submitOffline(page, () => page.getByRole('button', { name: 'Login' }).click(), UNREACHABLE, {
    'Email or phone number': DEMO.email,
    Password: DEMO.password,
  });
  expect(refused).toBeGreaterThan(0);
  await page.unroute(loginChecks);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/vendor-main-page');
});

test('password recovery: the network cut mid-submit keeps the values, says so, and a retry succeeds', async ({
  page,
}) => {
  const email = await leftAfterStepOne(page, 'offline-reset', 'cocoa-harbour-88');

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await submitOffline(page, () => page.getByRole('button', { name: 'Submit' }).click(), 'Something went wrong!', {
    'Email or phone number': email,
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Please check your Mail!');

  const link = (await lastMailTo(email, /reset-password/)).match(/https?:\/\/[^\s"<]+\/reset-password\/[\w-]+/)?.[0];
  await page.goto(new URL(link!).pathname);
  await page.getByLabel('Password', { exact: true }).fill('brand-new-secret-26');
  await page.getByLabel('Confirm Password').fill('brand-new-secret-26');
  await submitOffline(page, () => page.getByRole('button', { name: 'Reset' }).click(), 'Something went wrong!', {
    Password: 'brand-new-secret-26',
    'Confirm Password': 'brand-new-secret-26',
  });
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Password change succesful!')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('image upload and edit product cut off wait on the phone and go once back; edit vendor keeps its values and a retry succeeds', async ({
  page,
}) => {
  // A whole sign-up, then three writes each cut off and sent again: on a loaded 2-core machine the
  // steps add up past the default time for one journey, although each one waits on its own event.
  test.slow();
  const email = uniqueEmail('offline-edit');
  const password = 'cocoa-lagoon-88';
  await signedUpOnScreens(page, email, password);

  const title = `Offline edit ${Date.now().toString(36)}`;
  await page.goto('/vendor-main-page?panel=add');
  await fillAddProduct(page, {
    title,
    description: 'Edited without a network.',
    price: '640',
    deliveryPrice: '15',
    category: 'Electronic Appliances',
    brand: 'Nasco',
    quantity: '3',
  });
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Add only one picture')).toBeVisible();

  // The upload: offline, the compressed picture is kept on the phone (docs/product.md, Writes that
  // wait) and sent by itself once the network is back.
  await page
    .getByLabel('Drag an image here, or click to choose one')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await smallPhoto(page) });
  await submitOffline(
    page,
    () => page.getByRole('button', { name: 'Upload' }).click(),
    'Saved on this phone. It will be sent when you are back online.',
    {},
  );
  await expect(toast(page, 'Image added successfully!')).toBeVisible({ timeout: 20_000 });

  // Edit product.
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.getByLabel('Title', { exact: true }).fill(`${title} v2`);
  await page.getByLabel('Price', { exact: true }).fill('700');
  // Offline the change is kept on the phone too, and applied once the network is back.
  await submitOffline(
    page,
    () => page.getByRole('button', { name: 'Update' }).click(),
    'Saved on this phone. It will be sent when you are back online.',
    {},
  );
  await expect(toast(page, 'Product updated!')).toBeVisible({ timeout: 20_000 });
  await page.goto('/vendor-main-page');
  await expect(page.getByRole('link', { name: new RegExp(`${title} v2`) })).toContainText('GHC 700');

  // Edit vendor.
  await page.goto('/vendor-main-page?panel=profile');
  await page.getByRole('link', { name: 'edit' }).click();
  await page.getByLabel('Business name').fill('Kofi Offline Electronics');
  await submitOffline(page, () => page.getByRole('button', { name: 'Update' }).click(), 'Something went wrong', {
    'Business name': 'Kofi Offline Electronics',
  });
  await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled({ timeout: 5_000 });
  await page.getByRole('button', { name: 'Update' }).click();
  // Back to Profile, where the change shows (docs/product.md, Edit vendor).
  await expect(page).toHaveURL('/vendor-main-page?panel=profile');
  await expect(page.getByText('Kofi Offline Electronics', { exact: true })).toBeVisible();
});
