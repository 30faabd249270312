import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpinnerOverlay } from './SpinnerOverlay.tsx';

const meta = {
  title: 'Components/SpinnerOverlay',
  component: SpinnerOverlay,
  tags: ['autodocs'],
  args: { visible: true },
} satisfies Meta<typeof SpinnerOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};
