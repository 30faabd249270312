import type { Meta, StoryObj } from '@storybook/react-vite';
import { aVendor, mockDb } from '@sika/api-client/mocks';
import { messages, paths, editVendorMessages } from '@sika/domain';
import { expect, within } from 'storybook/test';
import {
  cancelAfterTyping,
  expectFormPlaceholder,
  expectVendorFrame,
  hangs,
  saveWithToast,
} from '../../storyKit/index.ts';
import type { EditVendor } from './EditVendor.tsx';
import base from './EditVendor.stories.tsx';

const text = editVendorMessages;
const vendor = aVendor();
const profile = paths.dashboardPanel('profile');

// The page in the dashboard's frame (docs/product.md, Edit vendor): the menus, the way back, the
// placeholder while the record loads, and the toast after an update.
const meta = { ...base, title: 'Screens/EditVendor/Frame' } satisfies Meta<typeof EditVendor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's menus stay (Profile marked), with Back above and Cancel beside Update. */
export const Frame: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(text.businessNameLabel);
    await expectVendorFrame(canvasElement, {
      current: messages.dashboard.sideMenu.profile,
      back: text.backToProfile,
      href: profile,
    });
    await expect(canvas.getByRole('link', { name: text.cancel })).toHaveAttribute('href', profile);
  },
};

/** Cancel goes back to the profile without saving. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    await cancelAfterTyping(canvasElement, {
      label: text.businessNameLabel,
      typed: ' Ltd',
      cancel: text.cancel,
      path: paths.dashboard,
    });
    await expect(mockDb.accounts.get(vendor.email)?.vendor.BusinessName).toBe(vendor.BusinessName);
  },
};

/** While the record loads: the heading and the form's fields as shapes, in the frame. */
export const Placeholder: Story = {
  parameters: hangs('getAllVendors'),
  play: async ({ canvasElement }) => {
    await expectFormPlaceholder(canvasElement, text.heading);
  },
};

/** A saved update says so ('Profile updated!'), then the dashboard opens. */
export const Updated: Story = {
  play: ({ canvasElement }) =>
    saveWithToast(canvasElement, { button: text.submit, saying: text.updated, path: paths.dashboard }),
};
