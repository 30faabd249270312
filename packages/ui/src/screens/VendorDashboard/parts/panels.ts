import { dashboardPanelOf, messages, paths, type DashboardPanel } from '@sika/domain';

/** The dashboard's views: products / add product / add images / profile / orders. */
export type Panel = DashboardPanel;

/** The view lives in the URL (?panel=...), so reload and the back button keep it; All Products is the default. */
export const panelOf = dashboardPanelOf;

export const panelHref = (panel: Panel): string =>
  panel === 'products' ? paths.dashboard : paths.dashboardPanel(panel);

const side = messages.dashboard.sideMenu;
const menu = messages.dashboard.menu;

/** Left menu, in the order of docs/product.md, The dashboard. */
export const sideEntries = [
  { id: 'products', label: side.allProducts, to: panelHref('products') },
  { id: 'add', label: side.addProducts, to: panelHref('add') },
  { id: 'orders', label: side.orders, to: panelHref('orders') },
  { id: 'profile', label: side.profile, to: panelHref('profile') },
] as const;

/** Hamburger entries, in the order of docs/product.md, The dashboard (Logout is added by the screen). */
export const menuEntries = [
  { id: 'add', label: menu.addProducts, to: panelHref('add') },
  { id: 'products', label: menu.allProducts, to: panelHref('products') },
  { id: 'orders', label: menu.orders, to: panelHref('orders') },
  { id: 'profile', label: menu.profile, to: panelHref('profile') },
] as const;
