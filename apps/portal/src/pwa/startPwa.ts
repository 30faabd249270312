// The installable app's page side (docs/product.md, On a phone: install and updates), fetched once
// the page has loaded (src/main.tsx): registers the service worker (src/sw/sw.ts, built as /sw.js).
import { Workbox } from 'workbox-window';

/** Registers /sw.js for the whole origin; returns its Workbox (undefined where there are no service workers). */
export async function startPwa(): Promise<Workbox | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  await workbox.register();
  return workbox;
}
