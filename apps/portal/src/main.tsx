import { createSikaStore, setApiBaseUrl } from '@sika/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { readPortalConfig } from './config/env.ts';
import { startErrorReporting } from './config/errorReporting.ts';

const config = readPortalConfig();
setApiBaseUrl(config.apiBaseUrl);
void startErrorReporting(config.sentryDsn);

const store = createSikaStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} brand={{ name: config.brandName, logoUrl: config.brandLogoUrl }} />
  </StrictMode>,
);
