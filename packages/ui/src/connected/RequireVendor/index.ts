export { RequireVendor } from './RequireVendor.tsx';
