// Clients that go away or dawdle, over a real socket: a client closing its connection halfway
// through a body is logged as a client abort (no stack, never "database down"), and one trickling
// its body a byte at a time is cut by the request timeout with a 408 instead of being waited on.
import { connect, type Socket } from 'node:net';
import { serverMessages } from '@sika/domain';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isClientAbort, toHttpError } from '../src/http/errors.ts';
import { withTestApp } from './helpers/app.ts';
import { call, pathOf } from './helpers/contract.ts';
import { drivers } from './helpers/databases.ts';
import { multipart, phoneJpeg } from './helpers/images.ts';
import { createProduct, seller, withTempImages } from './helpers/products.ts';

interface LogLine {
  level: number;
  msg?: string;
  err?: { stack?: string };
  [key: string]: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Connects to the app's port on loopback. */
async function open(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return socket;
}

/** Resolves when `socket` closes, with everything the server sent; rejects after `ms`. */
function closed(socket: Socket, ms: number): Promise<string> {
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server kept the connection open for ${ms} ms`)), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

describe.each(drivers)('clients that abort or dawdle on %s', (driver) => {
  const lines: LogLine[] = [];
  const t = withTestApp(driver, async () => {
    const options = await withTempImages();
    return {
      env: { REQUEST_TIMEOUT_SECONDS: '1' },
      deps: {
        ...options.deps,
        logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
      },
    };
  });
  const port = async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    return (t.app.server.address() as { port: number }).port;
  };
  /** Log lines written from `from` on, once the server has had a moment to notice. */
  const linesAfter = async (from: number, until: (line: LogLine) => boolean) => {
    for (let i = 0; i < 40 && !lines.slice(from).some(until); i += 1) await sleep(50);
    return lines.slice(from);
  };
  const expectNoOutage = (written: LogLine[]) => {
    expect(written.filter((line) => line.level >= 50)).toEqual([]);
    const text = JSON.stringify(written);
    expect(text).not.toContain(serverMessages.databaseDown);
    expect(text).not.toMatch(/"stack"/);
  };
  const isAbort = (line: LogLine) => /client closed the connection mid-request/.test(line.msg ?? '');

  it('a client closing the socket halfway through an upload is a client abort, not a database outage', async () => {
    const me = await seller(t.app, t.testDb.database.db);
    const product = await createProduct(t.app, me);
    const { headers, payload } = await multipart([{ data: await phoneJpeg({ width: 2000, height: 1500 }) }]);
    const from = lines.length;
    const socket = await open(await port());
    socket.write(
      `POST ${pathOf('uploadProductImage', { productKey: product._id })} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${me.accessToken}\r\n` +
        `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, payload.length / 2));
    await sleep(200);
    socket.destroy();

    const written = await linesAfter(from, isAbort);
    expect(written.filter(isAbort)).toEqual([expect.objectContaining({ level: 30 })]);
    expectNoOutage(written);
    // Nothing was stored for it.
    const listed = await call(t.app, 'getAllProducts', { headers: { authorization: `Bearer ${me.accessToken}` } });
    expect(listed.json()[0]!.images).toEqual([]);
  });

  it('a client closing the socket halfway through a JSON body is a client abort too', async () => {
    const from = lines.length;
    const socket = await open(await port());
    const body = JSON.stringify({ email: 'someone@example.com', password: 'correct-horse-1' });
    socket.write(
      `POST ${pathOf('login')} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));
    await sleep(200);
    socket.destroy();

    const written = await linesAfter(from, isAbort);
    expect(written.filter(isAbort)).toEqual([expect.objectContaining({ level: 30 })]);
    expectNoOutage(written);
  });

  it('a connection reset from the database on a request still in progress is still an outage', () => {
    const live = { raw: { readableAborted: false, socket: { destroyed: false } } } as unknown as FastifyRequest;
    const fromDatabase = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(isClientAbort(fromDatabase, live)).toBe(false);
    expect(toHttpError(fromDatabase)).toMatchObject({ statusCode: 503, message: serverMessages.databaseDown });
    // The same code from the client's own request stream is not, once the client is gone.
    const gone = { raw: { readableAborted: true, socket: { destroyed: true } } } as unknown as FastifyRequest;
    expect(isClientAbort(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }), gone)).toBe(true);
  });

  it('a body trickling in a byte at a time is cut by the request timeout with a 408', async () => {
    const socket = await open(await port());
    const body = JSON.stringify({ email: 'slow@example.com', password: 'correct-horse-1' });
    const answer = closed(socket, 5_000);
    socket.write(
      `POST ${pathOf('login')} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed && sent < body.length) socket.write(body[sent++]!);
    }, 250);
    const started = Date.now();
    try {
      const received = await answer;
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(received).toContain(serverMessages.timeout);
      expect(sent).toBeLessThan(body.length);
      // REQUEST_TIMEOUT_SECONDS=1, checked every quarter of it.
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      clearInterval(drip);
      socket.destroy();
    }
  });
});
