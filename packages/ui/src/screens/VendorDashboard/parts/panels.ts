import {
  activityHeading,
  dashboardPanelOf,
  messages,
  type DashboardPanel,
  imageUploadHeading,
  earningsHeading,
  profileHeading,
  productImportHeading,
} from '@sika/domain';

/** The dashboard's views: products / add product / add images / profile / orders, earnings, import and payouts. */
export type Panel = DashboardPanel;

/** The view lives in the URL (?panel=...), so reload and the back button keep it; All Products is the default. */
export const panelOf = dashboardPanelOf;

/** Each panel's name: the page's title, and what its placeholder announces while it loads. */
export const panelTitles: Record<Panel, string> = {
  products: messages.dashboard.sideMenu.allProducts,
  add: messages.dashboard.sideMenu.addProducts,
  images: imageUploadHeading,
  orders: messages.dashboard.sideMenu.orders,
  profile: profileHeading,
  earnings: earningsHeading,
  import: productImportHeading,
  // The menus' name, so the panel's other texts (payoutsMessages) stay out of the dashboard's first load.
  payouts: messages.dashboard.sideMenu.payouts,
  team: messages.dashboard.sideMenu.team,
  activity: activityHeading,
};

// The menus' entries live with the frame every vendor page shares (connected/VendorFrame/navigation.ts).
export { panelHref } from '../../../connected/index.ts';
