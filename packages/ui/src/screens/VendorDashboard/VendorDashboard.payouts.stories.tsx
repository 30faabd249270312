import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  anOrder,
  errorResponse,
  handlers,
  mockDb,
  mockPayOut,
  recordMockPayment,
  recordMockRefund,
  someOrders,
} from '@sika/api-client/mocks';
import { formatMoney, LATE_PAGE, messages, paths, payoutDetailsPath, payoutsMessages } from '@sika/domain';
import { getResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  answerWith,
  downloadedBy,
  hangs,
  openedAt,
  showsAlertWithRetry,
  showsLoading,
  storeLogin,
} from '../../storyKit/index.ts';
import { dashboardAt } from './storyParts.ts';
import type { VendorDashboard } from './VendorDashboard.tsx';

const text = payoutsMessages;
const VENDOR = 'demo@sika.test';

/**
 * The demo vendor's ledger on the fake's day (5 March 2026), as the back office's CLI writes it, over
 * `someOrders()`: SK-100001's initial GHS 247.50 paid out on 2 Feb (SIKA-PO-2026-000123), SK-100002's
 * GHS 247.50 on 16 Feb (000124), then SK-100003's GHS 580.20 and SK-100001's second GHS 202.50 less
 * a GHS 50 refund on SK-100002, GHS 732.70 on 2 Mar (000125). SK-100004's initial GHS 875 waits.
 * With `late`, SK-100001's second payment and SK-100004's initial one are never collected.
 */
function seedLedger({ late = false } = {}) {
  mockDb.orders.push(...someOrders());
  recordMockPayment('SK-100001', 1, '2026-01-31T10:00:00.000Z');
  mockPayOut(VENDOR, '2026-02-02T06:00:00.000Z');
  recordMockPayment('SK-100002', 1, '2026-02-11T12:00:00.000Z');
  mockPayOut(VENDOR, '2026-02-16T06:00:00.000Z');
  recordMockPayment('SK-100003', 1, '2026-02-20T09:00:00.000Z');
  recordMockRefund('SK-100002', 50, '2026-02-25T09:00:00.000Z');
  if (!late) recordMockPayment('SK-100001', 2, '2026-02-28T10:00:00.000Z');
  mockPayOut(VENDOR, '2026-03-02T06:00:00.000Z');
  if (!late) recordMockPayment('SK-100004', 1, '2026-03-02T15:00:00.000Z');
}

const meta = {
  title: 'Screens/VendorDashboard/Payouts',
  ...dashboardAt('payouts'),
  beforeEach: () => {
    storeLogin();
    // Another vendor's order and payout: the fake backend, like the api, never shows them.
    mockDb.orders.push(
      anOrder({
        _id: 'o-other',
        orderNumber: 'SK-999999',
        product: { _id: 'x', title: 'Not mine', vendorEmail: 'other@sika.test' },
      }),
    );
  },
} satisfies Meta<typeof VendorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section headed `name` (a level-2 heading). */
const sectionOf = async (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name });

/** The payouts' cards, newest first. */
const cardsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: text.payoutsHeading })).getAllByRole('listitem');

/** The payouts listed, by their cards' references. */
const listedReferences = (canvasElement: HTMLElement) =>
  cardsOf(canvasElement).map((card) => card.textContent?.match(/SIKA-PO-\d{4}-\d{6}/)?.[0]);

/** The line under the search that counts the payouts, or what the search found. */
const countOf = async (canvasElement: HTMLElement) =>
  within(await sectionOf(canvasElement, text.payoutsHeading)).getByRole('status');

/** Balance, next payout, every payout newest first with its masked number, nothing late. */
export const Typical: Story = {
  beforeEach: () => seedLedger(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    const balance = await sectionOf(canvasElement, text.balanceHeading);
    await expect(balance).toHaveTextContent(formatMoney(875));
    await expect(balance).toHaveTextContent(text.nextPayout('9 Mar 2026'));
    await expect(within(await sectionOf(canvasElement, text.lateHeading)).getByText(text.lateNone)).toBeVisible();
    await expect(await countOf(canvasElement)).toHaveTextContent(text.count(3));
    await expect(listedReferences(canvasElement)).toEqual([
      'SIKA-PO-2026-000125',
      'SIKA-PO-2026-000124',
      'SIKA-PO-2026-000123',
    ]);
    const newest = within(cardsOf(canvasElement)[0]!);
    await expect(newest.getByText(formatMoney(732.7))).toBeVisible();
    await expect(newest.getByText('2 Mar 2026')).toBeVisible();
    await expect(newest.getByText('024 *** 0002')).toBeVisible();
    await expect(newest.getByRole('link', { name: text.detailsOf('SIKA-PO-2026-000125') })).toHaveAttribute(
      'href',
      payoutDetailsPath('c0ffee00-0000-4000-8000-000000000125'),
    );
  },
};

/** A new vendor: nothing collected, no payout yet, nothing late, an empty statement. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const payouts = await sectionOf(canvasElement, text.payoutsHeading);
    await expect(within(payouts).getByText(text.noPayouts)).toBeVisible();
    await expect(await sectionOf(canvasElement, text.balanceHeading)).toHaveTextContent(formatMoney(0));
    await expect(within(await sectionOf(canvasElement, text.lateHeading)).getByText(text.lateNone)).toBeVisible();
    const statement = await sectionOf(canvasElement, text.statementHeading);
    await expect(await within(statement).findByText(text.statementEmpty)).toBeVisible();
    await expect(within(canvasElement).queryByText('SK-999999')).not.toBeInTheDocument();
  },
};

/**
 * A refund after the payout of what it refunds (SK-100001's GHS 247.50, then GHS 100 back to its
 * buyer): nothing waits, and the GHS 100 is said to come out of the next payouts, never a minus.
 */
export const RefundsToDeduct: Story = {
  beforeEach: () => {
    mockDb.orders.push(...someOrders());
    recordMockPayment('SK-100001', 1, '2026-01-31T10:00:00.000Z');
    mockPayOut(VENDOR, '2026-02-02T06:00:00.000Z');
    recordMockRefund('SK-100001', 100, '2026-02-25T09:00:00.000Z');
  },
  play: async ({ canvasElement }) => {
    const balance = await sectionOf(canvasElement, text.balanceHeading);
    await expect(balance).toHaveTextContent(formatMoney(0));
    await expect(within(balance).getByText(text.refundsToDeduct(formatMoney(100)))).toBeVisible();
    await expect(balance).not.toHaveTextContent('-');
  },
};

/** While the payouts are on their way. */
export const Loading: Story = {
  parameters: hangs('getPayouts'),
  play: showsLoading,
};

/** The payouts cannot be read: 'Something went wrong...' and a way to try again. */
export const ServerError: Story = {
  parameters: answer('getPayouts', 500, 'Database down'),
  play: showsAlertWithRetry(text.failed),
};

/** 200 payouts: the newest 20 first, and 'Show 20 older payouts' adds the next 20. */
export const TwoHundredPayouts: Story = {
  beforeEach: () => {
    for (let n = 0; n < 200; n += 1) {
      const day = new Date(Date.UTC(2025, 7, 17 + n)).toISOString();
      const orderNumber = `SK-${400000 + n}`;
      mockDb.orders.push(
        anOrder({
          _id: `o4000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
          orderNumber,
          createdAt: day,
          orderStatus: 'Completed',
        }),
      );
      recordMockPayment(orderNumber, 1, day);
      recordMockPayment(orderNumber, 2, day);
      mockPayOut(VENDOR, day.replace('T00', 'T18'));
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await countOf(canvasElement)).toHaveTextContent(text.count(200));
    await expect(listedReferences(canvasElement)).toHaveLength(20);
    await expect(listedReferences(canvasElement)[0]).toBe('SIKA-PO-2026-000322');
    await userEvent.click(canvas.getByRole('button', { name: text.showOlder(20) }));
    await expect(listedReferences(canvasElement)).toHaveLength(40);
    await expect(within(cardsOf(canvasElement)[39]!).getByText(formatMoney(450))).toBeVisible();
  },
};

/** Instalments due and not collected: marked Late, with their orders, oldest first. */
export const LateInstalments: Story = {
  beforeEach: () => seedLedger({ late: true }),
  play: async ({ canvasElement }) => {
    const late = within(await sectionOf(canvasElement, text.lateHeading));
    const rows = within(late.getByRole('list', { name: text.lateCaption })).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent(
      `SK-100001Second payment${formatMoney(202.5)}${text.late} ${text.dueOn('28 Feb 2026')}`,
    );
    await expect(rows[1]).toHaveTextContent(
      `SK-100004Initial payment${formatMoney(875)}${text.late} ${text.dueOn('2 Mar 2026')}`,
    );
    await expect(late.getByRole('link', { name: 'SK-100001' })).toHaveAttribute(
      'href',
      paths.orderDetails('o0000000-0000-4000-8000-000000000001'),
    );
    await expect(await sectionOf(canvasElement, text.balanceHeading)).toHaveTextContent(formatMoney(0));
  },
};

/** 30 two-month orders of mid-2025 that nobody paid: 60 instalments late, from 1 Jun 2025. */
function seedManyLate() {
  for (let n = 0; n < 30; n += 1) {
    mockDb.orders.push(
      anOrder({
        _id: `o5000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        orderNumber: `SK-${500000 + n}`,
        createdAt: new Date(Date.UTC(2025, 5, 1 + n, 9)).toISOString(),
      }),
    );
  }
}

/** The late instalments' lines, oldest first. */
const lateRows = async (canvasElement: HTMLElement) =>
  within(
    within(await sectionOf(canvasElement, text.lateHeading)).getByRole('list', { name: text.lateCaption }),
  ).getAllByRole('listitem');

/** More late than the first answer lists: the oldest 20, and each 'Show more late instalments' 20 more. */
export const MoreLateThanShown: Story = {
  beforeEach: seedManyLate,
  play: async ({ canvasElement }) => {
    const late = within(await sectionOf(canvasElement, text.lateHeading));
    await expect(await lateRows(canvasElement)).toHaveLength(LATE_PAGE);
    await expect((await lateRows(canvasElement))[0]).toHaveTextContent(`SK-500000Initial payment`);
    await userEvent.click(late.getByRole('button', { name: text.lateShowMore }));
    await waitFor(async () => expect(await lateRows(canvasElement)).toHaveLength(2 * LATE_PAGE));
    await userEvent.click(late.getByRole('button', { name: text.lateShowMore }));
    await waitFor(async () => expect(await lateRows(canvasElement)).toHaveLength(60));
    await expect((await lateRows(canvasElement))[59]).toHaveTextContent(
      `SK-500029Second payment${formatMoney(202.5)}${text.late} ${text.dueOn('30 Jul 2025')}`,
    );
    await expect(late.queryByRole('button', { name: text.lateShowMore })).toBeNull();
  },
};

/** Asking for more late instalments fails: the ones shown stay, with the reason and 'Try again'. */
export const MoreLateFails: Story = {
  beforeEach: seedManyLate,
  // The fake backend's answer, until the panel asks for more.
  parameters: answerWith('getPayouts', ({ request }) =>
    new URL(request.url).searchParams.has('lateMost')
      ? errorResponse(500, 'Database down')
      : getResponse([handlers.getPayouts], request),
  ),
  play: async ({ canvasElement }) => {
    const late = within(await sectionOf(canvasElement, text.lateHeading));
    await userEvent.click(late.getByRole('button', { name: text.lateShowMore }));
    await expect(await late.findByRole('alert')).toHaveTextContent(text.failed);
    await expect(late.getByRole('button', { name: messages.generic.tryAgain })).toBeVisible();
    await expect(await lateRows(canvasElement)).toHaveLength(LATE_PAGE);
  },
};

/** A payout's details: the instalments it paid by order, the refund it deducted, and the way back. */
export const Breakdown: Story = {
  beforeEach: () => seedLedger(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: text.detailsOf('SIKA-PO-2026-000125') }));
    const details = await sectionOf(canvasElement, text.detailsHeading('SIKA-PO-2026-000125'));
    await waitFor(() => expect(within(details).getByRole('heading', { level: 2 })).toHaveFocus());
    await expect(details).toHaveTextContent(text.paidTotal(formatMoney(732.7)));
    await expect(details).toHaveTextContent(text.refundsTotal(formatMoney(50)));
    const rows = within(within(details).getByRole('table', { name: text.breakdownCaption })).getAllByRole('row');
    await expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      `SK-100001Second payment${formatMoney(202.5)}`,
      `SK-100002${text.refundDeducted}${formatMoney(-50)}`,
      `SK-100003Initial payment${formatMoney(580.2)}`,
    ]);
    await expect(canvas.getByRole('link', { name: new RegExp(text.back) })).toHaveAttribute(
      'href',
      paths.dashboardPanel('payouts'),
    );
  },
};

/** A payout's address with an id that is none of the vendor's payouts: not found, and the way back. */
export const PayoutNotFound: Story = {
  beforeEach: () => seedLedger(),
  parameters: openedAt(paths.dashboard, payoutDetailsPath('c0ffee00-0000-4000-8000-000000000999')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.notFound);
    await expect(canvas.queryByRole('button', { name: messages.generic.tryAgain })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: new RegExp(text.back) })).toBeVisible();
  },
};

/** The reference as the MoMo SMS writes it, in another case and with spaces, finds the payout. */
export const SearchFound: Story = {
  beforeEach: () => seedLedger(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: text.searchLabel }), ' sika po 2026 000124 ');
    const count = await countOf(canvasElement);
    await waitFor(() => expect(count).toHaveTextContent(text.searchCount(1, 'sika po 2026 000124')));
    await expect(listedReferences(canvasElement)).toEqual(['SIKA-PO-2026-000124']);
  },
};

/** A reference that is no payout of the vendor's says so, and lists none. */
export const SearchNotFound: Story = {
  beforeEach: () => seedLedger(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: text.searchLabel }), 'SIKA-PO-2026-000999');
    const count = await countOf(canvasElement);
    await waitFor(() => expect(count).toHaveTextContent(text.searchNone('SIKA-PO-2026-000999')));
    await expect(canvas.queryByRole('list', { name: text.payoutsHeading })).not.toBeInTheDocument();
  },
};

/** February's statement: opening to closing balance, each entry, and the CSV of the same figures. */
export const MonthlyStatement: Story = {
  beforeEach: () => seedLedger(),
  play: async ({ canvasElement }) => {
    const statement = within(await sectionOf(canvasElement, text.statementHeading));
    await userEvent.selectOptions(statement.getByRole('combobox', { name: text.monthLabel }), 'February 2026');
    const table = await statement.findByRole('table', { name: text.statementCaption('February 2026') });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(await sectionOf(canvasElement, text.statementHeading)).toHaveTextContent(
      [
        `${text.opening}${formatMoney(247.5)}`,
        `${text.collected}${formatMoney(1030.2)}`,
        `${text.refunded}${formatMoney(-50)}`,
        `${text.paidOut}${formatMoney(-495)}`,
        `${text.closing}${formatMoney(732.7)}`,
      ].join(''),
    );
    await expect(statement.getByRole('button', { name: text.print })).toBeVisible();
    const saved = await downloadedBy(() => userEvent.click(statement.getByRole('button', { name: text.downloadCsv })));
    await expect(saved.name).toBe('sika-statement-2026-02.csv');
    await expect(saved.text.trimEnd().split('\r\n')).toEqual([
      'Date,Entry,Order,Instalment,Reference,Money in,Money out,Balance',
      ',Opening balance,,,,,,247.50',
      '2026-02-02,Payout,,,SIKA-PO-2026-000123,,247.50,0.00',
      '2026-02-11,Collected,SK-100002,Initial payment,,247.50,,247.50',
      '2026-02-16,Payout,,,SIKA-PO-2026-000124,,247.50,0.00',
      '2026-02-20,Collected,SK-100003,Initial payment,,580.20,,580.20',
      '2026-02-25,Refund,SK-100002,,,,50.00,530.20',
      '2026-02-28,Collected,SK-100001,Second payment,,202.50,,732.70',
      ',Closing balance,,,,,,732.70',
    ]);
  },
};
