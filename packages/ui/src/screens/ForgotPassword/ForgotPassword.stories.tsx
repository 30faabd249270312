import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse } from '@sika/api-client/mocks';
import { messages } from '@sika/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPassword } from './ForgotPassword.tsx';

const text = messages.forgotPassword;

const meta = {
  title: 'Screens/ForgotPassword',
  component: ForgotPassword,
  args: { footerYear: 2026 },
  parameters: { route: { path: '/forgot-password' } },
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types an address as a person would and presses Submit. */
async function requestLink(canvasElement: HTMLElement, email = 'demo@sika.test') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(text.emailLabel), email);
  await userEvent.click(canvas.getByRole('button', { name: text.submit }));
}

/** The forgot-password call answered with the given response. */
const linkRequestAnswers = (response: () => Response | Promise<Response>) => ({
  msw: { handlers: { forgotPasswordToken: http.post('*/api/vendor/forgot-password-token', response) } },
});

/**
 * After an answer: the spinner is gone and the typed address is still there. The vendor clicks back
 * into it, which also keeps the screenshot from depending on where focus went while Submit was busy.
 */
async function expectAddressKept(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  await expect(canvas.getByLabelText(text.emailLabel)).toHaveValue('demo@sika.test');
  await userEvent.click(canvas.getByLabelText(text.emailLabel));
}

/** A red message in the form, and nothing typed is lost. */
async function expectRedMessage(canvasElement: HTMLElement, message: string) {
  const form = within(within(canvasElement).getByRole('form', { name: text.heading }));
  await expect(await form.findByRole('alert')).toHaveTextContent(message);
  await expectAddressKept(canvasElement);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const breadcrumb = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb).toHaveTextContent(text.breadcrumb);
    await expect(within(breadcrumb).getByRole('link', { name: text.breadcrumbHome })).toHaveAttribute('href', '/');
    await expect(within(breadcrumb).getByText(text.breadcrumbCurrent)).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(canvas.getByText(text.body)).toBeVisible();
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: text.submit })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: text.cancel })).toHaveAttribute('href', '/');
    await expect(canvas.queryByText(text.emailRequired)).not.toBeInTheDocument();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: text.cancel }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/$/);
  },
};

export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(text.emailLabel));
    await userEvent.tab();
    await expect(await canvas.findByText(text.emailRequired)).toBeVisible();
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

/** Pressing Submit with nothing typed touches the field and shows its message. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByText(text.emailRequired)).toBeVisible();
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  parameters: linkRequestAnswers(async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByRole('button', { name: text.submit })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveValue('demo@sika.test');
  },
};

/** Spec section 8: 'Please check your Mail!' (the fake backend, like the real one, never says if the address exists). */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(text.success)).toBeVisible());
    await expectAddressKept(canvasElement);
  },
};

/** An error answer shows the server's msg in red. */
export const ServerError: Story = {
  parameters: linkRequestAnswers(() => errorResponse(429, 'Too many requests. Try again in a minute.', 'THROTTLED')),
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement);
    await expectRedMessage(canvasElement, 'Too many requests. Try again in a minute.');
  },
};

/** An error answer without a msg: ' Invalid Email and password details.' */
export const InvalidDetails: Story = {
  parameters: linkRequestAnswers(() => new HttpResponse(null, { status: 502 })),
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement);
    await expectRedMessage(canvasElement, text.invalid.trim());
  },
};

/** No answer at all (the network is down): the toast 'Something went wrong!' and no red text. */
export const NetworkError: Story = {
  parameters: linkRequestAnswers(() => HttpResponse.error()),
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(text.failed)).toBeVisible());
    const form = within(canvas.getByRole('form', { name: text.heading }));
    await expect(form.queryByRole('alert')).not.toBeInTheDocument();
    await expectAddressKept(canvasElement);
  },
};
