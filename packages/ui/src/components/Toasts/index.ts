export { Toasts } from './Toasts.tsx';
export { toast } from './toast.ts';
