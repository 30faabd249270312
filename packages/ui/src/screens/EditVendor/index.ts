export { EditVendor } from './EditVendor.tsx';
