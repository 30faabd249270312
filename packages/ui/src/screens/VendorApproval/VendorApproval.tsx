import { paths, approvalMessages } from '@sika/domain';
import styled from 'styled-components';
import { AuthLayout, TextLink } from '../../components/index.ts';

const text = approvalMessages;

/** Approval waiting page (route /vendor-approval-page): verification is promised within 24 hours. */
export function VendorApproval({ footerYear }: { footerYear?: number }) {
  return (
    <AuthLayout heading={text.heading} footerYear={footerYear}>
      <Body>{text.body}</Body>
      <TextLink to={paths.login}>{text.homeLink}</TextLink>
    </AuthLayout>
  );
}

const Body = styled.p`
  margin: 0;
`;
