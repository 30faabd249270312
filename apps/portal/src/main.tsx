import { createSikaStore, setApiBaseUrl } from '@sika/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { readPortalConfig } from './config/env.ts';
import { startErrorReporting } from './config/errorReporting.ts';
import { routes } from './routes/routes.tsx';

const config = readPortalConfig();
setApiBaseUrl(config.apiBaseUrl);
void startErrorReporting(config.sentryDsn);

const store = createSikaStore();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} router={router} brand={{ name: config.brandName, logoUrl: config.brandLogoUrl }} />
  </StrictMode>,
);
