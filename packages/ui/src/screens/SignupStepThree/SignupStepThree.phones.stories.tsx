import type { Meta, StoryObj } from '@storybook/react-vite';
import { aVendor, mockDb } from '@sika/api-client/mocks';
import { messages, paths, serverMessages } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectFieldMessage,
  expectLocation,
  expectServerFieldMessage,
  openedAt,
  refusesFields,
  storeToken,
} from '../../storyKit/index.ts';
import { SignupStepThree } from './SignupStepThree.tsx';

const text = messages.signupThree;
const phones = messages.phones;

/** A vendor who has just finished step two, as in SignupStepThree.stories.tsx. */
const vendor = aVendor({ momo_mobile_name: '', momo_mobile: '', registrationCompleted: false, isVerified: false });

// The MoMo number's own states (docs/product.md, Form checks and their messages): the Ghana mobile
// rule, the network hint and the number typed twice.
const meta = {
  title: 'Screens/SignupStepThree/MoMo number',
  component: SignupStepThree,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.signupThree(':id'), paths.signupThree(vendor._id)),
  beforeEach() {
    storeToken(vendor);
  },
} satisfies Meta<typeof SignupStepThree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field once the form has come (it waits for the vendor's record). */
const field = (canvasElement: HTMLElement, label: string) => within(canvasElement).findByLabelText(label);

/** Typed into a field and left: `message` shows under it. */
const refusedNumber = (label: string, typed: string, message: string): Story => ({
  play: async ({ canvasElement }) =>
    expectFieldMessage(canvasElement, await field(canvasElement, label), message, { typed }),
});

/** Typed into the MoMo number: the network of its prefix shows under it, as a hint and not as an error. */
const networkHint = (typed: string, network: string): Story => ({
  play: async ({ canvasElement }) => {
    const input = await field(canvasElement, text.momoNumberLabel);
    await userEvent.type(input, typed);
    const hint = phones.networkHint(network);
    await expect(within(canvasElement).getByText(hint)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(hint);
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
});

/** Before anything is typed no network is named; the second field is never filled in by the browser. */
export const NoNetworkYet: Story = {
  play: async ({ canvasElement }) => {
    const input = await field(canvasElement, text.momoNumberLabel);
    await expect(input).not.toHaveAccessibleDescription();
    await expect(await field(canvasElement, text.momoNumberConfirmLabel)).toHaveAttribute('autocomplete', 'off');
    await expect(within(canvasElement).queryByText(/^Looks like/)).not.toBeInTheDocument();
  },
};

export const NetworkHintMtn: Story = networkHint('024', 'MTN');
export const NetworkHintTelecel: Story = networkHint('+233 20', 'Telecel');
export const NetworkHintAirtelTigo: Story = networkHint('0571', 'AirtelTigo');

/** '12' is no phone number: the message shows the expected form. */
export const NumberNotGhana: Story = refusedNumber(text.momoNumberLabel, '12', phones.mobileInvalid);

/** A fixed line is a Ghana number but no mobile wallet: refused as a MoMo number. */
export const NumberNotMobile: Story = refusedNumber(text.momoNumberLabel, '030 212 3456', phones.mobileInvalid);

export const ConfirmRequired: Story = {
  play: async ({ canvasElement }) =>
    expectFieldMessage(canvasElement, await field(canvasElement, text.momoNumberConfirmLabel), phones.confirmRequired),
};

/** The second typing differs by one digit: refused, so the typo never reaches the payouts. */
export const ConfirmMismatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await field(canvasElement, text.momoNumberLabel), '024 400 0002');
    await expectFieldMessage(canvasElement, await field(canvasElement, text.momoNumberConfirmLabel), phones.mismatch, {
      typed: '024 400 0020',
    });
  },
};

/** Written two ways, it is one number: it goes through and is stored in the E.164 form. */
export const SavedAsE164: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await field(canvasElement, text.momoNameLabel), 'Adwoa Mensah');
    await userEvent.type(await field(canvasElement, text.momoNumberLabel), '024 400 0002');
    await userEvent.type(await field(canvasElement, text.momoNumberConfirmLabel), '+233244000002{Enter}');
    await expectLocation(canvasElement, paths.vendorApproval);
    await expect(mockDb.accounts.get(vendor.email)?.vendor.momo_mobile).toBe('+233244000002');
  },
};

/** The api refuses the number (its rule is the same; this is how its sentence shows). */
export const ServerRefusesNumber: Story = {
  parameters: refusesFields('updateVendor', { momo_mobile: serverMessages.fields.ghanaMobile }),
  play: async ({ canvasElement }) => {
    await userEvent.type(await field(canvasElement, text.momoNameLabel), 'Adwoa Mensah');
    await userEvent.type(await field(canvasElement, text.momoNumberLabel), '024 400 0002');
    await userEvent.type(await field(canvasElement, text.momoNumberConfirmLabel), '024 400 0002{Enter}');
    await expectServerFieldMessage(canvasElement, text.momoNumberLabel, serverMessages.fields.ghanaMobile);
  },
};
