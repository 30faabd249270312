export { LogoutButton } from './LogoutButton.tsx';
