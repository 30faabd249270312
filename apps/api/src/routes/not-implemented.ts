// Operations of the contract that later issues implement. They are routed now (never a 404) and
// answer 501 from onRequest, before authentication or body parsing (upload's multipart has no
// parser yet), so a client sees one stable answer whatever it sends.
import { serverMessages } from '@sika/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

export function notImplemented(operationId: string) {
  const fail = async (request: FastifyRequest, _reply: FastifyReply) => {
    request.log.debug({ operationId }, 'operation not implemented');
    throw new HttpError(501, 'NOT_IMPLEMENTED', serverMessages.notImplemented);
  };
  return { onRequest: fail, handler: fail };
}
