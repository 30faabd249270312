import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { LoginResponse } from '../generated/sikaApi.ts';
import { loggedIn } from './authSlice.ts';
import { saveLogin } from './storage.ts';

/** Login success: the storage keys of spec section 3, then the auth state. */
export const startSession =
  (response: LoginResponse): ThunkAction<void, unknown, unknown, UnknownAction> =>
  (dispatch) => {
    saveLogin(response);
    dispatch(loggedIn(response));
  };
