import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { LoginResponse, RegisterResponse } from '../generated/sikaApi.ts';
import { loggedIn, loggedOut, tokenRefreshed } from './authSlice.ts';
import { clearSessionStorage, saveLogin, saveRegistration, writeAccessToken } from './storage.ts';

/** Login success: the storage keys of spec section 3, then the auth state. */
export const startSession =
  (response: LoginResponse): ThunkAction<void, unknown, unknown, UnknownAction> =>
  (dispatch) => {
    saveLogin(response);
    dispatch(loggedIn(response));
  };

/** Sign-up step one: the registration's token and record keys in storage, the token in state. */
export const startRegistration =
  (response: RegisterResponse): ThunkAction<void, unknown, unknown, UnknownAction> =>
  (dispatch) => {
    saveRegistration(response);
    dispatch(tokenRefreshed(response.accessToken));
  };

/** A session renewed on load (the persist wrapper's refresh): the new token in storage, then in state. */
export const renewSession =
  (accessToken: string): ThunkAction<void, unknown, unknown, UnknownAction> =>
  (dispatch) => {
    writeAccessToken(accessToken);
    dispatch(tokenRefreshed(accessToken));
  };

/** Logout success: every storage key of the session, then the auth state (spec section 4). */
export const endSession = (): ThunkAction<void, unknown, unknown, UnknownAction> => (dispatch) => {
  clearSessionStorage();
  dispatch(loggedOut());
};
