import { createSikaStore } from '@sika/api-client';
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
