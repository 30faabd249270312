import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse, mockDb } from '@sika/api-client/mocks';
import { messages, paths, serverMessages, STORAGE_KEYS } from '@sika/domain';
import { delay, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { answerWith, expectLocation, openedAt, storeLogin } from '../../storyKit/index.ts';
import { SessionRestore } from './SessionRestore.tsx';

const childHeading = 'Vendor dashboard';

/** How many refresh calls the story's fake backend received. */
let refreshCalls = 0;

const meta = {
  title: 'Screens/SessionRestore',
  component: SessionRestore,
  args: { footerYear: 2026 },
  // A layout route: mounted with one child route, as the portal's route table does.
  parameters: openedAt(`${paths.dashboard}/*`, paths.dashboard),
  render: (args) => (
    <Routes>
      <Route element={<SessionRestore {...args} />}>
        <Route
          index
          element={
            <main>
              <h1>{childHeading}</h1>
            </main>
          }
        />
      </Route>
    </Routes>
  ),
  beforeEach() {
    refreshCalls = 0;
  },
} satisfies Meta<typeof SessionRestore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The refresh answered with `response`, counted. */
const refreshAnswers = (response: () => Response | Promise<Response>) =>
  answerWith('refresh', () => {
    refreshCalls += 1;
    return response();
  });

/** A reload after a login: persist flag and vendor stored, no access token; the refresh cookie live or not. */
function reloadedSession({ refreshCookie }: { refreshCookie: boolean }) {
  storeLogin();
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  if (!refreshCookie) mockDb.refreshSession = null;
}

async function expectChild(canvasElement: HTMLElement) {
  await expect(await within(canvasElement).findByRole('heading', { level: 1, name: childHeading })).toBeVisible();
}

/** No persist flag: the child renders at once and nothing is refreshed. */
export const NoPersist: Story = {
  parameters: refreshAnswers(() => errorResponse(401, serverMessages.sessionExpired)),
  play: async ({ canvasElement }) => {
    await expectChild(canvasElement);
    await expect(refreshCalls).toBe(0);
  },
};

/** A token is already held (a login in this tab): nothing to restore. */
export const TokenHeld: Story = {
  parameters: refreshAnswers(() => errorResponse(401, serverMessages.sessionExpired)),
  beforeEach() {
    storeLogin();
  },
  play: async ({ canvasElement }) => {
    await expectChild(canvasElement);
    await expect(refreshCalls).toBe(0);
  },
};

export const Restoring: Story = {
  parameters: refreshAnswers(async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  beforeEach() {
    reloadedSession({ refreshCookie: true });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('heading', { name: childHeading })).not.toBeInTheDocument();
  },
};

/** The refresh cookie is still good: one refresh, the new token stored, then the child. */
export const Restored: Story = {
  beforeEach() {
    reloadedSession({ refreshCookie: true });
  },
  play: async ({ canvasElement }) => {
    await expectChild(canvasElement);
    await expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toMatch(/^mock\./);
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The server's message, followed by 'Please login again' (docs/product.md, Staying logged in). */
export const RefreshFailed: Story = {
  beforeEach() {
    reloadedSession({ refreshCookie: false });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(serverMessages.sessionExpired);
    await expect(canvas.getByRole('link', { name: messages.session.loginAgain })).toHaveAttribute('href', paths.login);
    await expect(canvas.queryByRole('heading', { name: childHeading })).not.toBeInTheDocument();
  },
};

/** Without a server message, 'Your login has expired.' */
export const SessionExpired: Story = {
  parameters: refreshAnswers(() => new HttpResponse(null, { status: 500 })),
  beforeEach() {
    reloadedSession({ refreshCookie: false });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.session.expired);
  },
};

export const LoginAgain: Story = {
  beforeEach() {
    reloadedSession({ refreshCookie: false });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: messages.session.loginAgain }));
    await expectLocation(canvasElement, paths.login);
  },
};
