import { createAction } from '@reduxjs/toolkit';

// The base query's own refresh is not an endpoint call, so no endpoint matcher sees it: it tells
// the auth slice through these two actions. They live apart from the slice, which imports the api,
// so that the base query (under the api) does not import it back.
export const tokenRefreshed = createAction<string>('auth/tokenRefreshed');
export const sessionExpired = createAction('auth/sessionExpired');

/** The access token held in the store, read without importing the slice (see above). */
export const tokenIn = (state: unknown): string | null =>
  (state as { auth?: { token?: string | null } }).auth?.token ?? null;

/**
 * Whether the store holds a session at all (a token, a vendor, or the persist flag). A refused
 * refresh without one is a visitor who never logged in (or logged out): nothing expired.
 */
export const sessionIn = (state: unknown): boolean => {
  const auth = (state as { auth?: { token?: unknown; vendor?: unknown; persist?: unknown } }).auth;
  return Boolean(auth?.token || auth?.vendor || auth?.persist);
};
