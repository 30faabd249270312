import type { Meta, StoryObj } from '@storybook/react-vite';
import { aProduct, mockDb } from '@sika/api-client/mocks';
import { messages, paths } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectLocation,
  expectPlaceholder,
  expectToast,
  expectVendorFrame,
  hangs,
  openedAt,
  storeLogin,
} from '../../storyKit/index.ts';
import { EditProduct, loadEditProductPicture } from './EditProduct.tsx';

const text = messages.editProduct;
const product = aProduct();

// The page in the dashboard's frame (docs/product.md, Edit product): the menus, the way back, the
// placeholder while the product loads, and the toast after an update.
const meta = {
  title: 'Screens/EditProduct/Frame',
  component: EditProduct,
  args: { footerYear: 2026 },
  loaders: [loadEditProductPicture],
  parameters: openedAt(paths.editProduct(':id'), paths.editProduct(product._id)),
  beforeEach: () => {
    storeLogin();
    mockDb.products.push(aProduct());
  },
} satisfies Meta<typeof EditProduct>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's menus stay (All Products marked), with Back above and Cancel beside Update. */
export const Frame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(text.titleLabel);
    await expectVendorFrame(canvasElement, {
      current: messages.dashboard.sideMenu.allProducts,
      back: text.backToProducts,
      href: paths.dashboard,
    });
    await expect(canvas.getByRole('link', { name: text.cancel })).toHaveAttribute('href', paths.dashboard);
  },
};

/** While the product loads: the heading and the form's fields as shapes, in the frame. */
export const Placeholder: Story = {
  parameters: hangs('getAllProducts'),
  play: async ({ canvasElement }) => {
    await expectPlaceholder(canvasElement, messages.dashboard.loadingPage(text.heading));
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  },
};

/** Cancel leaves without saving. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(text.priceLabel), '9');
    await userEvent.click(canvas.getByRole('link', { name: text.cancel }));
    await expectLocation(canvasElement, paths.dashboard);
    await expect(mockDb.products[0]?.price).toBe(product.price);
  },
};

/** A saved update says so ('Product updated!'), then All Products opens. */
export const Updated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.update }));
    await expectToast(canvasElement, text.updated);
    await expectLocation(canvasElement, paths.dashboard);
  },
};
