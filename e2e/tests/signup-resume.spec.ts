import { expect, test, type Page } from '../support/test.ts';
import { serverMessages, signupStepsMessages, signupTwoMessages } from '@sika/domain';
import { signUpStepOne, signUpStepTwo, storedSession, uniqueEmail } from '../support/helpers.ts';
import { apiCall, apiPath } from '../support/api.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

const PASSWORD = 'tamale-shea-41';
const steps = signupStepsMessages;
const stepTwo = signupTwoMessages;

/** Step one's form sent with `password` for `email` (the e-mail may already be filled in). */
async function sendStepOne(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'next' }).click();
}

/** Step three's update, sent as the portal sends it, with a token of a fresh login. */
async function finishSignUp(page: Page, email: string, id: string) {
  const login = await apiCall(page.request, 'login', { body: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const update = await apiCall(page.request, 'updateVendor', {
    headers: { authorization: `Bearer ${accessToken}` },
    body: { id, momo_mobile_name: 'Kofi Boateng', momo_mobile: '0244123456', registrationCompleted: true },
  });
  expect(update.status()).toBe(200);
}

/** Step two as signUpStepTwo (support/helpers.ts) filled it, read back from the page. */
async function expectStepTwoFilledIn(page: Page) {
  await expect(page.getByLabel(stepTwo.businessNameLabel)).toHaveValue('Kofi Electronics');
  await expect(page.getByRole('combobox', { name: stepTwo.businessCategoryLabel })).toHaveValue(
    'Electronic Appliances',
  );
  await expect(page.getByLabel(stepTwo.businessAddressLabel)).toHaveValue('Kejetia Market, Kumasi');
  await expect(page.getByLabel(stepTwo.businessMobileLabel)).toHaveValue('020 700 0001');
}

onPhoneAndDesktop((viewport) => {
  test('sign-up says its step, goes Back, keeps saved details over a reload, and continues from step one', async ({
    page,
    browser,
  }) => {
    const shot = (name: string) =>
      page.screenshot({ path: test.info().outputPath(`signup-e2e-${viewport.width}-${name}.png`), fullPage: true });
    const email = uniqueEmail('resume');

    // Step one says where the vendor is, with no way back yet.
    await page.goto('/signup-page-one');
    await expect(page.getByText(steps.progress(1, 3))).toBeVisible();
    await expect(page.getByRole('link', { name: steps.back })).toHaveCount(0);
    await signUpStepOne(page, email, PASSWORD);
    const vendorId = new URL(page.url()).pathname.split('/').at(-1)!;

    // Step two: its step and a way back; the details are saved by next.
    await expect(page.getByText(steps.progress(2, 3))).toBeVisible();
    await expect(page.getByRole('link', { name: steps.back })).toBeVisible();
    await shot('step-two');
    await signUpStepTwo(page);

    // Step three, then Back: step two is filled in from the server's record, and stays so over a reload.
    await expect(page.getByText(steps.progress(3, 3))).toBeVisible();
    await shot('step-three');
    await page.getByRole('link', { name: steps.back }).click();
    await expect(page).toHaveURL(`/signup-page-two/${vendorId}`);
    await expectStepTwoFilledIn(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: stepTwo.heading })).toBeVisible();
    await expectStepTwoFilledIn(page);
    await shot('step-two-reloaded');

    // Back to step one: the e-mail is filled in; a wrong password is told so and opens nothing.
    await page.getByRole('link', { name: steps.back }).click();
    await expect(page).toHaveURL('/signup-page-one');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    const tokenBefore = (await storedSession(page)).vendor_tkn;
    const wrong = page.waitForResponse((response) => new URL(response.url()).pathname === apiPath('register'));
    await sendStepOne(page, email, 'kumasi-wrong-99');
    expect((await wrong).status()).toBe(409);
    await expect(page.getByText(serverMessages.emailTaken, { exact: true })).toBeVisible();
    await expect(page.getByText(serverMessages.fields.notThisAccountsPassword)).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expect(page).toHaveURL('/signup-page-one');
    expect((await storedSession(page)).vendor_tkn).toBe(tokenBefore);
    await shot('wrong-password');

    // The right password continues at the first unfinished step: three.
    await sendStepOne(page, email, PASSWORD);
    await expect(page).toHaveURL(`/signup-page-three/${vendorId}`);
    await expect(page.getByText(steps.progress(3, 3))).toBeVisible();

    // Another browser, nothing stored: step one with the same e-mail and password continues too.
    const other = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
    await other.goto('/signup-page-one');
    await sendStepOne(other, email, PASSWORD);
    await expect(other).toHaveURL(`/signup-page-three/${vendorId}`);
    await other.getByRole('link', { name: steps.back }).click();
    await expectStepTwoFilledIn(other);
    await other.close();

    // Once finished (here through the api: step three's own journey is onboarding.spec.ts), a
    // sign-up is no longer continued.
    await finishSignUp(page, email, vendorId);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/signup-page-one');
    await sendStepOne(page, email, PASSWORD);
    await expect(page.getByText(serverMessages.emailTaken, { exact: true })).toBeVisible();
    await expect(page.getByText(serverMessages.fields.notThisAccountsPassword)).toHaveCount(0);
    await expect(page).toHaveURL('/signup-page-one');
  });
});
