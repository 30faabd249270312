import type { SikaStore } from '@sika/api-client';
import { SikaThemeProvider, SpinnerOverlay, Toasts, type BrandConfig } from '@sika/ui';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes/routes.tsx';

function RouteTable() {
  return useRoutes(routes);
}

/**
 * The whole portal. `router` is BrowserRouter in the browser; the build's prerender of the login
 * page (src/entry-server.tsx) passes a StaticRouter at /.
 */
export function App({
  store,
  brand,
  router: Router = BrowserRouter,
}: {
  store: SikaStore;
  brand: BrandConfig;
  router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <Provider store={store}>
      <SikaThemeProvider brand={brand} globalStyle>
        <Router>
          {/* While a screen's code arrives (every screen but login is fetched on first visit). */}
          <Suspense fallback={<SpinnerOverlay visible />}>
            <RouteTable />
          </Suspense>
        </Router>
        <Toasts />
      </SikaThemeProvider>
    </Provider>
  );
}
