import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockDb, someOrders } from '@sika/api-client/mocks';
import { messages, paths } from '@sika/domain';
import { userEvent, within } from 'storybook/test';
import { OrderDetails } from '../screens/OrderDetails/index.ts';
import * as Details from '../screens/OrderDetails/OrderDetails.stories.tsx';
import { loadDashboardPanels, VendorDashboard } from '../screens/VendorDashboard/index.ts';
import * as YourOrders from '../screens/VendorDashboard/VendorDashboard.orders.stories.tsx';
import { openedAt, storeLogin } from '../storyKit/index.ts';
import { expectPath, Journey, step } from './journey.tsx';

const today = new Date('2026-03-05T10:00:00Z');

/** From the order list to an order's details and its payment schedule (docs/product.md, Order details). */
const meta = {
  title: 'Flows/Orders',
  // Written out as an object: Storybook adds the JSDoc above the meta to it (parameters.docs), and
  // parameters given any other way, like a call, would be replaced by what it adds.
  parameters: { ...openedAt('/*', paths.dashboardPanel('orders')) },
  // The panels' code is fetched when a panel is first chosen (VendorDashboard.tsx); here it is in
  // before the story renders, as in an app that has been open a while.
  loaders: [loadDashboardPanels],
  beforeEach() {
    storeLogin();
    mockDb.orders.push(...someOrders());
  },
  render: () => (
    <Journey
      screens={{
        [paths.dashboard]: <VendorDashboard footerYear={2026} today={today} />,
        [paths.orderDetails(':id')]: <OrderDetails footerYear={2026} now={today} />,
      }}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullJourney: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await step(YourOrders.Default.play, context);
    await userEvent.click(within(canvasElement).getByRole('link', { name: /SK-100004/ }));
    await expectPath(canvasElement, paths.orderDetails('o0000000-0000-4000-8000-000000000004'));
    await step(Details.Default.play, context);
    await step(Details.Schedule.play, context);
    // The menus' to-ship count comes beside the order: the picture waits for it.
    const side = within(within(canvasElement).getByLabelText(messages.dashboard.sideMenuLabel, { selector: 'nav' }));
    await side.findByRole('link', { name: 'Your Orders, 2 to ship', hidden: true });
  },
};
