import { endSession, sikaApi, useLogoutMutation, type AppDispatch } from '@sika/api-client';
import { LOGOUT_CACHE_RESET_MS, messages } from '@sika/domain';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';

/**
 * Logout (spec sections 4 and 8). On success the session is cleared from state and storage, the
 * vendor goes to the login page, and the cached API data is dropped a second later, once the
 * screens that used it are gone. On failure a toast says so and the session is kept.
 */
export function useLogout() {
  const [logOut, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    try {
      await logOut().unwrap();
    } catch {
      toast.error(messages.logout.failed);
      return;
    }
    dispatch(endSession());
    navigate('/');
    setTimeout(() => dispatch(sikaApi.util.resetApiState()), LOGOUT_CACHE_RESET_MS);
  }, [logOut, dispatch, navigate]);

  return { logout, isLoggingOut: isLoading };
}
