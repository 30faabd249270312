import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * An in-app link (react-router), styled for contrast. It stands on its own line ('forgot password?',
 * 'Back to your orders'), so it is a full touch target: at least `sizes.minTarget` tall and wide
 * (docs/product.md, Touch targets), its text centred in that height.
 */
export const TextLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-width: ${({ theme }) => theme.sizes.minTarget};
  min-height: ${({ theme }) => theme.sizes.minTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;
