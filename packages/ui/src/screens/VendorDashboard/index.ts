export { loadDashboardPanels, VendorDashboard, VendorDashboardShell } from './VendorDashboard.tsx';
