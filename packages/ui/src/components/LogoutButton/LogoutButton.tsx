import { messages } from '@sika/domain';
import { useLogout } from '../../hooks/useLogout.ts';
import { Button } from '../Button/index.ts';
import { SpinnerOverlay } from '../SpinnerOverlay/index.ts';

/** 'Logout': ends the session (see `useLogout`), with the spinner overlay while the request runs. */
export function LogoutButton({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { logout, isLoggingOut } = useLogout();
  return (
    <>
      <Button variant={variant} busy={isLoggingOut} onClick={() => void logout()}>
        {messages.dashboard.menu.logout}
      </Button>
      <SpinnerOverlay visible={isLoggingOut} />
    </>
  );
}
