export { ConfirmEmail } from './ConfirmEmail.tsx';
