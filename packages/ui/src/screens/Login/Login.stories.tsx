import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, paths, serverMessages, STORAGE_KEYS, loginMessages, marketingMessages } from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  expectBusy,
  expectLocation,
  expectServerFieldMessage,
  fieldMessage,
  hangs,
  offline,
  openedAt,
  refusesFields,
} from '../../storyKit/index.ts';
import { Login } from './Login.tsx';

const text = loginMessages;

const meta = {
  title: 'Screens/Login',
  component: Login,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.login),
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form as a person would (labels, not test ids) and presses Login. */
async function logIn(canvasElement: HTMLElement, emailOrPhone = 'demo@sika.test', password = 'sika-demo-2026') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(text.emailOrPhoneLabel), emailOrPhone);
  await userEvent.type(canvas.getByLabelText(text.passwordLabel), password);
  await userEvent.click(canvas.getByRole('button', { name: text.submit }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    // One field for an e-mail address or a phone number (docs/product.md, Login).
    const emailOrPhone = canvas.getByLabelText(text.emailOrPhoneLabel);
    await expect(emailOrPhone).toHaveAttribute('type', 'text');
    await expect(emailOrPhone).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText(text.passwordLabel)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: text.forgotPasswordLink })).toHaveAttribute(
      'href',
      paths.forgotPassword,
    );
    await expect(canvas.getByRole('link', { name: text.signupLink })).toHaveAttribute('href', paths.signupOne);
    await expect(canvas.getByRole('button', { name: text.submit })).toBeEnabled();
    await expect(canvas.getByText(marketingMessages.vendorsBody)).toBeVisible();
    await expect(canvas.getByText(marketingMessages.customersBody)).toBeVisible();
    await expect(canvas.getByText('© 2026, powered by Sika.')).toBeVisible();
    // No message before a field is touched (docs/product.md, Form checks and their messages).
    await expect(canvas.queryByText(text.emailRequired)).not.toBeInTheDocument();
  },
};

export const EmailRequired: Story = fieldMessage(text.emailOrPhoneLabel, text.emailRequired);

export const EmailInvalid: Story = fieldMessage(text.emailOrPhoneLabel, text.emailInvalid, {
  typed: 'adwoa-at-fabrics',
});

/** Typed as a number, the field is checked as a Ghana mobile number and says so. */
export const PhoneInvalid: Story = fieldMessage(text.emailOrPhoneLabel, messages.phones.mobileInvalid, {
  typed: '030 212 3456',
});

export const PasswordRequired: Story = fieldMessage(text.passwordLabel, text.passwordRequired);

/**
 * Pressing Login with nothing typed touches every field and shows every message at once; focus
 * lands on the first invalid field, where a screen reader reads its message.
 */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByText(text.emailRequired)).toBeVisible();
    await expect(canvas.getByText(text.passwordRequired)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(text.emailOrPhoneLabel)).toHaveFocus());
    await expect(document.title).toBe(text.submit);
  },
};

/** Counts login calls; the call never answers, so the screen stays in its submitting state. */
let pendingLogins = 0;

export const Submitting: Story = {
  parameters: hangs('login', () => (pendingLogins += 1)),
  beforeEach: () => {
    pendingLogins = 0;
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: text.submit });
    await expectBusy(canvasElement, text.submit);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // A second press (or Enter) while the first is under way sends nothing more.
    await userEvent.click(button);
    await userEvent.type(canvas.getByLabelText(text.passwordLabel), '{Enter}');
    await expect(pendingLogins).toBe(1);
  },
};

/** Failure order of docs/product.md, Error messages, first: the response's msg. */
export const FailureShowsServerMsg: Story = {
  parameters: answer('login', 401, 'Invalid email or password.', 'INVALID_CREDENTIALS'),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'demo@sika.test', 'wrong-password');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    // Nothing typed is lost, and the spinner is gone.
    await expect(canvas.getByLabelText(text.emailOrPhoneLabel)).toHaveValue('demo@sika.test');
    await expect(canvas.getByLabelText(text.passwordLabel)).toHaveValue('wrong-password');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Logs in with the demo account and expects `message` in red. */
const failsWith =
  (message: string): Story['play'] =>
  async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(message);
  };

/** Second: the response's message, when there is no msg. */
export const FailureShowsServerMessage: Story = {
  parameters: answer('login', 429, { message: 'Too many attempts. Try again in a minute.' }),
  play: failsWith('Too many attempts. Try again in a minute.'),
};

/** Too many failed logins: the message says how long, and the password reset is offered beside it. */
export const LockedOut: Story = {
  parameters: answer('login', 429, serverMessages.loginLocked(15), 'LOGIN_LOCKED'),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. Try again in 15 minutes, or reset your password.',
    );
    await expect(canvas.getByRole('link', { name: text.lockedResetLink })).toHaveAttribute(
      'href',
      paths.forgotPassword,
    );
  },
};

/** Third: the error's own message (here the network is down). */
export const FailureShowsNetworkError: Story = {
  parameters: offline('login'),
  play: failsWith(messages.network.unreachable),
};

/** Last: 'Login failed. Please try again.' */
export const FailureShowsFallback: Story = {
  parameters: answer('login', 502),
  play: failsWith(text.failed),
};

/** The stateful fake backend accepts the demo login; the vendor lands on the dashboard route. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expectLocation(canvasElement, paths.dashboard);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.vendorEmail)).toBe('demo@sika.test'));
    for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.vendor, STORAGE_KEYS.vendorId]) {
      await expect(localStorage.getItem(key)).toBeTruthy();
    }
    await expect(localStorage.getItem(STORAGE_KEYS.persist)).toBe('true');
  },
};

/**
 * A person invited to the demo shop by phone (the fake backend's attendant, 024 412 3456) logs in
 * with the number as they write it and lands on the dashboard.
 */
export const LogInByPhone: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, '024 412 3456');
    await expectLocation(canvasElement, paths.dashboard);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeTruthy());
  },
};

/** A wrong password with a phone number: the server's one answer for a number, in red; nothing typed is lost. */
export const PhoneLoginRefused: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, '+233 24 412 3456', 'wrong-password');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(serverMessages.invalidPhoneCredentials);
    await expect(canvas.getByLabelText(text.emailOrPhoneLabel)).toHaveValue('+233 24 412 3456');
  },
};

/** After a failed refresh the login page says why the vendor is here. */
export const SessionExpired: Story = {
  parameters: { store: { auth: { token: null, vendor: null, expiredMessage: messages.session.expired } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Your login has expired.');
  },
};

/** Sent here by a page that needs a session (e.g. sign-up step three): the login brings the vendor back. */
export const ReturnsWhereItWasAsked: Story = {
  parameters: openedAt(paths.login, { pathname: paths.login, state: { returnTo: paths.signupThree('v-42') } }),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expectLocation(canvasElement, paths.signupThree('v-42'));
  },
};

/** A return location outside the app is ignored: the dashboard, as after any login. */
export const IgnoresReturnOutsideTheApp: Story = {
  parameters: openedAt(paths.login, { pathname: paths.login, state: { returnTo: '//evil.test/phish' } }),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expectLocation(canvasElement, paths.dashboard);
  },
};

/**
 * The api names a field in its 400: its sentence shows under that field, which takes the focus; the
 * general line stays above the button.
 */
export const ServerFieldErrors: Story = {
  parameters: refusesFields('login', { email: serverMessages.fields.email }),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expectServerFieldMessage(canvasElement, text.emailOrPhoneLabel, serverMessages.fields.email);
    await waitFor(() => expect(within(canvasElement).getByLabelText(text.emailOrPhoneLabel)).toHaveFocus());
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(serverMessages.badInput);
  },
};
