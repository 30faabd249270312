export { AuthLayout } from './AuthLayout.tsx';
