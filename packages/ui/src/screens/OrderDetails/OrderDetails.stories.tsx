import type { Meta, StoryObj } from '@storybook/react-vite';
import { aVendor, mockDb, olderOrders, someOrders } from '@sika/api-client/mocks';
import { messages, paths } from '@sika/domain';
import { expect, within } from 'storybook/test';
import { RequireVendor } from '../../connected/index.ts';
import { answer, expectLocation, hangs, openedAt, storeLogin } from '../../storyKit/index.ts';
import { OrderDetails } from './OrderDetails.tsx';

const text = messages.orderDetails;
const sixMonths = 'o0000000-0000-4000-8000-000000000004'; // Samsung Galaxy A15, GHS 3500, 6 months, 2 Mar 2026
const twoMonths = 'o0000000-0000-4000-8000-000000000001'; // Kente stole, GHS 450, 2 months, 31 Jan 2026

const meta = {
  title: 'Screens/OrderDetails',
  component: OrderDetails,
  args: { footerYear: 2026, now: new Date('2026-03-05T10:00:00Z') },
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
      [text.totalPrice, 'GHS 3500'],
      [text.initialPayment, 'GHS 875'],
      [text.secondPayment, 'GHS 525'],
      [text.sixthPayment, 'GHS 525'],
    ];
    for (const [label, value] of expected) await expect(valueOf(canvasElement, label)).toHaveTextContent(value);
    await expect(canvas.getByRole('link', { name: '0551112222' })).toHaveAttribute('href', 'tel:0551112222');
  },
};

/** Each payment with the month it falls due, counted from the order date, and the total still to come. */
export const Schedule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: text.scheduleCaption });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    await expect(rows).toEqual([
      `${text.schedulePayment}${text.scheduleDue}${text.scheduleAmount}`,
      `${text.initialPayment}${text.dueAtOrder('March 2026')}GHS 875`,
      `${text.secondPayment}April 2026GHS 525`,
      `${text.thirdPayment}May 2026GHS 525`,
      `${text.fourthPayment}June 2026GHS 525`,
      `${text.fifthPayment}July 2026GHS 525`,
      `${text.sixthPayment}August 2026GHS 525`,
      `${text.stillToCome}GHS 2625`,
    ]);
  },
};

/** Second to sixth payments only when above 0 (a 2-month plan shows two), rounded. */
export const TwoMonthPlan: Story = {
  parameters: openedAt(paths.orderDetails(':id'), paths.orderDetails(twoMonths)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('SK-100001');
    await expect(valueOf(canvasElement, text.initialPayment)).toHaveTextContent('GHS 248');
    await expect(valueOf(canvasElement, text.secondPayment)).toHaveTextContent('GHS 202');
    await expect(canvas.queryByText(text.thirdPayment, { selector: 'dt' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(text.sixthPayment, { selector: 'dt' })).not.toBeInTheDocument();
    // 31 Jan + 1 month falls due at the end of February; both dates are past on 5 Mar.
    await expect(canvas.getByRole('row', { name: new RegExp(text.stillToCome) })).toHaveTextContent('GHS 0');
  },
};

/** 'Loading...' while loading. */
export const Loading: Story = {
  parameters: hangs('getVendorOrders'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(text.loading);
  },
};

/** 'Something went wrong...' on error. */
export const ServerError: Story = {
  parameters: answer('getVendorOrders', 500, 'Database down'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text.failed);
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
  },
};

/** An order older than the newest 100 (opened from Your Orders after "Show older orders", or by URL). */
export const OlderOrder: Story = {
  beforeEach: () => {
    mockDb.orders.push(...olderOrders(120));
  },
  parameters: openedAt(paths.orderDetails(':id'), paths.orderDetails('o1000000-0000-4000-8000-000000000119')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('SK-200119')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
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
