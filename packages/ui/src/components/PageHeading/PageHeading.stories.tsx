import type { Meta, StoryObj } from '@storybook/react-vite';
import { productsMessages } from '@sika/domain';
import { expect, within } from 'storybook/test';
import { PageHeading } from './PageHeading.tsx';

const meta = {
  title: 'Components/PageHeading',
  component: PageHeading,
  tags: ['autodocs'],
  args: { children: productsMessages.heading },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's one h1. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('All Products');
  },
};
