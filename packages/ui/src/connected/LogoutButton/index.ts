export { LogoutButton } from './LogoutButton.tsx';
export { useLogout } from './useLogout.ts';
