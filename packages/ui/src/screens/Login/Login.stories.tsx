import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse } from '@sika/api-client/mocks';
import { messages, STORAGE_KEYS } from '@sika/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Login } from './Login.tsx';

const text = messages.login;

const meta = {
  title: 'Screens/Login',
  component: Login,
  args: { footerYear: 2026 },
  parameters: { route: { path: '/' } },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form as a person would (labels, not test ids) and presses Login. */
async function logIn(canvasElement: HTMLElement, email = 'demo@sika.test', password = 'sika-demo-2026') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(text.emailLabel), email);
  await userEvent.type(canvas.getByLabelText(text.passwordLabel), password);
  await userEvent.click(canvas.getByRole('button', { name: text.submit }));
}

/** A login call answered with the given failure. */
const failingLogin = (response: () => Response | Promise<Response>) => ({
  msw: { handlers: { login: http.post('*/api/vendor/login', response) } },
});

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(text.passwordLabel)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: text.forgotPasswordLink })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: text.signupLink })).toHaveAttribute('href', '/signup-page-one');
    await expect(canvas.getByRole('button', { name: text.submit })).toBeEnabled();
    await expect(canvas.getByText(messages.marketing.vendorsBody)).toBeVisible();
    await expect(canvas.getByText(messages.marketing.customersBody)).toBeVisible();
    await expect(canvas.getByText('© 2026, powered by Sika.')).toBeVisible();
    // No message before a field is touched (spec section 5).
    await expect(canvas.queryByText(text.emailRequired)).not.toBeInTheDocument();
  },
};

export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(text.emailLabel));
    await userEvent.tab();
    await expect(await canvas.findByText(text.emailRequired)).toBeVisible();
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveAccessibleDescription(text.emailRequired);
  },
};

export const EmailInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(text.emailLabel), 'adwoa-at-fabrics');
    await userEvent.tab();
    await expect(await canvas.findByText(text.emailInvalid)).toBeVisible();
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(text.passwordLabel));
    await userEvent.tab();
    await expect(await canvas.findByText(text.passwordRequired)).toBeVisible();
  },
};

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
    await waitFor(() => expect(canvas.getByLabelText(text.emailLabel)).toHaveFocus());
    await expect(document.title).toBe(text.submit);
  },
};

/** Counts login calls; the call never answers, so the screen stays in its submitting state. */
let pendingLogins = 0;

export const Submitting: Story = {
  parameters: failingLogin(async () => {
    pendingLogins += 1;
    await delay('infinite');
    return HttpResponse.json({});
  }),
  beforeEach: () => {
    pendingLogins = 0;
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: text.submit });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // A second press (or Enter) while the first is under way sends nothing more.
    await userEvent.click(button);
    await userEvent.type(canvas.getByLabelText(text.passwordLabel), '{Enter}');
    await expect(pendingLogins).toBe(1);
  },
};

/** Failure order of spec section 8, first: the response's msg. */
export const FailureShowsServerMsg: Story = {
  parameters: failingLogin(() => errorResponse(401, 'Invalid email or password.', 'INVALID_CREDENTIALS')),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'demo@sika.test', 'wrong-password');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    // Nothing typed is lost, and the spinner is gone.
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveValue('demo@sika.test');
    await expect(canvas.getByLabelText(text.passwordLabel)).toHaveValue('wrong-password');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Second: the response's message, when there is no msg. */
export const FailureShowsServerMessage: Story = {
  parameters: failingLogin(() =>
    HttpResponse.json({ message: 'Too many attempts. Try again in a minute.' }, { status: 429 }),
  ),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in a minute.',
    );
  },
};

/** Third: the error's own message (here the network is down). */
export const FailureShowsNetworkError: Story = {
  parameters: failingLogin(() => HttpResponse.error()),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.network.unreachable);
  },
};

/** Last: 'Login failed. Please try again.' */
export const FailureShowsFallback: Story = {
  parameters: failingLogin(() => new HttpResponse(null, { status: 502 })),
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text.failed);
  },
};

/** The stateful fake backend accepts the demo login; the vendor lands on the dashboard route. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/vendor-main-page');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.vendorEmail)).toBe('demo@sika.test'));
    for (const key of [STORAGE_KEYS.accessToken, STORAGE_KEYS.vendor, STORAGE_KEYS.vendorId]) {
      await expect(localStorage.getItem(key)).toBeTruthy();
    }
    await expect(localStorage.getItem(STORAGE_KEYS.persist)).toBe('true');
  },
};

/** After a failed refresh the login page says why the vendor is here. */
export const SessionExpired: Story = {
  parameters: { store: { auth: { token: null, vendor: null, expiredMessage: messages.session.expired } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Your login has expired.');
  },
};
