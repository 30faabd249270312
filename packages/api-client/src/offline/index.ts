// @sika/api-client/offline: what the service worker and the device-data clearing share.
export {
  DATA_CACHE_PREFIX,
  DEVICE_DATA,
  NOT_SAVED_OFFLINE,
  OFFLINE_HEADER,
  SAVED_AT_HEADER,
  dataCacheName,
  tokenSubject,
} from './deviceData.ts';
export { answerSavedRead, isSavedRead, type DataCacheHost } from './dataCache.ts';
export { clearDeviceData, clearOtherVendorsData, type DeviceStores } from './clearDeviceData.ts';
