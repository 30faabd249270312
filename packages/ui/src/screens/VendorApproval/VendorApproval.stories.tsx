import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import { VendorApproval } from './VendorApproval.tsx';

const text = messages.approval;

const meta = {
  title: 'Screens/VendorApproval',
  component: VendorApproval,
  args: { footerYear: 2026 },
  parameters: { route: { path: '/vendor-approval-page' } },
} satisfies Meta<typeof VendorApproval>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank You For Signing Up!' })).toBeVisible();
    await expect(canvas.getByText('Please wait for your registration to be Verified withing 24hrs')).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.homeLink })).toHaveAttribute('href', '/');
  },
};

export const GoesHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: text.homeLink }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/$/);
  },
};
