import type { OrderStatus } from '@sika/domain';
import styled, { type DefaultTheme } from 'styled-components';

/** Each status's text colour and tint, from the theme (AA contrast); the status is always written. */
const colours = (theme: DefaultTheme): Record<OrderStatus, { text: string; surface: string }> => ({
  Approved: { text: theme.colors.statusApproved, surface: theme.colors.statusApprovedSurface },
  Shipped: { text: theme.colors.statusShipped, surface: theme.colors.statusShippedSurface },
  Delivered: { text: theme.colors.statusDelivered, surface: theme.colors.statusDeliveredSurface },
  Completed: { text: theme.colors.statusCompleted, surface: theme.colors.statusCompletedSurface },
  Cancelled: { text: theme.colors.statusCancelled, surface: theme.colors.statusCancelledSurface },
});

/** An order's status as a small pill: its own colour and its name, so colour is never the only sign. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <Pill $status={status}>{status}</Pill>;
}

const Pill = styled.span<{ $status: OrderStatus }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $status }) => colours(theme)[$status].text};
  border-radius: 999px;
  background: ${({ theme, $status }) => colours(theme)[$status].surface};
  color: ${({ theme, $status }) => colours(theme)[$status].text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
`;
