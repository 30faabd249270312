import {
  endSession,
  errorMessageOf,
  readPersistFlag,
  renewSession,
  selectToken,
  useLazyRefreshQuery,
  type AppDispatch,
} from '@sika/api-client';
import { messages } from '@sika/domain';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthLayout, ErrorText, SpinnerOverlay, TextLink } from '../../components/index.ts';

/**
 * The wrapper route that keeps a session across reloads (spec section 2): when the persist flag is
 * set and no access token is held, one token refresh runs before the child routes render. If it
 * fails, the server's message and a 'Please login again' link to / take the child's place.
 */
export function SessionRestore({ footerYear }: { footerYear?: number }) {
  const dispatch = useDispatch<AppDispatch>();
  const token = useSelector(selectToken);
  const { key } = useLocation();
  // The refresh rotates the cookie: it runs once, never again on focus or reconnect.
  const [refresh] = useLazyRefreshQuery({ refetchOnFocus: false, refetchOnReconnect: false });
  // Decided once, on load: a token that arrives later (this refresh, a login) needs no restoring.
  const [restoring, setRestoring] = useState(() => readPersistFlag() && !token);
  const [loadedAt] = useState(key);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!restoring) return;
    refresh()
      .unwrap()
      .then(
        ({ accessToken }) => dispatch(renewSession(accessToken)),
        (error: unknown) => {
          // The stored session cannot be renewed: drop it, or the vendor would bounce back here.
          dispatch(endSession());
          setFailure(errorMessageOf(error, messages.session.expired, ['message', 'msg']));
        },
      )
      .finally(() => setRestoring(false));
  }, [restoring, refresh, dispatch]);

  if (restoring) return <SpinnerOverlay visible />;
  // Once the vendor follows the link (or goes anywhere else), the routes below render as usual.
  if (failure && key === loadedAt) {
    return (
      <AuthLayout footerYear={footerYear}>
        <ErrorText>{failure}</ErrorText>
        <TextLink to="/">{messages.session.loginAgain}</TextLink>
      </AuthLayout>
    );
  }
  return <Outlet />;
}
