import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Cluster, Stack } from './Stack.tsx';

const meta = {
  title: 'Components/Stack',
  component: Stack,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = ['Business name', 'Business address', 'Mobile number'].map((label) => (
  <p key={label} style={{ margin: 0, padding: '0.5rem', border: '1px solid #ccc' }}>
    {label}
  </p>
));

/** Children one under another, 1rem apart: a screen's column of cards or fields. */
export const Default: Story = {
  args: { children: boxes, 'aria-label': 'Details' },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByText(/Business/);
    const above = first!.getBoundingClientRect();
    const below = second!.getBoundingClientRect();
    await expect(below.top - above.bottom).toBe(16);
    await expect(below.left).toBe(above.left);
  },
};

/** A form's column: never wider than 640 px, even on a desktop. */
export const WithMaxWidth: Story = {
  args: { children: boxes, maxWidth: '640px' },
  play: async ({ canvasElement }) => {
    const column = within(canvasElement).getByText('Business name').parentElement!;
    await expect(column.getBoundingClientRect().width).toBeLessThanOrEqual(640);
  },
};

/** Buttons side by side, 0.5rem apart, going on to the next line when the screen is narrow. */
export const ClusterOfButtons: Story = {
  render: () => (
    <Cluster>
      <Button>Save</Button>
      <Button variant="secondary">Cancel</Button>
      <Button variant="secondary">Remove the picture</Button>
    </Cluster>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' }).getBoundingClientRect();
    const cancel = canvas.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    await expect(cancel.left - save.right).toBe(8);
    await expect(cancel.top).toBe(save.top);
  },
};
