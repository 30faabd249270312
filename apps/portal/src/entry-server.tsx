import { createSikaStore } from '@sika/api-client';
import { paths } from '@sika/domain';
import { SikaThemeProvider } from '@sika/ui';
import { VendorDashboardShell } from '@sika/ui/screens/VendorDashboard';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App.tsx';
import { readPortalConfig } from './config/env.ts';

export { lazyRouteScreens } from './routes/routes.tsx';

function AtLogin({ children }: { children: ReactNode }) {
  return <StaticRouter location="/">{children}</StaticRouter>;
}

/**
 * The login page (/) as HTML with its critical CSS, rendered at build time (scripts/prerender.ts
 * writes it into dist/index.html): a phone on slow 4G paints the form before the JavaScript
 * arrives, and main.tsx hydrates it. Rendered as a vendor with no session sees it.
 */
export function renderLogin(): { html: string; styleTags: string } {
  const config = readPortalConfig();
  const store = createSikaStore({ listen: false });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <App store={store} brand={{ name: config.brandName, logoUrl: config.brandLogoUrl }} router={AtLogin} />,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * The dashboard's shell (the frame and its loading state, nothing of any vendor's) as HTML with its
 * critical CSS, rendered at build time into dist/shells/vendor-main-page.html, which the api serves
 * for /vendor-main-page: a phone paints it from the HTML while the JavaScript and the vendor's data
 * arrive. main.tsx then renders the app over it (not a hydration: the app shows the vendor's page).
 */
export function renderVendorDashboardShell(): { html: string; styleTags: string } {
  const config = readPortalConfig();
  const store = createSikaStore({ listen: false });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Provider store={store}>
          <SikaThemeProvider brand={{ name: config.brandName, logoUrl: config.brandLogoUrl }} globalStyle>
            <StaticRouter location={paths.dashboard}>
              <VendorDashboardShell />
            </StaticRouter>
          </SikaThemeProvider>
        </Provider>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
