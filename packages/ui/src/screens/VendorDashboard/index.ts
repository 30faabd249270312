export { VendorDashboard, VendorDashboardShell } from './VendorDashboard.tsx';
