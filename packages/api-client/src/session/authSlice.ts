import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { messages } from '@sika/domain';
import type { LoginResponse, Vendor } from '../generated/sikaApi.ts';
import { readAccessToken, readStoredVendor } from './storage.ts';

/** Auth state of spec section 3 (token and vendor), plus the message left by an expired session. */
export type AuthState = {
  token: string | null;
  vendor: Vendor | null;
  expiredMessage: string | null;
};

export const initialAuthState = (): AuthState => ({
  token: readAccessToken(),
  vendor: readStoredVendor(),
  expiredMessage: null,
});

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(state, action: PayloadAction<LoginResponse>) {
      state.token = action.payload.accessToken;
      state.vendor = action.payload.vendor;
      state.expiredMessage = null;
    },
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    loggedOut(state) {
      state.token = null;
      state.vendor = null;
    },
    sessionExpired(state) {
      state.token = null;
      state.vendor = null;
      state.expiredMessage = messages.session.expired;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectVendor: (state) => state.vendor,
    selectExpiredMessage: (state) => state.expiredMessage,
  },
});

export const { loggedIn, tokenRefreshed, loggedOut, sessionExpired } = authSlice.actions;
export const { selectToken, selectVendor, selectExpiredMessage } = authSlice.selectors;
