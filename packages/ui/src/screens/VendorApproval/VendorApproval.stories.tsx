import type { Meta, StoryObj } from '@storybook/react-vite';
import { aVendor } from '@sika/api-client/mocks';
import { paths, approvalMessages, STORAGE_KEYS } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import { answer, expectLocation, hangs, openedAt, storeLogin } from '../../storyKit/index.ts';
import { VendorApproval } from './VendorApproval.tsx';

const text = approvalMessages;
/** The server's record of the vendor waiting here: registered, not yet verified. */
let record = aVendor({ isVerified: false });

const meta = {
  title: 'Screens/VendorApproval',
  component: VendorApproval,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.vendorApproval),
  // A vendor who logged in before being verified: signed in on this phone, waiting.
  beforeEach() {
    record = aVendor({ isVerified: false });
    storeLogin(record);
  },
} satisfies Meta<typeof VendorApproval>;

export default meta;
type Story = StoryObj<typeof meta>;

const press = (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank You For Signing Up!' })).toBeVisible();
    await expect(canvas.getByText('Please wait for your registration to be Verified withing 24hrs')).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.homeLink })).toHaveAttribute('href', paths.login);
    await expect(canvas.getByRole('button', { name: text.checkAgain })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.logOut })).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** 'Home' leads to the login, which lets a waiting vendor stay there (not back to this page). */
export const GoesHome: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: text.homeLink }));
    await expectLocation(canvasElement, paths.login);
  },
};

/** Without a session (another browser) there is nothing to check or log out of: only 'Home'. */
export const NoSession: Story = {
  beforeEach() {
    localStorage.clear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: text.homeLink })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.checkAgain })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: text.logOut })).not.toBeInTheDocument();
  },
};

/** 'Log out' is the usual logout: the session and every stored key gone, and the login opens. */
export const LogsOut: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, text.logOut);
    await expectLocation(canvasElement, paths.login);
    for (const key of Object.values(STORAGE_KEYS)) await expect(localStorage.getItem(key)).toBeNull();
  },
};

/** Still not verified: the page says so, and stays. */
export const CheckedStillWaiting: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, text.checkAgain);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(text.stillWaiting);
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  },
};

/** While the record is asked for, 'Check again' is busy. */
export const Checking: Story = {
  parameters: hangs('getAllVendors'),
  play: async ({ canvasElement }) => {
    await press(canvasElement, text.checkAgain);
    const button = within(canvasElement).getByRole('button', { name: text.checkAgain });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The check cannot reach the server: the page says why, and the vendor can try again. */
export const CheckFails: Story = {
  parameters: answer('getAllVendors', 500, 'The server is having a moment.'),
  play: async ({ canvasElement }) => {
    await press(canvasElement, text.checkAgain);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The server is having a moment.');
    await expect(within(canvasElement).getByRole('button', { name: text.checkAgain })).toBeEnabled();
  },
};

/** Verified meanwhile: 'Check again' (or the next poll) moves on to the dashboard. */
export const CheckedVerified: Story = {
  play: async ({ canvasElement }) => {
    record.isVerified = true;
    await press(canvasElement, text.checkAgain);
    await expectLocation(canvasElement, paths.dashboard);
  },
};

/** Opened after the verification (an old tab, a bookmark): straight on to the dashboard. */
export const AlreadyVerified: Story = {
  beforeEach() {
    record.isVerified = true;
  },
  play: ({ canvasElement }) => expectLocation(canvasElement, paths.dashboard),
};
