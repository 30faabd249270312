import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_STATUSES, type OrderStatus } from '@sika/domain';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge.tsx';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge writes its status, in a colour of its own (axe checks the contrast). */
const writes = (status: OrderStatus): Story => ({
  args: { status },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(status, { exact: true })).toBeVisible();
  },
});

export const Approved = writes('Approved');
export const Shipped = writes('Shipped');
export const Delivered = writes('Delivered');
export const Completed = writes('Completed');
export const Cancelled = writes('Cancelled');

/** Every status side by side: no two share a colour, so they tell apart at a glance as well as by name. */
export const AllStatuses: Story = {
  args: { status: 'Approved' },
  render: () => (
    <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {ORDER_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </p>
  ),
  play: async ({ canvasElement }) => {
    const badges = ORDER_STATUSES.map((status) => within(canvasElement).getByText(status, { exact: true }));
    const looks = badges.map((badge) => {
      const style = getComputedStyle(badge);
      return `${style.color}/${style.backgroundColor}`;
    });
    await expect(new Set(looks).size).toBe(ORDER_STATUSES.length);
  },
};
