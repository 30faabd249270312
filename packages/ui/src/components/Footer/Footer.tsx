import { messages } from '@sika/domain';
import styled, { useTheme } from 'styled-components';

/** '© {year}, powered by {brand}.' (docs/product.md, Screens); `year` is a prop so screenshots stay stable. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { brand } = useTheme();
  return <StyledFooter>{messages.footer(year, brand.name)}</StyledFooter>;
}

const StyledFooter = styled.footer`
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
