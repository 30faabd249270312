import { isTransportError, useLogoutMutation } from '@sika/api-client';
import { messages, paths } from '@sika/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../components/index.ts';

/**
 * Logout (docs/product.md, Sessions and storage keys). On success the api-client clears the session
 * from state and storage (and drops the cached data a second later) and the vendor goes to the
 * login page. On failure a toast says so and the session is kept; without a connection the toast
 * says that logging out needs one.
 */
export function useLogout() {
  const [logOut, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    try {
      await logOut().unwrap();
    } catch (error) {
      if (!isTransportError(error)) return void toast.error(messages.logout.failed);
      // Offline the server cannot end the session: say why, and that the vendor is still logged in.
      // The sentence comes with the offline banner's code, which the phone keeps (not every page's).
      const offline = await import('@sika/domain/messages/offline').catch(() => undefined);
      toast.error(offline?.offlineMessages.logoutNeedsConnection ?? messages.logout.failed);
      return;
    }
    navigate(paths.login);
  }, [logOut, navigate]);

  return { logout, isLoggingOut: isLoading };
}
