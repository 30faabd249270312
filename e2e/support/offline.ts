// Waits of the offline journeys on the events themselves, never on a stopwatch: they hold on a
// loaded 2-core machine and fail when what they wait for never happens.
import { expect, type Page } from '@playwright/test';

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
