import type { SikaStore } from '@sika/api-client';
import { CodeLoadBoundary, SikaThemeProvider, SpinnerOverlay, Toasts, type BrandConfig } from '@sika/ui';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { retryScreens, routes } from './routes/routes.tsx';

function RouteTable() {
  return useRoutes(routes);
}

/** A screen whose code cannot be fetched (offline on a first visit) says so, with Try again. */
function Screens() {
  const { pathname } = useLocation();
  return (
    <CodeLoadBoundary showing={pathname} onRetry={retryScreens}>
      {/* While a screen's code arrives (every screen is fetched on first visit). */}
      <Suspense fallback={<SpinnerOverlay visible />}>
        <RouteTable />
      </Suspense>
    </CodeLoadBoundary>
  );
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
          <Screens />
        </Router>
        <Toasts />
      </SikaThemeProvider>
    </Provider>
  );
}
