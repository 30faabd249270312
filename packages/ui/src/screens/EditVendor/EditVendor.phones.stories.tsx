import type { Meta, StoryObj } from '@storybook/react-vite';
import { aVendor, DEMO_PASSWORD, mockDb } from '@sika/api-client/mocks';
import { messages, paths } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import { expectFieldMessage, expectLocation, openedAt, storeLogin } from '../../storyKit/index.ts';
import { EditVendor } from './EditVendor.tsx';

const text = messages.editVendor;
const phones = messages.phones;
const vendor = aVendor();

// The phone fields' own states (docs/product.md, Form checks and their messages): the Ghana rules,
// the network hint, and a changed MoMo number typed twice.
const meta = {
  title: 'Screens/EditVendor/Phones',
  component: EditVendor,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.editVendor(':id'), paths.editVendor(vendor._id)),
  beforeEach: () => {
    storeLogin();
  },
} satisfies Meta<typeof EditVendor>;

export default meta;
type Story = StoryObj<typeof meta>;

const stored = () => mockDb.accounts.get(vendor.email)?.vendor;

/** Empties the field labelled `label` once the form has come, and types `typed` into it. */
async function retype(canvasElement: HTMLElement, label: string, typed: string) {
  const input = await within(canvasElement).findByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, typed);
  return input;
}

/** The saved numbers' networks show under them from the start. */
export const NetworkHints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const momo = await canvas.findByLabelText(text.momoMobileLabel);
    await expect(momo).toHaveAccessibleDescription(phones.networkHint('MTN'));
    await retype(canvasElement, text.mobileLabel, '050 123 4567');
    await expect(canvas.getByText(phones.networkHint('Telecel'))).toBeVisible();
  },
};

/** A business phone of six digits is refused; the message shows the expected forms. */
export const BusinessPhoneInvalid: Story = {
  play: async ({ canvasElement }) => {
    const input = await retype(canvasElement, text.mobileLabel, '024 123');
    await expectFieldMessage(canvasElement, input, phones.anyInvalid);
  },
};

/** A fixed line is refused as the MoMo number. */
export const MomoNumberNotMobile: Story = {
  play: async ({ canvasElement }) => {
    const input = await retype(canvasElement, text.momoMobileLabel, '030 212 3456');
    await expectFieldMessage(canvasElement, input, phones.mobileInvalid);
  },
};

/** A changed MoMo number asks for it again; typed differently, it is refused and nothing is saved. */
export const MomoNumberMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await retype(canvasElement, text.momoMobileLabel, '020 123 4567');
    const again = await canvas.findByLabelText(text.momoMobileConfirmLabel);
    await expectFieldMessage(canvasElement, again, phones.mismatch, { typed: '020 123 4576' });
    await userEvent.type(await canvas.findByLabelText(text.currentPasswordLabel), `${DEMO_PASSWORD}{Enter}`);
    await expect(await canvas.findByText(phones.mismatch)).toBeVisible();
    await expect(stored()?.momo_mobile).toBe(vendor.momo_mobile);
  },
};

/** Typed twice (two ways of writing it) with the current password: saved as E.164. */
export const MomoNumberChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await retype(canvasElement, text.momoMobileLabel, '020 123 4567');
    await userEvent.type(await canvas.findByLabelText(text.momoMobileConfirmLabel), '+233 20 123 4567');
    await userEvent.type(await canvas.findByLabelText(text.currentPasswordLabel), `${DEMO_PASSWORD}{Enter}`);
    await expectLocation(canvasElement, paths.dashboard);
    await expect(stored()?.momo_mobile).toBe('+233201234567');
  },
};

/**
 * A record saved before numbers were checked: the numbers show as stored, and the form asks for a
 * correct payout number before anything is saved.
 */
export const OldPayoutNumber: Story = {
  beforeEach: () => {
    storeLogin(aVendor({ momo_mobile: '12' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(text.momoMobileLabel)).toHaveValue('12');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByText(phones.mobileInvalid)).toBeVisible();
    await expect(stored()?.momo_mobile).toBe('12');
  },
};
