import { errorMessageOf, selectToken, selectVendorEmail, useFreshLists, useGetAllVendorsQuery } from '@sika/api-client';
import { approvalMessages, messages, paths } from '@sika/domain';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout, ErrorText, TextLink } from '../../components/index.ts';
import { WaitingActions } from '../../connected/index.ts';

const text = approvalMessages;

/**
 * Approval waiting page (route /vendor-approval-page): verification is promised within 24 hours.
 * With a session, the vendor's record is kept fresh by the lists' poll and 'Check again' asks for it
 * at once; once it says registered and verified the page moves on to the dashboard by itself. 'Log
 * out' ends the session here, and 'Home' leads to the login (docs/product.md, Waiting for approval).
 */
export function VendorApproval({ footerYear }: { footerYear?: number }) {
  const signedIn = useSelector(selectToken) !== null;
  const email = useSelector(selectVendorEmail);
  const polling = useFreshLists({ skip: !signedIn });
  const { data, error, isFetching, refetch } = useGetAllVendorsQuery(undefined, { ...polling, skip: !signedIn });
  // Whether the vendor pressed 'Check again': only then does the page say how the check went.
  const [asked, setAsked] = useState(false);
  const record = data?.find((entry) => entry.email === email);
  if (record?.registrationCompleted && record.isVerified) return <Navigate to={paths.dashboard} replace />;

  return (
    <AuthLayout heading={text.heading} footerYear={footerYear}>
      <Body>{text.body}</Body>
      {asked &&
        !isFetching &&
        (error ? (
          <ErrorText>{errorMessageOf(error, messages.generic.somethingWentWrong)}</ErrorText>
        ) : (
          <Body role="status">{text.stillWaiting}</Body>
        ))}
      <WaitingActions
        checkLabel={text.checkAgain}
        logoutLabel={text.logOut}
        checking={asked && isFetching}
        onCheck={() => {
          setAsked(true);
          void refetch();
        }}
      />
      <TextLink to={paths.login}>{text.homeLink}</TextLink>
    </AuthLayout>
  );
}

const Body = styled.p`
  margin: 0;
`;
