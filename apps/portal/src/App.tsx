import type { SikaStore } from '@sika/api-client';
import { SikaThemeProvider, SpinnerOverlay, Toasts, type BrandConfig } from '@sika/ui';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes/routes.tsx';

function RouteTable() {
  return useRoutes(routes);
}

export function App({ store, brand }: { store: SikaStore; brand: BrandConfig }) {
  return (
    <Provider store={store}>
      <SikaThemeProvider brand={brand} globalStyle>
        <BrowserRouter>
          {/* While a screen's code arrives (every screen but login is fetched on first visit). */}
          <Suspense fallback={<SpinnerOverlay visible />}>
            <RouteTable />
          </Suspense>
        </BrowserRouter>
        <Toasts />
      </SikaThemeProvider>
    </Provider>
  );
}
