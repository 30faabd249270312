import type { QueuedWrite } from '@sika/api-client/writes';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QUEUED_PARAM } from './queuedParam.ts';
import { loadWrites } from './sendOrQueue.ts';

/**
 * The write kept on this phone that a form is reopened for (?queued=<its key>, from All Products'
 * 'Fix and send again'): undefined while it is read, null when the address names none (or it has
 * gone: sent, discarded).
 */
export function useReopenedWrite(vendorId: string | undefined): QueuedWrite | null | undefined {
  const [search] = useSearchParams();
  const key = search.get(QUEUED_PARAM);
  const [write, setWrite] = useState<QueuedWrite | null | undefined>(key ? undefined : null);
  useEffect(() => {
    if (!key || !vendorId) return setWrite(null);
    let live = true;
    void loadWrites()
      .then(({ readQueue }) => readQueue(vendorId))
      .then(
        (writes) => live && setWrite(writes.find((entry) => entry.key === key) ?? null),
        () => live && setWrite(null),
      );
    return () => {
      live = false;
    };
  }, [key, vendorId]);
  return write;
}

/** The server's sentences of a refused write, under the fields they name (Formik's initialStatus). */
export function refusalStatus(write: QueuedWrite | null | undefined) {
  const fields = write?.refusal?.fields ?? {};
  const sent = (write?.body ?? {}) as Record<string, unknown>;
  return {
    fromServer: Object.fromEntries(
      Object.entries(fields).map(([name, message]) => [name, { message, sent: sent[name] }]),
    ),
  };
}
