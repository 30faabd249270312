import type { Meta, StoryObj } from '@storybook/react-vite';
import { aVendor, errorResponse, mockDb, openMockSession } from '@sika/api-client/mocks';
import { messages, STORAGE_KEYS } from '@sika/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { SignupStepThree } from './SignupStepThree.tsx';

const text = messages.signupThree;

/** A vendor who has just finished step two: signed in, business details given, no payout details yet. */
const vendor = aVendor({ momo_mobile_name: '', momo_mobile: '', registrationCompleted: false, isVerified: false });

const payout = { name: 'Adwoa Mensah', number: '0244000002' };

const meta = {
  title: 'Screens/SignupStepThree',
  component: SignupStepThree,
  args: { footerYear: 2026 },
  parameters: { route: { path: '/signup-page-three/:id', initialEntry: `/signup-page-three/${vendor._id}` } },
  beforeEach() {
    localStorage.setItem(STORAGE_KEYS.accessToken, openMockSession(vendor).accessToken);
  },
} satisfies Meta<typeof SignupStepThree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form and submits with Enter in the last field, so focus stays put and screenshots do not race. */
async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(text.momoNameLabel), payout.name);
  await userEvent.type(canvas.getByLabelText(text.momoNumberLabel), `${payout.number}{Enter}`);
}

/** Touches one field and expects its message. */
async function expectFieldMessage(canvasElement: HTMLElement, label: string, message: string) {
  const canvas = within(canvasElement);
  const field = canvas.getByLabelText(label);
  await userEvent.click(field);
  await userEvent.tab();
  await expect(await canvas.findByText(message)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

const updateAnswers = (response: () => Response | Promise<Response>) => ({
  msw: { handlers: { updateVendor: http.patch('*/api/vendor/update-vendor', response) } },
});

const emailAnswers = (response: () => Response | Promise<Response>) => ({
  msw: { handlers: { sendRegistrationEmail: http.post('*/api/vendor/send-email', response) } },
});

const hangs = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** The update went through and the vendor reached the approval page. */
async function expectApprovalPage(canvasElement: HTMLElement) {
  await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/vendor-approval-page');
  await expect(mockDb.accounts.get(vendor.email)?.vendor).toMatchObject({
    momo_mobile_name: payout.name,
    momo_mobile: payout.number,
    registrationCompleted: true,
  });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe(text.pageTitle));
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(canvas.getByLabelText(text.momoNameLabel)).toHaveValue('');
    await expect(canvas.getByLabelText(text.momoNumberLabel)).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('button', { name: text.next })).toBeEnabled();
    await expect(canvas.queryByText(text.momoNameRequired)).not.toBeInTheDocument();
    // The id from the route is kept as vid (spec section 2).
    await expect(localStorage.getItem(STORAGE_KEYS.vendorId)).toBe(vendor._id);
  },
};

export const MomoNameRequired: Story = {
  play: ({ canvasElement }) => expectFieldMessage(canvasElement, text.momoNameLabel, text.momoNameRequired),
};

export const MomoNumberRequired: Story = {
  play: ({ canvasElement }) => expectFieldMessage(canvasElement, text.momoNumberLabel, text.momoNumberRequired),
};

/** Pressing next with nothing typed touches every field and shows every message at once. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.next }));
    await expect(await canvas.findByText(text.momoNameRequired)).toBeVisible();
    await expect(canvas.getByText(text.momoNumberRequired)).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: updateAnswers(hangs),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByRole('button', { name: text.next })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The update fails: the spinner goes, the red text shows, nothing typed is lost, no e-mail is sent. */
export const ServerError: Story = {
  parameters: updateAnswers(() => errorResponse(500, 'Database unavailable.')),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.failed);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
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

/** The notification e-mail fails: only logged, never shown, the vendor still moves on (spec section 8). */
export const SendEmailFails: Story = {
  parameters: emailAnswers(() => errorResponse(500, 'Mail server unavailable.')),
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
  parameters: emailAnswers(hangs),
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expectApprovalPage(canvasElement);
  },
};
