import { messages } from '@sika/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AuthLayout, TextLink } from '../../components/index.ts';

/** The honest placeholder for a route whose screen a later issue builds: it pretends nothing. */
export function ComingSoon({
  title,
  footerYear,
  children,
}: {
  title: string;
  footerYear?: number;
  children?: ReactNode;
}) {
  return (
    <AuthLayout footerYear={footerYear}>
      <Heading>{title}</Heading>
      <p>{messages.generic.comingSoon}</p>
      {children ?? <TextLink to="/">Back to login</TextLink>}
    </AuthLayout>
  );
}

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
