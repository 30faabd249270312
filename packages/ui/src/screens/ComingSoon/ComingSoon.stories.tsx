import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, paths } from '@sika/domain';
import { expect, within } from 'storybook/test';
import { Button } from '../../components/index.ts';
import { ComingSoon } from './ComingSoon.tsx';

const meta = {
  title: 'Screens/ComingSoon',
  component: ComingSoon,
  args: { title: 'Vendor dashboard', footerYear: 2026 },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route whose screen a later issue builds says so, and pretends nothing. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vendor dashboard' })).toBeVisible();
    await expect(canvas.getByText(messages.generic.comingSoon)).toBeVisible();
    await expect(canvas.getByRole('link', { name: messages.generic.backToLogin })).toHaveAttribute('href', paths.login);
  },
};

/** With its own actions (the portal puts the logout button here) instead of the login link. */
export const WithActions: Story = {
  args: { children: <Button>Logout</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: messages.generic.backToLogin })).not.toBeInTheDocument();
  },
};
