import { expect, test, type Page } from '@playwright/test';
import {
  approvalMessages,
  incompleteRegistrationMessages,
  loginMessages,
  queueMessages,
  signupOneMessages,
  signupStepsMessages,
  signupThreeMessages,
  signupTwoMessages,
} from '@sika/domain';
import {
  admin,
  DEMO,
  keptDraft,
  leftAfterStepOne,
  logIn,
  logInToDashboard,
  registeredVendor,
  signUpStepOne,
  storedSession,
  uniqueEmail,
} from '../support/helpers.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

// docs/product.md, Waiting for approval and Incomplete registration: a vendor who is not through
// yet is never held on those pages, and sign-up step two keeps what was typed.

const PASSWORD = 'sunyani-cocoa-58';
const approval = approvalMessages;
const stepTwo = signupTwoMessages;

/** Every session key gone from the browser, as a logout leaves it. */
async function expectNoSession(page: Page) {
  const session = await storedSession(page);
  expect(Object.values(session).every((value) => value === null)).toBe(true);
}

/** The login page, shown and staying (not sent on to another page). */
async function expectLoginShown(page: Page) {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: loginMessages.submit })).toBeVisible();
}

onPhoneAndDesktop((viewport) => {
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: test.info().outputPath(`waiting-${viewport.width}-${name}.png`), fullPage: true });

  test('a vendor waiting for approval can go Home, start again, check again, and is moved on once verified', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('waiting');
    await registeredVendor(request, email, PASSWORD);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL('/vendor-approval-page');
    await expect(page.getByRole('heading', { name: approval.heading })).toBeVisible();
    await shot(page, 'approval');

    // 'Home' leads to the login, which stays; so does sign-up step one. The dashboard still waits.
    await page.getByRole('link', { name: approval.homeLink }).click();
    await expectLoginShown(page);
    await page.goto('/signup-page-one');
    await expect(page.getByRole('heading', { name: signupOneMessages.title })).toBeVisible();
    await expect(page).toHaveURL('/signup-page-one');
    await page.goto('/vendor-main-page');
    await expect(page).toHaveURL('/vendor-approval-page');

    // Not verified yet: 'Check again' says so.
    await page.getByRole('button', { name: approval.checkAgain }).click();
    await expect(page.getByRole('status').filter({ hasText: approval.stillWaiting })).toBeVisible();
    await shot(page, 'checked');

    // Verified meanwhile: the page's poll (every 15 s) moves on to the dashboard by itself.
    expect(admin('verify', email)).toContain(email);
    await expect(page).toHaveURL('/vendor-main-page', { timeout: 25_000 });
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();

    // Known as verified from now on: the login sends the vendor straight to the dashboard.
    await page.goto('/');
    await expect(page).toHaveURL('/vendor-main-page');
  });

  test('log out on the approval page frees the phone for another account', async ({ page, request }) => {
    const email = uniqueEmail('waiting-out');
    await registeredVendor(request, email, PASSWORD);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL('/vendor-approval-page');
    await page.getByRole('button', { name: approval.logOut }).click();
    await expectLoginShown(page);
    await expectNoSession(page);
    await logInToDashboard(page, DEMO.email, DEMO.password);
  });

  test('incomplete registration offers log out and check again, and the login no longer sends it back', async ({
    page,
  }) => {
    const email = await leftAfterStepOne(page, 'unfinished', PASSWORD);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL('/incomplete-reg');
    await expect(page.getByRole('link', { name: incompleteRegistrationMessages.continueLink })).toBeVisible();
    await page.getByRole('button', { name: incompleteRegistrationMessages.checkAgain }).click();
    await expect(page).toHaveURL('/incomplete-reg');
    await expect(page.getByRole('link', { name: incompleteRegistrationMessages.continueLink })).toBeVisible();
    await shot(page, 'incomplete');

    // The login no longer sends an unfinished vendor back here.
    await page.goto('/');
    await expectLoginShown(page);
    await page.goto('/incomplete-reg');
    await page.getByRole('button', { name: incompleteRegistrationMessages.logOut }).click();
    await expectLoginShown(page);
    await expectNoSession(page);
    await page.goto('/vendor-main-page');
    await expectLoginShown(page);
  });

  test('sign-up step two keeps what was typed over a reload and Back, and forgets it once sent', async ({ page }) => {
    const email = uniqueEmail('draft');
    await signUpStepOne(page, email, PASSWORD);
    const stepTwoUrl = page.url();
    const vendorId = new URL(stepTwoUrl).pathname.split('/').at(-1)!;
    const name = page.getByLabel(stepTwo.businessNameLabel);
    const address = page.getByLabel(stepTwo.businessAddressLabel);
    await name.fill('Abena Shea Butter');
    await address.fill('Central Market, Tamale');

    // Kept on the phone a moment after typing, and given back after a reload.
    await expect
      .poll(() => keptDraft(page, vendorId, 'signupTwo'))
      .toMatchObject({ business_name: 'Abena Shea Butter', business_address: 'Central Market, Tamale' });
    await page.reload();
    await expect(page.getByText(queueMessages.draftRestored)).toBeVisible();
    await expect(name).toHaveValue('Abena Shea Butter');
    await expect(address).toHaveValue('Central Market, Tamale');
    await shot(page, 'restored');

    // Back to step one and forward again: still there.
    await page.getByRole('link', { name: signupStepsMessages.back }).click();
    await expect(page).toHaveURL('/signup-page-one');
    await page.goBack();
    await expect(page).toHaveURL(stepTwoUrl);
    await expect(name).toHaveValue('Abena Shea Butter');
    await expect(address).toHaveValue('Central Market, Tamale');

    // Sent: step three opens, and Back shows the saved record with no draft to restore.
    const category = page.getByRole('combobox', { name: stepTwo.businessCategoryLabel });
    await category.fill('food');
    await page.getByRole('option', { name: 'Food Market' }).click();
    await page.getByLabel(stepTwo.businessMobileLabel).fill('0207000001');
    await page.getByRole('button', { name: 'next' }).click();
    await expect(page).toHaveURL(/\/signup-page-three\//);
    await expect(page.getByRole('heading', { name: signupThreeMessages.heading })).toBeVisible();
    await page.getByRole('link', { name: signupStepsMessages.back }).click();
    await expect(page).toHaveURL(stepTwoUrl);
    await expect(name).toHaveValue('Abena Shea Butter');
    await expect(page.getByText(queueMessages.draftRestored)).toHaveCount(0);
  });
});
