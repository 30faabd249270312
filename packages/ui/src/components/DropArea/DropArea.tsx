import styled from 'styled-components';

/**
 * The dashed box a file picker lives in (react-dropzone's root: tap or press Enter to choose, or
 * drop a file on it), shared by the picture step and 'Import from CSV'. `$active` while a file is
 * dragged over it.
 */
export const DropArea = styled.div<{ $active: boolean }>`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  p {
    margin: 0;
  }
`;
