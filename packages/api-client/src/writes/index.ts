// Writes that wait (docs/product.md, Writes that wait): loaded on demand, never with a page's first
// load, through the package's `./writes` export.
export {
  clearQueue,
  discardWrite,
  flushQueue,
  idempotencyKey,
  isOrderWrite,
  onQueueEvent,
  queueWrite,
  readQueue,
  resendWrite,
  setPictureCompressor,
  setQueueStorage,
  type FlushOutcome,
  type NewWrite,
  type OrderActionBody,
  type OrderOperation,
  type ProductOperation,
  type QueuedOperation,
  type QueuedWrite,
  type QueueEvent,
  type Refusal,
} from './writeQueue.ts';
export { memoryQueueStorage, type QueueStorage } from './storage.ts';
export { startWriteQueue } from './runner.ts';
export { dropDraft, readDraft, saveDraft } from './drafts.ts';
export { isLocalId, LOCAL_ID_PREFIX } from './localId.ts';
export { CONTRACT_VERSION } from '../generated/contractVersion.ts';
