// What a host app needs to mount the connected screens: the store they read and write (wrap them in
// react-redux's <Provider store={createSikaStore()}>) and where the api lives. Kept out of the main
// entry so an app that only uses components never loads the api client.
export {
  createSikaStore,
  setApiBaseUrl,
  setApiErrorReporter,
  type ApiErrorReporter,
  type AppDispatch,
  type RootState,
  type SikaStore,
} from '@sika/api-client';
