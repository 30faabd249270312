import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Close menu' },
  parameters: { layout: 'padded' },
  // Its usual job: naming a control that shows only an icon.
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read out as the button's name, yet it takes one pixel on screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close menu' });
    const hidden = within(button).getByText('Close menu');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(hidden.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};
