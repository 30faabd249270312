// How the service worker marks the answers it makes up offline (dataCache.ts), read by the page's
// base query (offlineState.ts): kept apart so the page's first load carries these names and nothing
// else of the offline code.

/** On an answer the service worker gave from what it saved: when it was saved (ms since 1970). */
export const SAVED_AT_HEADER = 'X-Sika-Saved-At';
/** On every answer the service worker made up because the network failed (saved or not). */
export const OFFLINE_HEADER = 'X-Sika-Offline';
/** The error code of a read this phone never saved, answered while offline. */
export const NOT_SAVED_OFFLINE = 'NOT_SAVED_OFFLINE';
