import { sikaApi, type ProductInput, type Vendor } from '@sika/api-client';
import { queueMessages } from '@sika/domain';
import type { ProductOperation, QueuedWrite } from '@sika/api-client/writes';
import { toast } from '../../components/Toasts/toast.ts';
import { loadWrites } from './sendOrQueue.ts';

const text = queueMessages;
type Store = Parameters<Awaited<ReturnType<typeof loadWrites>>['startWriteQueue']>[0];

const sentText: Record<ProductOperation, string> = {
  create: text.created,
  update: text.updated,
  delete: text.deleted,
  picture: text.pictureSent,
  removePicture: text.pictureRemoved,
};

const titleOf = (write: QueuedWrite) =>
  write.orderNumber ?? ((write.body as Partial<ProductInput> | undefined)?.title || text.untitled);

let started: Store | undefined;
let stopStarted = () => {};

/**
 * A product created from the queue gets the 'product created' e-mail, as one created online does
 * (Add New Products); its failure is only logged.
 */
function mailCreated(store: Store, product: { title: string; price: number }) {
  const vendor = (store.getState() as { auth?: { vendor?: Vendor | null } }).auth?.vendor;
  const request = store.dispatch(
    sikaApi.endpoints.sendProductCreatedEmail.initiate({
      productCreatedEmailBody: {
        BusinessName: vendor?.BusinessName ?? '',
        email: vendor?.email,
        title: product.title,
        price: String(product.price),
      },
    }) as never,
  ) as unknown as { unwrap(): Promise<unknown> };
  request.unwrap().catch((error: unknown) => console.warn('product-created e-mail failed', error));
}

/**
 * Starts sending the vendor's waiting writes (now, when the connection comes back, and on a timer)
 * and tells the vendor each outcome in a toast. Once per store (a new store, such as the next
 * story's, replaces the last).
 */
export async function startWriteQueue(store: Store): Promise<void> {
  if (started === store) return;
  started = store;
  stopStarted();
  const { onQueueEvent, setPictureCompressor, startWriteQueue: start } = await loadWrites();
  // Only for a picture kept as chosen, so fetched only when one is sent.
  setPictureCompressor(async (picture) =>
    (await import('../PictureUpload/compressPicture.ts')).compressPicture(picture),
  );
  const stopListening = onQueueEvent((event) => {
    if (event.type === 'sent' && event.order) {
      // An order action (docs/product.md, Order actions) sent once back online.
      toast.success(text.orderSentLater(event.order.orderNumber, event.order.orderStatus));
    } else if (event.type === 'refused' && event.write.orderId) {
      toast.error(text.orderRefusedLater(titleOf(event.write)));
    } else if (event.type === 'sent') {
      if (event.write.operation in sentText) toast.success(sentText[event.write.operation as ProductOperation]);
      if (event.write.operation === 'create' && event.product) mailCreated(store, event.product);
    } else if (event.type === 'refused') toast.error(text.refusedToast(titleOf(event.write)));
    else if (event.type === 'dropped') toast.error(text.droppedToast(titleOf(event.write)));
    else if (event.type === 'outdated') toast.error(text.outdatedToast);
  });
  const stopSending = start(store);
  stopStarted = () => {
    stopListening();
    stopSending();
  };
}
