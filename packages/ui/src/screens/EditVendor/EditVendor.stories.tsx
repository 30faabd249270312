import type { Meta, StoryObj } from '@storybook/react-vite';
import { aVendor, DEMO_PASSWORD, mockDb } from '@sika/api-client/mocks';
import { dropDraft, readDraft, saveDraft } from '@sika/api-client/writes';
import { BUSINESS_CATEGORIES, messages, paths, queueMessages, serverMessages, editVendorMessages } from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RequireVendor } from '../../connected/index.ts';
import {
  answer,
  expectBusy,
  expectFieldMessage,
  expectLocation,
  expectServerFieldMessage,
  expectToast,
  hangs,
  openedAt,
  refusesFields,
  showsAlert,
  showsLoading,
  storeLogin,
} from '../../storyKit/index.ts';
import { EditVendor } from './EditVendor.tsx';

const text = editVendorMessages;
const vendor = aVendor();

const meta = {
  title: 'Screens/EditVendor',
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

/** The form's fields, prefilled; the category list without Beauty and Cosmetics; no current-password field yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(text.businessNameLabel)).toHaveValue(vendor.BusinessName);
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveValue(vendor.email);
    await expect(canvas.getByLabelText(text.passwordLabel)).toHaveValue('');
    await expect(canvas.getByLabelText(text.confirmPasswordLabel)).toHaveValue('');
    // Stored as E.164, shown in the national form; an unchanged MoMo number is not asked twice.
    await expect(canvas.getByLabelText(text.mobileLabel)).toHaveValue('024 400 0001');
    await expect(canvas.getByLabelText(text.momoMobileLabel)).toHaveValue('024 400 0002');
    await expect(canvas.queryByLabelText(text.momoMobileConfirmLabel)).not.toBeInTheDocument();
    await expect(canvas.getByLabelText(text.momoNameLabel)).toHaveValue(vendor.momo_mobile_name);
    const category = canvas.getByLabelText(text.categoryLabel);
    await expect(category).toHaveValue(vendor.BusinessCategory);
    await expect(canvas.getByLabelText(text.businessAddressLabel)).toHaveValue(vendor.BusinessAddress);
    const options = within(category)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual([text.categoryPlaceholder, ...BUSINESS_CATEGORIES]);
    await expect(options).not.toContain('Beauty and Cosmetics');
    await expect(canvas.queryByLabelText(text.currentPasswordLabel)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: text.submit })).toBeVisible();
  },
};

export const Loading: Story = { parameters: hangs('getAllVendors'), play: showsLoading };

export const ServerError: Story = {
  parameters: answer('getAllVendors', 500, 'Database down'),
  play: showsAlert(messages.generic.somethingWentWrongEllipsis),
};

/** Another vendor's id in the URL: no form, nothing edited, and it says so. */
export const AnotherVendorsId: Story = {
  parameters: openedAt(paths.editVendor(':id'), paths.editVendor('b6f1c0de-0000-4000-8000-000000000099')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.notYoursHeading })).toBeVisible();
    await expect(canvas.getByText(text.notYoursBody)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: text.backToProfile })).toHaveAttribute(
      'href',
      paths.dashboardPanel('profile'),
    );
  },
};

/** No stored vendor -> /. */
export const NoStoredVendor: Story = {
  beforeEach: () => localStorage.clear(),
  render: (args) => (
    <RequireVendor>
      <EditVendor {...args} />
    </RequireVendor>
  ),
  play: ({ canvasElement }) => expectLocation(canvasElement, paths.login),
};

/** 'please confirm password' once a new password is typed. */
export const ConfirmPasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(text.passwordLabel), 'new-password-1');
    await expectFieldMessage(canvasElement, text.confirmPasswordLabel, text.confirmPasswordRequired);
  },
};

/** 'Passwords must match'. */
export const PasswordsMustMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(text.passwordLabel), 'new-password-1');
    await expectFieldMessage(canvasElement, text.confirmPasswordLabel, text.passwordsMustMatch, {
      typed: 'new-password-2',
    });
  },
};

/** The 8-128 length rule, for a typed password only. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText(text.passwordLabel);
    await userEvent.type(password, 'short');
    await userEvent.tab();
    await expect(await canvas.findByText(text.passwordLength)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    // The hint stays part of the description, followed by the message.
    await expect(password).toHaveAccessibleDescription(`${text.passwordHint} ${text.passwordLength}`);
  },
};

/** Changing a payout detail asks for the current password, and requires it. */
export const CurrentPasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const momo = await canvas.findByLabelText(text.momoMobileLabel);
    await userEvent.clear(momo);
    await userEvent.type(momo, '0209999999');
    const current = await canvas.findByLabelText(text.currentPasswordLabel);
    await expect(current).toHaveAccessibleDescription(text.currentPasswordHint);
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByText(text.currentPasswordRequired)).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(stored()?.momo_mobile).toBe(vendor.momo_mobile);
  },
};

/** A wrong current password: the server's sentence under the field alone (no toast), every value kept. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText(text.emailLabel);
    await userEvent.clear(email);
    await userEvent.type(email, 'adwoa@sika.test');
    await userEvent.type(await canvas.findByLabelText(text.currentPasswordLabel), 'not-my-password{Enter}');
    await expectServerFieldMessage(canvasElement, text.currentPasswordLabel, serverMessages.fields.wrongPassword);
    // Said once, under its field: no toast, and no sentence above the button.
    await expect(canvas.getAllByText(serverMessages.fields.wrongPassword)).toHaveLength(1);
    await expect(canvas.queryByText(text.updateFailed)).not.toBeInTheDocument();
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveValue('adwoa@sika.test');
    await expect(stored()?.email).toBe(vendor.email);
  },
};

const renameBusiness = async (canvasElement: HTMLElement) => {
  const name = await within(canvasElement).findByLabelText(text.businessNameLabel);
  await userEvent.clear(name);
  await userEvent.type(name, 'Adwoa Fabrics & Kente{Enter}');
};

export const Submitting: Story = {
  parameters: hangs('updateVendor'),
  play: async ({ canvasElement }) => {
    await renameBusiness(canvasElement);
    await expectBusy(canvasElement, text.submit);
  },
};

/** Vendor update failure toast 'Something went wrong', every value kept. */
export const UpdateFailed: Story = {
  parameters: answer('updateVendor', 500, 'Database down'),
  play: async ({ canvasElement }) => {
    await renameBusiness(canvasElement);
    await expectToast(canvasElement, text.updateFailed);
    await expect(within(canvasElement).getByLabelText(text.businessNameLabel)).toHaveValue('Adwoa Fabrics & Kente');
  },
};

/** Lands on Profile (the dashboard's profile panel), where the change shows. */
const expectProfile = async (canvasElement: HTMLElement) => {
  await expectLocation(canvasElement, paths.dashboard);
  await expect(within(canvasElement).getByTestId('location')).toHaveAttribute('data-search', '?panel=profile');
};

/** After 'Profile updated!' the vendor goes back to Profile; no password needed for the name. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await renameBusiness(canvasElement);
    await expectToast(canvasElement, text.updated);
    await expectProfile(canvasElement);
    await expect(stored()?.BusinessName).toBe('Adwoa Fabrics & Kente');
  },
};

/** The business address and category of sign-up, changed without the current password. */
export const BusinessDetailsChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = await canvas.findByLabelText(text.businessAddressLabel);
    await userEvent.clear(address);
    await userEvent.type(address, '4 Liberation Road, Airport, Accra');
    await userEvent.selectOptions(canvas.getByLabelText(text.categoryLabel), 'Home and Office');
    await expect(canvas.queryByLabelText(text.currentPasswordLabel)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expectProfile(canvasElement);
    await expect(stored()).toMatchObject({
      BusinessAddress: '4 Liberation Road, Airport, Accra',
      BusinessCategory: 'Home and Office',
    });
  },
};

/** An emptied address: the api's sentence under the field, every value kept. */
export const BusinessAddressEmptied: Story = {
  parameters: refusesFields('updateVendor', { BusinessAddress: serverMessages.fields.required }),
  play: async ({ canvasElement }) => {
    const address = await within(canvasElement).findByLabelText(text.businessAddressLabel);
    await userEvent.clear(address);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.submit }));
    await expectServerFieldMessage(canvasElement, text.businessAddressLabel, serverMessages.fields.required);
    await expect(stored()?.BusinessAddress).toBe(vendor.BusinessAddress);
  },
};

/** A new e-mail address is not saved yet: the vendor is told to follow the link sent to it. */
export const EmailChangePending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText(text.emailLabel);
    await userEvent.clear(email);
    await userEvent.type(email, 'adwoa@sika.test');
    await userEvent.type(await canvas.findByLabelText(text.currentPasswordLabel), `${DEMO_PASSWORD}{Enter}`);
    await expectToast(canvasElement, text.emailPending('adwoa@sika.test'));
    await expectProfile(canvasElement);
    await expect(stored()?.email).toBe(vendor.email);
  },
};

/** A new password with its confirmation and the current password: saved. */
export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(text.passwordLabel), 'new-password-1');
    await userEvent.type(canvas.getByLabelText(text.confirmPasswordLabel), 'new-password-1');
    await userEvent.type(await canvas.findByLabelText(text.currentPasswordLabel), `${DEMO_PASSWORD}{Enter}`);
    await expectProfile(canvasElement);
    await expect(mockDb.accounts.get(vendor.email)?.password).toBe('new-password-1');
  },
};

/** The api names BusinessName in its 400: its sentence shows under Business Name, which takes the focus. */
export const ServerFieldErrors: Story = {
  parameters: refusesFields('updateVendor', { BusinessName: serverMessages.fields.noControl }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await renameBusiness(canvasElement);
    await expectToast(canvasElement, text.updateFailed);
    await expectServerFieldMessage(canvasElement, text.businessNameLabel, serverMessages.fields.noControl);
    await waitFor(() => expect(canvas.getByLabelText(text.businessNameLabel)).toHaveFocus());
    await expect(canvas.getByText(serverMessages.badInput, { selector: 'p' })).toBeVisible();
  },
};

// The phone fields' own states (docs/product.md, Phone numbers): the Ghana rules, the network hint,
// and a changed MoMo number typed twice.
const phones = messages.phones;

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

/**
 * What was typed before a reload comes back ('Restored what you typed'), passwords never: they are
 * not written to the phone, so a password typed now is not in the draft either.
 */
export const RestoredDraft: Story = {
  beforeEach: async () => {
    await saveDraft(vendor._id, 'editVendor', { BusinessName: 'Ama Prints Kumasi' });
    return () => void dropDraft(vendor._id, 'editVendor');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(queueMessages.draftRestored)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(text.businessNameLabel)).toHaveValue('Ama Prints Kumasi'));
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveValue(vendor.email);
    await expect(canvas.getByLabelText(text.passwordLabel)).toHaveValue('');
    await userEvent.type(canvas.getByLabelText(text.passwordLabel), 'Kente-Loom-2026');
    await userEvent.type(canvas.getByLabelText(text.businessNameLabel), ' Ltd');
    await waitFor(async () =>
      expect(await readDraft(vendor._id, 'editVendor')).toMatchObject({ BusinessName: 'Ama Prints Kumasi Ltd' }),
    );
    await expect(await readDraft(vendor._id, 'editVendor')).not.toHaveProperty('password');
  },
};
