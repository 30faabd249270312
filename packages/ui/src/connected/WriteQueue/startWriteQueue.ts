import type { ProductInput } from '@sika/api-client';
import { queueMessages } from '@sika/domain';
import type { QueuedWrite } from '@sika/api-client/writes';
import { toast } from '../../components/Toasts/toast.ts';
import { loadWrites } from './sendOrQueue.ts';

const text = queueMessages;
type Store = Parameters<Awaited<ReturnType<typeof loadWrites>>['startWriteQueue']>[0];

const sentText: Record<QueuedWrite['operation'], string> = {
  create: text.created,
  update: text.updated,
  delete: text.deleted,
  picture: text.pictureSent,
};

const titleOf = (write: QueuedWrite) => (write.body as Partial<ProductInput> | undefined)?.title || text.untitled;

let started: Store | undefined;

/**
 * Starts sending the vendor's waiting writes (now, when the connection comes back, and on a timer)
 * and tells the vendor each outcome in a toast. Once per store: every vendor page asks for it.
 */
export async function startWriteQueue(store: Store): Promise<void> {
  if (started === store) return;
  started = store;
  const { onQueueEvent, startWriteQueue: start } = await loadWrites();
  onQueueEvent((event) => {
    if (event.type === 'sent') toast.success(sentText[event.write.operation]);
    else if (event.type === 'refused') toast.error(text.refusedToast(titleOf(event.write)));
    else if (event.type === 'dropped') toast.error(text.droppedToast(titleOf(event.write)));
    else if (event.type === 'outdated') toast.error(text.outdatedToast);
  });
  start(store);
}
