import { dashboardPanelOf, type DashboardPanel } from '@sika/domain';

/** The dashboard's views: products / add product / add images / profile / orders. */
export type Panel = DashboardPanel;

/** The view lives in the URL (?panel=...), so reload and the back button keep it; All Products is the default. */
export const panelOf = dashboardPanelOf;

// The menus' entries live with the frame every vendor page shares (connected/VendorFrame/navigation.ts).
export { panelHref } from '../../../connected/index.ts';
