import type { Meta, StoryObj } from '@storybook/react-vite';
import { clearSessionStorage, saveLogin } from '@sika/api-client';
import { aVendor, errorResponse, openMockSession } from '@sika/api-client/mocks';
import { messages } from '@sika/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { IncompleteRegistration } from './IncompleteRegistration.tsx';

const text = messages.incompleteRegistration;
const vendor = aVendor({ registrationCompleted: false, BusinessName: '' });

const meta = {
  title: 'Screens/IncompleteRegistration',
  component: IncompleteRegistration,
  args: { footerYear: 2026 },
  parameters: { route: { path: '/incomplete-reg' } },
  // A vendor who stopped after step one is signed in, with vdmail stored.
  beforeEach() {
    saveLogin(openMockSession(vendor));
  },
} satisfies Meta<typeof IncompleteRegistration>;

export default meta;
type Story = StoryObj<typeof meta>;

const vendorsAnswer = (response: () => Response | Promise<Response>) => ({
  msw: { handlers: { getAllVendors: http.get('*/api/vendor/all-Vendors', response) } },
});

/** The "log in again" way out shown whenever the record cannot be found. */
async function expectLoginAgain(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  await expect(canvas.getByRole('link', { name: messages.session.loginAgain })).toHaveAttribute('href', '/');
  await expect(canvas.queryByRole('link', { name: text.continueLink })).not.toBeInTheDocument();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: text.continueLink })).toHaveAttribute(
      'href',
      `/signup-page-two/${vendor._id}`,
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ContinuesRegistration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: text.continueLink }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(`/signup-page-two/${vendor._id}`);
  },
};

export const Loading: Story = {
  parameters: vendorsAnswer(async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('link', { name: text.continueLink })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The list has no record with the stored e-mail: the session belongs to someone else, or is gone. */
export const Empty: Story = {
  parameters: vendorsAnswer(() => HttpResponse.json([])),
  play: async ({ canvasElement }) => expectLoginAgain(canvasElement, messages.session.expired),
};

/** Nothing in storage (a new browser, or a cleared session): no call is made. */
export const NoStoredEmail: Story = {
  beforeEach() {
    clearSessionStorage();
  },
  play: async ({ canvasElement }) => expectLoginAgain(canvasElement, messages.session.expired),
};

export const ServerError: Story = {
  parameters: vendorsAnswer(() => errorResponse(500, 'The server is having a moment.')),
  play: async ({ canvasElement }) => expectLoginAgain(canvasElement, 'The server is having a moment.'),
};
