import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectExpiredMessage } from '@sika/api-client';
import { aVendor, vendorHandlers } from '@sika/api-client/mocks';
import { messages, paths, type ReturnToState } from '@sika/domain';
import { useSelector } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { answer, expectLocation, hangs, openedAt, storeLogin } from '../../storyKit/index.ts';
import { RequireVendor } from './RequireVendor.tsx';

const protectedHeading = 'Vendor dashboard';

const meta = {
  title: 'Connected/RequireVendor',
  component: RequireVendor,
  tags: ['autodocs'],
  args: {
    children: (
      <main>
        <h1>{protectedHeading}</h1>
      </main>
    ),
  },
  parameters: openedAt(paths.dashboard),
} satisfies Meta<typeof RequireVendor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A vendor logged in on this device, with the given record on the server. */
const signedIn =
  (overrides: Parameters<typeof aVendor>[0] = {}) =>
  () =>
    storeLogin(aVendor(overrides));

/** No vendor in storage -> / (docs/product.md, Who sees what). */
export const NoStoredVendor: Story = {
  play: ({ canvasElement }) => expectLocation(canvasElement, paths.login),
};

/** The login's place in this story: what it would read (the expiry notice, where to return). */
function LoginStandIn() {
  const expired = useSelector(selectExpiredMessage);
  const { state } = useLocation();
  return (
    <main>
      <h1>Login</h1>
      {expired && <p role="status">{expired}</p>}
      <p data-testid="return-to">{(state as ReturnToState | null)?.returnTo}</p>
    </main>
  );
}

/**
 * Never logged in on this device (a link from the new-order e-mail): the login shows plainly, with
 * no 'Your login has expired.', and is told where to return (Login.stories.tsx, ReturnsWhereItWasAsked:
 * it goes there once logged in).
 */
export const NeverLoggedIn: Story = {
  parameters: openedAt('*', paths.orderDetails('o-1')),
  render: (args) => (
    <Routes>
      <Route path={paths.login} element={<LoginStandIn />} />
      <Route path="*" element={<RequireVendor {...args} />} />
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByTestId('return-to')).toHaveTextContent(paths.orderDetails('o-1'));
    await expect(canvas.queryByText(messages.session.expired)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** A vendor not yet known to be verified waits for the record: nothing of the page shows meanwhile. */
export const Loading: Story = {
  beforeEach: signedIn({ isVerified: false }),
  parameters: hangs('getAllVendors'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('heading', { name: protectedHeading })).not.toBeInTheDocument();
  },
};

/**
 * A vendor whose stored record was registered and verified sees the page while the record loads
 * (no round trip before anything shows).
 */
export const LoadingKnownVerified: Story = {
  beforeEach: signedIn(),
  parameters: hangs('getAllVendors'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: protectedHeading })).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Verification withdrawn since the login: the page shows at first, then the record sends the vendor on. */
export const VerificationWithdrawn: Story = {
  beforeEach: () => {
    const record = aVendor();
    storeLogin(record); // stored as verified
    record.isVerified = false; // the server's record, changed since
  },
  play: ({ canvasElement }) => expectLocation(canvasElement, paths.vendorApproval),
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
  play: ({ canvasElement }) => expectLocation(canvasElement, paths.incompleteRegistration),
};

/** isVerified false -> /vendor-approval-page. */
export const AwaitingVerification: Story = {
  beforeEach: signedIn({ isVerified: false }),
  play: ({ canvasElement }) => expectLocation(canvasElement, paths.vendorApproval),
};

/**
 * Known verified, but the record cannot be read: the error, and not the page, stays on screen
 * while it is asked for again (the page does not come back between two failures).
 */
export const KnownVerifiedServerError: Story = {
  beforeEach: signedIn(),
  parameters: answer('getAllVendors', 500, 'Database unavailable'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.generic.somethingWentWrong);
    await userEvent.click(canvas.getByRole('button', { name: messages.generic.tryAgain }));
    await expect(canvas.queryByRole('heading', { name: protectedHeading })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.generic.somethingWentWrong);
    await expect(canvas.queryByRole('heading', { name: protectedHeading })).not.toBeInTheDocument();
  },
};

/** The record cannot be read: say so, offer a retry, and let it through once it works. */
export const ServerError: Story = {
  beforeEach: signedIn(),
  parameters: answer('getAllVendors', 500, 'Database unavailable'),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.generic.somethingWentWrong);
    msw.use(vendorHandlers.getAllVendors);
    await userEvent.click(canvas.getByRole('button', { name: messages.generic.tryAgain }));
    await expect(await canvas.findByRole('heading', { name: protectedHeading })).toBeVisible();
  },
};
