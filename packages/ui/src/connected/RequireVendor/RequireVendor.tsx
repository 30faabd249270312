import { selectVendor, useFreshLists, useGetAllVendorsQuery } from '@sika/api-client';
import { messages, paths, type ReturnToState } from '@sika/domain';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { AuthLayout, Button, ErrorText, SpinnerOverlay } from '../../components/index.ts';

/**
 * The dashboard gate (docs/product.md, Who sees what) on every vendor-only route: no stored vendor
 * -> / (the login), which brings the vendor back to the page asked for (a link from an e-mail)
 * once they log in; once the vendor's record loads, registration not completed -> /incomplete-reg, not verified
 * -> /vendor-approval-page. A failed refresh clears the session (vendor becomes null) -> /.
 *
 * While the record loads, a vendor whose stored record (from their login) was already registered
 * and verified sees the page at once: that is nearly every visit, and waiting would cost a round
 * trip on slow 4G before anything shows. The record still decides when it comes: should it say
 * otherwise (verification withdrawn since), the vendor is sent on as above. The page's own data
 * needs the same session, so nothing is shown that the vendor may not see.
 */
export function RequireVendor({ children }: { children: ReactNode }) {
  const vendor = useSelector(selectVendor);
  const polling = useFreshLists({ skip: !vendor });
  const { data, error, isError, isFetching, refetch } = useGetAllVendorsQuery(undefined, { ...polling, skip: !vendor });
  const { pathname, search, hash } = useLocation();
  if (!vendor) {
    const returnHere: ReturnToState = { returnTo: `${pathname}${search}${hash}` };
    return <Navigate to={paths.login} state={returnHere} replace />;
  }
  if (!data) {
    // Not once the record failed: `error` stays while it is asked for again (a retry, the next
    // poll), so the page does not come back between two failures, losing what was typed.
    if (error === undefined && vendor.registrationCompleted && vendor.isVerified) return children;
    if (isError && !isFetching) {
      return (
        <AuthLayout>
          <ErrorText>{messages.generic.somethingWentWrong}</ErrorText>
          <Button onClick={() => refetch()}>{messages.generic.tryAgain}</Button>
        </AuthLayout>
      );
    }
    return <SpinnerOverlay visible />;
  }
  const record = data.find((entry) => entry._id === vendor._id);
  if (!record) return <Navigate to={paths.login} replace />;
  if (!record.registrationCompleted) return <Navigate to={paths.incompleteRegistration} replace />;
  if (!record.isVerified) return <Navigate to={paths.vendorApproval} replace />;
  return children;
}
