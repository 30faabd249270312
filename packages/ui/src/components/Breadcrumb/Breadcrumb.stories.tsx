import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import { expectLocation, openedAt } from '../../storyKit/index.ts';
import { Breadcrumb } from './Breadcrumb.tsx';

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  tags: ['autodocs'],
  args: { trail: [{ label: 'Home', to: paths.login }], current: 'Forgot Password' },
  parameters: openedAt(paths.forgotPassword),
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toHaveTextContent('Home / Forgot Password');
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', paths.login);
    await expect(within(nav).getByText('Forgot Password')).toHaveAttribute('aria-current', 'page');
  },
};

export const Nested: Story = {
  args: {
    trail: [
      { label: 'Home', to: paths.login },
      { label: 'Dashboard', to: paths.dashboard },
    ],
    current: 'Edit product',
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toHaveTextContent('Home / Dashboard / Edit product');
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
  },
};

export const FollowsALink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Home' }));
    await expectLocation(canvasElement, paths.login);
  },
};
