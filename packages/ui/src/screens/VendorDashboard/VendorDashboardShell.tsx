import { EARLY_PANEL } from '@sika/api-client';
import { DASHBOARD_PANELS } from '@sika/domain';
import styled from 'styled-components';
import { VendorFrame } from '../../connected/index.ts';
import { PanelPlaceholder } from './parts/PanelPlaceholder.tsx';
import { panelTitles } from './parts/panels.ts';

// Its own module, which only the build's prerender imports: the portal's dashboard code never
// carries the shell's styles (a styled component is kept wherever its module is bundled).

/** The attribute of <html> naming the panel the address opens, set by `openingPanelScript`. */
const OPENING_PANEL = 'data-opening-panel';

/**
 * The shell page's first inline script: marks <html> with the panel its address names (?panel=), so
 * the shell's own CSS shows that panel's heading and shapes from the first paint, before any
 * JavaScript file has arrived.
 */
export const openingPanelScript = `document.documentElement.setAttribute(${JSON.stringify(OPENING_PANEL)}, new URLSearchParams(location.search).get('panel') || '')`;

/**
 * The dashboard as it looks before its code and data arrive: the frame, the heading of the panel the
 * address opens and shapes like its content (order cards on Your Orders, product cards on All
 * Products, fields on a form). The build prerenders it (apps/portal/scripts/prerender.ts) into the
 * page the api serves for /vendor-main-page, so a phone on a slow connection paints the dashboard
 * from the HTML instead of a blank page until the JavaScript has run. The page is one for every
 * panel: it holds each panel's placeholder, and CSS shows the one `openingPanelScript` names (All
 * Products for any other address).
 */
export function VendorDashboardShell({ footerYear }: { footerYear?: number }) {
  return (
    <VendorFrame footerYear={footerYear} current="" anonymous>
      {/* The page's inline script may draw the vendor's products here before the app runs (api-client, early/earlyPanel.ts). */}
      <Slot {...{ [EARLY_PANEL.slotAttribute]: '' }}>
        {DASHBOARD_PANELS.map((panel) => (
          <OpeningPanel key={panel} data-shell-panel={panel}>
            <PanelPlaceholder panel={panel} title={panelTitles[panel]} />
          </OpeningPanel>
        ))}
      </Slot>
    </VendorFrame>
  );
}

/** One panel's placeholder in the shell: only the opened panel's shows (All Products by default). */
const OpeningPanel = styled.div`
  display: contents;
  ${DASHBOARD_PANELS.filter((panel) => panel !== 'products')
    .map(
      (panel) => `
  &[data-shell-panel='${panel}'],
  html[${OPENING_PANEL}='${panel}'] &[data-shell-panel='products'] {
    display: none;
  }
  html[${OPENING_PANEL}='${panel}'] &[data-shell-panel='${panel}'] {
    display: contents;
  }`,
    )
    .join('')}
`;

/** The dashboard's column, as VendorDashboard lays it out. */
const Slot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
