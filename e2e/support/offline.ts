// Waits of the offline journeys on the events themselves, never on a stopwatch: they hold on a
// loaded 2-core machine and fail when what they wait for never happens.
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { portalDist } from '../playwright.config.ts';

/**
 * The paths the built service worker precaches: the list apps/portal/scripts/precache.ts wrote
 * into sw.js (Workbox's manifest: `{"revision":...,"url":"assets/..."}`, relative to the worker).
 */
export function precachedPaths(): string[] {
  const worker = readFileSync(path.join(portalDist, 'sw.js'), 'utf8');
  const paths = Array.from(worker.matchAll(/"url":"([^"]+)"/g), ([, url]) => new URL(url!, 'http://sw/').pathname);
  expect(paths, `the precache list in ${portalDist}/sw.js`).toContain('/app.html');
  return paths;
}

/**
 * Waits until the portal's service worker has installed and controls the page: the page's
 * controller activated (a first worker claims the page it registered from) and every file of its
 * precache list in Cache Storage. What its install fetched (the shell, the entry's scripts, the
 * offline banner's code) is then on the phone, whatever the page did meanwhile.
 */
export async function workerReady(page: Page) {
  const precached = precachedPaths();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), {
      message: 'an activated service worker controls the page',
      timeout: 20_000,
    })
    .toBe('activated');
  await expect
    .poll(
      () =>
        page.evaluate(async (paths) => {
          const kept = new Set<string>();
          for (const name of await caches.keys()) {
            if (!name.includes('-precache-')) continue; // Workbox's own name for its precache
            for (const request of await (await caches.open(name)).keys()) kept.add(new URL(request.url).pathname);
          }
          return paths.filter((file) => !kept.has(file));
        }, precached),
      { message: 'every file the worker precaches is in Cache Storage', timeout: 20_000 },
    )
    .toEqual([]);
}

/**
 * Starts waiting for the page to ask for the script `pattern` names; the function it returns then
 * resolves once the page has that script and every script it imports, fetched and run, or found it
 * could not (an import() of the same URL settles with the page's own, fetching nothing again):
 * whether it could. For code the page fetches in steps, each once the last has arrived and run.
 */
export function scriptRuns(page: Page, pattern: RegExp): () => Promise<boolean> {
  const asked = page.waitForRequest(pattern);
  asked.catch(() => undefined); // a journey that fails first never asks for it
  return async () =>
    page.evaluate(
      (url) =>
        import(url).then(
          () => true,
          () => false,
        ),
      (await asked).url(),
    );
}

/**
 * What the dashboard fetches once it has loaded and is idle, in steps: the app's offers, and All
 * Products' waiting writes, whose code then fetches the write queue's (the last to come); each as
 * `scriptRuns` waits for it. Started once a load has committed (a reload's or a `goto`'s), so
 * nothing of the page it replaced counts.
 */
export const dashboardIdleCode = (page: Page) =>
  [/\/assets\/startPwa-[\w-]+\.js$/, /\/assets\/writes-[\w-]+\.js$/].map((pattern) => scriptRuns(page, pattern));

/**
 * Once the page's idle-time work has started (its callback runs after the app's own), every
 * script the page has fetched is kept by the service worker: what this page needs offline is on
 * the phone. Each form fetches its checks and the write queue's code when the page is idle.
 * `since` (the page's performance.now()): only scripts fetched from then on, e.g. once the worker
 * controls a first visit's page (what came before it is not the worker's to keep).
 */
export async function pageCodeKept(page: Page, since = 0) {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await expect
    .poll(
      () =>
        page.evaluate(async (from) => {
          const fetched = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime >= from)
            .map((entry) => new URL(entry.name))
            .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
            .map((url) => url.pathname);
          const kept = new Set<string>();
          for (const name of await caches.keys())
            for (const request of await (await caches.open(name)).keys()) kept.add(new URL(request.url).pathname);
          return fetched.filter((path) => !kept.has(path));
        }, since),
      { message: 'every script the page fetched is kept by the service worker', timeout: 20_000 },
    )
    .toEqual([]);
}

/** The draft the product form keeps on the phone (IndexedDB `sika-queue`) holds `values`. */
export async function draftKept(page: Page, values: Record<string, string>) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<unknown[]>((resolve, reject) => {
              const opened = indexedDB.open('sika-queue');
              opened.onerror = () => reject(opened.error);
              opened.onsuccess = () => {
                const db = opened.result;
                if (!db.objectStoreNames.contains('writes')) return (db.close(), resolve([]));
                const all = db.transaction('writes').objectStore('writes').getAll();
                all.onsuccess = () => (db.close(), resolve(all.result));
                all.onerror = () => (db.close(), reject(all.error));
              };
            }),
        ),
      { message: `a draft with ${JSON.stringify(values)} kept on the phone` },
    )
    .toContainEqual(expect.objectContaining(values));
}
