import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockDb, someOrders } from '@sika/api-client/mocks';
import { messages, paths } from '@sika/domain';
import { expect, within } from 'storybook/test';
import { expectPlaceholder, expectVendorFrame, hangs, openedAt, storeLogin } from '../../storyKit/index.ts';
import { OrderDetails } from './OrderDetails.tsx';

const text = messages.orderDetails;
const sixMonths = 'o0000000-0000-4000-8000-000000000004'; // Samsung Galaxy A15, GHS 3500, 6 months

// The page in the dashboard's frame (docs/product.md, Order details): the menus, the way back to Your
// Orders, and the placeholder (with 'Loading...' in words) while the order loads.
const meta = {
  title: 'Screens/OrderDetails/Frame',
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

/** The dashboard's menus stay (Your Orders marked), with Back to your orders above the order. */
export const Frame: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('SK-100004');
    await expectVendorFrame(canvasElement, {
      current: messages.dashboard.sideMenu.orders,
      back: text.backToOrders,
      href: paths.dashboardPanel('orders'),
    });
  },
};

/** While the order loads: 'Loading...', and cards of label and value pairs where the order will be. */
export const Placeholder: Story = {
  parameters: hangs('getVendorOrders'),
  play: async ({ canvasElement }) => {
    await expectPlaceholder(canvasElement, text.loading);
    await expect(within(canvasElement).getByText(text.loading)).toBeVisible();
  },
};
