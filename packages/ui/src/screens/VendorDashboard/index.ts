export { VendorDashboard } from './VendorDashboard.tsx';
