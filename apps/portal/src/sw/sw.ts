// The portal's service worker (docs/product.md, On a phone: install and updates). Built by
// vite-plugin-pwa (injectManifest) from this file; apps/portal/scripts/precache.ts then writes its
// precache list from the files the build really ships (after the prerender).
//
// What it keeps on the phone:
// - the shell (app.html) and the entry's scripts, precached: every visit loads the scripts anyway,
//   so installing costs little beyond the first visit (apps/portal/scripts/precache.ts); and the
//   Add New Products form, so a product can be made offline on a phone that never opened it;
// - each other script and stylesheet under /assets/ the moment the page fetches it (content-hashed,
//   so cache first, never revalidated): another route is kept once it has been visited;
// - product pictures from /api/images/ (immutable) in a bounded cache.
// A navigation goes to the network; without one, the precached shell opens the app.
//
// Each feature's part of the worker is its own module in this folder, exporting one function that
// is called below, after the shell's routes.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { SKIP_WAITING_MESSAGE, SW_CACHES } from './constants.ts';
import { keepVendorData } from './dataCache.ts';
import { showOrderPings } from './push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A navigation is the network's answer (or the precached shell): '/' is not served from the precache.
addRoute({ directoryIndex: '', cleanURLs: false });

// The navigation's request starts while the worker wakes up, not after.
enableNavigationPreload();

/** The precached page that opens the app at any address without a network: its router takes it from there. */
const OFFLINE_SHELL = '/app.html';

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [
        {
          handlerDidError: async () => (await matchPrecache(OFFLINE_SHELL)) ?? undefined,
        },
      ],
    }),
  ),
);

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    url.pathname.startsWith('/assets/') &&
    (request.destination === 'script' || request.destination === 'style'),
  new CacheFirst({
    cacheName: SW_CACHES.assets,
    // Old builds' files are never asked for again: the oldest go.
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/images/'),
  new CacheFirst({
    cacheName: SW_CACHES.images,
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// A new version waits until the vendor chooses Reload (the update prompt), so a page never runs
// an old shell with a new worker's files.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
// The first worker takes the open page at once (there is no older one whose page it could confuse).
clientsClaim();

// Other features' parts of the worker (each a module in this folder), one line each:
keepVendorData();
showOrderPings();
