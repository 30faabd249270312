export { ConfirmDialog } from './ConfirmDialog.tsx';
