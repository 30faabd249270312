import { OFFLINE_HEADER, SAVED_AT_HEADER } from './answerMarks.ts';

/**
 * Whether the page is showing saved data because the network failed, and since when that data was
 * saved (the oldest saved answer shown: docs/product.md, Offline). The base query tells it about
 * every answer; the offline banner reads it. Kept outside the store so that nothing of it is
 * dispatched or rendered while the vendor is online.
 */
export type OfflineState = { offline: boolean; savedAt: number | null };

const ONLINE: OfflineState = { offline: false, savedAt: null };
let state = ONLINE;
const listeners = new Set<() => void>();

function set(next: OfflineState): void {
  if (next.offline === state.offline && next.savedAt === state.savedAt) return;
  state = next;
  for (const listener of listeners) listener();
}

export const offlineState = {
  get: (): OfflineState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The browser says the connection is gone ('offline' event): trusted, unlike its 'online'. */
  wentOffline: (): void => set({ offline: true, savedAt: state.savedAt }),
};

/**
 * What one answer says: the service worker's saved or 'not saved' answer, or no answer at all
 * (FETCH_ERROR), means offline; any answer from the server means back online. The browser's
 * 'online' event alone proves nothing: only an answer does.
 */
export function noteAnswer(response: Response | undefined, transportFailed: boolean): void {
  const marked = response?.headers.get(OFFLINE_HEADER);
  if (marked) {
    const savedAt = Number(response?.headers.get(SAVED_AT_HEADER)) || null;
    const oldest = savedAt && state.savedAt ? Math.min(savedAt, state.savedAt) : (savedAt ?? state.savedAt);
    set({ offline: true, savedAt: oldest });
  } else if (response) set(ONLINE);
  else if (transportFailed) set({ offline: true, savedAt: state.savedAt });
}

/** Stories and tests: back to online, as a fresh page starts. */
export const resetOfflineState = (): void => set(ONLINE);
