import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { selectRole } from '@sika/api-client';
import { roleNotAllowed, roleSeesPanel } from '@sika/domain';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CodeLoadBoundary, PageHeading } from '../../components/index.ts';
import { useBusinessName, VendorFrame } from '../../connected/index.ts';
import { lazyComponent } from '../../hooks/lazyComponent.tsx';
import { AllProductsPanel, ProductFileTools } from './parts/AllProductsPanel.tsx';
import { PanelPlaceholder } from './parts/PanelPlaceholder.tsx';
import { panelOf, panelTitles, type Panel } from './parts/panels.ts';

// The dashboard opens on All Products; the other panels' code (their forms, Formik, the image
// picker, the orders' dates) is fetched when one is first chosen, so opening the dashboard costs
// a phone none of it.
const AddProductPanel = lazyComponent(() => import('./parts/AddProductPanel.tsx').then((m) => m.AddProductPanel));
const AddImagesPanel = lazyComponent(() => import('./parts/AddImagesPanel.tsx').then((m) => m.AddImagesPanel));
const OrdersPanel = lazyComponent(() => import('./parts/OrdersPanel.tsx').then((m) => m.OrdersPanel));
// Profile's phone rules come beside its code, at once (parts/ProfilePanel.tsx says why they are apart).
const ProfilePanel = lazyComponent(() =>
  Promise.all([import('./parts/ProfilePanel.tsx'), import('@sika/domain/phones').catch(() => undefined)]).then(
    ([panel, rules]) => panel.profilePanelWith(rules),
  ),
);
// Earnings brings its chart: its own chunk, held to a ceiling (bench/bundle.ts, PANELS).
const EarningsPanel = lazyComponent(() => import('./parts/EarningsPanel.tsx').then((m) => m.EarningsPanel));
// Import from CSV brings its file reader (papaparse): its own chunk, held to a ceiling too.
const ImportProductsPanel = lazyComponent(() =>
  import('./parts/ImportProductsPanel.tsx').then((m) => m.ImportProductsPanel),
);
// Payouts brings its three calls (@sika/api-client/later): its own chunk, held to a ceiling too.
const PayoutsPanel = lazyComponent(() => import('./parts/PayoutsPanel.tsx').then((m) => m.PayoutsPanel));
// Team and Activity, the owner's alone, bring their forms, lists and calls when either is opened:
// one chunk, as the two share the team's people and dropdowns.
const TeamPanel = lazyComponent(() => import('./parts/TeamPanel.tsx').then((m) => m.TeamPanel));
const ActivityPanel = lazyComponent(() => import('./parts/TeamPanel.tsx').then((m) => m.ActivityPanel));

/** After a panel's code failed to arrive: the next try asks for it again. */
function retryPanels() {
  for (const panel of [
    AddProductPanel,
    AddImagesPanel,
    OrdersPanel,
    ProfilePanel,
    EarningsPanel,
    ImportProductsPanel,
    PayoutsPanel,
    TeamPanel,
    ActivityPanel,
  ])
    panel.reset();
}

/** Every panel's code, fetched (a story's loader: the panel then shows at once, as in a warm app). */
export async function loadDashboardPanels(): Promise<void> {
  await Promise.all([
    AddProductPanel.load(),
    AddImagesPanel.load(),
    OrdersPanel.load(),
    ProfilePanel.load(),
    EarningsPanel.load(),
    ImportProductsPanel.load(),
    PayoutsPanel.load(),
    TeamPanel.load(),
    ActivityPanel.load(),
    ProductFileTools.load(),
  ]);
}

/**
 * The vendor dashboard (route /vendor-main-page, behind the vendor gate): one panel at a time,
 * chosen from the left menu or the hamburger and kept in the URL (?panel=...). When the panel
 * changes, focus moves to its heading so keyboard and screen-reader users land on it. Each panel
 * has its own Suspense boundary (keyed by the panel): a tap on a panel whose code is still on its
 * way shows the loading state at once, instead of leaving the last panel on screen, unanswered, for
 * as long as the code takes on slow 4G (the router's navigations are transitions).
 */
export function VendorDashboard({ footerYear, today }: { footerYear?: number; today?: Date }) {
  const [search] = useSearchParams();
  const panel = panelOf(search);
  // A panel the person's role does not include (a link shared by the owner) says so, asking nothing.
  const role = useSelector(selectRole);
  const allowed = roleSeesPanel(role, panel);
  // The same cached list the gate reads; until it arrives, the record stored at login names the
  // vendor (the greeting, the product-created e-mail, whose business name the api requires).
  const businessName = useBusinessName();
  const panelRef = useRef<HTMLDivElement>(null);
  // Focus follows the panel from its first change on (not on arrival: the page's own heading order).
  const [firstPanel] = useState(panel);
  const [changed, setChanged] = useState(false);
  if (!changed && panel !== firstPanel) setChanged(true);

  return (
    <VendorFrame footerYear={footerYear} current={currentEntry(panel)}>
      <title>{panelTitles[panel]}</title>
      <Stack ref={panelRef}>
        <CodeLoadBoundary showing={panel} onRetry={retryPanels}>
          <Suspense key={panel} fallback={<PanelPlaceholder panel={panel} title={panelTitles[panel]} />}>
            {!allowed && (
              <>
                <PageHeading tabIndex={-1}>{panelTitles[panel]}</PageHeading>
                <p role="alert">{roleNotAllowed(role)}</p>
              </>
            )}
            {panel === 'products' && <AllProductsPanel today={today} />}
            {panel === 'add' && <AddProductPanel.Component businessName={businessName} />}
            {panel === 'images' && <AddImagesPanel.Component />}
            {panel === 'orders' && <OrdersPanel.Component today={today} />}
            {panel === 'profile' && <ProfilePanel.Component />}
            {allowed && panel === 'earnings' && <EarningsPanel.Component />}
            {allowed && panel === 'import' && <ImportProductsPanel.Component />}
            {allowed && panel === 'payouts' && <PayoutsPanel.Component businessName={businessName} />}
            {allowed && panel === 'team' && <TeamPanel.Component />}
            {allowed && panel === 'activity' && <ActivityPanel.Component />}
            <FocusHeadingOnShow when={changed} container={panelRef} />
          </Suspense>
        </CodeLoadBoundary>
      </Stack>
    </VendorFrame>
  );
}

/** The menu entry a panel belongs to: Add Images is reached from Add, Import from All Products, Activity from Team. */
const currentEntry = (panel: Panel): Panel =>
  panel === 'images' ? 'add' : panel === 'import' ? 'products' : panel === 'activity' ? 'team' : panel;

/**
 * Moves focus to the panel's heading once the panel is on screen. Rendered beside the panel inside
 * its Suspense boundary, so it runs when the chosen panel's code is in, not while it loads.
 */
function FocusHeadingOnShow({ when, container }: { when: boolean; container: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    if (when) container.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [when, container]);
  return null;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h1:focus {
    outline: none;
  }
`;
