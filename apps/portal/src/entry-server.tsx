import {
  createSikaStore,
  dashboardEarlyRequestScript,
  EARLY_PANEL,
  sikaApi,
  TEMPLATE_COUNT,
  TEMPLATE_PRODUCTS,
  tokenizeTemplate,
  type SikaStore,
} from '@sika/api-client';
import { paths, productsMessages } from '@sika/domain';
import { SikaThemeProvider, VendorPagePlaceholder, type BrandConfig } from '@sika/ui';
import {
  AllProductsPanel,
  FIRST_SCREEN_CARDS,
  openingPanelScript,
  VendorDashboardShell,
} from '@sika/ui/screens/VendorDashboard';
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
type Page = (store: SikaStore, brand: BrandConfig) => ReactElement;

/**
 * A page as HTML with the CSS its markup uses, for a store with no session and the configured brand;
 * `alongside`, more markup for the same page (its style tags hold their CSS too), each with a store
 * of its own.
 */
function prerender(page: Page, alongside: Page[] = []): Prerendered & { alongside: string[] } {
  const config = readPortalConfig();
  const brand = { name: config.brandName, logoUrl: config.brandLogoUrl };
  const sheet = new ServerStyleSheet();
  try {
    const [html, ...more] = [page, ...alongside].map((render) =>
      renderToString(sheet.collectStyles(render(createSikaStore({ listen: false }), brand))),
    );
    return { html: html!, styleTags: sheet.getStyleTags(), alongside: more };
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
export function renderVendorDashboardShell(): Prerendered & {
  /** The early panel's <template>, for the page's body (outside the app's root). */
  productsTemplate: string;
  /** The global the page's loader waits on before it asks for the app (the early panel's drawing). */
  drawnEarly: string;
  /** The page's first inline script: which panel's placeholder shows (?panel=). */
  openingPanel: string;
} {
  const atDashboard = (store: SikaStore, brand: BrandConfig, page: ReactElement, globalStyle = false) => (
    <Provider store={store}>
      <SikaThemeProvider brand={brand} globalStyle={globalStyle}>
        <StaticRouter location={paths.dashboard}>{page}</StaticRouter>
      </SikaThemeProvider>
    </Provider>
  );
  const { html, styleTags, alongside } = prerender(
    (store, brand) => atDashboard(store, brand, <VendorDashboardShell />, true),
    [
      // The early panel's template (@sika/api-client, early/earlyPanel.ts): All Products as React
      // draws it for the template's token products.
      (store, brand) => {
        store.dispatch(
          sikaApi.util.upsertQueryEntries([
            { endpointName: 'getAllProducts', arg: undefined, value: TEMPLATE_PRODUCTS },
          ]),
        );
        return atDashboard(store, brand, <AllProductsPanel />);
      },
    ],
  );
  const template = `<template id="${EARLY_PANEL.templateId}">${tokenizeTemplate(alongside[0]!)}</template>`;
  return {
    html,
    styleTags,
    productsTemplate: template,
    drawnEarly: EARLY_PANEL.global,
    openingPanel: openingPanelScript,
  };
}

/**
 * Order details' shell (docs/product.md, Order details): the frame with Your Orders marked, the way
 * back, the heading and the shapes of the order's cards, nothing of any order or vendor. The build
 * writes it into dist/shells/by-id/order-details.html, which the api serves for /order-details/{id}
 * whatever the id: the page order pings and e-mail links open paints from its HTML on a slow
 * connection, as the dashboard does, and main.tsx renders the app over it.
 */
export function renderOrderDetailsShell(): Prerendered {
  const { html, styleTags } = prerender((store, brand) => (
    <Provider store={store}>
      <SikaThemeProvider brand={brand} globalStyle>
        <StaticRouter location={paths.orderDetails('{id}')}>
          <VendorPagePlaceholder page="orderDetails" />
        </StaticRouter>
      </SikaThemeProvider>
    </Provider>
  ));
  return { html, styleTags };
}

/**
 * The dashboard page's inline script that asks for its first lists while the app's JavaScript
 * downloads, and draws the products from the early panel's template once they are in
 * (@sika/api-client, early/earlyRequests.ts and early/earlyPanel.ts), for the configured api address.
 */
export function dashboardEarlyRequests(): string {
  return dashboardEarlyRequestScript(readPortalConfig().apiBaseUrl, {
    countText: tokenizeTemplate(productsMessages.count(TEMPLATE_COUNT, TEMPLATE_COUNT)),
    firstScreen: FIRST_SCREEN_CARDS,
  });
}
