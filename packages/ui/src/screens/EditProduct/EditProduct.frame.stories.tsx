import type { Meta, StoryObj } from '@storybook/react-vite';
import { aProduct, mockDb } from '@sika/api-client/mocks';
import { messages, paths, editProductMessages } from '@sika/domain';
import { expect, within } from 'storybook/test';
import {
  cancelAfterTyping,
  expectFormPlaceholder,
  expectVendorFrame,
  hangs,
  saveWithToast,
} from '../../storyKit/index.ts';
import type { EditProduct } from './EditProduct.tsx';
import base from './EditProduct.stories.tsx';

const text = editProductMessages;
const product = aProduct();

// The page in the dashboard's frame (docs/product.md, Edit product): the menus, the way back, the
// placeholder while the product loads, and the toast after an update.
const meta = { ...base, title: 'Screens/EditProduct/Frame' } satisfies Meta<typeof EditProduct>;

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
    await expectFormPlaceholder(canvasElement, text.heading);
  },
};

/** Cancel leaves without saving. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    await cancelAfterTyping(canvasElement, {
      label: text.priceLabel,
      typed: '9',
      cancel: text.cancel,
      path: paths.dashboard,
    });
    await expect(mockDb.products[0]?.price).toBe(product.price);
  },
};

/** A saved update says so ('Product updated!'), then All Products opens. */
export const Updated: Story = {
  play: ({ canvasElement }) =>
    saveWithToast(canvasElement, { button: text.update, saying: text.updated, path: paths.dashboard }),
};
