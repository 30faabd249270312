import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, approvalMessages } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import { expectLocation, openedAt } from '../../storyKit/index.ts';
import { VendorApproval } from './VendorApproval.tsx';

const text = approvalMessages;

const meta = {
  title: 'Screens/VendorApproval',
  component: VendorApproval,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.vendorApproval),
} satisfies Meta<typeof VendorApproval>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank You For Signing Up!' })).toBeVisible();
    await expect(canvas.getByText('Please wait for your registration to be Verified withing 24hrs')).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.homeLink })).toHaveAttribute('href', paths.login);
  },
};

export const GoesHome: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: text.homeLink }));
    await expectLocation(canvasElement, paths.login);
  },
};
