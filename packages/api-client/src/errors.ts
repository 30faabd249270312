import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { messages } from '@sika/domain';

/** What a rejected `unwrap()` holds: a FetchBaseQueryError, or a SerializedError / Error. */
const isFetchError = (error: unknown): error is FetchBaseQueryError =>
  typeof error === 'object' && error !== null && 'status' in error;

/** The server never answered: no connection (FETCH_ERROR) or no answer in time (TIMEOUT_ERROR). */
export const isTransportError = (error: unknown): boolean =>
  isFetchError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');

/** The `code` of the server's Error body (the contract's ErrorCode), when the failure has one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (!isFetchError(error) || !error.data || typeof error.data !== 'object') return undefined;
  const code = (error.data as Record<string, unknown>).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The message to show for a failed call, in the order the screens read it (docs/product.md, Error
 * messages): the response's `msg`, then `message`, then `error`, then the transport error's
 * message; else `fallback`. A transport error's message is said plainly (no connection, too slow)
 * rather than as the browser's 'TypeError: Failed to fetch'; an unreadable answer gets the
 * fallback. Takes what a `catch` gets (unknown), so screens need no casts.
 */
export function errorMessageOf(
  error: unknown,
  fallback: string,
  order: readonly ('msg' | 'message' | 'error')[] = ['msg', 'message'],
): string {
  if (isFetchError(error)) {
    const data = error.data;
    if (data && typeof data === 'object') {
      for (const key of order) {
        const value = (data as Record<string, unknown>)[key];
        if (typeof value === 'string' && value.trim()) return value;
      }
    }
    if (error.status === 'FETCH_ERROR') return messages.network.unreachable;
    if (error.status === 'TIMEOUT_ERROR') return messages.network.timeout;
    if (error.status === 'CUSTOM_ERROR' && error.error) return error.error;
    return fallback;
  }
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : fallback;
}
