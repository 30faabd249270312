import type { Meta, StoryObj } from '@storybook/react-vite';
import { aVendor, mockDb } from '@sika/api-client/mocks';
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
import { EditVendor } from './EditVendor.tsx';

const text = messages.editVendor;
const vendor = aVendor();
const profile = paths.dashboardPanel('profile');

// The page in the dashboard's frame (docs/product.md, Edit vendor): the menus, the way back, the
// placeholder while the record loads, and the toast after an update.
const meta = {
  title: 'Screens/EditVendor/Frame',
  component: EditVendor,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.editVendor(':id'), paths.editVendor(vendor._id)),
  beforeEach: () => {
    storeLogin();
  },
} satisfies Meta<typeof EditVendor>;

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

/** While the record loads: the heading and the form's fields as shapes, in the frame. */
export const Placeholder: Story = {
  parameters: hangs('getAllVendors'),
  play: async ({ canvasElement }) => {
    await expectPlaceholder(canvasElement, messages.dashboard.loadingPage(text.heading));
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  },
};

/** Cancel goes back to the profile without saving. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(text.businessNameLabel), ' Ltd');
    await userEvent.click(canvas.getByRole('link', { name: text.cancel }));
    await expectLocation(canvasElement, paths.dashboard); // (the stories' router shows the path; the link said ?panel=profile)
    await expect(mockDb.accounts.get(vendor.email)?.vendor.BusinessName).toBe(vendor.BusinessName);
  },
};

/** A saved update says so ('Profile updated!'), then the dashboard opens. */
export const Updated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.submit }));
    await expectToast(canvasElement, text.updated);
    await expectLocation(canvasElement, paths.dashboard);
  },
};
