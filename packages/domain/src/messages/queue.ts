import { addProductMessages } from './addProduct.ts';
import { editProductMessages } from './editProduct.ts';
import { imageUploadMessages } from './imageUpload.ts';

// Writes that wait (docs/product.md, Writes that wait): what the vendor reads about product writes
// made without a connection, kept on the phone and sent when it is back.
export const queueMessages = {
  /** Add product, Edit product or Delete product made offline (or whose request never arrived). */
  savedOnPhone: 'Saved on this phone. It will be sent when you are back online.',
  waiting: 'Waiting to send',
  refused: 'Not sent: fix and send again',
  outdated: 'Not sent: the portal has changed. Enter it again.',
  sectionHeading: 'Not sent yet',
  newProduct: 'New product',
  changes: 'Changes',
  deletion: 'Delete',
  picture: 'Picture',
  pictureRemoval: 'Remove picture',
  fix: 'Fix and send again',
  /** A new product still waiting can be changed before it goes. */
  edit: 'Edit',
  discard: 'Discard',
  discarded: 'Discarded.',
  /** Once sent, the same toasts as online. */
  created: addProductMessages.created,
  updated: editProductMessages.updated,
  deleted: editProductMessages.deleted,
  pictureSent: imageUploadMessages.success,
  pictureRemoved: imageUploadMessages.removed,
  /** The server said no; its own sentence follows when it gave one. */
  refusedToast: (title: string) => `'${title}' was not sent: fix it and send it again.`,
  /** An order action (docs/product.md, Order actions) kept offline, sent once back online. */
  orderSentLater: (orderNumber: string, status: string) => `${orderNumber} is now ${status}.`,
  /** An order action kept offline that the server refused once sent. */
  orderRefusedLater: (orderNumber: string) => `The action on ${orderNumber} was not applied.`,
  /** The server already used this write's key for another request: the write cannot be sent. */
  droppedToast: (title: string) => `'${title}' could not be sent and was dropped. Please enter it again.`,
  outdatedToast: 'Some changes made offline were not sent: the portal has changed since. Please enter them again.',
  /** The reopened form of a refused write. */
  reopenedNote: 'This was not sent. The server said:',
  resend: 'Send again',
  /** Drafts: what was typed survives a reload. */
  draftRestored: 'Restored what you typed',
  discardDraft: 'Discard',
  pictureKept: 'The picture will be sent with it.',
  untitled: 'Untitled product',
} as const;
