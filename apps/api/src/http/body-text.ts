// Text bodies (JSON, and the form-encoded mail endpoints) are read as UTF-8 and nothing else. A
// body declared in another character set (`charset=iso-8859-1`) is a 415, and bytes that are not
// UTF-8 are a 400, both with the Error body: read leniently, either would be stored with U+FFFD
// where its letters were ('Caf� crème'), and nobody would learn why until a customer saw it.
import { serverMessages } from '@sika/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** The charset parameter of the request's Content-Type, lower-cased and unquoted; undefined without one. */
function declaredCharset(request: FastifyRequest): string | undefined {
  const header = request.headers['content-type'] ?? '';
  for (const parameter of header.split(';').slice(1)) {
    const [name = '', ...value] = parameter.split('=');
    if (name.trim().toLowerCase() === 'charset') {
      return value
        .join('=')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
    }
  }
  return undefined;
}

/** The body as text, or the 415/400 that says why it is not UTF-8. */
function utf8Text(request: FastifyRequest, body: Buffer): string {
  const charset = declaredCharset(request);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', serverMessages.unsupportedCharset);
  }
  try {
    // fatal: a byte sequence that is not UTF-8 throws instead of becoming U+FFFD. The BOM, if
    // any, is dropped (RFC 8259 lets a parser ignore it).
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new HttpError(400, 'INVALID_JSON', serverMessages.badUtf8);
  }
}

/** Keys Fastify's JSON parser refuses (prototype pollution). */
const FORBIDDEN_KEYS = ['__proto__', 'constructor'] as const;

export function registerTextBodies(app: FastifyInstance): void {
  // Fastify's own JSON parser after the check: it refuses __proto__ and constructor keys and an empty body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8Text(request, body as Buffer);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      // A key that would reach an object's prototype is a field the contract never accepts: say
      // which, as for any other unknown field, rather than calling the JSON broken.
      const forbidden = error ? FORBIDDEN_KEYS.find((key) => text.includes(`"${key}"`)) : undefined;
      if (forbidden) {
        done(
          new HttpError(400, 'BAD_INPUT', serverMessages.badInput, { [forbidden]: serverMessages.fields.unknownField }),
          undefined,
        );
        return;
      }
      done(error, parsed);
    });
  });
  // Browsers post the portal's e-mail notifications form-encoded, as the original product did.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, Object.fromEntries(new URLSearchParams(utf8Text(request, body as Buffer))));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
