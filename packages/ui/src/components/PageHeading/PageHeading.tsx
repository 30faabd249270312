import styled from 'styled-components';

/** The one h1 of a page. */
export const PageHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
