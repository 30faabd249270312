import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { flushQueue, onQueueEvent } from './writeQueue.ts';

type Store = { dispatch: BaseQueryApi['dispatch']; getState: () => unknown };

/** First retry after a write could not go; doubled each time, up to the ceiling. */
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 5 * 60_000;

const vendorIn = (state: unknown): string | undefined =>
  (state as { auth?: { vendor?: { _id?: string } | null } }).auth?.vendor?._id;

/**
 * Sends the signed-in vendor's waiting writes now (the app's start), whenever the connection comes
 * back, whenever a write is kept while online (the network dropped on the way), and on a timer
 * that backs off while they cannot go. Returns a stop function.
 */
export function startWriteQueue(store: Store): () => void {
  let delay = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, ms);
  };

  async function flush() {
    const vendorId = vendorIn(store.getState());
    if (stopped || !vendorId) return;
    const outcome = await flushQueue(store, vendorId);
    if (outcome === 'later') {
      schedule(delay);
      delay = Math.min(delay * 2, LAST_RETRY_MS);
    } else if (outcome !== 'offline') {
      delay = FIRST_RETRY_MS;
    }
  }

  const onOnline = () => {
    delay = FIRST_RETRY_MS;
    schedule(0);
  };
  globalThis.addEventListener?.('online', onOnline);
  // A write kept or sent again while the phone says it is online: try it now (a failure backs off).
  const stopListening = onQueueEvent((event) => {
    if (event.type === 'changed' && !timer) schedule(0);
  });
  void flush();
  return () => {
    stopped = true;
    clearTimeout(timer);
    globalThis.removeEventListener?.('online', onOnline);
    stopListening();
  };
}
