// Every error leaves the api as { message, msg, code, fields? } (ARCHITECTURE: msg repeats
// message because the portal's screens read msg first). Bad input is never a 500.
import { serverMessages } from '@sika/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode, Schemas } from './contract.ts';
import { validationFields, type AjvError } from './validation-messages.ts';

/** The contract's Error body. */
export type ErrorBody = Schemas['Error'];

export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  constructor(statusCode: number, code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return fields ? { message, msg: message, code, fields } : { message, msg: message, code };
}

/** A MessageResponse: `msg` repeats `message`, as in the Error body. */
export function messageBody(message: string): Schemas['MessageResponse'] {
  return { message, msg: message };
}

export function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.fields));
}

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_INPUT',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

// PostgreSQL's "connection exception" class (08xxx) and the server shutting down or starting (57P0x).
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);
const DATABASE_DOWN_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i;

/** True when the error (or one it wraps, as drizzle does) says the database cannot be reached. */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (DATABASE_DOWN_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && DATABASE_DOWN_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Turns whatever was thrown into the Error body with a fitting status. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  // A 503 tells the portal (and a load balancer) to try again: nothing about the request was wrong.
  if (isDatabaseUnreachable(error)) return new HttpError(503, 'UNAVAILABLE', serverMessages.databaseDown);
  const e = error as Partial<FastifyError> & { errors?: unknown[]; validation?: AjvError[] };

  // fastify-openapi-glue wraps security-handler failures; keep our own reason when there is one.
  if (e.name === 'Unauthorized' && Array.isArray(e.errors)) {
    const own = e.errors.find((inner): inner is HttpError => inner instanceof HttpError);
    if (own) return own;
    // The session could not be looked up: the database's fault, not the caller's token.
    if (e.errors.some(isDatabaseUnreachable)) return new HttpError(503, 'UNAVAILABLE', serverMessages.databaseDown);
    return new HttpError(401, 'UNAUTHORIZED', serverMessages.unauthorized);
  }
  if (e.validation) {
    const fields = validationFields(e.validation);
    const message = Object.keys(fields).length > 0 ? serverMessages.badInput : describeContext(e);
    return new HttpError(400, 'BAD_INPUT', message, fields);
  }
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(
        400,
        'INVALID_JSON',
        e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? serverMessages.bodyRequired : serverMessages.badJson,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', serverMessages.unsupportedMedia);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'PAYLOAD_TOO_LARGE', serverMessages.tooLarge);
    // Never echo the URL back (the default messages do).
    case 'FST_ERR_BAD_URL':
      return new HttpError(400, 'BAD_URL', serverMessages.badUrl);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new HttpError(414, 'URI_TOO_LONG', serverMessages.uriTooLong);
  }
  // Errors raised by JSON.parse inside a content-type parser are plain SyntaxErrors.
  if (error instanceof SyntaxError) return new HttpError(400, 'INVALID_JSON', serverMessages.badJson);
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    const message = status === 429 ? serverMessages.tooManyRequests : (e.message ?? serverMessages.badInput);
    return new HttpError(status, code, message);
  }
  return new HttpError(500, 'INTERNAL', serverMessages.serverError);
}

function describeContext(e: { validationContext?: string }): string {
  return e.validationContext === 'body' ? serverMessages.bodyNotObject : serverMessages.badInput;
}

/**
 * True when the error is the request's own stream ending early because the client closed the
 * connection (Node's "aborted" ECONNRESET, a stream's premature close). Its code is one a lost
 * database connection has too, so it is told apart before the outage check.
 */
export function isClientAbort(error: unknown, request: FastifyRequest): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const streamEnded =
    (code === 'ECONNRESET' && message === 'aborted') ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (typeof message === 'string' && /^premature close$/i.test(message));
  return streamEnded && (request.raw.readableAborted || request.raw.socket?.destroyed === true);
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isClientAbort(error, request)) {
    // Nobody is left to answer and nothing is wrong with the server: one line, no stack.
    request.log.info({ code: (error as { code?: unknown }).code }, 'client closed the connection mid-request');
    return sendError(reply, new HttpError(400, 'BAD_REQUEST', serverMessages.badRequest));
  }
  const httpError = toHttpError(error);
  if (httpError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.debug({ err: error }, 'request rejected');
  return sendError(reply, httpError);
}
