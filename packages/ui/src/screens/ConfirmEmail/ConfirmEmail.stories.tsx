import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_EMAIL_TOKEN } from '@sika/api-client/mocks';
import { paths, serverMessages, confirmEmailMessages } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import { answer, expectBusy, hangs, openedAt } from '../../storyKit/index.ts';
import { ConfirmEmail } from './ConfirmEmail.tsx';

const text = confirmEmailMessages;

const meta = {
  title: 'Screens/ConfirmEmail',
  component: ConfirmEmail,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.confirmEmail(':token'), paths.confirmEmail(DEMO_EMAIL_TOKEN)),
} satisfies Meta<typeof ConfirmEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

const pressConfirm = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: text.submit }));

/** Nothing changes until the vendor presses Confirm (a mail scanner opening the link changes nothing). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(canvas.getByText(text.body)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.loginLink })).toHaveAttribute('href', paths.login);
  },
};

export const Submitting: Story = {
  parameters: hangs('confirmEmail'),
  play: async ({ canvasElement }) => {
    await pressConfirm(canvasElement);
    await expectBusy(canvasElement, text.submit);
  },
};

/** The address is changed: the server's sentence, and the way to log in with it. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await pressConfirm(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(serverMessages.emailChanged)).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: text.submit })).not.toBeInTheDocument();
  },
};

/** A used, expired or unknown link: the server's sentence in red. */
export const InvalidLink: Story = {
  parameters: answer('confirmEmail', 400, serverMessages.invalidEmailToken, 'INVALID_EMAIL_TOKEN'),
  play: async ({ canvasElement }) => {
    await pressConfirm(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(serverMessages.invalidEmailToken);
  },
};
