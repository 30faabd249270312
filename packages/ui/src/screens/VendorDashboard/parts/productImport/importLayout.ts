// The pieces of layout the import panel's steps share: lists of rows, muted notes, prices, and a
// row of actions that wraps on a phone.
import styled from 'styled-components';

export const Rows = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  overflow-wrap: anywhere;
`;

export const Price = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  white-space: nowrap;
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
