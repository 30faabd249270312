import { messages } from '@sika/domain';
import { Button, SpinnerOverlay } from '../../components/index.ts';
import { useLogout } from './useLogout.ts';

/**
 * 'Logout' (or `label`, where the page words it otherwise): ends the session (see `useLogout`), with
 * the spinner overlay while the request runs.
 */
export function LogoutButton({
  variant = 'secondary',
  label = messages.dashboard.menu.logout,
}: {
  variant?: 'primary' | 'secondary';
  label?: string;
}) {
  const { logout, isLoggingOut } = useLogout();
  return (
    <>
      <Button variant={variant} busy={isLoggingOut} onClick={() => void logout()}>
        {label}
      </Button>
      <SpinnerOverlay visible={isLoggingOut} />
    </>
  );
}
