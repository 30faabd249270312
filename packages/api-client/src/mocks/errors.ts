import type { ServerMessage } from '@sika/domain';
import { HttpResponse } from 'msw';
import type { Error as ApiError, ErrorCode, MessageResponse } from '../generated/sikaApi.ts';

/**
 * An error response with the contract's body (`msg` repeats `message`). The fake backend's handlers
 * pass a text of `serverMessages` (@sika/domain), as the api does (mocks.test.ts checks they say
 * nothing else); a story may pass any text and code to show how a screen treats an unusual answer.
 */
export function errorResponse(
  status: number,
  message: ServerMessage | (string & {}),
  code: ErrorCode | (string & {}) = 'INTERNAL',
  fields?: Record<string, string>,
) {
  const body = { message, msg: message, code, ...(fields ? { fields } : {}) } as ApiError;
  return HttpResponse.json(body, { status });
}

/** A MessageResponse, as the api sends it. */
export function messageBody(message: ServerMessage): MessageResponse {
  return { message, msg: message };
}
