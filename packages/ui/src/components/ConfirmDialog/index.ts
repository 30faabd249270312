export { ConfirmDialog } from './ConfirmDialog.tsx';
export { DialogPassword, useDialogPassword } from './DialogPassword.tsx';
