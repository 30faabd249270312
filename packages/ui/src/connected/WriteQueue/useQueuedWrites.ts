import { selectVendor } from '@sika/api-client';
import type { QueuedWrite } from '@sika/api-client/writes';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { loadWrites } from './sendOrQueue.ts';

/** The signed-in vendor's writes kept on this phone, in order, kept current as they change; null until read. */
export function useQueuedWrites(): QueuedWrite[] | null {
  const vendorId = useSelector(selectVendor)?._id;
  const [writes, setWrites] = useState<QueuedWrite[] | null>(null);
  useEffect(() => {
    if (!vendorId) return;
    let live = true;
    let stop = () => {};
    void loadWrites().then(({ onQueueEvent, readQueue }) => {
      const read = () => void readQueue(vendorId).then((list) => live && setWrites(list));
      if (!live) return;
      stop = onQueueEvent((event) => {
        if (event.type === 'changed' && event.vendorId === vendorId) read();
      });
      read();
    });
    return () => {
      live = false;
      stop();
    };
  }, [vendorId]);
  return writes;
}
