import type { SikaStore } from '@sika/api-client';
import { SikaThemeProvider, Toasts, type BrandConfig } from '@sika/ui';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

type AppProps = { store: SikaStore; router: ReturnType<typeof createBrowserRouter>; brand: BrandConfig };

export function App({ store, router, brand }: AppProps) {
  return (
    <Provider store={store}>
      <SikaThemeProvider brand={brand}>
        <RouterProvider router={router} />
        <Toasts />
      </SikaThemeProvider>
    </Provider>
  );
}
