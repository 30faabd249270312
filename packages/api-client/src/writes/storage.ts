import { clear, get, update, type UseStore } from 'idb-keyval';
import type { QueuedWrite } from './writeQueue.ts';

/** Where the queue is kept: one list per vendor, changed in one transaction at a time. */
export type QueueStorage = {
  get(vendorId: string): Promise<QueuedWrite[]>;
  update(vendorId: string, edit: (writes: QueuedWrite[]) => QueuedWrite[]): Promise<void>;
  clear(): Promise<void>;
};

// Opened on first use: a page that never queues a write never opens the database. Its name is
// listed in the device data a logout deletes (offline/deviceData.ts, DEVICE_DATA.databases).
let database: UseStore | undefined;
export const writesDatabase = (): UseStore => (database ??= closingStore('sika-queue', 'writes'));

/**
 * idb-keyval's createStore, but the connection closes when another deletes the database: a logout
 * deletes it (clearDeviceData), and a connection left open would hold that deletion back until
 * the page closes, leaving the vendor's writes on the phone meanwhile.
 */
function closingStore(name: string, storeName: string): UseStore {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = () => {
          db.close();
          opened = undefined;
        };
        db.onclose = () => (opened = undefined);
        resolve(db);
      };
      request.onerror = () => {
        opened = undefined;
        reject(request.error);
      };
    }));
  return (mode, callback) => open().then((db) => callback(db.transaction(storeName, mode).objectStore(storeName)));
}

const writesOf = (vendorId: string) => `writes:${vendorId}`;

/** IndexedDB, which keeps Blobs (a picture chosen offline) as they are. */
export const idbQueueStorage: QueueStorage = {
  get: async (vendorId) => (await get<QueuedWrite[]>(writesOf(vendorId), writesDatabase())) ?? [],
  update: (vendorId, edit) =>
    update<QueuedWrite[]>(writesOf(vendorId), (writes) => edit(writes ?? []), writesDatabase()),
  clear: () => clear(writesDatabase()),
};

/** The same in memory: tests, stories, and a browser with IndexedDB switched off. */
export function memoryQueueStorage(initial: Record<string, QueuedWrite[]> = {}): QueueStorage {
  const lists = new Map(Object.entries(initial));
  return {
    get: async (vendorId) => lists.get(vendorId) ?? [],
    update: async (vendorId, edit) => void lists.set(vendorId, edit(lists.get(vendorId) ?? [])),
    clear: async () => lists.clear(),
  };
}
