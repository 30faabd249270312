import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { constants, createSecureServer, type IncomingHttpHeaders } from 'node:http2';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The api as vendors reach it in production: behind a TLS-terminating proxy speaking HTTP/2 (Caddy
 * does by default, nginx with `http2 on;`), which forwards to the api over HTTP/1.1 with
 * X-Forwarded-Proto. HTTP/2 compresses headers (HPACK): a header repeated on every poll (the user
 * agent, the bearer token, the security headers) costs a byte or two after its first time.
 * A counting TCP relay sits in front, so `bytes()` is what crossed the wire both ways: TLS records,
 * HTTP/2 frames and all. The certificate is self-signed (openssl): browsers must ignore its errors.
 */
export interface Http2Proxy {
  base: string;
  /**
   * The certificate's key pin, for Chromium's --ignore-certificate-errors-spki-list: the browser
   * then treats the connection as valid, and keeps answers in its HTTP cache (it never keeps what a
   * connection with certificate errors sent, so every poll would be a whole list).
   */
  spki: string;
  bytes(): number;
  stop(): Promise<void>;
}

// Hop-by-hop headers of HTTP/1.1 that HTTP/2 forbids.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'sika-bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function listen(server: Server | ReturnType<typeof createSecureServer>): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

export async function startHttp2Proxy(target: string): Promise<Http2Proxy> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const certificate = selfSignedCertificate();
  const spki = createHash('sha256')
    .update(new X509Certificate(certificate.cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  const tls = createSecureServer({ ...certificate, allowHTTP1: false });
  tls.on('stream', (stream, headers: IncomingHttpHeaders) => {
    const forwarded: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (name.startsWith(':') || value === undefined || HOP_BY_HOP.has(name)) continue;
      // HTTP/2 may split cookies into several fields; HTTP/1.1 wants one.
      forwarded[name] = name === 'cookie' && Array.isArray(value) ? value.join('; ') : value;
    }
    forwarded.host = String(headers[':authority'] ?? upstream.host);
    forwarded['x-forwarded-proto'] = 'https';
    forwarded['x-forwarded-for'] = '127.0.0.1';
    const upstreamRequest = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: String(headers[':method']),
        path: String(headers[':path']),
        headers: forwarded,
        agent,
      },
      (response) => {
        const answer: Record<string, string | string[] | number> = {
          [constants.HTTP2_HEADER_STATUS]: response.statusCode ?? 502,
        };
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) answer[name] = value;
        }
        if (stream.destroyed) return response.resume();
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    upstreamRequest.on('error', () => {
      if (!stream.destroyed && !stream.headersSent) stream.respond({ [constants.HTTP2_HEADER_STATUS]: 502 });
      stream.end();
    });
    stream.pipe(upstreamRequest);
  });
  const tlsPort = await listen(tls);

  // The counting relay: every byte the browser and the proxy exchange passes through here.
  let bytes = 0;
  const open = new Set<Socket>();
  const relay = createServer((client) => {
    const server = connect(tlsPort, '127.0.0.1');
    for (const socket of [client, server]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
    }
    client.on('data', (chunk: Buffer) => (bytes += chunk.length));
    server.on('data', (chunk: Buffer) => (bytes += chunk.length));
    client.pipe(server).pipe(client);
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
  });
  const port = await listen(relay);
  return {
    base: `https://127.0.0.1:${port}`,
    spki,
    bytes: () => bytes,
    stop: async () => {
      agent.destroy();
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
      await new Promise((resolve) => tls.close(resolve));
    },
  };
}
