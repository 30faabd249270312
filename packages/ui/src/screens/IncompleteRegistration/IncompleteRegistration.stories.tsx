import type { Meta, StoryObj } from '@storybook/react-vite';
import { aVendor } from '@sika/api-client/mocks';
import { messages, paths, incompleteRegistrationMessages } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import { answer, expectLocation, hangs, openedAt, storeLogin } from '../../storyKit/index.ts';
import { IncompleteRegistration } from './IncompleteRegistration.tsx';

const text = incompleteRegistrationMessages;
const vendor = aVendor({ registrationCompleted: false, BusinessName: '' });

const meta = {
  title: 'Screens/IncompleteRegistration',
  component: IncompleteRegistration,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.incompleteRegistration),
  // A vendor who stopped after step one is signed in, with vdmail stored.
  beforeEach() {
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

/** The list loaded but has no record with the stored e-mail: the page says so (not 'expired'). */
export const Empty: Story = {
  parameters: answer('getAllVendors', 200, []),
  play: async ({ canvasElement }) => expectLoginAgain(canvasElement, text.noRecord),
};

/** Nothing in storage (a new browser, or a cleared session): no call is made. */
export const NoStoredEmail: Story = {
  beforeEach() {
    localStorage.clear();
  },
  play: async ({ canvasElement }) => expectLoginAgain(canvasElement, messages.session.expired),
};

export const ServerError: Story = {
  parameters: answer('getAllVendors', 500, 'The server is having a moment.'),
  play: async ({ canvasElement }) => expectLoginAgain(canvasElement, 'The server is having a moment.'),
};
