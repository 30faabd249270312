// Public surface of @sika/api-client: the contract's client (generated, with tags added), the
// session (storage keys, auth state, base query settings) and the types of the contract.
export {
  listPollingAfter,
  ordersApi,
  sikaApi,
  useFreshLists,
  useGetVendorOrderPagesInfiniteQuery,
  type ListPolling,
  type OrdersPage,
  type OrdersFilter,
} from './api.ts';
export { TAG_TYPES } from './emptyApi.ts';
export * from './generated/sikaApi.ts';
export {
  authSlice,
  isKnownReady,
  emptyAuthState,
  selectExpiredMessage,
  selectPersist,
  selectRole,
  selectToken,
  selectVendor,
  selectVendorEmail,
  vendorIdRemembered,
  type AuthState,
} from './session/authSlice.ts';
export { sessionExpired, tokenRefreshed } from './session/events.ts';
export { setApiBaseUrl, setApiErrorReporter, type ApiErrorReporter } from './session/baseQuery.ts';
export { useRememberVendorId } from './session/hooks.ts';
export {
  clearSessionStorage,
  readCreatedProduct,
  readSession,
  saveLogin,
  setSessionStorage,
  type StoredSession,
} from './session/storage.ts';
export { errorCodeOf, errorMessageOf, isTransportError } from './errors.ts';
export { dashboardEarlyRequestScript, type EarlyPanelOptions } from './early/earlyRequests.ts';
export { EARLY_PANEL } from './early/earlyPanelSlot.ts';
export { TEMPLATE_COUNT, TEMPLATE_PRODUCTS, tokenizeTemplate } from './early/earlyPanel.ts';
export { startFromEarlyLists } from './early/earlyLists.ts';
export { createSikaStore, type AppDispatch, type RootState, type SikaStore } from './store.ts';
export { useUploadProductImage } from './products/uploadImage.ts';
export { offlineState, resetOfflineState, type OfflineState } from './offline/offlineState.ts';
export { NOT_SAVED_OFFLINE } from './offline/answerMarks.ts';
