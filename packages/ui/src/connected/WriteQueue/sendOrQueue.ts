import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { isTransportError } from '@sika/api-client';
import type { NewWrite, QueuedWrite } from '@sika/api-client/writes';
import { isLocalId } from '@sika/api-client/writes/localId';

/** The queue's code: its own chunk, fetched when a form that may need it mounts (preloadWrites). */
export const loadWrites = () => import('@sika/api-client/writes');

/** Fetches the queue's code ahead, while there is a connection: a form sent offline needs it. */
export function preloadWrites(): void {
  void loadWrites().catch(() => undefined);
}

export type SentOrQueued<Result> = { sent: Result } | { queued: QueuedWrite };

/**
 * One product write from a form (docs/product.md, Writes that wait): sent at once while the phone
 * is online, with an Idempotency-Key; kept on the phone (with that same key, in case the server got
 * it and only the answer was lost) when it is offline or the request never arrived. A write to a
 * product added offline and not yet sent always waits for it. Any answer from the server (a 400, a
 * 404) is the form's to show, as before.
 */
export async function sendOrQueue<Result>(
  vendorId: string,
  write: NewWrite,
  sendNow: (idempotencyKey: string) => Promise<Result>,
): Promise<SentOrQueued<Result>> {
  const key = crypto.randomUUID();
  const waitsForItsProduct = write.productId !== undefined && isLocalId(write.productId);
  if (globalThis.navigator?.onLine !== false && !waitsForItsProduct) {
    try {
      return { sent: await sendNow(key) };
    } catch (error) {
      if (!isTransportError(error)) throw error;
    }
  }
  const { queueWrite } = await loadWrites();
  return { queued: await queueWrite(vendorId, { ...write, key }) };
}

/**
 * On a screen that can add a write to the queue (Add New Products, Edit product, the picture step):
 * the queue is kept going from there too, so a write kept offline goes when the signal is back
 * without the vendor having to open All Products. The queue's code comes after the screen's.
 */
export function useWriteQueueRunning(): void {
  const store = useStore();
  useEffect(() => {
    void import('./startWriteQueue.ts').then(
      ({ startWriteQueue }) => startWriteQueue(store as Parameters<typeof startWriteQueue>[0]),
      () => undefined, // offline before it ever came: All Products starts it later
    );
  }, [store]);
}
