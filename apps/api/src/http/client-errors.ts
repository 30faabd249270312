// Errors Node's HTTP parser raises before Fastify sees a request (headers too large, broken framing,
// a request that never finishes arriving) get the contract's Error body too, not Fastify's own.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { serverMessages } from '@sika/domain';
import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from './contract.ts';
import { errorBody } from './errors.ts';

interface ClientError extends Error {
  code?: string;
}

function classify(error: ClientError): { status: number; code: ErrorCode; message: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'HEADERS_TOO_LARGE', message: serverMessages.headersTooLarge };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'REQUEST_TIMEOUT', message: serverMessages.timeout };
    default:
      return { status: 400, code: 'BAD_REQUEST', message: serverMessages.badRequest };
  }
}

/** Fastify's `clientErrorHandler`: the same status as Fastify's default, the contract's body. */
export function clientErrorHandler(this: FastifyInstance, error: ClientError, socket: Socket): void {
  // A reset connection has nobody left to answer (https://nodejs.org/api/http.html#event-clienterror).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = classify(error);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(code, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
