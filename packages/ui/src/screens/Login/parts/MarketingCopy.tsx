import { marketingMessages } from '@sika/domain';
import styled from 'styled-components';

const text = marketingMessages;

/** The login page's marketing copy (docs/product.md, Login). */
export function MarketingCopy() {
  return (
    <>
      <Block>
        <h2>{text.customersTitle}</h2>
        <p>{text.customersBody}</p>
      </Block>
      <Block>
        <h2>{text.vendorsTitle}</h2>
        <p>{text.vendorsBody}</p>
      </Block>
    </>
  );
}

const Block = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;
