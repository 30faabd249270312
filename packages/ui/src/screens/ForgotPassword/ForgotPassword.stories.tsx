import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_PHONE_LOGIN, DEMO_RESET_CODE, errorResponse, mockDb } from '@sika/api-client/mocks';
import { messages, paths, serverMessages, forgotPasswordMessages, resetPasswordMessages } from '@sika/domain';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  answerWith,
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
const reset = resetPasswordMessages;
/** The demo attendant's number (invited by phone), as they would type it. */
const attendantPhone = '024 412 3456';
const newPassword = 'kente-and-cocoa-2026';
const throttled = 'Too many requests. Try again in a minute.';

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
  await userEvent.type(canvas.getByLabelText(text.emailOrPhoneLabel), email);
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
  await expect(canvas.getByLabelText(text.emailOrPhoneLabel)).toHaveValue('demo@sika.test');
  await userEvent.click(canvas.getByLabelText(text.emailOrPhoneLabel));
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
    // One field for an address or a number, as the login's (docs/product.md, Forgot password).
    await expect(canvas.getByLabelText(text.emailOrPhoneLabel)).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByText(text.phoneBody)).toBeVisible();
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

export const EmailRequired: Story = fieldMessage(text.emailOrPhoneLabel, text.emailRequired);

export const EmailInvalid: Story = fieldMessage(text.emailOrPhoneLabel, text.emailInvalid, {
  typed: 'adwoa-at-fabrics',
});

/** Pressing Submit with nothing typed touches the field and shows its message. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(await canvas.findByText(text.emailRequired)).toBeVisible();
    await expect(canvas.getByLabelText(text.emailOrPhoneLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  parameters: hangs('forgotPasswordToken'),
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement);
    await expectBusy(canvasElement, text.submit);
    await expect(within(canvasElement).getByLabelText(text.emailOrPhoneLabel)).toHaveValue('demo@sika.test');
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
  parameters: answer('forgotPasswordToken', 429, throttled, 'THROTTLED'),
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement);
    await expectRedMessage(canvasElement, throttled);
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
    await expectServerFieldMessage(canvasElement, text.emailOrPhoneLabel, serverMessages.fields.email);
    await waitFor(() => expect(within(canvasElement).getByLabelText(text.emailOrPhoneLabel)).toHaveFocus());
    const form = within(within(canvasElement).getByRole('form', { name: text.heading }));
    await expect(form.getByRole('alert')).toHaveTextContent(serverMessages.badInput);
  },
};

// A phone number: a code by SMS, then the code step on the same page (docs/product.md, Forgot password).

/** Types the demo attendant's number, presses Submit and waits for the code step. */
async function askForCode(canvasElement: HTMLElement) {
  await requestLink(canvasElement, attendantPhone);
  await within(canvasElement).findByRole('form', { name: text.codeHeading });
}

/** Fills the code step (the code, the new password twice) and presses Reset. */
async function resetWithCode(canvasElement: HTMLElement, code: string = DEMO_RESET_CODE) {
  const form = within(within(canvasElement).getByRole('form', { name: text.codeHeading }));
  await userEvent.type(form.getByLabelText(text.codeLabel), code);
  await userEvent.type(form.getByLabelText(reset.passwordLabel), newPassword);
  await userEvent.type(form.getByLabelText(reset.confirmPasswordLabel), newPassword);
  await userEvent.click(form.getByRole('button', { name: reset.submit }));
}

/**
 * After a refused Reset: the toast 'Something went wrong!', `reason` in red, and what was typed
 * kept. The person clicks back into the code, which also keeps the screenshot from depending on
 * where focus went while Reset was busy.
 */
async function expectCodeRefused(canvasElement: HTMLElement, code: string, reason: string) {
  const form = within(within(canvasElement).getByRole('form', { name: text.codeHeading }));
  await expectToast(canvasElement, reset.failed);
  await expect(await form.findByRole('alert')).toHaveTextContent(reason);
  await expect(form.getByLabelText(text.codeLabel)).toHaveValue(code);
  await expect(form.getByLabelText(reset.passwordLabel)).toHaveValue(newPassword);
  await expect(form.getByLabelText(reset.confirmPasswordLabel)).toHaveValue(newPassword);
  await userEvent.click(form.getByLabelText(text.codeLabel));
}

/** A number must be a Ghana mobile one, as at the login: the message shows the form to use. */
export const PhoneInvalid: Story = fieldMessage(text.emailOrPhoneLabel, messages.phones.mobileInvalid, {
  typed: '030 212 3456',
});

export const PhoneSubmitting: Story = {
  parameters: hangs('forgotPasswordToken'),
  play: async ({ canvasElement }) => {
    await requestLink(canvasElement, attendantPhone);
    await expectBusy(canvasElement, text.submit);
    await expect(within(canvasElement).getByLabelText(text.emailOrPhoneLabel)).toHaveValue(attendantPhone);
  },
};

/**
 * Asked by phone: no 'Please check your Mail!'; the code step shows in place of the address form,
 * saying where the code went without saying whether the number has a login.
 */
export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
    const canvas = within(canvasElement);
    await expect(mockDb.resetCodes.get(DEMO_PHONE_LOGIN)?.code).toBe(DEMO_RESET_CODE); // { phone } was sent
    await expect(canvas.getByRole('status')).toHaveTextContent(text.codeSent(attendantPhone));
    await expect(canvas.queryByText(text.success)).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText(text.emailOrPhoneLabel)).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    const form = within(canvas.getByRole('form', { name: text.codeHeading }));
    const code = form.getByLabelText(text.codeLabel);
    await expect(code).toHaveAccessibleDescription(text.codeHint);
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(form.getByLabelText(reset.passwordLabel)).toHaveAttribute('type', 'password');
    await expect(form.getByLabelText(reset.confirmPasswordLabel)).toHaveAttribute('type', 'password');
    await expect(form.getByRole('button', { name: reset.submit })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: text.resendCode })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: text.cancel })).toHaveAttribute('href', paths.login);
    await userEvent.click(code);
  },
};

/** Pressing Reset with nothing typed shows every message of the code step at once. */
export const CodeValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
    const form = within(within(canvasElement).getByRole('form', { name: text.codeHeading }));
    await userEvent.click(form.getByRole('button', { name: reset.submit }));
    await expect(await form.findByText(text.codeRequired)).toBeVisible();
    await expect(form.getByText(reset.passwordRequired)).toBeVisible();
    await expect(form.getByText(reset.confirmPasswordRequired)).toBeVisible();
    await waitFor(() => expect(form.getByLabelText(text.codeLabel)).toHaveFocus());
  },
};

/** A code is exactly 6 digits: the message shows under the field, after its hint. */
export const CodeTooShort: Story = {
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
    const code = within(canvasElement).getByLabelText(text.codeLabel);
    await userEvent.type(code, '12345');
    await userEvent.tab();
    await expect(await within(canvasElement).findByText(text.codeDigits)).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(`${text.codeHint} ${text.codeDigits}`);
  },
};

/** Reset is busy; the sentence saying where the code went stays above the form. */
export const CodeSubmitting: Story = {
  parameters: hangs('resetPasswordWithCode'),
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
    await resetWithCode(canvasElement);
    const canvas = within(canvasElement);
    const spinners = () => canvas.queryAllByRole('status').filter((status) => status.textContent?.includes('Loading'));
    await waitFor(() => expect(spinners()).toHaveLength(1));
    await expect(canvas.getByRole('button', { name: reset.submit })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(text.codeSent(attendantPhone))).toBeVisible();
  },
};

/** A wrong code: the server's one sentence in red, and nothing typed is lost. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
    await resetWithCode(canvasElement, '654321');
    await expectCodeRefused(canvasElement, '654321', serverMessages.invalidResetCode);
  },
};

/** An answer without a message: the red text falls back to 'Something went wrong!'. */
export const CodeServerError: Story = {
  parameters: answer('resetPasswordWithCode', 502),
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
    await resetWithCode(canvasElement);
    await expectCodeRefused(canvasElement, DEMO_RESET_CODE, reset.failed);
  },
};

/** 'Send a new code' asks again for the same number; what was typed in the code step stays. */
export const NewCode: Story = {
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(text.codeLabel), '654321');
    mockDb.resetCodes.clear();
    await userEvent.click(canvas.getByRole('button', { name: text.resendCode }));
    await expectToast(canvasElement, text.codeResent);
    await expect(mockDb.resetCodes.get(DEMO_PHONE_LOGIN)?.code).toBe(DEMO_RESET_CODE);
    await expect(canvas.getByLabelText(text.codeLabel)).toHaveValue('654321');
    await userEvent.click(canvas.getByLabelText(text.codeLabel));
  },
};

/** The first ask of each story's fake backend is answered; every later one is refused. */
const askedOnce = new WeakSet<object>();
const refusesAskingAgain = answerWith('forgotPasswordToken', () => {
  if (askedOnce.has(mockDb)) return errorResponse(429, throttled, 'THROTTLED');
  askedOnce.add(mockDb);
  return HttpResponse.json({ message: serverMessages.resetCodeOnItsWay, msg: serverMessages.resetCodeOnItsWay });
});

/** Asking again fails: the toast, and the server's sentence in red; the code step stays. */
export const NewCodeRefused: Story = {
  parameters: refusesAskingAgain,
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.resendCode }));
    await expectToast(canvasElement, text.failed);
    await expect(await within(canvas.getByRole('main')).findByRole('alert')).toHaveTextContent(throttled);
    await expect(canvas.getByRole('form', { name: text.codeHeading })).toBeVisible();
    await userEvent.click(canvas.getByLabelText(text.codeLabel));
  },
};

/** 'Password change succesful!', the login page, and the demo attendant now logs in with the new password. */
export const CodeSuccess: Story = {
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
    await resetWithCode(canvasElement);
    await expectToast(canvasElement, reset.success);
    await expectLocation(canvasElement, paths.login);
    await expect(mockDb.phoneLogins.get(DEMO_PHONE_LOGIN)?.password).toBe(newPassword);
  },
};
