import { messages } from '@sika/domain';
import { Button, SpinnerOverlay } from '../../components/index.ts';
import { useLogout } from './useLogout.ts';

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
