import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { messages } from '@sika/domain';

/**
 * The message to show for a failed call, in the order the spec's screens read it (section 8):
 * the response's `msg`, then `message`, then `error`, then the transport error's message; else
 * `fallback`. A transport error's message is said plainly (no connection, too slow) rather than as
 * the browser's 'TypeError: Failed to fetch'; an unreadable answer gets the fallback.
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
    if (error.status === 'FETCH_ERROR') return messages.network.unreachable;
    if (error.status === 'TIMEOUT_ERROR') return messages.network.timeout;
    if (error.status === 'CUSTOM_ERROR' && error.error) return error.error;
    return fallback;
  }
  return error.message || fallback;
}
