// The story kit: fake-backend answers, field and navigation expectations, fixtures, shared by every
// story so that each state is parameters and a short play function.
export { answer, answers, answerWith, hangs, offline, refusesFields, type OperationId } from './msw.ts';
export {
  expectBusy,
  expectDangerDialog,
  expectDialogCancelled,
  expectFieldMessage,
  expectLocation,
  expectRefused,
  expectServerFieldMessage,
  expectToast,
  expectUnique,
  everyMessage,
  fieldMessage,
  linksInList,
  openDialog,
  showsAlert,
  showsAlertWithRetry,
  showsLoading,
  submitting,
} from './expect.ts';
export { newVendor, openedAt, storeLogin, storeToken } from './fixtures.ts';
export { backLeadsTo, expectSignupStep, formShown, waitsForRecord } from './steps.ts';
export { aPhoto, aPicture, choosePictures, servesPictures } from './pictures.ts';
export { downloadedBy, type SavedFile } from './downloads.ts';
export { dismissedState, expectTabOrder } from './dismissible.tsx';
export {
  cancelAfterTyping,
  expectFormPlaceholder,
  expectPlaceholder,
  expectVendorFrame,
  saveWithToast,
} from './frame.ts';
export { discardRestoredDraft } from './drafts.ts';
