import { serverMessages } from '@sika/domain';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { errorBody } from '../http/errors.ts';

type Dependency = 'database' | 'images';

// A name no image ever has (images are UUID-named): reading it asks the storage without finding anything.
const PROBE = 'health-probe.txt';

/** `contractVersion`: the contract's info.version, which a portal checks before sending writes it kept offline. */
export function healthHandlers(ctx: AppContext, contractVersion: string) {
  return {
    async getHealth(_request: unknown, reply: FastifyReply) {
      const probe = (dependency: Dependency, check: () => Promise<unknown>) =>
        check().then(
          () => undefined,
          (error: unknown) => {
            reply.log.error({ err: error }, `health: ${dependency} is not answering`);
            return dependency;
          },
        );
      const down = (
        await Promise.all([probe('database', () => ctx.database.ping()), probe('images', () => ctx.images.get(PROBE))])
      ).filter((dependency): dependency is Dependency => dependency !== undefined);
      if (down.length > 0) {
        // 503 tells a load balancer to route around this instance.
        const message = down.includes('database') ? serverMessages.databaseDown : serverMessages.imagesDown;
        return reply.code(503).send({ ...errorBody('UNAVAILABLE', message), down });
      }
      return { status: 'ok' as const, contract: contractVersion };
    },
  };
}
