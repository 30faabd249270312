import type { Meta, StoryObj } from '@storybook/react-vite';
import { anOrder, orderCountsOf } from '@sika/api-client/mocks';
import {
  editProductMessages,
  editVendorMessages,
  messages,
  orderDetailsMessages,
  paths,
  type OrderStatus,
} from '@sika/domain';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  answer,
  answerWith,
  expectPlaceholder,
  expectVendorFrame,
  openedAt,
  storeLogin,
} from '../../storyKit/index.ts';
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

/** The server's counts for a vendor with these many orders in each status. */
const countsFor = (statuses: Partial<Record<OrderStatus, number>>) =>
  orderCountsOf(
    Object.entries(statuses).flatMap(([orderStatus, orders]) =>
      Array.from({ length: orders }, () => anOrder({ orderStatus: orderStatus as OrderStatus })),
    ),
  );

/** The left menu (hidden at 360 px, so its entries are found hidden too). */
const sideMenu = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByLabelText(text.sideMenuLabel, { selector: 'nav' }));

/**
 * Orders waiting to be shipped: Your Orders in the left menu (and the hamburger) shows how many, by
 * the server's count over all of the vendor's orders, and is named 'Your Orders, N to ship'.
 */
export const OrdersToShip: Story = {
  args: { page: 'dashboard' },
  parameters: answer('getOrderCounts', 200, countsFor({ Approved: 4, Shipped: 2, Delivered: 3 })),
  play: async ({ canvasElement }) => {
    const orders = await sideMenu(canvasElement).findByRole('link', { name: 'Your Orders, 4 to ship', hidden: true });
    await expect(orders).toHaveTextContent('Your Orders 4');
  },
};

/** Whether the story's counts were asked for and answered. */
let countsAnswered = false;

/** Nothing to ship: Your Orders reads as itself, with no figure. */
export const NothingToShip: Story = {
  args: { page: 'dashboard' },
  parameters: answerWith('getOrderCounts', () => {
    countsAnswered = true;
    return HttpResponse.json(countsFor({ Delivered: 2 }));
  }),
  beforeEach: () => {
    countsAnswered = false;
  },
  play: async ({ canvasElement }) => {
    // Once the counts are in, the entry is still just 'Your Orders'.
    await waitFor(() => expect(countsAnswered).toBe(true));
    await expect(
      sideMenu(canvasElement).getByRole('link', { name: text.sideMenu.orders, hidden: true }),
    ).toHaveTextContent(text.sideMenu.orders);
  },
};
