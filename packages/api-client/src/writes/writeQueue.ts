import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { sikaApi } from '../api.ts';
import { laterApi } from '../later.ts';
import { errorCodeOf } from '../errors.ts';
import { CONTRACT_VERSION } from '../generated/contractVersion.ts';
import type { CancelOrderInput, DeliverOrderInput, ShipOrderInput } from '../generated/laterApi.ts';
import type { Order, Product, ProductInput, ProductUpdate } from '../generated/sikaApi.ts';
import { uploadProductImage } from '../products/uploadImage.ts';
import { isLocalId, LOCAL_ID_PREFIX } from './localId.ts';
import { idbQueueStorage, type QueueStorage } from './storage.ts';

/**
 * Writes that wait (docs/product.md, Writes that wait): Add product, Edit product, Delete product
 * and a product's picture (added or removed), and the order actions (docs/product.md, Order actions: ship,
 * deliver, cancel), made while the phone has no connection, are kept on the device per vendor and sent in the order they were made once it is back. Each carries the Idempotency-Key
 * made when it was kept, so a write the server got but whose answer was lost applies once when sent
 * again, and the contract version it was made for, so it is never sent in a shape the server no
 * longer accepts.
 */
export type QueuedOperation = ProductOperation | OrderOperation;
export type ProductOperation = 'create' | 'update' | 'delete' | 'picture' | 'removePicture';
export type OrderOperation = 'ship' | 'deliver' | 'cancel';
const ORDER_OPERATIONS: ReadonlySet<QueuedOperation> = new Set<OrderOperation>(['ship', 'deliver', 'cancel']);

/** Whether a write is an order action (on Order details) rather than a product write (on All Products). */
export const isOrderWrite = (write: { operation: QueuedOperation }): boolean => ORDER_OPERATIONS.has(write.operation);

/** What an order action sends. */
export type OrderActionBody = ShipOrderInput | DeliverOrderInput | CancelOrderInput;

/** What the server said to a write it would not take, kept so the form reopens with it. */
export type Refusal = { status: number; message?: string; fields?: Record<string, string> };

export type QueuedWrite = {
  /** The Idempotency-Key, made once when the write was kept; also the entry's name. */
  key: string;
  operation: QueuedOperation;
  /** The product written to: its server id, or LOCAL_ID_PREFIX + the create's first key; '' for an order action. */
  productId: string;
  /** The order an order action is for (its `_id`) and its number, to name it to the vendor. */
  orderId?: string;
  orderNumber?: string;
  /** The form's values: a new product, an edit's changes (without the id), or an order action's. */
  body?: ProductInput | Omit<ProductUpdate, 'id'> | OrderActionBody;
  /** A picture chosen offline, compressed unless `compressPicture`. */
  picture?: Blob;
  /**
   * The picture is as the vendor chose it: the compressor's code could not be fetched (offline on a
   * phone that never sent a picture), so it is compressed just before it is sent.
   */
  compressPicture?: true;
  /** The contract's info.version the write was made for. */
  contract: string;
  /** ISO 8601. */
  createdAt: string;
  /** waiting: to send; refused: the server said no (400, 404, ...); outdated: made for another contract. */
  state: 'waiting' | 'refused' | 'outdated';
  refusal?: Refusal;
};

/** What the vendor is told as the queue is sent. */
export type QueueEvent =
  | { type: 'changed'; vendorId: string }
  | { type: 'sent'; write: QueuedWrite; product?: Product; order?: Order }
  | { type: 'refused'; write: QueuedWrite }
  | { type: 'dropped'; write: QueuedWrite }
  | { type: 'outdated'; writes: QueuedWrite[] };

type Store = { dispatch: BaseQueryApi['dispatch']; getState: () => unknown };

let storage: QueueStorage = idbQueueStorage;
/** Shrinks a picture kept as chosen (`compressPicture`) before it is sent; set by the screens. */
let compressBeforeSending: ((picture: Blob) => Promise<Blob>) | undefined;

/** The screens' compressor, for pictures kept before its code could be fetched. */
export function setPictureCompressor(compress: (picture: Blob) => Promise<Blob>): void {
  compressBeforeSending = compress;
}
const listeners = new Set<(event: QueueEvent) => void>();

/** Tests and stories keep the queue in memory. */
export function setQueueStorage(replacement: QueueStorage): void {
  storage = replacement;
}

export function onQueueEvent(listener: (event: QueueEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const emit = (event: QueueEvent) => {
  for (const listener of listeners) listener(event);
};

const newKey = (): string => crypto.randomUUID();

/** A key for a write about to be tried online, kept with it if the connection drops on the way. */
export const idempotencyKey = newKey;

export function readQueue(vendorId: string): Promise<QueuedWrite[]> {
  return storage.get(vendorId);
}

async function change(vendorId: string, edit: (writes: QueuedWrite[]) => QueuedWrite[]): Promise<void> {
  await storage.update(vendorId, edit);
  emit({ type: 'changed', vendorId });
}

export type NewWrite = {
  operation: QueuedOperation;
  /** Not for a create: it gets a local id. */
  productId?: string;
  /** An order action's order. */
  orderId?: string;
  orderNumber?: string;
  body?: QueuedWrite['body'];
  picture?: Blob;
  compressPicture?: true;
  /** The key an attempt online already used (its answer never came), so a replay applies once. */
  key?: string;
};

/** Keeps a write on the device, after the ones before it. */
export async function queueWrite(vendorId: string, write: NewWrite): Promise<QueuedWrite> {
  const key = write.key ?? newKey();
  const queued: QueuedWrite = {
    key,
    operation: write.operation,
    productId: write.operation === 'create' ? LOCAL_ID_PREFIX + key : (write.productId ?? ''),
    ...(write.orderId ? { orderId: write.orderId } : {}),
    ...(write.orderNumber ? { orderNumber: write.orderNumber } : {}),
    ...(write.body ? { body: write.body } : {}),
    ...(write.picture ? { picture: write.picture } : {}),
    ...(write.compressPicture ? { compressPicture: true as const } : {}),
    contract: CONTRACT_VERSION,
    createdAt: new Date().toISOString(),
    state: 'waiting',
  };
  await change(vendorId, (writes) => [...writes, queued]);
  return queued;
}

/**
 * A refused (or outdated) write sent again with the values the vendor corrected: a new key, since
 * the same key with another body is refused (422), in the same place in the order.
 */
export async function resendWrite(vendorId: string, key: string, body: QueuedWrite['body']): Promise<void> {
  await change(vendorId, (writes) =>
    writes.map((write) => {
      if (write.key !== key) return write;
      const { refusal: _refusal, ...rest } = write;
      return { ...rest, key: newKey(), body, contract: CONTRACT_VERSION, state: 'waiting' as const };
    }),
  );
}

/** Drops a write; dropping a new product drops the writes waiting for it too. */
export async function discardWrite(vendorId: string, key: string): Promise<void> {
  await change(vendorId, (writes) => {
    const dropped = writes.find((write) => write.key === key);
    return writes.filter(
      (write) => write.key !== key && !(dropped?.operation === 'create' && write.productId === dropped.productId),
    );
  });
}

/**
 * Every write and draft kept, for every vendor, and the queue back in IndexedDB: each story starts
 * from an empty phone. (A logout deletes the whole database instead: clearDeviceData.)
 */
export async function clearQueue(): Promise<void> {
  await storage.clear();
  storage = idbQueueStorage;
  await storage.clear();
}

export type FlushOutcome = 'done' | 'offline' | 'later' | 'outdated' | 'empty';

const TRANSPORT = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR']);

/** How a failed send is taken: try again later, or the server's final word on it. */
function verdict(error: unknown): 'later' | 'drop' | 'refuse' {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  if (typeof status !== 'number' || TRANSPORT.has(String(status))) return 'later';
  if (status === 409 && errorCodeOf(error) === 'IDEMPOTENCY_IN_FLIGHT') return 'later';
  if (status === 422 && errorCodeOf(error) === 'IDEMPOTENCY_KEY_REUSED') return 'drop';
  // A throttle, the server's own trouble, or a session that could not be refreshed: not the write's fault.
  if (status === 429 || status >= 500 || status === 401 || status === 403) return 'later';
  return 'refuse';
}

function refusalOf(error: unknown): Refusal {
  const { status, data } = error as { status: number; data?: unknown };
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const message = typeof body.msg === 'string' ? body.msg : typeof body.message === 'string' ? body.message : undefined;
  const fields =
    typeof body.fields === 'object' && body.fields !== null
      ? Object.fromEntries(
          Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      : undefined;
  return { status, ...(message ? { message } : {}), ...(fields ? { fields } : {}) };
}

async function send(store: Store, write: QueuedWrite): Promise<Product | Order | undefined> {
  const headers = { 'Idempotency-Key': write.key };
  const { endpoints } = sikaApi;
  const run = <T>(action: unknown) => (store.dispatch(action as never) as unknown as { unwrap(): Promise<T> }).unwrap();
  switch (write.operation) {
    case 'create':
      return run<Product>(endpoints.createProduct.initiate({ ...headers, productInput: write.body as ProductInput }));
    case 'update':
      return run<Product>(
        endpoints.updateProduct.initiate({ ...headers, productUpdate: { ...write.body, id: write.productId } }),
      );
    case 'delete':
      await run(endpoints.deleteProduct.initiate({ ...headers, idBody: { id: write.productId } }));
      return undefined;
    case 'picture': {
      // Without its compressor (not set, or its code still not fetched) the picture waits: an error
      // without a status is tried again later.
      if (write.compressPicture && !compressBeforeSending) throw new Error('No picture compressor yet');
      const picture = write.compressPicture ? await compressBeforeSending!(write.picture!) : write.picture!;
      return uploadProductImage(store, write.productId, picture, { idempotencyKey: write.key });
    }
    case 'removePicture':
      return run<Product>(laterApi.endpoints.deleteProductImage.initiate({ ...headers, productKey: write.productId }));
    case 'ship':
      return run<Order>(
        laterApi.endpoints.shipOrder.initiate({
          ...headers,
          orderId: write.orderId ?? '',
          shipOrderInput: write.body as ShipOrderInput,
        }),
      );
    case 'deliver':
      return run<Order>(
        laterApi.endpoints.deliverOrder.initiate({
          ...headers,
          orderId: write.orderId ?? '',
          deliverOrderInput: write.body as DeliverOrderInput,
        }),
      );
    case 'cancel':
      return run<Order>(
        laterApi.endpoints.cancelOrder.initiate({
          ...headers,
          orderId: write.orderId ?? '',
          cancelOrderInput: write.body as CancelOrderInput,
        }),
      );
  }
}

/** The contract version the server says it implements; undefined when it does not say. */
async function serverContract(store: Store): Promise<{ contract?: string } | 'unreachable'> {
  const result = (await store.dispatch(
    sikaApi.endpoints.getHealth.initiate(undefined, { forceRefetch: true, subscribe: false }) as never,
  )) as { data?: { contract?: string }; error?: unknown };
  return result.data ?? 'unreachable';
}

let flushing: Promise<FlushOutcome> | undefined;

/**
 * Sends the vendor's waiting writes in order. Stops at the first that cannot go now (no connection,
 * a write still running on the server, the server's own trouble): the caller tries again later.
 * A write the server refuses is kept as refused (its form reopens with the server's messages) and
 * the next goes on; writes waiting for a new product that was refused wait with it. One flush at a
 * time in this page, and one across the vendor's tabs where the browser has Web Locks.
 */
export function flushQueue(store: Store, vendorId: string): Promise<FlushOutcome> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  flushing ??= (
    locks ? locks.request('sika-write-queue', () => flushNow(store, vendorId)) : flushNow(store, vendorId)
  ).finally(() => {
    flushing = undefined;
  });
  return flushing;
}

async function flushNow(store: Store, vendorId: string): Promise<FlushOutcome> {
  if (globalThis.navigator?.onLine === false) return 'offline';
  let writes = (await storage.get(vendorId)).filter((write) => write.state === 'waiting');
  if (writes.length === 0) return 'empty';
  const server = await serverContract(store);
  if (server === 'unreachable') return 'later';
  const outdated = server.contract !== undefined && server.contract !== CONTRACT_VERSION;
  const stale = writes.filter((write) => outdated || write.contract !== CONTRACT_VERSION);
  if (stale.length > 0) {
    const keys = new Set(stale.map((write) => write.key));
    await change(vendorId, (all) =>
      all.map((write) => (keys.has(write.key) ? { ...write, state: 'outdated' as const } : write)),
    );
    emit({ type: 'outdated', writes: stale });
    if (outdated) return 'outdated';
    writes = writes.filter((write) => !keys.has(write.key));
  }
  for (const listed of writes) {
    // Read again: a create sent just before may have given this write its product's id.
    const write = (await storage.get(vendorId)).find((entry) => entry.key === listed.key);
    if (!write || write.state !== 'waiting' || isLocalId(write.productId) !== (write.operation === 'create')) continue;
    let answer: Product | Order | undefined;
    try {
      answer = await send(store, write);
    } catch (error) {
      const next = verdict(error);
      if (next === 'later') return 'later';
      if (next === 'drop') {
        await change(vendorId, (all) => all.filter((entry) => entry.key !== write.key));
        emit({ type: 'dropped', write });
        continue;
      }
      const refused = { ...write, state: 'refused' as const, refusal: refusalOf(error) };
      await change(vendorId, (all) => all.map((entry) => (entry.key === write.key ? refused : entry)));
      emit({ type: 'refused', write: refused });
      continue;
    }
    const order = isOrderWrite(write) ? (answer as Order | undefined) : undefined;
    const product = isOrderWrite(write) ? undefined : (answer as Product | undefined);
    const realId = write.operation === 'create' ? product?._id : undefined;
    await change(vendorId, (all) =>
      all
        .filter((entry) => entry.key !== write.key)
        .map((entry) => (realId && entry.productId === write.productId ? { ...entry, productId: realId } : entry)),
    );
    emit({ type: 'sent', write, ...(product ? { product } : {}), ...(order ? { order } : {}) });
  }
  return 'done';
}
