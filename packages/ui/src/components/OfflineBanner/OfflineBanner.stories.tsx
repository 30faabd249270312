import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineBanner } from './OfflineBanner.tsx';

const meta = {
  title: 'Components/OfflineBanner',
  component: OfflineBanner,
  args: { savedAt: null },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saved data on screen: when it was saved, in the phone's own 24-hour time. */
export const ShowingSavedData: Story = {
  args: { savedAt: new Date(2026, 10, 26, 14, 5) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You are offline. Showing what you saw at 14:05.')).toBeVisible();
  },
};

/** Offline before any saved answer came in (the browser said so, or a request found no network). */
export const NothingSavedShownYet: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You are offline.', { exact: true })).toBeVisible();
  },
};
