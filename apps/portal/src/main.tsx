import { createSikaStore, readSession, setApiBaseUrl, startFromEarlyLists } from '@sika/api-client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { loadScreenAt } from './routes/routes.tsx';
import { readPortalConfig } from './config/env.ts';
import { startErrorReporting } from './config/errorReporting.ts';

const config = readPortalConfig();
setApiBaseUrl(config.apiBaseUrl);
void startErrorReporting(config.sentryDsn);

const store = createSikaStore();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App store={store} brand={{ name: config.brandName, logoUrl: config.brandLogoUrl }} />
  </StrictMode>
);
// dist/index.html holds the login page rendered at build time (scripts/prerender.ts), as a vendor
// with no session sees it at /: hydrate that. Anything else renders afresh.
if (root.firstElementChild && window.location.pathname === '/' && !window.location.search && !readSession().token) {
  // scripts/prerender.ts disabled the submit buttons (no native submit before hydration) and made the
  // fields read-only (hydration would wipe what was typed) until now.
  // The login screen's code is its own chunk (requested beside the entry): hydration waits for it.
  void loadScreenAt(window.location.pathname).then(() => {
    for (const element of root.querySelectorAll('[data-prerendered]')) {
      element.removeAttribute('disabled');
      element.removeAttribute('readonly');
      element.removeAttribute('data-prerendered');
    }
    hydrateRoot(root, app);
  });
} else if (root.firstElementChild && window.location.pathname !== '/' && readSession().vendor) {
  // A route's prerendered shell (dist/shells, e.g. the dashboard's frame while it loads): it stays
  // until React's first commit replaces it, and that waits for the screen's code so the first
  // frame is the screen, not a spinner between the two. Someone with no stored vendor is sent to
  // the login at once instead (below).
  // The dashboard's page may have drawn the vendor's products already (early panel): the app starts
  // from the same list, so its first frame shows the same cards.
  void loadScreenAt(window.location.pathname).then(() => {
    startFromEarlyLists(store.dispatch);
    createRoot(root).render(app);
  });
} else {
  // What was prerendered is for someone else: the login for a vendor with a session (or a query),
  // a vendor page's shell for someone without one.
  root.textContent = '';
  createRoot(root).render(app);
}

// The service worker and the install and update offers (src/pwa/), in their own chunk once the page
// has loaded: nothing of theirs is in the first load but this. Chromium may offer the install before
// that chunk arrives: the prompt is held for it. Not in development (Vite's dev server).
if (import.meta.env.PROD) {
  let installPrompt: Event | undefined;
  addEventListener(
    'beforeinstallprompt',
    (event) => {
      event.preventDefault(); // not the browser's own banner: the dashboard's offer, once
      installPrompt = event;
    },
    { once: true },
  );
  const startPwa = () => void import('./pwa/startPwa.tsx').then((pwa) => pwa.startPwa(installPrompt));
  // Once loaded and idle: the worker's install fetches what it keeps (scripts/precache.ts), which
  // must not share the connection with what the page itself still needs.
  // (Safari has no requestIdleCallback: right after the load there.)
  const whenIdle = () => (self.requestIdleCallback ?? setTimeout)(startPwa);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
