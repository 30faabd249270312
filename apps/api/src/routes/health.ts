import { serverMessages } from '@sika/domain';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { errorBody } from '../http/errors.ts';

export function healthHandlers(ctx: AppContext) {
  return {
    async getHealth(_request: unknown, reply: FastifyReply) {
      try {
        await ctx.database.ping();
      } catch (error) {
        reply.log.error({ err: error }, 'database ping failed');
        // 503 tells a load balancer to route around this instance.
        return reply.code(503).send(errorBody('UNAVAILABLE', serverMessages.databaseDown));
      }
      return { status: 'ok' as const };
    },
  };
}
