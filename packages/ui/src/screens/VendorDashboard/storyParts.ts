import { mockDb, someProducts } from '@sika/api-client/mocks';
import { paths } from '@sika/domain';
import { openedAt, storeLogin } from '../../storyKit/index.ts';
import { panelHref, type Panel } from './parts/panels.ts';
import { loadDashboardPanels, VendorDashboard } from './VendorDashboard.tsx';

/**
 * What the meta of every VendorDashboard stories file holds besides its title: the screen opened at
 * `panel`. The panels' code is fetched when a panel is first chosen (VendorDashboard.tsx); here it
 * is in before the story renders, as in an app that has been open a while.
 *
 * A meta spreading this is described with line comments: Storybook turns a JSDoc comment above a
 * meta into parameters.docs, and adds them as a parameters key of its own that replaces these.
 */
export const dashboardAt = (panel: Panel) => ({
  loaders: [loadDashboardPanels],
  component: VendorDashboard,
  args: { footerYear: 2026 },
  parameters: openedAt(paths.dashboard, panelHref(panel)),
});

/** Before the page loads: the demo vendor signed in, with four products. */
export const signedInWithProducts = () => {
  storeLogin();
  mockDb.products.push(...someProducts());
};
