import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_RESET_TOKEN, mockDb, resetPasswordWithToken } from '@sika/api-client/mocks';
import { paths, serverMessages, forgotPasswordMessages, resetPasswordMessages } from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  expectFieldMessage,
  expectLocation,
  expectServerFieldMessage,
  expectToast,
  everyMessage,
  fieldMessage,
  openedAt,
  refusesFields,
  submitting,
} from '../../storyKit/index.ts';
import { ResetPassword } from './ResetPassword.tsx';

const text = resetPasswordMessages;
const newPassword = 'kente-and-cocoa-2026';
const invalidLink = 'This reset link is invalid or has expired.';

/** The reset page as opened from an e-mailed link carrying `token`. */
const openedWith = (token: string) => openedAt(paths.resetPassword(':token'), paths.resetPassword(token));

const meta = {
  title: 'Screens/ResetPassword',
  component: ResetPassword,
  args: { footerYear: 2026 },
  parameters: openedWith(DEMO_RESET_TOKEN),
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeNewPassword(canvasElement: HTMLElement, password = newPassword, confirmation = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(text.passwordLabel), password);
  await userEvent.type(canvas.getByLabelText(text.confirmPasswordLabel), confirmation);
}

async function reset(canvasElement: HTMLElement) {
  await typeNewPassword(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: text.submit }));
}

/**
 * The toast 'Something went wrong!', plus the reason in red with a way to ask for a new link;
 * nothing typed is lost. The vendor then clicks back into the password, which also keeps the
 * screenshot from depending on where focus went while Reset was busy.
 */
async function expectFailure(canvasElement: HTMLElement, reason: string) {
  const canvas = within(canvasElement);
  await expectToast(canvasElement, text.failed);
  const form = within(canvas.getByRole('form', { name: text.heading }));
  await expect(form.getByRole('alert')).toHaveTextContent(reason);
  await expect(form.getByRole('link', { name: forgotPasswordMessages.heading })).toHaveAttribute(
    'href',
    paths.forgotPassword,
  );
  await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  await expect(form.getByLabelText(text.passwordLabel)).toHaveValue(newPassword);
  await userEvent.click(form.getByLabelText(text.passwordLabel));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(canvas.getByLabelText(text.passwordLabel)).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(text.confirmPasswordLabel)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: text.submit })).toBeEnabled();
    await expect(canvas.queryByText(text.passwordRequired)).not.toBeInTheDocument();
  },
};

export const PasswordRequired: Story = fieldMessage(text.passwordLabel, text.passwordRequired);

/** The rule added on purpose: 8 to 128 characters. */
export const PasswordTooShort: Story = fieldMessage(text.passwordLabel, text.passwordLength, { typed: 'short' });

export const PasswordTooLong: Story = {
  // Pasted, as a password manager would: 129 characters.
  play: ({ canvasElement }) =>
    expectFieldMessage(canvasElement, text.passwordLabel, text.passwordLength, { pasted: 'a'.repeat(129) }),
};

export const ConfirmPasswordRequired: Story = fieldMessage(text.confirmPasswordLabel, text.confirmPasswordRequired);

export const PasswordsMustMatch: Story = {
  play: async ({ canvasElement }) => {
    await typeNewPassword(canvasElement, newPassword, 'kente-and-coffee-2026');
    await userEvent.tab();
    await expect(await within(canvasElement).findByText(text.passwordsMustMatch)).toBeVisible();
  },
};

/** Pressing Reset with nothing typed touches every field and shows every message at once. */
export const ValidationErrors: Story = everyMessage(text.submit, [text.passwordRequired, text.confirmPasswordRequired]);

export const Submitting: Story = submitting('resetVendorPassword', reset, text.submit);

/** 'Password change succesful!', the login page, and the demo account now takes the new password. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await reset(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(text.success)).toBeVisible());
    await expectLocation(canvasElement, paths.login);
    await expect(mockDb.accounts.get('demo@sika.test')?.password).toBe(newPassword);
  },
};

export const InvalidLink: Story = {
  parameters: openedWith('not-a-real-token'),
  play: async ({ canvasElement }) => {
    await reset(canvasElement);
    await expectFailure(canvasElement, invalidLink);
  },
};

/** A reset link works once. */
export const LinkAlreadyUsed: Story = {
  ...InvalidLink,
  parameters: openedWith(DEMO_RESET_TOKEN),
  beforeEach() {
    resetPasswordWithToken(DEMO_RESET_TOKEN, 'the-first-new-password');
  },
};

/** An answer without a message: the red text falls back to 'Something went wrong!'. */
export const ServerError: Story = {
  parameters: answer('resetVendorPassword', 502),
  play: async ({ canvasElement }) => {
    await reset(canvasElement);
    await expectFailure(canvasElement, text.failed);
  },
};

/** The api names the password in its 400: its sentence shows under the field, which takes the focus. */
export const ServerFieldErrors: Story = {
  parameters: refusesFields('resetVendorPassword', { password: serverMessages.fields.commonPassword }),
  play: async ({ canvasElement }) => {
    await reset(canvasElement);
    await expectToast(canvasElement, text.failed);
    await expectServerFieldMessage(canvasElement, text.passwordLabel, serverMessages.fields.commonPassword);
    await waitFor(() => expect(within(canvasElement).getByLabelText(text.passwordLabel)).toHaveFocus());
  },
};
