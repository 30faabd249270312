import { messages } from '@sika/domain';
import styled from 'styled-components';
import { AuthLayout, TextLink } from '../../components/index.ts';

const text = messages.approval;

/** Approval waiting page (route /vendor-approval-page): verification is promised within 24 hours. */
export function VendorApproval({ footerYear }: { footerYear?: number }) {
  return (
    <AuthLayout footerYear={footerYear}>
      <Heading>{text.heading}</Heading>
      <Body>{text.body}</Body>
      <TextLink to="/">{text.homeLink}</TextLink>
    </AuthLayout>
  );
}

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Body = styled.p`
  margin: 0;
`;
