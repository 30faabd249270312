import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { sikaApi } from './api.ts';
import { authSlice } from './session/authSlice.ts';

const rootReducer = combineReducers({
  [sikaApi.reducerPath]: sikaApi.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The store every host uses: the portal, each story (a fresh one per story) and tests.
 * `listen` wires refetch-on-focus/reconnect to the window; off where there is no window.
 */
export function createSikaStore({
  preloadedState,
  listen = true,
}: { preloadedState?: Partial<RootState>; listen?: boolean } = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(sikaApi.middleware),
  });
  if (listen) setupListeners(store.dispatch);
  return store;
}

export type SikaStore = ReturnType<typeof createSikaStore>;
export type AppDispatch = SikaStore['dispatch'];
