import { createSikaStore, dashboardEarlyRequestScript, type SikaStore } from '@sika/api-client';
import { paths } from '@sika/domain';
import { SikaThemeProvider, type BrandConfig } from '@sika/ui';
import { VendorDashboardShell } from '@sika/ui/screens/VendorDashboard';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App.tsx';
import { readPortalConfig } from './config/env.ts';
import { loadScreenAt } from './routes/routes.tsx';

export { lazyRouteScreens } from './routes/routes.tsx';

type Prerendered = { html: string; styleTags: string };

/** A page as HTML with the CSS its markup uses, for a store with no session and the configured brand. */
function prerender(page: (store: SikaStore, brand: BrandConfig) => ReactElement): Prerendered {
  const config = readPortalConfig();
  const store = createSikaStore({ listen: false });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(page(store, { name: config.brandName, logoUrl: config.brandLogoUrl })),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

function AtLogin({ children }: { children: ReactNode }) {
  return <StaticRouter location="/">{children}</StaticRouter>;
}

/**
 * The login page (/) as HTML with its critical CSS, rendered at build time (scripts/prerender.ts
 * writes it into dist/index.html): a phone on slow 4G paints the form before the JavaScript
 * arrives, and main.tsx hydrates it. Rendered as a vendor with no session sees it.
 */
export async function renderLogin(): Promise<Prerendered> {
  await loadScreenAt(paths.login); // its code first: through React.lazy, renderToString would render no form
  return prerender((store, brand) => <App store={store} brand={brand} router={AtLogin} />);
}

/**
 * The dashboard's shell (the frame and its loading state, nothing of any vendor's) as HTML with its
 * critical CSS, rendered at build time into dist/shells/vendor-main-page.html, which the api serves
 * for /vendor-main-page: a phone paints it from the HTML while the JavaScript and the vendor's data
 * arrive. main.tsx then renders the app over it (not a hydration: the app shows the vendor's page).
 */
export function renderVendorDashboardShell(): Prerendered {
  return prerender((store, brand) => (
    <Provider store={store}>
      <SikaThemeProvider brand={brand} globalStyle>
        <StaticRouter location={paths.dashboard}>
          <VendorDashboardShell />
        </StaticRouter>
      </SikaThemeProvider>
    </Provider>
  ));
}

/**
 * The dashboard page's inline script that asks for its first lists while the app's JavaScript
 * downloads (@sika/api-client, early/earlyRequests.ts), for the configured api address.
 */
export function dashboardEarlyRequests(): string {
  return dashboardEarlyRequestScript(readPortalConfig().apiBaseUrl);
}
