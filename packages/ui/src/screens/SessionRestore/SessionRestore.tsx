import { errorMessageOf, selectPersist, selectToken, useLazyRefreshQuery } from '@sika/api-client';
import { messages, paths } from '@sika/domain';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthLayout, ErrorText, SpinnerOverlay, TextLink } from '../../components/index.ts';

/**
 * The wrapper route that keeps a session across reloads (docs/product.md, Staying logged in): when
 * the persist flag is set and no access token is held, one token refresh runs before the child
 * routes render. If it fails, the server's message and a 'Please login again' link to / take the
 * child's place. The api-client keeps the renewed token, or drops the stored session that cannot be
 * renewed.
 */
export function SessionRestore({ footerYear }: { footerYear?: number }) {
  const token = useSelector(selectToken);
  const persist = useSelector(selectPersist);
  const { key } = useLocation();
  // The refresh rotates the cookie: it runs once, never again on focus or reconnect.
  const [refresh] = useLazyRefreshQuery({ refetchOnFocus: false, refetchOnReconnect: false });
  // Decided once, on load: a token that arrives later (this refresh, a login) needs no restoring.
  const [restoring, setRestoring] = useState(() => persist && !token);
  const [loadedAt] = useState(key);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!restoring) return;
    refresh()
      .unwrap()
      .catch((error: unknown) => setFailure(errorMessageOf(error, messages.session.expired, ['message', 'msg'])))
      .finally(() => setRestoring(false));
  }, [restoring, refresh]);

  if (restoring) return <SpinnerOverlay visible />;
  // Once the vendor follows the link (or goes anywhere else), the routes below render as usual.
  if (failure && key === loadedAt) {
    return (
      <AuthLayout footerYear={footerYear}>
        <ErrorText>{failure}</ErrorText>
        <TextLink to={paths.login}>{messages.session.loginAgain}</TextLink>
      </AuthLayout>
    );
  }
  return <Outlet />;
}
