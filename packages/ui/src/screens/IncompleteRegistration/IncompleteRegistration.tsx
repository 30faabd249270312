import { errorMessageOf, selectVendorEmail, useGetAllVendorsQuery } from '@sika/api-client';
import { messages, paths, incompleteRegistrationMessages } from '@sika/domain';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { AuthLayout, ErrorText, SpinnerOverlay, TextLink } from '../../components/index.ts';

const text = incompleteRegistrationMessages;

/**
 * Incomplete registration (route /incomplete-reg): links to sign-up step two for the vendor record
 * whose e-mail is the one stored at login (vdmail). Without such a record the page says why (no
 * session, no matching record, or the server's error) and offers a fresh login instead.
 */
export function IncompleteRegistration({ footerYear }: { footerYear?: number }) {
  const storedEmail = useSelector(selectVendorEmail);
  // Kept from the page's opening: a session that ends meanwhile must not change what it looks up.
  const [email] = useState(storedEmail);
  const { data, error, isLoading } = useGetAllVendorsQuery(undefined, { skip: !email });
  const vendor = data?.find((entry) => entry.email === email);
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
      <SpinnerOverlay visible={isLoading} />
    </AuthLayout>
  );
}
