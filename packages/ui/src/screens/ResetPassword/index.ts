export { ResetPassword } from './ResetPassword.tsx';
