import { errorMessageOf, readStoredEmail, useGetAllVendorsQuery } from '@sika/api-client';
import { messages } from '@sika/domain';
import { useState } from 'react';
import { AuthLayout, ErrorText, PageHeading, SpinnerOverlay, TextLink } from '../../components/index.ts';

const text = messages.incompleteRegistration;

/**
 * Incomplete registration (route /incomplete-reg): links to sign-up step two for the vendor record
 * whose e-mail is the one stored at login (vdmail). Without such a record the session is no use
 * here, so the page offers a fresh login instead.
 */
export function IncompleteRegistration({ footerYear }: { footerYear?: number }) {
  const [email] = useState(readStoredEmail);
  const { data, error, isLoading } = useGetAllVendorsQuery(undefined, { skip: !email });
  const vendor = data?.find((entry) => entry.email === email);
  const problem = error ? errorMessageOf(error, messages.generic.somethingWentWrong) : messages.session.expired;

  return (
    <AuthLayout footerYear={footerYear}>
      <title>{text.heading}</title>
      <PageHeading>{text.heading}</PageHeading>
      {vendor && <TextLink to={`/signup-page-two/${vendor._id}`}>{text.continueLink}</TextLink>}
      {!vendor && !isLoading && (
        <>
          <ErrorText>{problem}</ErrorText>
          <TextLink to="/">{messages.session.loginAgain}</TextLink>
        </>
      )}
      <SpinnerOverlay visible={isLoading} />
    </AuthLayout>
  );
}
