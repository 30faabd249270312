import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** An in-app link (react-router), styled for contrast and a comfortable touch target. */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;
