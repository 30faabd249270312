import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, paths } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import { expectLocation } from '../../storyKit/index.ts';
import { NotFound } from './NotFound.tsx';

const text = messages.notFound;

const meta = {
  title: 'Screens/NotFound',
  component: NotFound,
  args: { footerYear: 2026 },
  parameters: { route: { path: '/no-such-page' } },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(document.title).toBe(text.heading);
    await userEvent.click(canvas.getByRole('link', { name: text.loginLink }));
    await expectLocation(canvasElement, paths.login);
  },
};
