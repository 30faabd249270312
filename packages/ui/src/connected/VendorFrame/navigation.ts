import { messages, paths, type DashboardPanel } from '@sika/domain';

/** A dashboard panel's address: All Products is the plain dashboard, the others ?panel=... */
export const panelHref = (panel: DashboardPanel): string =>
  panel === 'products' ? paths.dashboard : paths.dashboardPanel(panel);

const side = messages.dashboard.sideMenu;
const menu = messages.dashboard.menu;

/** Left menu, in the order of docs/product.md, The dashboard (one entry per line: a panel is one more). */
export const sideEntries = [
  { id: 'products', label: side.allProducts, to: panelHref('products') },
  { id: 'add', label: side.addProducts, to: panelHref('add') },
  { id: 'orders', label: side.orders, to: panelHref('orders') },
  { id: 'profile', label: side.profile, to: panelHref('profile') },
  { id: 'earnings', label: side.earnings, to: panelHref('earnings') },
  { id: 'payouts', label: side.payouts, to: panelHref('payouts') },
] as const;

/** Hamburger entries, in the order of docs/product.md, The dashboard (Logout is added by the frame). */
export const menuEntries = [
  { id: 'add', label: menu.addProducts, to: panelHref('add') },
  { id: 'products', label: menu.allProducts, to: panelHref('products') },
  { id: 'orders', label: menu.orders, to: panelHref('orders') },
  { id: 'profile', label: menu.profile, to: panelHref('profile') },
  { id: 'earnings', label: menu.earnings, to: panelHref('earnings') },
  { id: 'payouts', label: menu.payouts, to: panelHref('payouts') },
] as const;
