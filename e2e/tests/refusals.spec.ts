// The real server refusing, seen from the browser: what the screen says, and that nothing changed.
// Mocks (the stories) show the same texts; only here does the api itself say no. All of them run on
// PostgreSQL too (@postgres, e2e/run.ts): there the lock-out is counted in the shared rate-limit table.
import { expect, test, type Page } from '../support/test.ts';
import { serverMessages } from '@sika/domain';
import {
  DEMO,
  leftAfterStepOne,
  loggedInNewVendor,
  logIn,
  logInToDashboard,
  storedSession,
  uniqueEmail,
} from '../support/helpers.ts';
import { apiPath } from '../support/api.ts';

async function openEditVendor(page: Page) {
  await page.goto('/vendor-main-page?panel=profile');
  await expect(page.getByRole('heading', { name: 'Account Overview' })).toBeVisible();
  await page.getByRole('link', { name: 'edit' }).click();
  await expect(page).toHaveURL(/\/edit-vendor\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Business name')).toHaveValue('Kofi Electronics');
}

/** The next answer of update-vendor, as the server sent it. */
const nextUpdate = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === apiPath('updateVendor'));

test(
  'a business name the form lets through but the server refuses: its sentence under the field, nothing saved',
  { tag: '@postgres' },
  async ({ page, request }) => {
    await loggedInNewVendor(page, request, 'refusals', 'adum-junction-41');
    await openEditVendor(page);
    // A right-to-left override makes the name show reversed wherever it is listed: the form has no
    // rule for it, the api does (every text of the contract).
    await page.getByLabel('Business name').fill('Kofi \u202Escinortcele');
    const answer = nextUpdate(page);
    await page.getByRole('button', { name: 'Update' }).click();
    const response = await answer;
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'BAD_INPUT',
      fields: { BusinessName: serverMessages.fields.noControl },
    });
    await expect(page.getByText(serverMessages.badInput, { exact: true })).toBeVisible();
    // The server's sentence shows under the field it names, which takes the focus.
    const businessName = page.getByLabel('Business name');
    await expect(businessName).toHaveAccessibleDescription(serverMessages.fields.noControl);
    await expect(businessName).toHaveAttribute('aria-invalid', 'true');
    await expect(businessName).toBeFocused();
    await expect(page).toHaveURL(/\/edit-vendor\//);
    await expect(businessName).toHaveValue('Kofi \u202Escinortcele');

    await page.goto('/vendor-main-page?panel=profile');
    await expect(page.getByText('Kofi Electronics', { exact: true })).toBeVisible();
    expect(JSON.parse((await storedSession(page)).vendor ?? '{}')).toMatchObject({ BusinessName: 'Kofi Electronics' });
  },
);

test(
  'a wrong current password on Edit vendor is said beside the form, and the e-mail stays',
  { tag: '@postgres' },
  async ({ page, request }) => {
    const password = 'tamale-harbour-52';
    const { email } = await loggedInNewVendor(page, request, 'refusals', password);
    await openEditVendor(page);
    await page.getByLabel('Email').fill(uniqueEmail('moved'));
    await page.getByLabel('Current password').fill('not-my-password-1');
    const answer = nextUpdate(page);
    await page.getByRole('button', { name: 'Update' }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText(serverMessages.wrongPassword, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/edit-vendor\//);

    // Nothing changed: the old e-mail and password still log in.
    await page.evaluate(() => localStorage.clear());
    await logInToDashboard(page, email, password);
    expect((await storedSession(page)).vdmail).toBe(email);
  },
);

test(
  'signing up with an e-mail that has an account says so, and stays on step one',
  { tag: '@postgres' },
  async ({ page }) => {
    await page.goto('/signup-page-one');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill('kejetia-lorry-19');
    await page.getByLabel('Confirm password').fill('kejetia-lorry-19');
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === apiPath('register'));
    await page.getByRole('button', { name: 'next' }).click();
    expect((await answer).status()).toBe(409);
    await expect(page.getByText(serverMessages.emailTaken, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/signup-page-one');
    expect((await storedSession(page)).vendor_tkn).toBeNull();
    // The demo account is untouched: its password still logs in.
    await page.evaluate(() => localStorage.clear());
    await logInToDashboard(page, DEMO.email, DEMO.password);
  },
);

test(
  'five wrong passwords lock the login out: the sixth attempt says for how long and offers the reset',
  { tag: '@postgres' },
  async ({ page }) => {
    const password = 'volta-river-63';
    const email = await leftAfterStepOne(page, 'locked', password);

    const logins: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === apiPath('login')) logins.push(response.status());
    });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await logIn(page, email, `wrong-password-${attempt}`);
      await expect(page.getByRole('alert')).toHaveText(serverMessages.invalidCredentials);
      await expect.poll(() => logins.length).toBe(attempt);
    }
    // Locked now: even the right password is refused until the time is up.
    await logIn(page, email, password);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      /^Too many failed attempts\. Try again in \d+ minutes?, or reset your password\./,
    );
    await expect.poll(() => logins).toEqual([401, 401, 401, 401, 401, 429]);
    await expect(page).toHaveURL('/');
    expect((await storedSession(page)).vendor_tkn).toBeNull();
    await page.getByRole('link', { name: 'Reset your password' }).click();
    await expect(page).toHaveURL('/forgot-password');
  },
);
