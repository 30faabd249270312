import type { Meta, StoryObj } from '@storybook/react-vite';
import { anOrder, aVendor, mockDb, olderOrders, someOrders } from '@sika/api-client/mocks';
import { messages, paths, orderDetailsMessages } from '@sika/domain';
import { expect, within } from 'storybook/test';
import { RequireVendor } from '../../connected/index.ts';
import { HttpResponse } from 'msw';
import { answer, answerWith, expectLocation, hangs, openedAt, storeLogin } from '../../storyKit/index.ts';
import { loadOrderProgress, OrderDetails } from './OrderDetails.tsx';

const text = orderDetailsMessages;
const sixMonths = 'o0000000-0000-4000-8000-000000000004'; // Samsung Galaxy A15, GHS 3500, 6 months, 2 Mar 2026
const twoMonths = 'o0000000-0000-4000-8000-000000000001'; // Kente stole, GHS 450, 2 months, 31 Jan 2026

/** How often the orders list was asked for (OlderOrder: never). */
let listsRead = 0;

const meta = {
  title: 'Screens/OrderDetails',
  component: OrderDetails,
  args: { footerYear: 2026, now: new Date('2026-03-05T10:00:00Z') },
  // The actions' and timeline's code, so the page shows whole at once.
  loaders: [loadOrderProgress],
  parameters: openedAt(paths.orderDetails(':id'), paths.orderDetails(sixMonths)),
  beforeEach: () => {
    storeLogin();
    mockDb.orders.push(...someOrders());
  },
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field of the details (a description list) by its label. */
const valueOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

/** Every field of the order; the address shows the city; the phone is a tel: link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('SK-100004');
    const expected: [string, string][] = [
      [text.orderNumber, 'SK-100004'],
      [text.customerName, 'Esi Owusu'],
      [text.phone, '0551112222'],
      [text.company, 'Owusu & Daughters'],
      [text.city, 'Accra'],
      [text.address, 'Accra'],
      [text.item, 'Samsung Galaxy A15'],
      [text.orderStatus, 'Approved'],
      [text.paymentPlan, 'Monthly instalments'],
      [text.paymentDuration, '6 months'],
    ];
    for (const [label, value] of expected) await expect(valueOf(canvasElement, label)).toHaveTextContent(value);
    await expect(canvas.getByRole('link', { name: '0551112222' })).toHaveAttribute('href', 'tel:0551112222');
  },
};

/** The rows of the one payment schedule, as text. */
const scheduleRows = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: text.scheduleCaption });
  return within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);
};

/**
 * The payments once: one schedule in the Payments section, each instalment with the month it
 * falls due (counted from the order date), its amount and whether it is still to come; then the
 * total and what is still to come.
 */
export const Schedule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await scheduleRows(canvasElement)).toEqual([
      `${text.schedulePayment}${text.scheduleDue}${text.scheduleAmount}`,
      `${text.initialPayment}${text.dueAtOrder('March 2026')}${text.duePassed}GHS 875`,
      `${text.secondPayment}April 2026${text.toCome}GHS 525`,
      `${text.thirdPayment}May 2026${text.toCome}GHS 525`,
      `${text.fourthPayment}June 2026${text.toCome}GHS 525`,
      `${text.fifthPayment}July 2026${text.toCome}GHS 525`,
      `${text.sixthPayment}August 2026${text.toCome}GHS 525`,
      `${text.totalPrice}GHS 3,500`,
      `${text.stillToCome}GHS 2,625`,
    ]);
    // Shown once: the Payments section holds the one table and no second list of amounts.
    const payments = canvas.getByRole('region', { name: text.paymentsHeading });
    await expect(within(payments).getAllByRole('table')).toHaveLength(1);
    await expect(canvas.getAllByText('GHS 875')).toHaveLength(1);
    await expect(canvas.queryByText(text.initialPayment, { selector: 'dt' })).not.toBeInTheDocument();
  },
};

/** A cancelled order: the schedule says so on every payment, and nothing is still to come. */
export const CancelledOrder: Story = {
  beforeEach: () => {
    const order = mockDb.orders.find((entry) => entry._id === sixMonths)!;
    order.orderStatus = 'Cancelled';
  },
  play: async ({ canvasElement }) => {
    const rows = await scheduleRows(canvasElement);
    await expect(rows[2]).toBe(`${text.secondPayment}April 2026${text.cancelled}GHS 525`);
    await expect(rows.at(-1)).toBe(`${text.stillToCome}GHS 0`);
    await expect(valueOf(canvasElement, text.orderStatus)).toHaveTextContent('Cancelled');
  },
};

/** Second to sixth payments only when above 0 (a 2-month plan shows two), to the pesewa. */
export const TwoMonthPlan: Story = {
  parameters: openedAt(paths.orderDetails(':id'), paths.orderDetails(twoMonths)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('SK-100001');
    // 31 Jan + 1 month falls due at the end of February; both dates are past on 5 Mar.
    await expect(await scheduleRows(canvasElement)).toEqual([
      `${text.schedulePayment}${text.scheduleDue}${text.scheduleAmount}`,
      `${text.initialPayment}${text.dueAtOrder('January 2026')}${text.duePassed}GHS 247.50`,
      `${text.secondPayment}February 2026${text.duePassed}GHS 202.50`,
      `${text.totalPrice}GHS 450`,
      `${text.stillToCome}GHS 0`,
    ]);
  },
};

const withPesewas = 'o0000000-0000-4000-8000-000000000099';

/** A GHC 1,250.50 order over 3 months: each payment as the buyer pays it, adding up to the total. */
export const AmountsInPesewas: Story = {
  parameters: openedAt(paths.orderDetails(':id'), paths.orderDetails(withPesewas)),
  beforeEach: () => {
    mockDb.orders.push(
      anOrder(
        { _id: withPesewas, orderNumber: 'SK-100099', createdAt: '2026-02-20T09:00:00.000Z' },
        { price: 1250.5, months: 3 },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('SK-100099');
    await expect(await scheduleRows(canvasElement)).toEqual([
      `${text.schedulePayment}${text.scheduleDue}${text.scheduleAmount}`,
      `${text.initialPayment}${text.dueAtOrder('February 2026')}${text.duePassed}GHS 500.20`,
      `${text.secondPayment}March 2026${text.toCome}GHS 375.15`,
      `${text.thirdPayment}April 2026${text.toCome}GHS 375.15`,
      `${text.totalPrice}GHS 1,250.50`,
      `${text.stillToCome}GHS 750.30`,
    ]);
  },
};

/** 'Loading...' while loading. */
export const Loading: Story = {
  parameters: hangs('getOrder'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(text.loading);
  },
};

/** 'Something went wrong...' on error, with 'Try again'. */
export const ServerError: Story = {
  parameters: answer('getOrder', 500, 'Database down'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.failed);
    await expect(canvas.getByRole('button', { name: messages.generic.tryAgain })).toBeVisible();
  },
};

/** An id that is no order: 'Something went wrong...', and no 'Try again' (asking again changes nothing). */
export const NotFound: Story = {
  parameters: openedAt(paths.orderDetails(':id'), paths.orderDetails('0b0e0e0e-0000-4000-8000-000000000000')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.failed);
    await expect(canvas.queryByRole('button', { name: messages.generic.tryAgain })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Another vendor's order (or an unknown id): the same error, revealing nothing about it. */
export const AnotherVendorsOrder: Story = {
  beforeEach: () => {
    storeLogin(aVendor({ _id: 'b6f1c0de-0000-4000-8000-000000000002', email: 'other-vendor@sika.test' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.failed);
    await expect(canvas.queryByText('SK-100004')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: messages.generic.tryAgain })).not.toBeInTheDocument();
  },
};

/**
 * An order opened by its URL that no list has loaded, older than the newest 500: asked for by
 * itself (getOrder), never looked up in a list.
 */
export const OlderOrder: Story = {
  beforeEach: () => {
    mockDb.orders.push(...olderOrders(600));
    listsRead = 0;
  },
  parameters: {
    ...openedAt(paths.orderDetails(':id'), paths.orderDetails('o1000000-0000-4000-8000-000000000599')),
    ...answerWith('getVendorOrders', () => {
      listsRead += 1;
      return HttpResponse.json([]);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('SK-200599')).toBeVisible();
    await expect(listsRead).toBe(0);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(await scheduleRows(canvasElement)).toContain(`${text.totalPrice}GHS 3,500`);
  },
};

/** No stored vendor -> / (the vendor gate the route table wraps it in). */
export const NoStoredVendor: Story = {
  beforeEach: () => localStorage.clear(),
  render: (args) => (
    <RequireVendor>
      <OrderDetails {...args} />
    </RequireVendor>
  ),
  play: ({ canvasElement }) => expectLocation(canvasElement, paths.login),
};
