import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { LOGOUT_CACHE_RESET_MS } from '@sika/domain';
import { LIST_TAGS, sikaApi } from './api.ts';
import { authSlice, emptyAuthState } from './session/authSlice.ts';
import { readSession, writeCreatedProduct, writeSession } from './session/storage.ts';

const rootReducer = combineReducers({
  [sikaApi.reducerPath]: sikaApi.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Storage follows the auth slice and the api, from this one place: nothing else writes the session
 * keys or productKey.
 */
function sessionListeners() {
  const listener = createListenerMiddleware<RootState>();
  listener.startListening({
    predicate: (_action, current, previous) => current.auth !== previous.auth,
    effect: (_action, api) => {
      const { token, vendor, vendorEmail, vendorId, persist, role } = api.getState().auth;
      writeSession({ token, vendor, vendorEmail, vendorId, persist, role });
    },
  });
  // The created product is kept as productKey for the image step, whichever screen created it.
  listener.startListening({
    matcher: sikaApi.endpoints.createProduct.matchFulfilled,
    effect: (action) => writeCreatedProduct(action.payload),
  });
  // The lists refresh through one poll (useFreshLists): when the version of what they show moves,
  // the lists on screen are asked again, each a 304 if it was not the one that changed. The first
  // answer only sets the version: the lists were just asked for on mount.
  listener.startListening({
    matcher: sikaApi.endpoints.getChanges.matchFulfilled,
    effect: (action, api) => {
      const before = sikaApi.endpoints.getChanges.select(undefined)(api.getOriginalState()).data?.version;
      if (before !== undefined && before !== action.payload.version) {
        api.dispatch(sikaApi.util.invalidateTags([...LIST_TAGS]));
      }
    },
  });
  // Logout and account deletion invalidate nothing (refetching without a session would greet the
  // vendor with 'Your login has expired.'); the cached data is dropped a second later, once its
  // screens are gone (docs/product.md, Sessions and storage keys).
  listener.startListening({
    matcher: isAnyOf(sikaApi.endpoints.logout.matchFulfilled, sikaApi.endpoints.deleteVendor.matchFulfilled),
    effect: async (_action, api) => {
      await api.delay(LOGOUT_CACHE_RESET_MS);
      api.dispatch(sikaApi.util.resetApiState());
    },
  });
  // Whatever of a vendor's this device keeps (saved answers, waiting writes) goes when the session
  // ends: logout, 'Your login has expired.', a deleted account (docs/product.md, Offline). Once
  // more when the cache resets: an answer in flight at the end may have been saved after the first
  // pass. Its code is fetched then, not with the page.
  listener.startListening({
    predicate: (_action, current, previous) =>
      Boolean(previous.auth.token || previous.auth.vendor) && !current.auth.token && !current.auth.vendor,
    effect: async (_action, api) => {
      const { clearDeviceData } = await import('./offline/clearDeviceData.ts');
      await clearDeviceData();
      await api.delay(LOGOUT_CACHE_RESET_MS);
      await clearDeviceData();
    },
  });
  // A vendor logging in after another's session ended unseen finds nothing of the other's.
  listener.startListening({
    matcher: sikaApi.endpoints.login.matchFulfilled,
    effect: async (action) => {
      const { clearOtherVendorsData } = await import('./offline/clearDeviceData.ts');
      await clearOtherVendorsData(action.payload.accessToken);
    },
  });
  return listener.middleware;
}

/**
 * The store every host uses: the portal, each story (a fresh one per story) and tests. It starts
 * from the session in storage; `preloadedState.auth` overrides single fields of it. `listen` wires
 * refetch-on-focus/reconnect to the window; off where there is no window.
 */
export function createSikaStore({
  preloadedState,
  listen = true,
}: { preloadedState?: { auth?: Partial<RootState['auth']> }; listen?: boolean } = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: { ...emptyAuthState, ...readSession(), ...preloadedState?.auth } },
    middleware: (getDefault) => getDefault().prepend(sessionListeners()).concat(sikaApi.middleware),
  });
  if (listen) setupListeners(store.dispatch);
  return store;
}

export type SikaStore = ReturnType<typeof createSikaStore>;
export type AppDispatch = SikaStore['dispatch'];
