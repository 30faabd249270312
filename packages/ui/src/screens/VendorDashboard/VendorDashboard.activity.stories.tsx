import type { Meta, StoryObj } from '@storybook/react-vite';
import { addMockActivity, addMockPerson, aVendor, openMockSession, type MockActivity } from '@sika/api-client/mocks';
import type { ActivityPage } from '@sika/api-client/team';
import { saveLogin } from '@sika/api-client';
import { ACTIVITY_KIND_LABELS, activityMessages, messages, paths, roleNotAllowed, teamMessages } from '@sika/domain';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  answerWith,
  hangs,
  openedAt,
  showsAlertWithRetry,
  showsLoading,
  storeLogin,
} from '../../storyKit/index.ts';
import { panelHref } from './parts/panels.ts';
import { dashboardAt } from './storyParts.ts';
import type { VendorDashboard } from './VendorDashboard.tsx';

const text = activityMessages;
/** The demo vendor's id: the shop the seeded people and records belong to. */
const SHOP = aVendor()._id;
const OWNER = 'demo@sika.test';

const meta = {
  title: 'Screens/VendorDashboard/Activity',
  ...dashboardAt('activity'),
  beforeEach: () => {
    storeLogin();
  },
} satisfies Meta<typeof VendorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager and an attendant, and what the three of them did this morning, newest first. */
function seedActivity() {
  const kofi = addMockPerson(SHOP, { email: 'kofi@adwoafabrics.com.gh', role: 'manager' });
  const ama = addMockPerson(SHOP, { phone: '+233244000111', role: 'attendant' });
  const byAma = { personId: ama._id, person: '+233244000111', role: 'attendant' } as const;
  const byKofi = { personId: kofi._id, person: 'kofi@adwoafabrics.com.gh', role: 'manager' } as const;
  const byOwner = { person: OWNER } as const;
  addMockActivity(SHOP, [
    { action: 'shipOrder', subject: 'SK-1042', ...byAma },
    { action: 'createProduct', subject: 'Kente stole, gold', ...byAma },
    { action: 'returnOrder', subject: 'SK-1017', ...byKofi },
    { action: 'updateVendor', kind: 'payoutNumber', before: '+233244123456', after: '+233201234567', ...byOwner },
    { action: 'changePersonRole', subject: '+233244000111 as attendant', ...byOwner },
    { action: 'login', ...byAma },
    { action: 'acceptInvite', ...byAma },
    { action: 'invitePerson', subject: '+233244000111 as manager', ...byOwner },
  ] satisfies MockActivity[]);
}

/** The first page of a shop that shipped many orders. */
const fiftyShipped = () =>
  Array.from({ length: 50 }, (_, index) => ({
    _id: `ac7e0000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    at: new Date(Date.parse('2026-03-02T09:00:00Z') - index * 60_000).toISOString(),
    kind: 'order' as const,
    action: 'shipOrder',
    personId: SHOP,
    person: OWNER,
    role: 'owner' as const,
    subject: `SK-${1000 - index}`,
    before: null,
    after: null,
  }));

/** The list's lines, by what each says. */
const linesOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: text.listLabel }))
    .getAllByRole('listitem')
    .map((line) => line.textContent);

const filter = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name: text.filtersLabel })).getByRole('combobox', { name });

/** Nothing done yet: the panel says what will show here; the filters are there. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(await canvas.findByText(text.empty, { selector: '[role="status"]' })).toBeVisible();
    await expect(filter(canvasElement, text.personLabel)).toHaveDisplayValue(text.everyone);
    await expect(filter(canvasElement, text.kindLabel)).toHaveDisplayValue(text.allKinds);
    await expect(canvas.getByRole('link', { name: text.backToTeam })).toHaveAttribute('href', panelHref('team'));
  },
};

/** Newest first: what was done and to what, by whom with their role, and when; the payout number from and to. */
export const Typical: Story = {
  beforeEach: seedActivity,
  play: async ({ canvasElement }) => {
    const lines = await linesOf(canvasElement);
    await expect(lines).toHaveLength(8);
    await expect(lines[0]).toBe('Shipped an order: SK-1042by 024 400 0111 (Attendant) · 2 Mar 2026, 09:00 UTC');
    await expect(lines[2]).toContain('Took back an order: SK-1017by kofi@adwoafabrics.com.gh (Manager)');
    await expect(lines[3]).toContain(`Changed the payout number from 024 412 3456 to 020 123 4567by ${OWNER} (Owner)`);
    await expect(lines[4]).toContain('Changed a person’s role: 024 400 0111 as attendant');
    await expect(lines[5]).toContain('Signed in on a new device');
    await expect(await within(canvasElement).findByText(text.end)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: text.older })).not.toBeInTheDocument();
  },
};

/** One person chosen: only what they did. */
export const ByPerson: Story = {
  beforeEach: seedActivity,
  play: async ({ canvasElement }) => {
    await linesOf(canvasElement);
    await userEvent.selectOptions(filter(canvasElement, text.personLabel), 'kofi@adwoafabrics.com.gh (Manager)');
    await waitFor(async () => expect(await linesOf(canvasElement)).toHaveLength(1));
    await expect((await linesOf(canvasElement))[0]).toContain('Took back an order');
  },
};

/** One kind chosen: the payout number's changes alone, each with the number before and after. */
export const ByKind: Story = {
  beforeEach: seedActivity,
  play: async ({ canvasElement }) => {
    await linesOf(canvasElement);
    await userEvent.selectOptions(filter(canvasElement, text.kindLabel), ACTIVITY_KIND_LABELS.payoutNumber);
    await waitFor(async () => expect(await linesOf(canvasElement)).toHaveLength(1));
    await expect((await linesOf(canvasElement))[0]).toContain('from 024 412 3456 to 020 123 4567');
  },
};

/**
 * The team cannot be read (or a person was removed): the Person filter still offers everyone the
 * records name, so what they did can be traced.
 */
export const TeamUnreadable: Story = {
  beforeEach: seedActivity,
  parameters: answer('getTeam', 500, 'Database down'),
  play: async ({ canvasElement }) => {
    await linesOf(canvasElement);
    const choice = filter(canvasElement, text.personLabel);
    await expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([text.everyone, '024 400 0111', 'kofi@adwoafabrics.com.gh', OWNER]);
    await userEvent.selectOptions(choice, 'kofi@adwoafabrics.com.gh');
    await waitFor(async () => expect(await linesOf(canvasElement)).toHaveLength(1));
  },
};

/** A filter nothing matches: it says so, and how to see more. */
export const NothingMatches: Story = {
  beforeEach: seedActivity,
  play: async ({ canvasElement }) => {
    await linesOf(canvasElement);
    await userEvent.selectOptions(filter(canvasElement, text.kindLabel), ACTIVITY_KIND_LABELS.shop);
    await expect(await within(canvasElement).findByText(text.emptyFiltered)).toBeVisible();
  },
};

/** 10,000 records: the newest 50 come first, 'Show older' brings 50 more under them. */
export const TenThousandRecords: Story = {
  beforeEach: () => {
    addMockActivity(
      SHOP,
      Array.from({ length: 10_000 }, (_, index) => ({
        action: index % 2 ? 'shipOrder' : 'deliverOrder',
        subject: `SK-${String(20_000 - index)}`,
        person: OWNER,
      })),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await linesOf(canvasElement)).toHaveLength(50));
    await expect((await linesOf(canvasElement))[0]).toContain('SK-20000');
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.older }));
    await waitFor(async () => expect(await linesOf(canvasElement)).toHaveLength(100));
    await expect((await linesOf(canvasElement))[99]).toContain('SK-19901');
    await expect(within(canvasElement).getByRole('button', { name: text.older })).toBeVisible();
  },
};

/** The older page cannot be read: said under the list, with the button to ask again. */
export const OlderFailed: Story = {
  parameters: answerWith('getActivity', ({ request }) =>
    new URL(request.url).searchParams.has('cursor')
      ? HttpResponse.json({}, { status: 500 })
      : HttpResponse.json<ActivityPage>({ records: fiftyShipped(), nextCursor: '50' }),
  ),
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await linesOf(canvasElement)).toHaveLength(50));
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.older }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text.olderFailed);
    await expect(within(canvasElement).getByRole('button', { name: text.older })).toBeVisible();
    await expect(await linesOf(canvasElement)).toHaveLength(50);
  },
};

export const Loading: Story = {
  parameters: hangs('getActivity'),
  play: showsLoading,
};

/** The records cannot be read: 'Something went wrong...' and a way to try again. */
export const ServerError: Story = {
  parameters: answer('getActivity', 500, 'Database down'),
  play: showsAlertWithRetry(text.failed),
};

/** The way in: Team's link opens Activity, and the left menu keeps Team as the current entry. */
export const FromTeam: Story = {
  parameters: openedAt(paths.dashboard, panelHref('team')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: teamMessages.activityLink }));
    await expect(await canvas.findByRole('heading', { level: 1, name: text.heading })).toHaveFocus();
    const side = within(canvas.getByLabelText(messages.dashboard.sideMenuLabel, { selector: 'nav' }));
    await expect(side.getByRole('link', { name: messages.dashboard.sideMenu.team, hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A manager who follows a link to Activity: their role does not include it, and nothing is asked. */
export const ManagerOpensActivity: Story = {
  beforeEach: () => saveLogin({ ...openMockSession(), role: 'manager' }),
  parameters: { ...hangs('getActivity'), ...openedAt(paths.dashboard, panelHref('activity')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(roleNotAllowed('manager'));
  },
};
