import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, serverMessages, forgotPasswordMessages } from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  expectBusy,
  expectLocation,
  expectServerFieldMessage,
  expectToast,
  fieldMessage,
  hangs,
  offline,
  openedAt,
  refusesFields,
} from '../../storyKit/index.ts';
import { ForgotPassword } from './ForgotPassword.tsx';

const text = forgotPasswordMessages;

const meta = {
  title: 'Screens/ForgotPassword',
  component: ForgotPassword,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.forgotPassword),
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types an address as a person would and presses Submit. */
async function requestLink(canvasElement: HTMLElement, email = 'demo@sika.test') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(text.emailLabel), email);
  await userEvent.click(canvas.getByRole('button', { name: text.submit }));
}

/**
 * After an answer: the spinner is gone and the typed address is still there. The vendor clicks back
 * into it, which also keeps the screenshot from depending on where focus went while Submit was busy.
 */
async function expectAddressKept(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const spinners = canvas.queryAllByRole('status').filter((status) => status.textContent?.includes('Loading'));
  await expect(spinners).toEqual([]);
  await expect(canvas.getByLabelText(text.emailLabel)).toHaveValue('demo@sika.test');
  await userEvent.click(canvas.getByLabelText(text.emailLabel));
}

/** A red message in the form and the 'Something went wrong!' toast; nothing typed is lost. */
async function expectRedMessage(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  const form = within(canvas.getByRole('form', { name: text.heading }));
  await expect(await form.findByRole('alert')).toHaveTextContent(message);
  await expectToast(canvasElement, text.failed);
  await expectAddressKept(canvasElement);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const breadcrumb = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb).toHaveTextContent(text.breadcrumb);
    await expect(within(breadcrumb).getByRole('link', { name: text.breadcrumbHome })).toHaveAttribute(
      'href',
      paths.login,
    );
    await expect(within(breadcrumb).getByText(text.breadcrumbCurrent)).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(canvas.getByText(text.body)).toBeVisible();
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: text.submit })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: text.cancel })).toHaveAttribute('href', paths.login);
    await expect(canvas.queryByText(text.emailRequired)).not.toBeInTheDocument();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: text.cancel }));
    await expectLocation(canvasElement, paths.login);
  },
};

export const EmailRequired: Story = fieldMessage(text.emailLabel, text.emailRequired);

export const EmailInvalid: Story = fieldMessage(text.emailLabel, text.emailInvalid, { typed: 'adwoa-at-fabrics' });

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
  parameters: hangs('forgotPasswordToken'),
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement);
    await expectBusy(canvasElement, text.submit);
    await expect(within(canvasElement).getByLabelText(text.emailLabel)).toHaveValue('demo@sika.test');
  },
};

/**
 * 'Please check your Mail!' as a toast and, staying, under the form (the fake backend, like the real
 * one, never says if the address exists).
 */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement);
    const canvas = within(canvasElement);
    await expectToast(canvasElement, text.success);
    await expect(await within(canvas.getByRole('main')).findByRole('status')).toHaveTextContent(text.success);
    await expectAddressKept(canvasElement);
  },
};

/** An error answer shows the server's msg in red, and the toast 'Something went wrong!'. */
export const ServerError: Story = {
  parameters: answer('forgotPasswordToken', 429, 'Too many requests. Try again in a minute.', 'THROTTLED'),
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement);
    await expectRedMessage(canvasElement, 'Too many requests. Try again in a minute.');
  },
};

/** An error answer without a msg: ' Invalid Email and password details.' */
export const InvalidDetails: Story = {
  parameters: answer('forgotPasswordToken', 502),
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement);
    await expectRedMessage(canvasElement, text.invalid.trim());
  },
};

/** No answer at all (the network is down): the toast 'Something went wrong!' and no red text. */
export const NetworkError: Story = {
  parameters: offline('forgotPasswordToken'),
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(text.failed)).toBeVisible());
    const form = within(canvas.getByRole('form', { name: text.heading }));
    await expect(form.queryByRole('alert')).not.toBeInTheDocument();
    await expectAddressKept(canvasElement);
  },
};

/** The api names the e-mail in its 400: its sentence shows under the field, which takes the focus. */
export const ServerFieldErrors: Story = {
  parameters: refusesFields('forgotPasswordToken', { email: serverMessages.fields.email }),
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement);
    await expectToast(canvasElement, text.failed);
    await expectServerFieldMessage(canvasElement, text.emailLabel, serverMessages.fields.email);
    await waitFor(() => expect(within(canvasElement).getByLabelText(text.emailLabel)).toHaveFocus());
    const form = within(within(canvasElement).getByRole('form', { name: text.heading }));
    await expect(form.getByRole('alert')).toHaveTextContent(serverMessages.badInput);
  },
};
