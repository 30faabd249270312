import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockDb, someProducts } from '@sika/api-client/mocks';
import { paths } from '@sika/domain';
import { configure, expect, getConfig } from 'storybook/test';
import { loadDashboardPanels, VendorDashboard } from '../screens/VendorDashboard/index.ts';
import * as AddImages from '../screens/VendorDashboard/VendorDashboard.addImages.stories.tsx';
import * as AddProduct from '../screens/VendorDashboard/VendorDashboard.addProduct.stories.tsx';
import { openedAt, storeLogin } from '../storyKit/index.ts';
import { closeToasts, Journey, step } from './journey.tsx';

/**
 * Add a product to the list with its image: Add Product, then Add Product Images, then All
 * Products showing the new card with its picture (docs/product.md, Add Product Images).
 */
const meta = {
  title: 'Flows/Catalogue',
  // The panels' code is fetched when a panel is first chosen (VendorDashboard.tsx); here it is in
  // before the story renders, as in an app that has been open a while.
  loaders: [loadDashboardPanels],
  // Written out as an object: Storybook adds the JSDoc above the meta to it (parameters.docs), and
  // parameters given any other way, like a call, would be replaced by what it adds.
  parameters: { ...openedAt('/*', paths.dashboardPanel('add')) },
  beforeEach() {
    storeLogin();
    mockDb.products.push(...someProducts());
    // Compressing and uploading the photo after the steps before can take over the default second
    // on a loaded machine: the steps' waits get longer, their expectations stay the same.
    const { asyncUtilTimeout } = getConfig();
    configure({ asyncUtilTimeout: 5000 });
    return () => configure({ asyncUtilTimeout });
  },
  render: () => <Journey screens={{ [paths.dashboard]: <VendorDashboard footerYear={2026} /> }} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullJourney: Story = {
  play: async (context) => {
    await step(AddProduct.Success.play, context);
    await closeToasts();
    await step(AddImages.Default.play, context);
    await step(AddImages.UploadSuccess.play, context);
    await expect(mockDb.products).toHaveLength(5);
    await expect(mockDb.products[0]).toMatchObject({ title: 'Tecno Spark 20' });
  },
};
