// Every error leaves the api as { message, msg, code, fields? } (ARCHITECTURE: msg repeats
// message because the portal's screens read msg first). Bad input is never a 500.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export interface ErrorBody {
  message: string;
  msg: string;
  code: string;
  fields?: Record<string, string>;
}

export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  constructor(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

export const MESSAGES = {
  unauthorized: 'Please log in to continue.',
  sessionExpired: 'Your session has expired.',
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists.',
  vendorNotFound: 'Vendor not found.',
  badInput: 'Some fields are not valid.',
  registrationIncomplete: 'Complete your business and payment details first.',
  badJson: 'The request body is not valid JSON.',
  bodyRequired: 'A request body is required.',
  unsupportedMedia: 'This content type is not accepted here.',
  tooLarge: 'The request is too large.',
  tooManyRequests: 'Too many attempts. Please try again later.',
  badUrl: 'The address is not valid.',
  uriTooLong: 'The address is too long.',
  invalidResetToken: 'This reset link is invalid or has expired.',
  notVerified: 'Your account is not verified yet.',
  mailFailed: 'We could not send the e-mail. Please try again later.',
  routeNotFound: 'Not found.',
  notImplemented: 'This feature is not available yet.',
  serverError: 'Something went wrong',
} as const;

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return fields ? { message, msg: message, code, fields } : { message, msg: message, code };
}

export function sendError(reply: FastifyReply, error: HttpError): FastifyReply {
  return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.fields));
}

const CODE_BY_STATUS: Record<number, string> = {
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

interface AjvError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** One readable sentence per field, from ajv's errors; the first error of a field wins. */
export function validationFields(errors: readonly AjvError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const name =
      error.keyword === 'required'
        ? String(error.params.missingProperty)
        : error.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (name === '' || fields[name] !== undefined) continue;
    fields[name] = describe(error);
  }
  return fields;
}

function describe(error: AjvError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'format':
      return p.format === 'email' ? 'Enter a valid email address.' : `Must be a valid ${String(p.format)}.`;
    case 'minLength':
      return p.limit === 1 ? 'This field is required.' : `Must be at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `Must be at most ${String(p.limit)} characters.`;
    case 'minimum':
      return `Must be at least ${String(p.limit)}.`;
    case 'maximum':
      return `Must be at most ${String(p.limit)}.`;
    case 'enum':
      return `Must be one of: ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'type':
      return `Must be ${p.type === 'integer' ? 'a whole number' : `a ${String(p.type)}`}.`;
    default:
      return error.message ? `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.` : 'Not valid.';
  }
}

/** Turns whatever was thrown into the Error body with a fitting status. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const e = error as Partial<FastifyError> & { errors?: unknown[]; validation?: AjvError[] };

  // fastify-openapi-glue wraps security-handler failures; keep our own reason when there is one.
  if (e.name === 'Unauthorized' && Array.isArray(e.errors)) {
    const own = e.errors.find((inner): inner is HttpError => inner instanceof HttpError);
    return own ?? new HttpError(401, 'UNAUTHORIZED', MESSAGES.unauthorized);
  }
  if (e.validation) {
    const fields = validationFields(e.validation);
    const message = Object.keys(fields).length > 0 ? MESSAGES.badInput : describeContext(e);
    return new HttpError(400, 'BAD_INPUT', message, fields);
  }
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(
        400,
        'INVALID_JSON',
        e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? MESSAGES.bodyRequired : MESSAGES.badJson,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMedia);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'PAYLOAD_TOO_LARGE', MESSAGES.tooLarge);
    // Never echo the URL back (the default messages do).
    case 'FST_ERR_BAD_URL':
      return new HttpError(400, 'BAD_URL', MESSAGES.badUrl);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new HttpError(414, 'URI_TOO_LONG', MESSAGES.uriTooLong);
  }
  // Errors raised by JSON.parse inside a content-type parser are plain SyntaxErrors.
  if (error instanceof SyntaxError) return new HttpError(400, 'INVALID_JSON', MESSAGES.badJson);
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    const message = status === 429 ? MESSAGES.tooManyRequests : (e.message ?? MESSAGES.badInput);
    return new HttpError(status, code, message);
  }
  return new HttpError(500, 'INTERNAL', MESSAGES.serverError);
}

function describeContext(e: { validationContext?: string }): string {
  return e.validationContext === 'body' ? 'The request body must be a JSON object.' : MESSAGES.badInput;
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const httpError = toHttpError(error);
  if (httpError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.debug({ err: error }, 'request rejected');
  return sendError(reply, httpError);
}
