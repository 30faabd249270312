import type { Meta, StoryObj } from '@storybook/react-vite';
import { sikaApi, type SikaStore } from '@sika/api-client';
import { messages, offlineMessages, paths, STORAGE_KEYS } from '@sika/domain';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, expectBusy, expectLocation, hangs, offline, openedAt, storeLogin } from '../../storyKit/index.ts';
import { LogoutButton } from './LogoutButton.tsx';

const logoutLabel = messages.dashboard.menu.logout;

/** The story's store, kept so a play function can look at the API cache. */
let storyStore: SikaStore | null = null;

const meta = {
  title: 'Connected/LogoutButton',
  component: LogoutButton,
  tags: ['autodocs'],
  parameters: openedAt(paths.dashboard),
  // Every story starts inside a session: stored token, vendor and persist flag, and a live refresh cookie.
  beforeEach() {
    storeLogin();
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

async function pressLogout(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: logoutLabel }));
}

/** Logout pressed and refused: the toast says `message`, and the vendor stays signed in where they were. */
async function expectStillLoggedIn(canvasElement: HTMLElement, message: string) {
  await pressLogout(canvasElement);
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
  await expect(canvas.getByRole('button', { name: logoutLabel })).toBeEnabled();
  await expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeTruthy();
  await expect(storyStore?.getState().auth.token).toBeTruthy();
  // Whether focus left the button while it was busy depends on timing: settle it for the screenshot.
  canvas.getByRole('button', { name: logoutLabel }).blur();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: logoutLabel })).toBeEnabled();
  },
};

export const LoggingOut: Story = {
  parameters: hangs('logout'),
  play: async ({ canvasElement }) => {
    await pressLogout(canvasElement);
    await expectBusy(canvasElement, logoutLabel);
  },
};

/** A failed logout is the toast 'Something went wrong!', and the vendor stays signed in where they were. */
export const Failure: Story = {
  parameters: answer('logout', 500, 'The server is having a moment.'),
  play: async ({ canvasElement }) => {
    await expectStillLoggedIn(canvasElement, messages.logout.failed);
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Offline the toast says logging out needs a connection and the vendor is still logged in; nothing is cleared. */
export const Offline: Story = {
  parameters: offline('logout'),
  play: async ({ canvasElement }) => {
    await expectStillLoggedIn(canvasElement, offlineMessages.logoutNeedsConnection);
    await expect(within(canvasElement).queryByText(messages.logout.failed)).not.toBeInTheDocument();
  },
};

/**
 * State and storage cleared, back to login, and the API cache reset a second later (docs/product.md,
 * Sessions and storage keys).
 */
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
    await expectLocation(canvasElement, paths.login);
    for (const key of Object.values(STORAGE_KEYS)) await expect(localStorage.getItem(key)).toBeNull();
    await expect(storyStore?.getState().auth).toMatchObject({ token: null, vendor: null });
    await waitFor(() => expect(cachedQueries()).toEqual([]), { timeout: 3000 });
    // A logout the vendor chose is not an expired login.
    await expect(storyStore?.getState().auth.expiredMessage).toBeNull();
  },
};
