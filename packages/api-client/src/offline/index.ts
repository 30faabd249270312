// @sika/api-client/offline: the service worker's part of the vendor's saved data. The page's part
// (the offline state, clearDeviceData) comes with the main entry and the store.
export { NOT_SAVED_OFFLINE, OFFLINE_HEADER, SAVED_AT_HEADER } from './answerMarks.ts';
export { DATA_CACHE_PREFIX, DEVICE_DATA, dataCacheName, tokenSubject } from './deviceData.ts';
export { answerSavedRead, isSavedRead, type DataCacheHost } from './dataCache.ts';
