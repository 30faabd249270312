import type { Meta, StoryObj } from '@storybook/react-vite';
import { aVendor, DEMO_PASSWORD, mockDb } from '@sika/api-client/mocks';
import { offlineMessages, paths, pushMessages, STORAGE_KEYS, profileMessages } from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  expectDangerDialog,
  expectDialogCancelled,
  expectLocation,
  expectToast,
  hangs,
  offline,
  openDialog,
  showsAlert,
  showsLoading,
  storeLogin,
} from '../../storyKit/index.ts';
import { PushDeviceContext, type PushDevice } from '../../connected/PushToggle/pushDevice.ts';
import { loadPushToggle, profilePanelWith } from './parts/ProfilePanel.tsx';
import { dashboardAt } from './storyParts.ts';
import type { VendorDashboard } from './VendorDashboard.tsx';

const text = profileMessages;
const vendor = aVendor();

/** A browser that can take order pings, with them off (the toggle's own stories show each state). */
const pingsOff: PushDevice = {
  supported: async () => true,
  permission: () => 'default',
  requestPermission: async () => 'default',
  subscription: async () => null,
  subscribe: () => Promise.reject(new Error('not in these stories')),
};

const meta = {
  title: 'Screens/VendorDashboard/Profile',
  ...dashboardAt('profile'),
  // The order pings toggle's code is in before the story renders, like the panels'.
  loaders: [...dashboardAt('profile').loaders, loadPushToggle],
  decorators: [
    (Story) => (
      <PushDeviceContext.Provider value={pingsOff}>
        <Story />
      </PushDeviceContext.Provider>
    ),
  ],
  beforeEach: () => {
    storeLogin();
  },
} satisfies Meta<typeof VendorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Each field of the overview by its label (a description list: term, then its value). */
const valueOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

/**
 * Account Overview with business name, masked password, e-mail, phone, momo number and name, the
 * business category and address, and 'edit'.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await canvas.findByText(vendor.BusinessName);
    await expect(valueOf(canvasElement, text.businessName)).toHaveTextContent(vendor.BusinessName);
    await expect(valueOf(canvasElement, text.password)).toHaveTextContent(text.maskedPassword);
    await expect(valueOf(canvasElement, text.email)).toHaveTextContent(vendor.email);
    // Stored as E.164, shown in the national form.
    await expect(valueOf(canvasElement, text.businessPhone)).toHaveTextContent('024 400 0001');
    await expect(valueOf(canvasElement, text.momoNumber)).toHaveTextContent('024 400 0002');
    await expect(canvas.queryByText(text.correctPayoutNumber)).not.toBeInTheDocument();
    await expect(valueOf(canvasElement, text.momoName)).toHaveTextContent(vendor.momo_mobile_name);
    await expect(valueOf(canvasElement, text.businessCategory)).toHaveTextContent(vendor.BusinessCategory);
    await expect(valueOf(canvasElement, text.businessAddress)).toHaveTextContent(vendor.BusinessAddress);
    await expect(canvas.queryByText(/^Waiting for you to confirm/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: text.edit })).toHaveAttribute('href', paths.editVendor(vendor._id));
    // Order pings, per device: off here, with the button that turns them on.
    await expect(canvas.getByRole('heading', { level: 2, name: pushMessages.heading })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: pushMessages.turnOn })).toBeEnabled();
  },
};

/** A new e-mail address waiting for its link: said under the e-mail, which is still the current one. */
export const EmailChangePending: Story = {
  beforeEach: () => {
    storeLogin(aVendor({ pendingEmail: 'adwoa.new@sika.test' }));
  },
  play: async ({ canvasElement }) => {
    const pending = await within(canvasElement).findByText(text.emailPending('adwoa.new@sika.test'));
    await expect(pending).toBeVisible();
    const email = valueOf(canvasElement, text.email);
    await expect(email).toContainElement(pending);
    await expect(email).toHaveTextContent(vendor.email);
  },
};

/**
 * A record saved before numbers were checked: its numbers show as stored, and the vendor is asked
 * to correct the payout number, with a link to Edit vendor.
 */
export const CorrectPayoutNumber: Story = {
  beforeEach: () => {
    storeLogin(aVendor({ mobile: '024 123', momo_mobile: '12' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.correctPayoutNumber)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.correctPayoutLink })).toHaveAttribute(
      'href',
      paths.editVendor(vendor._id),
    );
    await expect(valueOf(canvasElement, text.businessPhone)).toHaveTextContent('024 123');
    await expect(valueOf(canvasElement, text.momoNumber)).toHaveTextContent(/^12$/);
  },
};

/** A fixed line can be the business phone, never the payout number: the vendor is asked to correct it. */
export const PayoutNumberNotMobile: Story = {
  beforeEach: () => {
    storeLogin(aVendor({ momo_mobile: '+233302123456' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.correctPayoutNumber)).toBeVisible();
    await expect(valueOf(canvasElement, text.momoNumber)).toHaveTextContent('030 212 3456');
  },
};

export const Loading: Story = { parameters: hangs('getAllVendors'), play: showsLoading };

export const ServerError: Story = {
  parameters: answer('getAllVendors', 500, 'Database down'),
  play: showsAlert(text.failed),
};

/**
 * Opened offline on a phone that never fetched the phone rules (only the panel's own code is kept
 * from the first visit): the vendor's record all the same, its numbers in the national form; the
 * payout number's check waits for the connection.
 */
export const WithoutPhoneRules: Story = {
  beforeEach: () => {
    profilePanelWith(undefined);
    return async () => {
      profilePanelWith(await import('@sika/domain/phones'));
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(vendor.BusinessName);
    await expect(valueOf(canvasElement, text.businessPhone)).toHaveTextContent('024 400 0001');
    await expect(valueOf(canvasElement, text.momoNumber)).toHaveTextContent('024 400 0002');
    await expect(valueOf(canvasElement, text.businessAddress)).toHaveTextContent(vendor.BusinessAddress);
    await expect(canvas.queryByText(text.correctPayoutNumber)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: text.edit })).toBeVisible();
  },
};

const openDeleteDialog = (canvasElement: HTMLElement) =>
  openDialog(canvasElement, text.deleteAccount, text.deleteDialogTitle);

/**
 * The confirmation names the account and the consequence, its 'delete' is the danger colour, and it
 * asks for the current password; focus starts on Cancel.
 */
export const DeleteDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await expectDangerDialog(
      dialog,
      text.deleteDialogBody,
      `${vendor.BusinessName} (${vendor.email})`,
      text.confirmDelete,
    );
    // What happens to the money buyers still owe is said before the password is asked for.
    await expect(dialog).toHaveTextContent('what they still owe on them can no longer be paid out to you');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: text.cancel })).toHaveFocus());
    await expect(within(dialog).getByLabelText(text.deletePasswordLabel)).toHaveAttribute('type', 'password');
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await expectDialogCancelled(dialog, text.cancel, canvasElement, text.deleteAccount);
    await expect(mockDb.accounts.has(vendor.email)).toBe(true);
  },
};

/** Confirming without the password says what is missing and sends nothing. */
export const DeletePasswordMissing: Story = {
  play: async () => {
    const dialog = await openDeleteDialog(document.body);
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmDelete }));
    const field = within(dialog).getByLabelText(text.deletePasswordLabel);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text.deletePasswordRequired);
    await expect(mockDb.accounts.has(vendor.email)).toBe(true);
  },
};

const confirmWith = async (canvasElement: HTMLElement, password: string) => {
  const dialog = await openDeleteDialog(canvasElement);
  await userEvent.type(within(dialog).getByLabelText(text.deletePasswordLabel), password);
  await userEvent.click(within(dialog).getByRole('button', { name: text.confirmDelete }));
  return dialog;
};

/** A wrong password: the server's sentence beside the field; the account stays. */
export const DeleteWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await confirmWith(canvasElement, 'not-my-password');
    const field = within(dialog).getByLabelText(text.deletePasswordLabel);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription('The current password is not correct.');
    await expect(mockDb.accounts.has(vendor.email)).toBe(true);
  },
};

export const DeleteSubmitting: Story = {
  parameters: hangs('deleteVendor'),
  play: async ({ canvasElement }) => {
    const dialog = await confirmWith(canvasElement, DEMO_PASSWORD);
    await expect(within(dialog).getByRole('button', { name: text.confirmDelete })).toHaveAttribute('aria-busy', 'true');
  },
};

export const DeleteFailed: Story = {
  parameters: answer('deleteVendor', 500, 'Database down'),
  play: async ({ canvasElement }) => {
    await confirmWith(canvasElement, DEMO_PASSWORD);
    await expectToast(canvasElement, text.deleteFailed);
    await expect(body().getByRole('alertdialog')).toBeVisible();
  },
};

/** Offline: deleting needs the server (it checks the password); said so, the dialog stays, nothing deleted. */
export const DeleteOffline: Story = {
  parameters: offline('deleteVendor'),
  play: async ({ canvasElement }) => {
    await confirmWith(canvasElement, DEMO_PASSWORD);
    await expectToast(canvasElement, offlineMessages.deleteAccountNeedsConnection);
    await expect(body().getByRole('alertdialog')).toBeVisible();
    await expect(mockDb.accounts.has(vendor.email)).toBe(true);
    // The whole page behind the dialog, its footer included, before the picture is taken.
    await expect(await within(canvasElement).findByText(/powered by Sika/)).toBeInTheDocument();
  },
};

/** Deleted: the session is gone from storage (through api-client), the vendor is on / and cannot log in. */
export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    await confirmWith(canvasElement, DEMO_PASSWORD);
    await expectLocation(canvasElement, paths.login);
    await expectToast(canvasElement, text.deleted);
    await expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    await expect(mockDb.accounts.has(vendor.email)).toBe(false);
    await expect(mockDb.refreshSession).toBeNull();
  },
};
