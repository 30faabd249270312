export { ForgotPassword } from './ForgotPassword.tsx';
