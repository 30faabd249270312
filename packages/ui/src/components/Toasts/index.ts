export { Toasts } from './Toasts.tsx';
