// GET /api/images/{name}: stored product images, streamed by the api whichever storage holds them,
// so the bucket can stay private and the page's CSP needs only 'self' for images. Names are new for
// every upload, so an answer never changes: browsers and CDNs may keep it for a year.
import { serverMessages } from '@sika/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { RouteOf } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';

export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function imageHandlers(ctx: AppContext) {
  return {
    async getProductImage(request: FastifyRequest<RouteOf<'getProductImage'>>, reply: FastifyReply) {
      const stored = await ctx.images.get(request.params.name);
      if (!stored) throw new HttpError(404, 'NOT_FOUND', serverMessages.imageNotFound);
      return reply.header('cache-control', IMAGE_CACHE_CONTROL).type(stored.contentType).send(stored.body);
    },
  };
}
