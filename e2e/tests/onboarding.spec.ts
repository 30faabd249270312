import { expect, test } from '../support/test.ts';
import {
  admin,
  DEMO,
  lastMailTo,
  leftAfterStepOne,
  logIn,
  logInToDashboard,
  signUpStepOne,
  signUpStepThree,
  signUpStepTwo,
  storedSession,
  uniqueEmail,
} from '../support/helpers.ts';
import { apiCall } from '../support/api.ts';

const PASSWORD = 'kumasi-market-77';

test('sign up through three steps, wait for approval, get verified by the admin CLI, reach the dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await signUpStepOne(page, email, PASSWORD);
  expect((await storedSession(page)).vendor_tkn).toBeTruthy();
  await expect(page).toHaveTitle('Sign-Up-Two');
  await signUpStepTwo(page);
  await expect(page).toHaveTitle('Sign-Up-Three');
  await signUpStepThree(page);
  await expect(page.getByText('Thank You For Signing Up!')).toBeVisible();
  await expect(page.getByText('Please wait for your registration to be Verified withing 24hrs')).toBeVisible();
  expect(await lastMailTo(email, /registration/i)).toMatch(/registration/i);

  // Not yet verified: logging in lands on the approval page.
  await page.evaluate(() => localStorage.clear());
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL('/vendor-approval-page');

  expect(admin('list-pending')).toContain(email);
  expect(admin('verify', email)).toContain(email);
  expect(await lastMailTo(email, /verified/i)).toMatch(/verified/i);
  // The approval page left open moves on by itself once its poll reads the verification (and keeps
  // the session's record as verified), so it is through before the fresh login below.
  await expect(page).toHaveURL('/vendor-main-page', { timeout: 25_000 });

  await page.evaluate(() => localStorage.clear());
  await logInToDashboard(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
});

test('a vendor whose step two is missing lands on /incomplete-reg and finishes from its link', async ({ page }) => {
  // Leaves at step two, comes back another day and logs in.
  const email = await leftAfterStepOne(page, 'incomplete', PASSWORD);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL('/incomplete-reg');
  await expect(page.getByText('Please Complete Your Registration')).toBeVisible();
  await page.getByRole('link', { name: /registration/i }).click();
  await expect(page).toHaveURL(/\/signup-page-two\/[0-9a-f-]{36}$/);
  await signUpStepTwo(page);
  await signUpStepThree(page);
});

test('forgot password: the link from the outbox resets it; the old password and the used link fail', async ({
  page,
}) => {
  const email = await leftAfterStepOne(page, 'forgot', PASSWORD);

  await page.goto('/');
  await page.getByRole('link', { name: 'forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Please check your Mail!');

  const link = (await lastMailTo(email, /reset-password/)).match(/https?:\/\/[^\s"<]+\/reset-password\/[\w-]+/)?.[0];
  expect(link, 'a reset link in the mail').toBeTruthy();
  const resetPath = new URL(link!).pathname;

  await page.goto(resetPath);
  const newPassword = 'new-secret-2026';
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Password change succesful!')).toBeVisible();
  await expect(page).toHaveURL('/');

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();

  await page.goto(resetPath);
  await page.getByLabel('Password', { exact: true }).fill('another-secret-1');
  await page.getByLabel('Confirm Password').fill('another-secret-1');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();

  await logIn(page, email, newPassword);
  await expect(page).toHaveURL('/incomplete-reg');
});

test("with the refresh cookie revoked, the next call says 'Your login has expired.' and clears storage", async ({
  page,
}) => {
  await logInToDashboard(page, DEMO.email, DEMO.password);
  // The dashboard's first calls must be answered first: one still in flight would be refused, and
  // this page (unloading) would end the session and clear storage before the reloaded page reads it,
  // which then finds no session to call expired and shows the plain login.
  await page.waitForLoadState('networkidle');
  // Revoke the session on the server (its refresh token family), as a logout elsewhere would. Its
  // access tokens stop working at once, so the very next call finds out: the reload's.
  expect((await apiCall(page.request, 'logout')).ok()).toBe(true);

  await page.reload();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your login has expired.')).toBeVisible();
  const session = await storedSession(page);
  expect(Object.values(session).every((value) => value === null)).toBe(true);
});

test('logout clears the session and returns to login', async ({ page }) => {
  await logInToDashboard(page, DEMO.email, DEMO.password);
  // On a phone the dashboard's Logout is the last entry of its menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your login has expired.')).toHaveCount(0);
  const session = await storedSession(page);
  expect(Object.values(session).every((value) => value === null)).toBe(true);
  await page.goto('/vendor-main-page');
  await expect(page).toHaveURL('/');
});
