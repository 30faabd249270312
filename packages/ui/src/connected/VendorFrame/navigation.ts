import { messages, paths, roleSeesPanel, type DashboardPanel, type TeamRole } from '@sika/domain';
import type { NavEntry } from '../../components/index.ts';

/** A dashboard panel's address: All Products is the plain dashboard, the others ?panel=... */
export const panelHref = (panel: DashboardPanel): string =>
  panel === 'products' ? paths.dashboard : paths.dashboardPanel(panel);

const names = messages.dashboard.sideMenu;

/** A menu's entries: each panel under its name, linking to its address. */
const entriesOf = <Id extends DashboardPanel>(panels: readonly { id: Id; name: keyof typeof names }[]) =>
  panels.map(({ id, name }) => ({ id, label: names[name], to: panelHref(id) }));

/** Both menus end alike, in the order of docs/product.md, The dashboard (one entry per line). */
const afterProducts = [
  { id: 'orders', name: 'orders' },
  { id: 'profile', name: 'profile' },
  { id: 'earnings', name: 'earnings' },
  { id: 'payouts', name: 'payouts' },
  { id: 'team', name: 'team' },
] as const;

/** Left menu: All Products first. */
export const sideEntries = entriesOf([
  { id: 'products', name: 'allProducts' },
  { id: 'add', name: 'addProducts' },
  ...afterProducts,
]);

/** Hamburger entries: Add New Products first (Logout is added by the frame). */
export const menuEntries = entriesOf([
  { id: 'add', name: 'addProducts' },
  { id: 'products', name: 'allProducts' },
  ...afterProducts,
]);

/** A menu's entries the signed-in person's role may open (docs/product.md, Team). */
export const entriesOfRole = <Entry extends { id: DashboardPanel }>(
  entries: readonly Entry[],
  role: TeamRole,
): readonly Entry[] => entries.filter((entry) => roleSeesPanel(role, entry.id));

/**
 * A menu's entries with Your Orders showing how many orders wait to be shipped: the number beside
 * its label, and 'Your Orders, 3 to ship' as its name. None while nothing waits or it is unknown.
 */
export function withToShip(entries: readonly NavEntry[], toShip: number | undefined): readonly NavEntry[] {
  if (!toShip) return entries;
  return entries.map((entry) =>
    entry.id === 'orders'
      ? { ...entry, badge: { text: String(toShip), name: messages.dashboard.menuToShip(entry.label, toShip) } }
      : entry,
  );
}
