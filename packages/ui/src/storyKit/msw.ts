import { errorResponse, handlers } from '@sika/api-client/mocks';
import { serverMessages } from '@sika/domain';
import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';

/** An operation of the contract, by the name its fake-backend handler is keyed by. */
export type OperationId = keyof typeof handlers;

type MswParameters = { msw: { handlers: Record<string, HttpHandler> } };

/**
 * Story parameters that answer one operation with `resolver` and keep every other handler of the
 * fake backend. Method and path come from that operation's own handler, so they are written once.
 */
export function answerWith(operationId: OperationId, resolver: HttpResponseResolver): MswParameters {
  const { method, path } = (handlers[operationId] as HttpHandler).info;
  const verb = String(method).toLowerCase() as 'get' | 'post' | 'patch' | 'delete' | 'put';
  return { msw: { handlers: { [operationId]: http[verb](path, resolver) } } };
}

/**
 * Answers one operation with `status` and:
 * - a string: the contract's error body with that message (and `code`);
 * - an object: that JSON body;
 * - nothing: an empty body (what a proxy's 502 looks like).
 */
export function answer(operationId: OperationId, status: number, body?: string | object, code?: string) {
  return answerWith(operationId, () => {
    if (typeof body === 'string') return errorResponse(status, body, code);
    return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
  });
}

/** A 400 as the api gives for bad input: `fields` maps the api's names of fields to its sentences. */
export const refusesFields = (operationId: OperationId, fields: Record<string, string>) =>
  answerWith(operationId, () => errorResponse(400, serverMessages.badInput, 'BAD_INPUT', fields));

/** The operation never answers (the Submitting and Loading states); `onCall` counts the calls. */
export function hangs(operationId: OperationId, onCall?: () => void) {
  return answerWith(operationId, async () => {
    onCall?.();
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/** No answer at all: the network is down. */
export const offline = (operationId: OperationId) => answerWith(operationId, () => HttpResponse.error());

/** Several operations answered at once (parameters merge per handler name). */
export function answers(...each: MswParameters[]): MswParameters {
  return { msw: { handlers: Object.assign({}, ...each.map((one) => one.msw.handlers)) } };
}
