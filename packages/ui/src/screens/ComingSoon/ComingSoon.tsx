import { messages } from '@sika/domain';
import styled from 'styled-components';
import { AuthLayout, TextLink } from '../../components/index.ts';

/** The honest placeholder for a route whose screen a later issue builds: it pretends nothing. */
export function ComingSoon({ title, footerYear }: { title: string; footerYear?: number }) {
  return (
    <AuthLayout footerYear={footerYear}>
      <Heading>{title}</Heading>
      <p>{messages.generic.comingSoon}</p>
      <TextLink to="/">Back to login</TextLink>
    </AuthLayout>
  );
}

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
