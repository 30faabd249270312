import { serverMessages, type ServerMessage } from '@sika/domain';
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

/**
 * The api's sentence refusing `raw` as a count the contract gives as a whole number from 1 to
 * `most` (a query parameter such as `limit`), or undefined when it is one. Not sent: `fallback`.
 */
export function countRefusal(raw: string | null, fallback: number, most: number): string | undefined {
  const count = raw === null ? fallback : Number(raw);
  if (!Number.isInteger(count)) return serverMessages.fields.type('integer');
  if (count < 1) return serverMessages.fields.minimum(1);
  if (count > most) return serverMessages.fields.maximum(most);
  return undefined;
}

/** A MessageResponse, as the api sends it. */
export function messageBody(message: ServerMessage): MessageResponse {
  return { message, msg: message };
}
