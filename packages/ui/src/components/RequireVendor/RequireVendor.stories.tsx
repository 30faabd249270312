import type { Meta, StoryObj } from '@storybook/react-vite';
import { saveLogin } from '@sika/api-client';
import { aVendor, errorResponse, openMockSession, vendorHandlers } from '@sika/api-client/mocks';
import { messages } from '@sika/domain';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { RequireVendor } from './RequireVendor.tsx';

const protectedHeading = 'Vendor dashboard';

const meta = {
  title: 'Components/RequireVendor',
  component: RequireVendor,
  args: {
    children: (
      <main>
        <h1>{protectedHeading}</h1>
      </main>
    ),
  },
  parameters: { route: { path: '/vendor-main-page' } },
} satisfies Meta<typeof RequireVendor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A vendor logged in on this device, with the given record on the server. */
const signedIn =
  (overrides: Parameters<typeof aVendor>[0] = {}) =>
  () => {
    saveLogin(openMockSession(aVendor(overrides)));
  };

const vendorsAnswer = (response: () => Response | Promise<Response>) => ({
  msw: { handlers: { getAllVendors: http.get('*/api/vendor/all-Vendors', response) } },
});

/** Spec section 4: no vendor in storage -> /. */
export const NoStoredVendor: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(/^\/$/);
  },
};

export const Loading: Story = {
  beforeEach: signedIn(),
  parameters: vendorsAnswer(async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('heading', { name: protectedHeading })).not.toBeInTheDocument();
  },
};

/** Registered and verified: the vendor-only page shows. */
export const Verified: Story = {
  beforeEach: signedIn(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: protectedHeading })).toBeVisible();
  },
};

/** registrationCompleted false -> /incomplete-reg. */
export const RegistrationIncomplete: Story = {
  beforeEach: signedIn({ registrationCompleted: false, isVerified: false, BusinessName: '' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/incomplete-reg');
  },
};

/** isVerified false -> /vendor-approval-page. */
export const AwaitingVerification: Story = {
  beforeEach: signedIn({ isVerified: false }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/vendor-approval-page');
  },
};

/** The record cannot be read: say so, offer a retry, and let it through once it works. */
export const ServerError: Story = {
  beforeEach: signedIn(),
  parameters: vendorsAnswer(() => errorResponse(500, 'Database unavailable')),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.generic.somethingWentWrong);
    msw.use(vendorHandlers.getAllVendors);
    await userEvent.click(canvas.getByRole('button', { name: messages.generic.tryAgain }));
    await expect(await canvas.findByRole('heading', { name: protectedHeading })).toBeVisible();
  },
};
