// The cards of figures the money panels share (Earnings, Payouts): a note under the heading, a
// card per section, a total in bold, and tables of amounts (right-aligned, tabular digits).
import styled from 'styled-components';

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const FigureSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export const Total = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: bold;
`;

export const FigureTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.mutedText};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  th {
    font-weight: 600;
  }
  th:first-child {
    text-align: left;
    overflow-wrap: anywhere;
  }
  tbody th {
    font-weight: normal;
  }
  td {
    padding-left: ${({ theme }) => theme.space.sm};
    white-space: nowrap;
  }
`;

/** One column on a phone; two side by side from the wide breakpoint on. */
export const FigureGrid = styled.div`
  display: grid;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.wide}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * A row of headline figures: one under the other on a phone, side by side from the wide breakpoint
 * on, each a FigureSection of its own.
 */
export const FigureLead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  @media (min-width: ${({ theme }) => theme.breakpoints.wide}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;
