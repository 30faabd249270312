import type { Meta, StoryObj } from '@storybook/react-vite';
import { anOrder, mockDb, recordMockPayment, recordMockRefund, someOrders } from '@sika/api-client/mocks';
import type { Order, OrderStatus } from '@sika/api-client';
import { formatMoney, messages, paths, earningsMessages } from '@sika/domain';
import { expect, within } from 'storybook/test';
import { answer, hangs, showsAlertWithRetry, showsLoading, storeLogin } from '../../storyKit/index.ts';
import { dashboardAt } from './storyParts.ts';
import type { VendorDashboard } from './VendorDashboard.tsx';

const text = earningsMessages;

const products = [
  { _id: 'p0000000-0000-4000-8000-000000000011', title: 'Tecno Spark 20', price: 1499.99, months: 3 },
  { _id: 'p0000000-0000-4000-8000-000000000012', title: 'Nasco fridge', price: 3200, months: 6 },
  { _id: 'p0000000-0000-4000-8000-000000000013', title: 'Shea butter 500 g', price: 320, months: 2 },
  { _id: 'p0000000-0000-4000-8000-000000000014', title: 'Kente stole', price: 450, months: 2 },
  { _id: 'p0000000-0000-4000-8000-000000000015', title: 'Gas cooker', price: 2600, months: 3 },
] as const;
const STATUSES: OrderStatus[] = ['Approved', 'Shipped', 'Delivered', 'Completed', 'Cancelled'];

/** Order `n` of the demo vendor: one of the products above, placed `createdAt`. */
function orderOf(n: number, createdAt: string, status: OrderStatus): Order {
  const product = products[n % products.length]!;
  return anOrder(
    {
      _id: `o2000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      orderNumber: `SK-${300000 + n}`,
      createdAt,
      orderStatus: status,
      product: { _id: product._id, title: product.title, vendorEmail: 'demo@sika.test' },
    },
    { price: product.price, months: product.months },
  );
}

/**
 * Orders of May to September 2025 (paid up by the fake's day, 5 March 2026), one cancelled, besides
 * `someOrders()`, whose instalments still to come are: March GHS 637.65 (two), April GHS 960.15
 * (two), then GHS 525 a month to August (docs/product.md, Earnings).
 */
const earlierOrders = () =>
  ['2025-05-14', '2025-06-02', '2025-06-30', '2025-07-19', '2025-08-08', '2025-09-01', '2025-09-03'].map((day, n) =>
    orderOf(n, `${day}T10:00:00.000Z`, n === 2 ? 'Cancelled' : 'Completed'),
  );

const meta = {
  title: 'Screens/VendorDashboard/Earnings',
  ...dashboardAt('earnings'),
  beforeEach: () => {
    storeLogin();
    mockDb.orders.push(...someOrders(), ...earlierOrders());
    // Another vendor's order: the fake backend, like the api, never counts it.
    mockDb.orders.push(
      anOrder({ _id: 'o-other', product: { _id: 'x', title: 'Not mine', vendorEmail: 'other@sika.test' } }),
    );
  },
} satisfies Meta<typeof VendorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lead's figure headed `name` (Collected, Still to come, Late): its region. */
const leadFigure = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name: text.leadLabel })).getByRole('region', { name });

/** What the lead's three figures say, as a person reads them. */
async function expectLead(
  canvasElement: HTMLElement,
  { collected, toCome, late, latePayments }: { collected: number; toCome: number; late: number; latePayments: number },
) {
  const lead = await within(canvasElement).findByRole('group', { name: text.leadLabel });
  await expect(lead).toBeVisible();
  await expect(leadFigure(canvasElement, text.collectedHeading)).toHaveTextContent(formatMoney(collected));
  await expect(leadFigure(canvasElement, text.toComeHeading)).toHaveTextContent(formatMoney(toCome));
  const lateFigure = leadFigure(canvasElement, text.lateHeading);
  await expect(lateFigure).toHaveTextContent(formatMoney(late));
  await expect(within(lateFigure).getByText(text.latePayments(latePayments))).toBeVisible();
}

/** The cells of the row of `table` headed `name`. */
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}\\b`) });

/** What buyers still owe, as a chart and a table; order value, plans, statuses and top products. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(await canvas.findByText(text.owedTotal(formatMoney(3697.8)))).toBeVisible();
    // Nothing recorded as paid yet: every instalment due by 5 March of an order still open is late,
    // 875.00 + 580.20 + 247.50 + 247.50 + 202.50 = 2,152.70 in five payments.
    await expectLead(canvasElement, { collected: 0, toCome: 3697.8, late: 2152.7, latePayments: 5 });
    await expect(
      within(leadFigure(canvasElement, text.lateHeading)).getByRole('link', { name: text.lateLink }),
    ).toHaveAttribute('href', paths.dashboardPanel('payouts'));
    const owed = canvas.getByRole('table', { name: text.owedCaption });
    await expect(within(owed).getAllByRole('row')).toHaveLength(7);
    await expect(rowOf(owed, 'March 2026')).toHaveTextContent('2GHS 637.65');
    await expect(rowOf(owed, 'April 2026')).toHaveTextContent('2GHS 960.15');
    await expect(rowOf(owed, 'August 2026')).toHaveTextContent('1GHS 525');
    const value = canvas.getByRole('table', { name: text.valueCaption });
    await expect(within(value).getAllByRole('row')).toHaveLength(13);
    // The cancelled order of June is no sale: one order that month, not two.
    await expect(rowOf(value, 'June 2025')).toHaveTextContent(`1${formatMoney(3200)}`);
    await expect(rowOf(value, 'February 2026')).toHaveTextContent(`2${formatMoney(1900.5)}`);
    // By status counts every order of mine (the other vendor's is not among them), cancelled too.
    await expect(canvas.getByRole('row', { name: /^Cancelled\b/ })).toHaveTextContent(`1${formatMoney(320)}`);
    await expect(canvas.getByRole('row', { name: /^Completed\b/ })).toHaveTextContent(`6${formatMoney(12449.98)}`);
    const top = canvas.getByRole('heading', { level: 2, name: text.topHeading }).parentElement!;
    const topRows = within(top).getAllByRole('row').slice(1);
    await expect(topRows).toHaveLength(5);
    await expect(topRows[0]).toHaveTextContent(`Nasco fridge2${formatMoney(6400)}`);
    await expect(topRows[1]).toHaveTextContent(`Samsung Galaxy A151${formatMoney(3500)}`);
    await expect(canvas.queryByText('Not mine')).not.toBeInTheDocument();
  },
};

/**
 * Some paid, one ahead of its due date, and a refund: collected, still to come and late side by
 * side, each instalment in one of them.
 */
export const SomePaid: Story = {
  beforeEach: () => {
    const at = '2026-03-04T12:00:00.000Z';
    // SK-100001 paid up (247.50 + 202.50), SK-100003's initial 580.20, SK-100004's April 525.00 early.
    for (const [order, instalment] of [
      ['SK-100001', 1],
      ['SK-100001', 2],
      ['SK-100003', 1],
      ['SK-100004', 2],
    ] as const)
      recordMockPayment(order, instalment, at);
    recordMockRefund('SK-100001', 50, at);
  },
  play: async ({ canvasElement }) => {
    // 450.00 + 580.20 + 525.00 - 50.00 = 1,505.20 collected; 3,697.80 - 525.00 = 3,172.80 to come;
    // SK-100004's 875.00 + SK-100002's 247.50 = 1,122.50 late, in two payments.
    await expectLead(canvasElement, { collected: 1505.2, toCome: 3172.8, late: 1122.5, latePayments: 2 });
    const owed = within(canvasElement).getByRole('table', { name: text.owedCaption });
    await expect(rowOf(owed, 'April 2026')).toHaveTextContent(`1${formatMoney(435.15)}`);
  },
};

/** Every instalment due so far is paid: nothing late, and no link to chase it. */
export const NothingLate: Story = {
  beforeEach: () => {
    const at = '2026-03-04T12:00:00.000Z';
    for (const [order, instalment] of [
      ['SK-100001', 1],
      ['SK-100001', 2],
      ['SK-100002', 1],
      ['SK-100003', 1],
      ['SK-100004', 1],
    ] as const)
      recordMockPayment(order, instalment, at);
  },
  play: async ({ canvasElement }) => {
    // 450.00 + 247.50 + 580.20 + 875.00 = 2,152.70 collected.
    await expectLead(canvasElement, { collected: 2152.7, toCome: 3697.8, late: 0, latePayments: 0 });
    await expect(
      within(leadFigure(canvasElement, text.lateHeading)).queryByRole('link', { name: text.lateLink }),
    ).not.toBeInTheDocument();
  },
};

/** A new vendor: no orders yet, a friendly word and the way to add products. */
export const Empty: Story = {
  beforeEach: () => {
    mockDb.orders.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: text.empty })).toBeVisible();
    await expect(canvas.getByText(text.emptyBody)).toBeVisible();
    await expect(canvas.getByRole('link', { name: messages.dashboard.sideMenu.addProducts })).toHaveAttribute(
      'href',
      paths.dashboardPanel('add'),
    );
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** While the figures are on their way. */
export const Loading: Story = {
  parameters: hangs('getEarnings'),
  play: showsLoading,
};

/** The figures cannot be read: 'Something went wrong...' and a way to try again. */
export const ServerError: Story = {
  parameters: answer('getEarnings', 500, 'Database down'),
  play: showsAlertWithRetry(text.failed),
};

/** 10,000 orders over the last 14 months, of five products, in every status: the same panel, the same size. */
export const TenThousandOrders: Story = {
  beforeEach: () => {
    mockDb.orders.length = 0;
    const fifthOfMarch = Date.parse('2026-03-05T09:00:00Z');
    for (let n = 0; n < 10_000; n += 1) {
      // One order every ~61 minutes back from the fake's day: 10,000 reach back about 14 months.
      mockDb.orders.push(
        orderOf(n, new Date(fifthOfMarch - n * 3_660_000).toISOString(), STATUSES[Math.floor(n / 5) % 5]!),
      );
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The fake backend adds up 10,000 orders first: give it longer than findBy's default second.
    await canvas.findByRole('table', { name: text.owedCaption }, { timeout: 10_000 });
    const statusRows = within(canvas.getByRole('heading', { level: 2, name: text.statusHeading }).parentElement!)
      .getAllByRole('row')
      .slice(1);
    const counts = statusRows.map((row) => Number(row.querySelector('td')?.textContent));
    await expect(counts).toEqual([2000, 2000, 2000, 2000, 2000]);
    const top = within(canvas.getByRole('heading', { level: 2, name: text.topHeading }).parentElement!);
    await expect(top.getAllByRole('row')).toHaveLength(6);
  },
};
