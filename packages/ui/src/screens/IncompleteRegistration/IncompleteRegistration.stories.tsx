import type { Meta, StoryObj } from '@storybook/react-vite';
import { aVendor } from '@sika/api-client/mocks';
import { messages, paths, incompleteRegistrationMessages, STORAGE_KEYS } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import { answer, expectLocation, hangs, openedAt, storeLogin } from '../../storyKit/index.ts';
import { IncompleteRegistration } from './IncompleteRegistration.tsx';

const text = incompleteRegistrationMessages;
const unfinished = () => aVendor({ registrationCompleted: false, BusinessName: '' });
/** The server's record of the vendor on this page (made afresh for each story). */
let vendor = unfinished();

const meta = {
  title: 'Screens/IncompleteRegistration',
  component: IncompleteRegistration,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.incompleteRegistration),
  // A vendor who stopped after step one is signed in, with vdmail stored.
  beforeEach() {
    vendor = unfinished();
    storeLogin(vendor);
  },
} satisfies Meta<typeof IncompleteRegistration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The "log in again" way out shown whenever the record cannot be found. */
async function expectLoginAgain(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  await expect(canvas.getByRole('link', { name: messages.session.loginAgain })).toHaveAttribute('href', paths.login);
  await expect(canvas.queryByRole('link', { name: text.continueLink })).not.toBeInTheDocument();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: text.continueLink })).toHaveAttribute(
      'href',
      paths.signupTwo(vendor._id),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: text.checkAgain })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.logOut })).toBeVisible();
  },
};

/** 'Log out' is the usual logout: the session and every stored key gone, and the login opens. */
export const LogsOut: Story = {
  play: async (context) => {
    await Default.play?.(context);
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: text.logOut }));
    await expectLocation(context.canvasElement, paths.login);
    for (const key of Object.values(STORAGE_KEYS)) await expect(localStorage.getItem(key)).toBeNull();
  },
};

/** Finished on another phone meanwhile: 'Check again' moves on to the dashboard (its gate sends on). */
export const CompletedElsewhere: Story = {
  play: async (context) => {
    await Default.play?.(context);
    vendor.registrationCompleted = true;
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: text.checkAgain }));
    await expectLocation(context.canvasElement, paths.dashboard);
  },
};

export const ContinuesRegistration: Story = {
  play: async (context) => {
    await Default.play?.(context);
    await userEvent.click(within(context.canvasElement).getByRole('link', { name: text.continueLink }));
    await expectLocation(context.canvasElement, paths.signupTwo(vendor._id));
  },
};

export const Loading: Story = {
  parameters: hangs('getAllVendors'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('link', { name: text.continueLink })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * The list loaded but has no record with the stored e-mail: the page says so (not 'expired'), and
 * the vendor, still signed in, can log out here.
 */
export const Empty: Story = {
  parameters: answer('getAllVendors', 200, []),
  play: async ({ canvasElement }) => {
    await expectLoginAgain(canvasElement, text.noRecord);
    await expect(within(canvasElement).getByRole('button', { name: text.logOut })).toBeVisible();
  },
};

/** Nothing in storage (a new browser, or a cleared session): no call is made, and no log out is offered. */
export const NoStoredEmail: Story = {
  beforeEach() {
    localStorage.clear();
  },
  play: async ({ canvasElement }) => {
    await expectLoginAgain(canvasElement, messages.session.expired);
    await expect(within(canvasElement).queryByRole('button', { name: text.logOut })).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: answer('getAllVendors', 500, 'The server is having a moment.'),
  play: async ({ canvasElement }) => expectLoginAgain(canvasElement, 'The server is having a moment.'),
};
