import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_RESET_TOKEN, mockDb, resetPasswordWithToken } from '@sika/api-client/mocks';
import { messages } from '@sika/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResetPassword } from './ResetPassword.tsx';

const text = messages.resetPassword;
const newPassword = 'kente-and-cocoa-2026';
const invalidLink = 'This reset link is invalid or has expired.';

/** The reset page as opened from an e-mailed link carrying `token`. */
const openedWith = (token: string) => ({
  route: { path: '/reset-password/:token', initialEntry: `/reset-password/${token}` },
});

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
 * Spec section 8: the toast, plus the reason in red with a way to ask for a new link; nothing typed is
 * lost. The vendor then clicks back into the password, which also keeps the screenshot from depending
 * on where focus went while Reset was busy.
 */
async function expectFailure(canvasElement: HTMLElement, reason: string) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByText(text.failed, { selector: '.Toastify *' })).toBeVisible());
  const form = within(canvas.getByRole('form', { name: text.heading }));
  await expect(form.getByRole('alert')).toHaveTextContent(reason);
  await expect(form.getByRole('link', { name: messages.forgotPassword.heading })).toHaveAttribute(
    'href',
    '/forgot-password',
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

export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(text.passwordLabel));
    await userEvent.tab();
    await expect(await canvas.findByText(text.passwordRequired)).toBeVisible();
    await expect(canvas.getByLabelText(text.passwordLabel)).toHaveAccessibleDescription(text.passwordRequired);
  },
};

/** The rule added on purpose: 8 to 128 characters. */
export const PasswordTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(text.passwordLabel), 'short');
    await userEvent.tab();
    await expect(await canvas.findByText(text.passwordLength)).toBeVisible();
  },
};

export const PasswordTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Pasted, as a password manager would: 129 characters.
    await userEvent.click(canvas.getByLabelText(text.passwordLabel));
    await userEvent.paste('a'.repeat(129));
    await userEvent.tab();
    await expect(await canvas.findByText(text.passwordLength)).toBeVisible();
  },
};

export const ConfirmPasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(text.confirmPasswordLabel));
    await userEvent.tab();
    await expect(await canvas.findByText(text.confirmPasswordRequired)).toBeVisible();
  },
};

export const PasswordsMustMatch: Story = {
  play: async ({ canvasElement }) => {
    await typeNewPassword(canvasElement, newPassword, 'kente-and-coffee-2026');
    await userEvent.tab();
    await expect(await within(canvasElement).findByText(text.passwordsMustMatch)).toBeVisible();
  },
};

/** Pressing Reset with nothing typed touches every field and shows every message at once. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByText(text.passwordRequired)).toBeVisible();
    await expect(canvas.getByText(text.confirmPasswordRequired)).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: {
        resetVendorPassword: http.post('*/api/vendor/reset-vendor-password/:token', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await reset(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByRole('button', { name: text.submit })).toHaveAttribute('aria-busy', 'true');
  },
};

/** 'Password change succesful!', the login page, and the demo account now takes the new password. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await reset(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(text.success)).toBeVisible());
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/$/);
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
  beforeEach() {
    resetPasswordWithToken(DEMO_RESET_TOKEN, 'the-first-new-password');
  },
  play: async ({ canvasElement }) => {
    await reset(canvasElement);
    await expectFailure(canvasElement, invalidLink);
  },
};

/** An answer without a message: the red text falls back to 'Something went wrong!'. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        resetVendorPassword: http.post(
          '*/api/vendor/reset-vendor-password/:token',
          () => new HttpResponse(null, { status: 502 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await reset(canvasElement);
    await expectFailure(canvasElement, text.failed);
  },
};
