// The layout the two polled lists of the dashboard share (All Products, Your Orders): the search
// and filter tools above, the count, and the cards (one column on a phone, more as the screen grows).
import styled from 'styled-components';

export const Tools = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`;

/** One search box or dropdown of the tools, its label above it in the tools' smaller type. */
export const ListTool = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  input,
  select {
    min-height: ${({ theme }) => theme.sizes.minTarget};
    width: 100%;
    padding: 0 ${({ theme }) => theme.space.sm};
    font: inherit;
    font-weight: 400;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** How many of the list show (a status). */
export const ListCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

/**
 * The room a list takes while it loads (under the spinner): a screen's height, so the footer starts
 * below the fold and nothing in view moves when the cards arrive (without it the footer jumps
 * down, a layout shift of 0.06 with 50 products).
 */
export const PanelLoadingSpace = styled.div`
  min-height: 100vh;
`;
