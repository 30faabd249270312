import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The red error line of docs/product.md, Error messages; role=alert so screen readers hear it when it appears. */
export function ErrorText({ children }: { children: ReactNode }) {
  return <StyledError role="alert">{children}</StyledError>;
}

const StyledError = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.errorSurface};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 600;
`;
