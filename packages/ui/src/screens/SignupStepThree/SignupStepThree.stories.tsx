import type { Meta, StoryObj } from '@storybook/react-vite';
import { aVendor, mockDb } from '@sika/api-client/mocks';
import { messages, paths, serverMessages, STORAGE_KEYS, signupThreeMessages } from '@sika/domain';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  backLeadsTo,
  expectFieldMessage,
  expectLocation,
  expectRefused,
  expectServerFieldMessage,
  expectSignupStep,
  everyMessage,
  fieldMessage,
  formShown as formNamed,
  hangs,
  offline,
  openedAt,
  refusesFields,
  storeToken,
  submitting,
  waitsForRecord,
} from '../../storyKit/index.ts';
import { SignupStepThree } from './SignupStepThree.tsx';

const text = signupThreeMessages;

/** A vendor who has just finished step two: signed in, business details given, no payout details yet. */
const vendor = aVendor({ momo_mobile_name: '', momo_mobile: '', registrationCompleted: false, isVerified: false });

/** The number as typed, and as the api stores it (E.164). */
const payout = { name: 'Adwoa Mensah', number: '0244000002', stored: '+233244000002' };

const meta = {
  title: 'Screens/SignupStepThree',
  component: SignupStepThree,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.signupThree(':id'), paths.signupThree(vendor._id)),
  beforeEach() {
    storeToken(vendor);
  },
} satisfies Meta<typeof SignupStepThree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form shows once the vendor's record has arrived (it fills the form in). */
const formShown = (canvasElement: HTMLElement) => formNamed(canvasElement, text.heading);

/**
 * Fills the form and submits with Enter in the last field, so focus stays put and screenshots do not
 * race. The MoMo number is typed twice, the second time as `again` (the same number, maybe written
 * another way).
 */
async function fillAndSubmit(canvasElement: HTMLElement, again = payout.number) {
  const canvas = within(canvasElement);
  await formShown(canvasElement);
  await userEvent.type(canvas.getByLabelText(text.momoNameLabel), payout.name);
  await userEvent.type(canvas.getByLabelText(text.momoNumberLabel), payout.number);
  await userEvent.type(canvas.getByLabelText(text.momoNumberConfirmLabel), `${again}{Enter}`);
}

/** The update went through and the vendor reached the approval page. */
async function expectApprovalPage(canvasElement: HTMLElement) {
  await expectLocation(canvasElement, paths.vendorApproval);
  await expect(mockDb.accounts.get(vendor.email)?.vendor).toMatchObject({
    momo_mobile_name: payout.name,
    momo_mobile: payout.stored,
    registrationCompleted: true,
  });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe(text.pageTitle));
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    // Where the vendor is, and the way back to step two (docs/product.md, Sign-up).
    await expectSignupStep(canvasElement, 3, paths.signupTwo(vendor._id));
    await formShown(canvasElement);
    await expect(canvas.getByLabelText(text.momoNameLabel)).toHaveValue('');
    await expect(canvas.getByLabelText(text.momoNumberLabel)).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('button', { name: text.next })).toBeEnabled();
    await expect(canvas.queryByText(text.momoNameRequired)).not.toBeInTheDocument();
    // The id from the route is kept as vid (docs/product.md, Sign-up).
    await expect(localStorage.getItem(STORAGE_KEYS.vendorId)).toBe(vendor._id);
  },
};

export const MomoNameRequired: Story = fieldMessage(text.momoNameLabel, text.momoNameRequired);

export const MomoNumberRequired: Story = fieldMessage(text.momoNumberLabel, text.momoNumberRequired);

/** Pressing next with nothing typed touches every field and shows every message at once. */
export const ValidationErrors: Story = everyMessage(
  text.next,
  [text.momoNameRequired, text.momoNumberRequired, messages.phones.confirmRequired],
  formShown,
);

export const Submitting: Story = submitting('updateVendor', fillAndSubmit, text.next);

/** The update fails: the spinner goes, the red text shows, nothing typed is lost, no e-mail is sent. */
export const ServerError: Story = {
  parameters: answer('updateVendor', 500, 'Database unavailable.'),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectRefused(canvasElement, text.failed);
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(text.momoNameLabel)).toHaveValue(payout.name);
    await expect(canvas.getByLabelText(text.momoNumberLabel)).toHaveValue(payout.number);
    await expect(mockDb.outbox).toEqual([]);
  },
};

/** Registration completes, the e-mail goes to the vendor's own address, the approval page opens. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectApprovalPage(canvasElement);
    await waitFor(() => expect(mockDb.outbox).toEqual([{ to: vendor.email, BusinessName: vendor.BusinessName }]));
  },
};

/** The notification e-mail fails: only logged, never shown, the vendor still moves on. */
export const SendEmailFails: Story = {
  parameters: answer('sendRegistrationEmail', 500, 'Mail server unavailable.'),
  beforeEach() {
    const consoleError = spyOn(console, 'error').mockImplementation(() => {});
    return () => consoleError.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectApprovalPage(canvasElement);
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Registration e-mail not sent:',
        expect.objectContaining({ status: 500 }),
      ),
    );
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A notification e-mail that never answers does not hold the vendor up either. */
export const SendEmailHangs: Story = {
  parameters: hangs('sendRegistrationEmail'),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectApprovalPage(canvasElement);
  },
};

/**
 * Opened without a session (the refresh is refused): submitting asks the vendor to log in, with a
 * link to the login page that brings them back to this step afterwards (see Login's stories).
 */
export const NoSession: Story = {
  beforeEach() {
    localStorage.clear();
    mockDb.refreshSession = null;
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.loginToContinue);
    await expect(canvas.getByLabelText(text.momoNameLabel)).toHaveValue(payout.name);
    await expect(canvas.getByRole('link', { name: messages.session.loginAgain })).toHaveAttribute('href', paths.login);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The api names momo_mobile in its 400: the sentence shows under the MoMo number, which takes the focus. */
export const ServerFieldErrors: Story = {
  parameters: refusesFields('updateVendor', { momo_mobile: serverMessages.fields.ghanaMobile }),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectRefused(canvasElement, text.failed);
    await expectServerFieldMessage(canvasElement, text.momoNumberLabel, serverMessages.fields.ghanaMobile);
    await waitFor(() => expect(within(canvasElement).getByLabelText(text.momoNumberLabel)).toHaveFocus());
  },
};

/** Until the vendor's record arrives the spinner shows and the form waits, so nothing typed is overwritten. */
export const Loading: Story = waitsForRecord(3);

/** Payout details saved before (a reload, a resumed sign-up) fill the form in. */
export const Prefilled: Story = {
  beforeEach() {
    storeToken({ ...vendor, momo_mobile_name: payout.name, momo_mobile: '+233244000002' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formShown(canvasElement);
    await expect(canvas.getByLabelText(text.momoNameLabel)).toHaveValue(payout.name);
    // Shown in the national form.
    await expect(canvas.getByLabelText(text.momoNumberLabel)).toHaveValue('024 400 0002');
  },
};

/** Back leads to step two of the same vendor. */
export const Back: Story = backLeadsTo(text.heading, paths.signupTwo(vendor._id));

// The MoMo number's own states (docs/product.md, Phone numbers): the Ghana mobile rule, the network
// hint and the number typed twice.
const phones = messages.phones;

/** The field once the form has come (it waits for the vendor's record). */
const field = (canvasElement: HTMLElement, label: string) => within(canvasElement).findByLabelText(label);

/** Typed into the MoMo number and left: `message` shows under it. */
const refusedNumber = (typed: string, message: string): Story => ({
  play: async ({ canvasElement }) =>
    expectFieldMessage(canvasElement, await field(canvasElement, text.momoNumberLabel), message, { typed }),
});

/** Typed into the MoMo number: the network of its prefix shows under it, as a hint and not as an error. */
const networkHint = (typed: string, network: string): Story => ({
  play: async ({ canvasElement }) => {
    const input = await field(canvasElement, text.momoNumberLabel);
    await userEvent.type(input, typed);
    const hint = phones.networkHint(network);
    await expect(within(canvasElement).getByText(hint)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(hint);
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
});

/** Before anything is typed no network is named; the second field is never filled in by the browser. */
export const NoNetworkYet: Story = {
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement, text.momoNumberLabel)).not.toHaveAccessibleDescription();
    await expect(await field(canvasElement, text.momoNumberConfirmLabel)).toHaveAttribute('autocomplete', 'off');
    await expect(within(canvasElement).queryByText(/^Looks like/)).not.toBeInTheDocument();
  },
};

export const NetworkHintMtn: Story = networkHint('024', 'MTN');
export const NetworkHintTelecel: Story = networkHint('+233 20', 'Telecel');
export const NetworkHintAirtelTigo: Story = networkHint('0571', 'AirtelTigo');

/** '12' is no phone number: the message shows the expected form. */
export const NumberNotGhana: Story = refusedNumber('12', phones.mobileInvalid);

/** A fixed line is a Ghana number but no mobile wallet: refused as a MoMo number. */
export const NumberNotMobile: Story = refusedNumber('030 212 3456', phones.mobileInvalid);

export const ConfirmRequired: Story = {
  play: async ({ canvasElement }) =>
    expectFieldMessage(canvasElement, await field(canvasElement, text.momoNumberConfirmLabel), phones.confirmRequired),
};

/** The second typing differs by one digit: refused, so the typo never reaches the payouts. */
export const ConfirmMismatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await field(canvasElement, text.momoNumberLabel), '024 400 0002');
    await expectFieldMessage(canvasElement, await field(canvasElement, text.momoNumberConfirmLabel), phones.mismatch, {
      typed: '024 400 0020',
    });
  },
};

/** Written two ways, it is one number: it goes through and is stored in the E.164 form. */
export const SavedAsE164: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, '+233 24 400 0002');
    await expectApprovalPage(canvasElement);
  },
};

/** Offline the step says so, as the login does. */
export const Offline: Story = {
  parameters: offline('updateVendor'),
  play: ({ canvasElement }) =>
    fillAndSubmit(canvasElement).then(() => expectRefused(canvasElement, messages.network.unreachable)),
};
