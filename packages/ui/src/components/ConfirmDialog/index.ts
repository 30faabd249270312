export { ConfirmDialog } from './ConfirmDialog.tsx';
export { DialogPassword } from './DialogPassword.tsx';
