export { loadDashboardPanels, VendorDashboard } from './VendorDashboard.tsx';
export { openingPanelScript, VendorDashboardShell } from './VendorDashboardShell.tsx';
// For the build's prerender of the early panel (apps/portal/src/entry-server.tsx).
export { AllProductsPanel, FIRST_SCREEN_CARDS } from './parts/AllProductsPanel.tsx';
