import type { Meta, StoryObj } from '@storybook/react-vite';
import { aVendor, mockDb } from '@sika/api-client/mocks';
import {
  messages,
  passwordWeaknessMessages,
  paths,
  serverMessages,
  STORAGE_KEYS,
  signupStepsMessages,
  signupOneMessages,
} from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  expectBusy,
  expectFieldMessage,
  expectLocation,
  expectServerFieldMessage,
  expectSignupStep,
  everyMessage,
  fieldMessage,
  hangs,
  newVendor,
  offline,
  openedAt,
  refusesFields,
} from '../../storyKit/index.ts';
import { SignupStepOne } from './SignupStepOne.tsx';

const text = signupOneMessages;

const meta = {
  title: 'Screens/SignupStepOne',
  component: SignupStepOne,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.signupOne),
} satisfies Meta<typeof SignupStepOne>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_EMAIL = 'kofi@kente.test';
// Not a word of NEW_EMAIL: the password rule (@sika/domain passwords.ts) refuses those.
const NEW_PASSWORD = 'cocoa-2026';
const FINISHED_PASSWORD = 'volta-bridge-31';

/**
 * Fills the form as a person would and submits with Enter in the last field. (Clicking next would
 * leave focus on a button that is disabled while busy, so focus rings in screenshots would race.)
 */
async function signUp(canvasElement: HTMLElement, email = NEW_EMAIL, password = NEW_PASSWORD, confirm = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(text.emailLabel), email);
  await userEvent.type(canvas.getByLabelText(text.passwordLabel), password);
  await userEvent.type(canvas.getByLabelText(text.confirmPasswordLabel), `${confirm}{Enter}`);
}

/** The red message, with the form as it was typed and no spinner left behind. */
async function expectFailure(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  await expect(canvas.getByLabelText(text.emailLabel)).toHaveValue(NEW_EMAIL);
  await expect(canvas.getByLabelText(text.passwordLabel)).toHaveValue(NEW_PASSWORD);
  await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: text.next })).toBeEnabled();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    // Where the vendor is; the first step has no way back (docs/product.md, Sign-up).
    await expectSignupStep(canvasElement, 1);
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveValue('');
    await expect(canvas.getByLabelText(text.passwordLabel)).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(text.confirmPasswordLabel)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: text.next })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: text.loginLink })).toHaveAttribute('href', paths.login);
    // No message before a field is touched (docs/product.md, Form checks and their messages).
    await expect(canvas.queryByText(text.emailRequired)).not.toBeInTheDocument();
  },
};

export const EmailRequired: Story = fieldMessage(text.emailLabel, text.emailRequired);

export const EmailInvalid: Story = fieldMessage(text.emailLabel, text.emailInvalid, { typed: 'kofi-at-kente' });

export const PasswordRequired: Story = fieldMessage(text.passwordLabel, text.passwordRequired);

/** The 8 to 128 character rule added on purpose. */
export const PasswordTooShort: Story = fieldMessage(text.passwordLabel, text.passwordLength, { typed: 'kente' });

/** A password too easy to guess says why, in the sentence the server would say too. */
export const PasswordTooEasy: Story = fieldMessage(text.passwordLabel, passwordWeaknessMessages.sequential, {
  typed: 'abcdefgh',
});

export const ConfirmPasswordRequired: Story = fieldMessage(text.confirmPasswordLabel, text.confirmPasswordRequired);

export const PasswordsMustMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText(text.passwordLabel), NEW_PASSWORD);
    await expectFieldMessage(canvasElement, text.confirmPasswordLabel, text.passwordsMustMatch, {
      typed: 'kente-2027',
    });
  },
};

/** Pressing next with nothing typed touches every field and shows every message at once. */
export const ValidationErrors: Story = everyMessage(text.next, [
  text.emailRequired,
  text.passwordRequired,
  text.confirmPasswordRequired,
]);

export const Submitting: Story = {
  parameters: hangs('register'),
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    await expectBusy(canvasElement, text.next);
    await expect(within(canvasElement).getByRole('button', { name: text.next })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * Sign-up's error order, first: the response's msg (here the fake backend's own 409 for the e-mail of
 * a finished sign-up, typed with its own password: there is nothing left to continue).
 */
export const EmailTaken: Story = {
  beforeEach() {
    // A password the form's own rules let through (the demo one names the brand).
    mockDb.accounts.get(aVendor().email)!.password = FINISHED_PASSWORD;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signUp(canvasElement, aVendor().email, FINISHED_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    await expect(canvas.getByLabelText(text.passwordLabel)).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveValue(aVendor().email);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  },
};

/** Second: the response's error, when there is no msg. */
export const ErrorFieldOnly: Story = {
  parameters: answer('register', 503, { error: 'Sign-ups are paused for today.' }),
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    await expectFailure(canvasElement, 'Sign-ups are paused for today.');
  },
};

/** A body with only `message` is not read on sign-up (docs/product.md, Error messages): the fallback shows. */
export const ServerError: Story = {
  parameters: answer('register', 500, { message: 'Database unavailable' }),
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    await expectFailure(canvasElement, text.failed);
  },
};

/** Third: the error's own message (here the network is down). */
export const NetworkError: Story = {
  parameters: offline('register'),
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    await expectFailure(canvasElement, messages.network.unreachable);
  },
};

/** Last: 'Something went wrong!'. */
export const Fallback: Story = {
  ...ServerError,
  parameters: answer('register', 502),
};

/**
 * A vendor already stored locally, registered and verified, never sees the sign-up form
 * (docs/product.md, Who sees what).
 */
export const AlreadyLoggedIn: Story = {
  parameters: { store: { auth: { token: 'mock.demo.token', vendor: aVendor(), expiredMessage: null } } },
  play: ({ canvasElement }) => expectLocation(canvasElement, paths.dashboard),
};

/**
 * Logged in but still waiting for verification: the form shows, so the vendor can start again with
 * another e-mail instead of being sent back to the waiting page.
 */
export const LoggedInAwaitingVerification: Story = {
  parameters: {
    store: { auth: { token: 'mock.demo.token', vendor: aVendor({ isVerified: false }), expiredMessage: null } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: text.emailLabel })).toBeVisible();
  },
};

/** The fake backend creates the vendor; the session starts and step two opens for the new id. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    const location = await within(canvasElement).findByTestId('location');
    const newVendor = mockDb.accounts.get(NEW_EMAIL)?.vendor;
    await expect(newVendor).toMatchObject({ BusinessName: '', registrationCompleted: false, isVerified: false });
    await expect(location).toHaveTextContent(paths.signupTwo(newVendor?._id ?? ''));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.vendorId)).toBe(newVendor?._id));
    await expect(localStorage.getItem(STORAGE_KEYS.vendorEmail)).toBe(NEW_EMAIL);
    await expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toMatch(/^mock\./);
  },
};

/** The api names the password in its 400: its sentence shows under the field, which takes the focus. */
export const ServerFieldErrors: Story = {
  parameters: refusesFields('register', { password: serverMessages.fields.commonPassword }),
  play: async ({ canvasElement }) => {
    await signUp(canvasElement);
    await expectFailure(canvasElement, serverMessages.badInput);
    await expectServerFieldMessage(canvasElement, text.passwordLabel, serverMessages.fields.commonPassword);
    await waitFor(() => expect(within(canvasElement).getByLabelText(text.passwordLabel)).toHaveFocus());
  },
};

/** An unfinished sign-up, and the password its vendor chose at step one. */
const UNFINISHED = { email: 'ama@adinkra.test', password: 'ntonso-stamp-88' };
const unfinished = (overrides = {}) =>
  newVendor({ _id: 'b6f1c0de-0000-4000-8000-0000000000a1', email: UNFINISHED.email, ...overrides });

/**
 * The e-mail of an account with the wrong password: the red line says the account exists, and the
 * sentence under Password says that is not its password (the field takes the focus). No session.
 */
export const WrongPassword: Story = {
  beforeEach() {
    mockDb.accounts.set(UNFINISHED.email, { vendor: unfinished(), password: UNFINISHED.password });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signUp(canvasElement, UNFINISHED.email, 'kente-loom-2026');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(serverMessages.emailTaken);
    await expectServerFieldMessage(canvasElement, text.passwordLabel, serverMessages.fields.notThisAccountsPassword);
    await waitFor(() => expect(canvas.getByLabelText(text.passwordLabel)).toHaveFocus());
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveValue(UNFINISHED.email);
    await expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  },
};

/** The e-mail and password of a sign-up left at step two: it continues there, signed in. */
export const ResumesAtStepTwo: Story = {
  beforeEach() {
    mockDb.accounts.set(UNFINISHED.email, { vendor: unfinished(), password: UNFINISHED.password });
  },
  play: async ({ canvasElement }) => {
    await signUp(canvasElement, UNFINISHED.email, UNFINISHED.password);
    await expectLocation(canvasElement, paths.signupTwo(unfinished()._id));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.vendorId)).toBe(unfinished()._id));
    await expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toMatch(/^mock\./);
    // Still one account for the address.
    await expect([...mockDb.accounts.keys()].filter((email) => email === UNFINISHED.email)).toHaveLength(1);
  },
};

/** Business details already saved: the sign-up continues at step three. */
export const ResumesAtStepThree: Story = {
  beforeEach() {
    const vendor = unfinished({
      BusinessName: 'Ama Adinkra Prints',
      BusinessCategory: 'Fashion and wears',
      BusinessAddress: 'Ntonso, Ashanti',
      mobile: '+233244123456',
    });
    mockDb.accounts.set(UNFINISHED.email, { vendor, password: UNFINISHED.password });
  },
  play: async ({ canvasElement }) => {
    await signUp(canvasElement, UNFINISHED.email, UNFINISHED.password);
    await expectLocation(canvasElement, paths.signupThree(unfinished()._id));
  },
};

/** Back from step two: the e-mail given at step one is filled in; the password is typed again. */
export const CameBack: Story = {
  parameters: { store: { auth: { token: 'mock.demo.token', vendorEmail: UNFINISHED.email } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(text.emailLabel)).toHaveValue(UNFINISHED.email);
    await expect(canvas.getByLabelText(text.passwordLabel)).toHaveValue('');
    await expect(canvas.getByText(signupStepsMessages.progress(1, 3))).toBeVisible();
  },
};
