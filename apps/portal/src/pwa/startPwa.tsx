// The installable app's page side (docs/product.md, On a phone: install and updates), fetched once
// the page has loaded (src/main.tsx): registers the service worker (src/sw/sw.ts, built as /sw.js),
// shows the install offer and the update prompt, and reloads once when a script of the page's
// build can no longer be fetched.
import { SikaThemeProvider } from '@sika/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { installOfferDone, offerStore, rememberInstallOffer, type InstallPromptEvent } from './offers.ts';
import { PwaOffers } from './PwaOffers.tsx';

/** When the page last reloaded because a script failed to load (sessionStorage): at most once a minute, never a loop. */
const RELOADED_FOR_CODE_KEY = 'sika.reloadedForCode';
const RELOAD_FOR_CODE_EVERY_MS = 60_000;

/**
 * A script of this page's build is gone from the server (404 or 410): a new deployment replaced it
 * (the worker keeps what was fetched, not what never was). A reload gets the new build's page and
 * scripts together. A script that merely did not arrive (no signal, a dropped connection) is not
 * gone: then the screen's own 'Try again' (CodeLoadBoundary) is the way, since a reload would lose
 * what the vendor was typing for nothing.
 */
function reloadOnceForStaleCode() {
  window.addEventListener('vite:preloadError', (event) => {
    const script = String((event as Event & { payload?: unknown }).payload ?? '').match(/\/assets\/[\w.-]+\.js/)?.[0];
    if (!script || !navigator.onLine) return;
    void fetch(script, { method: 'HEAD', cache: 'no-store' }).then(
      (answer) => {
        if (answer.status === 404 || answer.status === 410) reloadOnce();
      },
      () => undefined, // no answer: not known to be gone
    );
  });
}

function reloadOnce() {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_FOR_CODE_KEY));
    if (Date.now() - last < RELOAD_FOR_CODE_EVERY_MS) return;
    sessionStorage.setItem(RELOADED_FOR_CODE_KEY, String(Date.now()));
  } catch {
    return; // without storage a reload could not know it already tried
  }
  window.location.reload();
}

/** Holds the browser's install prompt for the dashboard's offer, unless this device has had it. */
function offerInstall(early: InstallPromptEvent | undefined) {
  const hold = (event: InstallPromptEvent) => {
    event.preventDefault(); // the browser's own banner would nag; the offer shows once
    if (!installOfferDone()) offerStore.set({ install: event });
  };
  if (early) hold(early);
  window.addEventListener('beforeinstallprompt', (event) => hold(event as InstallPromptEvent));
  window.addEventListener('appinstalled', () => {
    rememberInstallOffer('installed');
    offerStore.set({ install: null });
  });
}

/** Registers /sw.js for the whole origin; a new version that waits is offered with Reload. */
async function registerWorker() {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    offerStore.set({
      update: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  await workbox.register();
  // A vendor keeps the portal open for days: coming back to it looks for a new version.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox.update();
  });
}

/**
 * Starts the app's side of the page. `installPrompt`: a `beforeinstallprompt` the entry caught
 * before this chunk arrived.
 */
export function startPwa(installPrompt?: Event) {
  reloadOnceForStaleCode();
  offerInstall(installPrompt as InstallPromptEvent | undefined);
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <SikaThemeProvider>
        <PwaOffers />
      </SikaThemeProvider>
    </StrictMode>,
  );
  void registerWorker().catch(() => {
    // No worker (a browser that refuses it, private mode): the portal works as a web page.
  });
}
