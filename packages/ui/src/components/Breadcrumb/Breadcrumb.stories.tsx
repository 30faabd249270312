import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb.tsx';

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  args: { trail: [{ label: 'Home', to: '/' }], current: 'Forgot Password' },
  parameters: { route: { path: '/forgot-password' } },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toHaveTextContent('Home / Forgot Password');
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByText('Forgot Password')).toHaveAttribute('aria-current', 'page');
  },
};

export const Nested: Story = {
  args: {
    trail: [
      { label: 'Home', to: '/' },
      { label: 'Dashboard', to: '/vendor-main-page' },
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
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/');
  },
};
