import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The message to show for a failed call, in the order the spec's screens read it (section 8):
 * the response's `msg`, then `message`, then `error`, then the transport error's text; else
 * `fallback`. Returns the fallback for anything without a usable string.
 */
export function errorMessageOf(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback: string,
  order: readonly ('msg' | 'message' | 'error')[] = ['msg', 'message'],
): string {
  if (!error) return fallback;
  if ('status' in error) {
    const data = error.data;
    if (data && typeof data === 'object') {
      for (const key of order) {
        const value = (data as Record<string, unknown>)[key];
        if (typeof value === 'string' && value.trim()) return value;
      }
    }
    // FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR and CUSTOM_ERROR carry the transport's own text.
    if ('error' in error && typeof error.error === 'string' && error.error) return error.error;
    return fallback;
  }
  return error.message || fallback;
}
