import { errorMessageOf, selectVendorEmail, useGetAllVendorsQuery } from '@sika/api-client';
import { messages, paths, incompleteRegistrationMessages } from '@sika/domain';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { AuthLayout, ErrorText, SpinnerOverlay, TextLink } from '../../components/index.ts';
import { WaitingActions } from '../../connected/index.ts';

const text = incompleteRegistrationMessages;

/**
 * Incomplete registration (route /incomplete-reg): links to sign-up step two for the vendor record
 * whose e-mail is the one stored at login (vdmail). Without such a record the page says why (no
 * session, no matching record, or the server's error) and offers a fresh login instead. With a
 * session, 'Check again' asks for the record once more (a registration finished on another phone
 * moves on to the dashboard, whose gate sends it on) and 'Log out' ends the session, so the vendor
 * is never held here (docs/product.md, Incomplete registration).
 */
export function IncompleteRegistration({ footerYear }: { footerYear?: number }) {
  const storedEmail = useSelector(selectVendorEmail);
  // Kept from the page's opening: a session that ends meanwhile must not change what it looks up.
  const [email] = useState(storedEmail);
  const { data, error, isLoading, isFetching, refetch } = useGetAllVendorsQuery(undefined, { skip: !email });
  const vendor = data?.find((entry) => entry.email === email);
  if (vendor?.registrationCompleted) return <Navigate to={paths.dashboard} replace />;
  const problem = error
    ? errorMessageOf(error, messages.generic.somethingWentWrong)
    : data
      ? text.noRecord
      : messages.session.expired;

  return (
    <AuthLayout heading={text.heading} footerYear={footerYear}>
      {vendor && <TextLink to={paths.signupTwo(vendor._id)}>{text.continueLink}</TextLink>}
      {!vendor && !isLoading && (
        <>
          <ErrorText>{problem}</ErrorText>
          <TextLink to={paths.login}>{messages.session.loginAgain}</TextLink>
        </>
      )}
      <WaitingActions
        checkLabel={text.checkAgain}
        logoutLabel={text.logOut}
        checking={isFetching}
        onCheck={() => {
          if (email) void refetch();
        }}
      />
      <SpinnerOverlay visible={isLoading} />
    </AuthLayout>
  );
}
