import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, paths } from '@sika/domain';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { expectFieldMessage, newVendor, openedAt, storeToken } from '../../storyKit/index.ts';
import { SignupStepTwo } from './SignupStepTwo.tsx';

const text = messages.signupTwo;
const vendor = newVendor();

// The business phone's own states (docs/product.md, Form checks and their messages): any Ghana
// number, a fixed line included, with the network hint of a mobile prefix.
const meta = {
  title: 'Screens/SignupStepTwo/Business phone',
  component: SignupStepTwo,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.signupTwo(':id'), paths.signupTwo(vendor._id)),
  beforeEach() {
    storeToken(vendor);
    const scrollTo = spyOn(window, 'scrollTo').mockImplementation(() => {});
    return () => scrollTo.mockRestore();
  },
} satisfies Meta<typeof SignupStepTwo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six digits are no Ghana number: the message shows the expected forms. */
export const PhoneInvalid: Story = {
  play: async ({ canvasElement }) => {
    const phone = await within(canvasElement).findByLabelText(text.businessMobileLabel);
    await expectFieldMessage(canvasElement, phone, messages.phones.anyInvalid, { typed: '024 123' });
  },
};

/** A fixed line is a business phone like any other: no message, and no network named. */
export const FixedLine: Story = {
  play: async ({ canvasElement }) => {
    const phone = await within(canvasElement).findByLabelText(text.businessMobileLabel);
    await userEvent.type(phone, '030 212 3456');
    await userEvent.tab();
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(phone).not.toHaveAccessibleDescription();
  },
};

/** A mobile prefix names its network under the field, as a hint only. */
export const NetworkHint: Story = {
  play: async ({ canvasElement }) => {
    const phone = await within(canvasElement).findByLabelText(text.businessMobileLabel);
    await userEvent.type(phone, '026');
    await expect(phone).toHaveAccessibleDescription(messages.phones.networkHint('AirtelTigo'));
  },
};
