import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths, profileMessages, editProductMessages } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import { expectLocation, openedAt } from '../../storyKit/index.ts';
import { TextLink } from './TextLink.tsx';

const meta = {
  title: 'Components/TextLink',
  component: TextLink,
  tags: ['autodocs'],
  args: { to: paths.dashboard, children: editProductMessages.backToProducts },
  parameters: { layout: 'padded', ...openedAt(paths.forgotPassword) },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An underlined in-app link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: editProductMessages.backToProducts });
    await expect(link).toHaveAttribute('href', paths.dashboard);
    await expect(link).toHaveStyle({ textDecorationLine: 'underline' });
  },
};

/** Followed by the router, without a page load. */
export const Follows: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link'));
    await expectLocation(canvasElement, paths.dashboard);
  },
};

/** Even a one-word link is a full touch target: at least 44x44 CSS px (docs/product.md, Touch targets). */
export const ShortLabel: Story = {
  args: { children: profileMessages.edit },
  play: ({ canvasElement }) => {
    const { width, height } = within(canvasElement).getByRole('link').getBoundingClientRect();
    expect(width).toBeGreaterThanOrEqual(44);
    expect(height).toBeGreaterThanOrEqual(44);
  },
};
