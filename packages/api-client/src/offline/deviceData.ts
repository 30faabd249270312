/**
 * What this phone keeps of a vendor's data, named in one place (docs/product.md, Offline): the
 * service worker writes it, `clearDeviceData()` deletes all of it when a session ends. Whoever keeps
 * something new of a vendor's on the device adds its name here, or a logout would leave it behind.
 */
export const DEVICE_DATA = {
  /**
   * Cache Storage caches, by the start of their names: each vendor's saved answers (dataCache.ts),
   * and the product pictures the service worker keeps (apps/portal/src/sw/constants.ts).
   */
  cachePrefixes: ['sika-data-', 'sika-images'],
  /** IndexedDB databases: the writes made offline, waiting to be sent (writes/storage.ts). */
  databases: ['sika-queue'],
  /** localStorage keys besides the session's own (the session clears those itself). */
  storageKeys: [] as string[],
} as const;

/** The cache of one vendor's saved answers. */
export const DATA_CACHE_PREFIX = DEVICE_DATA.cachePrefixes[0];

/** The token's subject (the vendor's id), read without verifying: it only names a cache on this phone. */
export function tokenSubject(token: string | null | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

/** The cache holding the saved answers of the vendor whose token this is; null without a vendor. */
export function dataCacheName(token: string | null | undefined): string | null {
  const sub = tokenSubject(token);
  return sub ? `${DATA_CACHE_PREFIX}${encodeURIComponent(sub)}` : null;
}
