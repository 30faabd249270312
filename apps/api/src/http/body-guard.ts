// Fastify validates a body only when its content type is one the route's schema lists, so a
// text/plain or body-less POST would reach the handler unchecked. This closes that gap: a route
// with a body schema gets its body in one of the contract's content types, or a 4xx.
import { serverMessages } from '@sika/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

function mediaType(header: string | undefined): string | undefined {
  return header?.split(';')[0]?.trim().toLowerCase() || undefined;
}

export function registerBodyGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body = (request.routeOptions.schema as { body?: { content?: Record<string, unknown> } } | undefined)?.body;
    if (!body?.content) return;
    const type = mediaType(request.headers['content-type']);
    // A multipart body is a stream the handler reads itself (routes/uploads.ts), so it is never parsed here.
    if (type === 'multipart/form-data' && Object.hasOwn(body.content, type)) return;
    // The content type first: a multipart body sent to a JSON operation is parsed into nothing, yet
    // what is wrong is its type, not that it is missing.
    if (type !== undefined && !Object.hasOwn(body.content, type)) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', serverMessages.unsupportedMedia);
    }
    if (type === undefined || request.body === undefined) {
      throw new HttpError(400, 'BAD_INPUT', serverMessages.bodyRequired);
    }
  });
}
