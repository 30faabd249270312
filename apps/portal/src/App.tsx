import type { SikaStore } from '@sika/api-client';
import { SikaThemeProvider, Toasts, type BrandConfig } from '@sika/ui';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes/routes.tsx';

function RouteTable() {
  return useRoutes(routes);
}

export function App({ store, brand }: { store: SikaStore; brand: BrandConfig }) {
  return (
    <Provider store={store}>
      <SikaThemeProvider brand={brand}>
        <BrowserRouter>
          <RouteTable />
        </BrowserRouter>
        <Toasts />
      </SikaThemeProvider>
    </Provider>
  );
}
