import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DropArea } from './DropArea.tsx';

const meta = {
  title: 'Components/DropArea',
  component: DropArea,
  tags: ['autodocs'],
  args: { $active: false, children: <p>Choose a file, or drop it here</p> },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DropArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for a file: a grey dashed border. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose a file, or drop it here')).toBeVisible();
  },
};

/** A file dragged over it: the border takes the brand colour. */
export const Active: Story = {
  args: { $active: true },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByText('Choose a file, or drop it here').parentElement!;
    await expect(area).toHaveStyle({ borderTopColor: 'rgb(11, 110, 79)' });
  },
};
