import { offlineMessages } from '@sika/domain';
import styled from 'styled-components';

/**
 * The bar under the top navigation while the phone is offline (docs/product.md, Offline): it says
 * so, and when what the page shows was saved (the vendor's local 24-hour time). Its live region is
 * the frame's (OfflineNotice), which is there before the bar is, so the change is announced.
 */
export function OfflineBanner({ savedAt }: { savedAt: Date | null }) {
  return <Bar>{offlineMessages.banner(savedAt)}</Bar>;
}

const Bar = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-align: center;
`;
