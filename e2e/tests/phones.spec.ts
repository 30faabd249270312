import { expect, test, type Page } from '../support/test.ts';
import { signUpStepOne, signUpStepTwo, uniqueEmail } from '../support/helpers.ts';
import { apiCallInPage } from '../support/api.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

const MOBILE_INVALID = 'Enter a Ghana mobile number, like 024 412 3456';
const MISMATCH = 'The two MOMO numbers do not match';

/** What the real api stored for the signed-in vendor. */
const storedVendor = async (page: Page) => (await apiCallInPage(page, 'getAllVendors')).body[0]!;

/** updateVendor straight from the page, as a client that skips the form's checks would send it. */
const sendUpdate = async (page: Page, body: Record<string, unknown>) => {
  const id = await page.evaluate(() => localStorage.getItem('vid'));
  return apiCallInPage(page, 'updateVendor', { body: { id, ...body } });
};

onPhoneAndDesktop((viewport) => {
  test('sign-up step three refuses a bad MoMo number, then takes a good one typed twice, stored as E.164', async ({
    page,
  }) => {
    await signUpStepOne(page, uniqueEmail('phones'), 'kumasi-market-77');
    await signUpStepTwo(page);
    await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();

    const number = page.getByLabel('Business MOMO number');
    const again = page.getByLabel('Confirm MOMO number');
    await page.getByLabel('Business MOMO Name').fill('Kofi Boateng');

    // A bad number: the message under the field shows the expected form, and nothing is sent.
    await number.fill('12');
    await again.fill('12');
    await page.getByRole('button', { name: 'next' }).click();
    await expect(page.getByText(MOBILE_INVALID)).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(MOBILE_INVALID);
    await expect(page).toHaveURL(/\/signup-page-three\//);
    await page.screenshot({ path: test.info().outputPath(`phones-e2e-bad-${viewport.width}.png`), fullPage: true });

    // The api refuses the same number itself, naming the field.
    const refused = await sendUpdate(page, { momo_mobile: '12' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      momo_mobile: 'Must be a Ghana mobile number, like 024 412 3456 or +233 24 412 3456.',
    });
    expect((await storedVendor(page)).momo_mobile).toBe('');

    // A good number whose second typing has a typo: refused until both match.
    await number.fill('024 412 3456');
    await expect(page.getByText('Looks like MTN (from the first digits; numbers can change networks)')).toBeVisible();
    await again.fill('024 412 3465');
    await page.getByRole('button', { name: 'next' }).click();
    await expect(page.getByText(MISMATCH)).toBeVisible();
    await expect(page).toHaveURL(/\/signup-page-three\//);

    // Typed twice, written two ways: one number, saved as E.164.
    await again.fill('+233 24 412 3456');
    await expect(page.getByText(MISMATCH)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`phones-e2e-good-${viewport.width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'next' }).click();
    await expect(page).toHaveURL('/vendor-approval-page');
    expect(await storedVendor(page)).toMatchObject({
      mobile: '+233207000001',
      momo_mobile: '+233244123456',
      registrationCompleted: true,
    });
  });
});
