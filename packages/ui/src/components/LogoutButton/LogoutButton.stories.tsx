import type { Meta, StoryObj } from '@storybook/react-vite';
import { saveLogin, sikaApi, type SikaStore } from '@sika/api-client';
import { errorResponse, openMockSession } from '@sika/api-client/mocks';
import { messages, STORAGE_KEYS } from '@sika/domain';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LogoutButton } from './LogoutButton.tsx';

const logoutLabel = messages.dashboard.menu.logout;

/** The story's store, kept so a play function can look at the API cache. */
let storyStore: SikaStore | null = null;

const meta = {
  title: 'Components/LogoutButton',
  component: LogoutButton,
  parameters: { route: { path: '/vendor-main-page' } },
  // Every story starts inside a session: stored token, vendor and persist flag, and a live refresh cookie.
  beforeEach() {
    saveLogin(openMockSession());
  },
  decorators: [
    (Story) => {
      storyStore = useStore() as SikaStore;
      return (
        <main>
          <Story />
        </main>
      );
    },
  ],
} satisfies Meta<typeof LogoutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const logoutAnswers = (response: () => Response | Promise<Response>) => ({
  msw: { handlers: { logout: http.post('*/api/vendor/logout', response) } },
});

async function pressLogout(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: logoutLabel }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: logoutLabel })).toBeEnabled();
  },
};

export const LoggingOut: Story = {
  parameters: logoutAnswers(async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  play: async ({ canvasElement }) => {
    await pressLogout(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByRole('button', { name: logoutLabel })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Spec section 8: a toast, and the vendor stays signed in where they were. */
export const Failure: Story = {
  parameters: logoutAnswers(() => errorResponse(500, 'The server is having a moment.')),
  play: async ({ canvasElement }) => {
    await pressLogout(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(messages.logout.failed)).toBeVisible());
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: logoutLabel })).toBeEnabled();
    await expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeTruthy();
    await expect(storyStore?.getState().auth.token).toBeTruthy();
    // Whether focus left the button while it was busy depends on timing: settle it for the screenshot.
    canvas.getByRole('button', { name: logoutLabel }).blur();
  },
};

/** Spec section 4: state and storage cleared, back to login, and the API cache reset a second later. */
export const Success: Story = {
  decorators: [
    (Story) => {
      // A screen's cached data, to see it dropped after the logout.
      const store = useStore() as SikaStore;
      useEffect(() => void store.dispatch(sikaApi.endpoints.getAllVendors.initiate()), [store]);
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    const cachedQueries = () => Object.keys(storyStore?.getState().sikaApi.queries ?? {});
    await waitFor(() => expect(cachedQueries()).toContain('getAllVendors(undefined)'));
    await pressLogout(canvasElement);
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(/^\/$/);
    for (const key of Object.values(STORAGE_KEYS)) await expect(localStorage.getItem(key)).toBeNull();
    await expect(storyStore?.getState().auth).toMatchObject({ token: null, vendor: null });
    await waitFor(() => expect(cachedQueries()).toEqual([]), { timeout: 3000 });
    // A logout the vendor chose is not an expired login.
    await expect(storyStore?.getState().auth.expiredMessage).toBeNull();
  },
};
