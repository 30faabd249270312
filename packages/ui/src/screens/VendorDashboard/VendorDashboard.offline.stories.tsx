import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOT_SAVED_OFFLINE } from '@sika/api-client';
import { aVendor, orderCountsOf, someOrders, someProducts } from '@sika/api-client/mocks';
import { messages, offlineMessages, ordersMessages, productsMessages } from '@sika/domain';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { loadOfflineBanner } from '../../connected/OfflineNotice/index.ts';
import { answers, answerWith, type OperationId } from '../../storyKit/index.ts';
import { dashboardAt, signedInWithProducts } from './storyParts.ts';
import type { VendorDashboard } from './VendorDashboard.tsx';

/** When the phone saved what these stories show: 14:05 by the phone's clock, whatever its zone. */
const SAVED_AT = new Date(2026, 10, 26, 14, 5).getTime();
const BANNER = 'You are offline. Showing what you saw at 14:05.';

/** Whether the network is back: the Back online story turns it on halfway. */
let networkBack = false;

/**
 * The service worker's answer while offline (docs/product.md, Offline): what the phone saved for this
 * read, marked with when. Once the network is back: the same answer, fresh from the server.
 */
const saved = (operationId: OperationId, body: () => Parameters<typeof HttpResponse.json>[0]) =>
  answerWith(operationId, () =>
    HttpResponse.json(body(), {
      headers: networkBack ? {} : { 'X-Sika-Offline': 'saved', 'X-Sika-Saved-At': String(SAVED_AT) },
    }),
  );

/** A read this phone never saved, while offline: the service worker's 503. */
const notSaved = (operationId: OperationId) =>
  answerWith(operationId, () =>
    HttpResponse.json(
      { message: offlineMessages.notSaved, msg: offlineMessages.notSaved, code: NOT_SAVED_OFFLINE },
      { status: 503, headers: { 'X-Sika-Offline': 'not-saved' } },
    ),
  );

/** Every read of the page answered from what the phone saved. */
const offlineWithSavedData = answers(
  saved('getAllVendors', () => [aVendor()]),
  saved('getChanges', () => ({ version: 'saved' })),
  saved('getAllProducts', someProducts),
  saved('getVendorOrders', someOrders),
  saved('getOrderCounts', () => orderCountsOf(someOrders())),
);

const meta = {
  title: 'Screens/VendorDashboard/Offline',
  ...dashboardAt('products'),
  loaders: [...dashboardAt('products').loaders, loadOfflineBanner],
  parameters: { ...dashboardAt('products').parameters, ...offlineWithSavedData },
  beforeEach: () => {
    networkBack = false;
    signedInWithProducts();
  },
} satisfies Meta<typeof VendorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The banner says `text` from the frame's polite live region, under the top navigation: the menu
 * button stays in view. Returns the live region.
 */
const expectBanner = async (canvasElement: HTMLElement, text: string) => {
  const canvas = within(canvasElement);
  const banner = await canvas.findByText(text);
  await expect(banner).toBeVisible();
  const region = banner.closest('[aria-live]');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(canvas.getByRole('button', { name: messages.dashboard.openMenu })).toBeVisible();
  return region;
};

/** Offline after a reload: All Products shows the products the phone saved, under the banner. */
export const SavedProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectBanner(canvasElement, BANNER);
    await expect(canvas.getByRole('heading', { level: 1, name: productsMessages.heading })).toBeVisible();
    await expect(await canvas.findByText('Samsung Galaxy A15')).toBeVisible();
  },
};

/**
 * The network comes back: the browser says so, every read is asked again, and the first fresh
 * answer takes the banner away.
 */
export const BackOnline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await expectBanner(canvasElement, BANNER);
    networkBack = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(canvas.queryByText(BANNER)).toBeNull());
    await expect(region).toBeEmptyDOMElement();
    await expect(canvas.getByText('Samsung Galaxy A15')).toBeVisible();
  },
};

/** A page never opened on this phone, offline: it says it is not available offline, not an error. */
export const NotSavedOffline: Story = {
  parameters: {
    ...dashboardAt('orders').parameters,
    ...answers(offlineWithSavedData, notSaved('getVendorOrders')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(offlineMessages.notSaved)).toBeVisible();
    await expect(canvas.queryByText(ordersMessages.failed)).toBeNull();
    await expectBanner(canvasElement, BANNER);
  },
};
