import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, paths, orderDetailsMessages, editProductMessages, editVendorMessages } from '@sika/domain';
import { expect, within } from 'storybook/test';
import { expectPlaceholder, expectVendorFrame, openedAt, storeLogin } from '../../storyKit/index.ts';
import { VendorPagePlaceholder } from './VendorPagePlaceholder.tsx';

const text = messages.dashboard;

// What a vendor page shows the moment it is opened, while its code is still on its way (the route's
// loading state): the frame, the way back, the heading, and shapes like the page.
const meta = {
  title: 'Connected/VendorFrame',
  component: VendorPagePlaceholder,
  args: { page: 'editProduct' },
  parameters: openedAt(paths.dashboard),
  beforeEach: () => {
    storeLogin();
  },
} satisfies Meta<typeof VendorPagePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product tapped: Edit product's frame, Back and its fields' shapes, before its code is in. */
export const EditProductOpening: Story = {
  play: async ({ canvasElement }) => {
    await expectVendorFrame(canvasElement, {
      current: text.sideMenu.allProducts,
      back: editProductMessages.backToProducts,
      href: paths.dashboard,
    });
    await expectPlaceholder(canvasElement, text.loadingPage(editProductMessages.heading));
  },
};

/** 'edit' tapped on the profile. */
export const EditVendorOpening: Story = {
  args: { page: 'editVendor' },
  play: async ({ canvasElement }) => {
    await expectVendorFrame(canvasElement, {
      current: text.sideMenu.profile,
      back: editVendorMessages.backToProfile,
      href: paths.dashboardPanel('profile'),
    });
    await expectPlaceholder(canvasElement, text.loadingPage(editVendorMessages.heading));
  },
};

/** An order tapped: 'Loading...' in words, and the order's cards as shapes. */
export const OrderDetailsOpening: Story = {
  args: { page: 'orderDetails' },
  play: async ({ canvasElement }) => {
    await expectVendorFrame(canvasElement, {
      current: text.sideMenu.orders,
      back: orderDetailsMessages.backToOrders,
      href: paths.dashboardPanel('orders'),
    });
    await expectPlaceholder(canvasElement, orderDetailsMessages.loading);
  },
};

/** The dashboard opening (after the login): the frame and product cards as shapes. */
export const DashboardOpening: Story = {
  args: { page: 'dashboard' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: text.openMenu })).toBeVisible();
    await expectPlaceholder(canvasElement, messages.generic.loading);
  },
};
