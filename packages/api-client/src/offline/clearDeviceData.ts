import { dataCacheName, DEVICE_DATA } from './deviceData.ts';

/** Where the vendor's data lives on the device; swappable so tests can run without a browser. */
export type DeviceStores = {
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  indexedDB?: Pick<IDBFactory, 'deleteDatabase'>;
  localStorage?: Pick<Storage, 'removeItem'>;
  /** This browser's push subscription (order pings, docs/product.md, Order pings), if any. */
  pushSubscription?: () => Promise<Pick<PushSubscription, 'unsubscribe'> | null | undefined>;
};

/** The portal's service worker's push subscription: order pings are this device's and end with the session. */
async function browserPushSubscription() {
  const registration = await globalThis.navigator?.serviceWorker?.getRegistration?.();
  return registration?.pushManager?.getSubscription();
}

const browserStores = (): DeviceStores => ({
  caches: globalThis.caches,
  indexedDB: globalThis.indexedDB,
  localStorage: globalThis.localStorage,
  pushSubscription: browserPushSubscription,
});

const isVendorCache = (name: string) => DEVICE_DATA.cachePrefixes.some((prefix) => name.startsWith(prefix));

/** Resolves once the database is gone; a database another tab holds open goes when it closes. */
function deleteDatabase(factory: Pick<IDBFactory, 'deleteDatabase'>, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/**
 * Deletes everything of a vendor's this device keeps (DEVICE_DATA: the saved answers of every
 * vendor, the writes waiting to be sent, their drafts), so the next person on a shared phone finds
 * nothing of theirs, online or offline (docs/product.md, Offline). Called when a session ends
 * (logout, 'Your login has expired.', a deleted account) and when a different vendor logs in. Never
 * throws: a store the browser refuses (private mode) holds nothing.
 */
export async function clearDeviceData(
  stores: DeviceStores = browserStores(),
  { keepCache }: { keepCache?: string | null } = {},
): Promise<void> {
  const { caches, indexedDB, localStorage, pushSubscription } = stores;
  const doomed = (name: string) => isVendorCache(name) && name !== keepCache;
  await Promise.all([
    caches
      ?.keys()
      .then((names) => Promise.all(names.filter(doomed).map((name) => caches.delete(name))))
      .catch(() => undefined),
    ...(indexedDB ? DEVICE_DATA.databases.map((name) => deleteDatabase(indexedDB, name).catch(() => undefined)) : []),
    // The api forgot it with the session; the browser's copy goes too, so the next vendor here starts off.
    pushSubscription?.()
      .then((subscription) => subscription?.unsubscribe())
      .catch(() => undefined),
  ]);
  for (const key of DEVICE_DATA.storageKeys) {
    try {
      localStorage?.removeItem(key);
    } catch {
      // Storage disabled: nothing was kept there.
    }
  }
}

/**
 * A vendor logs in: if the device holds another vendor's data (their session ended without a
 * logout this device saw), all of it goes (their waiting writes too), except what this vendor's
 * first answers may already have saved.
 */
export async function clearOtherVendorsData(token: string, stores: DeviceStores = browserStores()): Promise<void> {
  const own = dataCacheName(token);
  const names = await stores.caches?.keys().catch(() => []);
  if (names?.some((name) => isVendorCache(name) && name !== own)) await clearDeviceData(stores, { keepCache: own });
}
