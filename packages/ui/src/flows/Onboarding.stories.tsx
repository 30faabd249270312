import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockDb } from '@sika/api-client/mocks';
import { paths, STORAGE_KEYS, signupStepsMessages, signupTwoMessages, signupThreeMessages } from '@sika/domain';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { SignupStepOne } from '../screens/SignupStepOne/index.ts';
import * as StepOne from '../screens/SignupStepOne/SignupStepOne.stories.tsx';
import { SignupStepThree } from '../screens/SignupStepThree/index.ts';
import { SignupStepTwo } from '../screens/SignupStepTwo/index.ts';
import * as StepTwo from '../screens/SignupStepTwo/SignupStepTwo.stories.tsx';
import { VendorApproval } from '../screens/VendorApproval/index.ts';
import * as Approval from '../screens/VendorApproval/VendorApproval.stories.tsx';
import { openedAt } from '../storyKit/index.ts';
import { expectPath, Journey, step } from './journey.tsx';

/** Sign-up to approval: step one, two and three, then the approval page (docs/product.md, Sign-up). */
const meta = {
  title: 'Flows/Onboarding',
  // Written out as an object: Storybook adds the JSDoc above the meta to it (parameters.docs), and
  // parameters given any other way, like a call, would be replaced by what it adds.
  parameters: { ...openedAt('/*', paths.signupOne) },
  beforeEach() {
    const scrollTo = spyOn(window, 'scrollTo').mockImplementation(() => {});
    return () => scrollTo.mockRestore();
  },
  render: () => (
    <Journey
      screens={{
        [paths.signupOne]: <SignupStepOne footerYear={2026} />,
        [paths.signupTwo(':id')]: <SignupStepTwo footerYear={2026} />,
        [paths.signupThree(':id')]: <SignupStepThree footerYear={2026} />,
        [paths.vendorApproval]: <VendorApproval footerYear={2026} />,
      }}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const two = signupTwoMessages;
const three = signupThreeMessages;

export const FullJourney: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    // Step one: the empty form, then the sign-up that lands on step two.
    await step(StepOne.Default.play, context);
    await step(StepOne.Success.play, context);
    const vendor = mockDb.accounts.get('kofi@kente.test')!.vendor;
    // Step two: the business.
    await step(StepTwo.Default.play, context);
    await userEvent.type(canvas.getByLabelText(two.businessNameLabel), 'Kofi Kente Weaves');
    await userEvent.type(canvas.getByRole('combobox', { name: two.businessCategoryLabel }), 'fash{ArrowDown}{Enter}');
    await userEvent.type(canvas.getByLabelText(two.businessAddressLabel), '4 Adum Road, Kumasi');
    await userEvent.type(canvas.getByLabelText(two.businessMobileLabel), '0244123456{Enter}');
    await expectPath(canvasElement, paths.signupThree(vendor._id));
    // Back to step two: what was saved fills the form in; next returns to step three.
    await userEvent.click(await canvas.findByRole('link', { name: signupStepsMessages.back }));
    await expectPath(canvasElement, paths.signupTwo(vendor._id));
    await expect(await canvas.findByLabelText(two.businessNameLabel)).toHaveValue('Kofi Kente Weaves');
    await userEvent.click(canvas.getByRole('button', { name: two.next }));
    await expectPath(canvasElement, paths.signupThree(vendor._id));
    // Step three: the payout details (its story's Default play checks a fixture vendor's id, so the
    // same checks here, with this vendor's).
    await expect(await canvas.findByRole('heading', { level: 1, name: three.heading })).toBeVisible();
    await expect(canvas.getByText(signupStepsMessages.progress(3, 3))).toBeVisible();
    await expect(await canvas.findByLabelText(three.momoNameLabel)).toHaveValue('');
    await expect(localStorage.getItem(STORAGE_KEYS.vendorId)).toBe(vendor._id);
    await userEvent.type(canvas.getByLabelText(three.momoNameLabel), 'Kofi Mensah');
    await userEvent.type(canvas.getByLabelText(three.momoNumberLabel), '0244000002');
    await userEvent.type(canvas.getByLabelText(three.momoNumberConfirmLabel), '024 400 0002{Enter}');
    // Approval: the registration is complete and waits for verification.
    await expectPath(canvasElement, paths.vendorApproval);
    await step(Approval.Default.play, context);
    await expect(mockDb.accounts.get('kofi@kente.test')?.vendor).toMatchObject({
      BusinessName: 'Kofi Kente Weaves',
      momo_mobile_name: 'Kofi Mensah',
      momo_mobile: '+233244000002',
      registrationCompleted: true,
      isVerified: false,
    });
  },
};
