import { HttpResponse } from 'msw';
import type { Error as ApiError } from '../generated/sikaApi.ts';

/** An error response with the contract's body (`msg` repeats `message`). */
export function errorResponse(status: number, message: string, code = 'ERROR', fields?: Record<string, string>) {
  const body: ApiError = { message, msg: message, code, ...(fields ? { fields } : {}) };
  return HttpResponse.json(body, { status });
}
