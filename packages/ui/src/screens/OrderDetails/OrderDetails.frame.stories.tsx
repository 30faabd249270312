import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, paths, orderDetailsMessages } from '@sika/domain';
import { expect, within } from 'storybook/test';
import { expectPlaceholder, expectVendorFrame, hangs } from '../../storyKit/index.ts';
import type { OrderDetails } from './OrderDetails.tsx';
import base from './OrderDetails.stories.tsx';

const text = orderDetailsMessages;

// The page in the dashboard's frame (docs/product.md, Order details): the menus, the way back to Your
// Orders, and the placeholder (with 'Loading...' in words) while the order loads.
const meta = { ...base, title: 'Screens/OrderDetails/Frame' } satisfies Meta<typeof OrderDetails>;

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
  parameters: hangs('getOrder'),
  play: async ({ canvasElement }) => {
    await expectPlaceholder(canvasElement, text.loading);
    await expect(within(canvasElement).getByText(text.loading)).toBeVisible();
  },
};
