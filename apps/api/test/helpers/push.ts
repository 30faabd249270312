// A browser's side of Web Push for tests: a subscription's key pair and auth secret made with
// node:crypto, and a local push service (node:http) that keeps what it receives, so a test can
// decrypt a ping with the subscription's private key exactly as the phone would.
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import ece from 'http_ece';
import type { HostLookup, ResolvedAddress } from '../../src/push/subscription.ts';

export interface TestSubscriber {
  /** PushSubscription.toJSON()'s keys: what the api encrypts to. */
  keys: { p256dh: string; auth: string };
  /** Decrypts a body the push service received for this subscription (aes128gcm). */
  decrypt(body: Buffer): unknown;
}

export function testSubscriber(): TestSubscriber {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    decrypt: (body) =>
      JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')),
  };
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface LocalPushService {
  /** The base URL, e.g. http://127.0.0.1:40123; an endpoint is this plus any path. */
  url: string;
  received: ReceivedPush[];
  /** The status it answers with (201 as push services do; 410 for a subscription that is gone). */
  status: number;
  close(): Promise<void>;
}

export async function startPushService(): Promise<LocalPushService> {
  const received: ReceivedPush[] = [];
  const service: LocalPushService = { url: '', received, status: 201, close: async () => {} };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(service.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  service.url = `http://127.0.0.1:${port}`;
  service.close = () => new Promise((resolve) => server.close(() => resolve()));
  return service;
}

/** A public address (not in any refused range) that test push services resolve to. */
export const PUBLIC_ADDRESS = '93.184.215.14';

/**
 * The names tests' push endpoints use and what they resolve to; no test asks the real DNS. The
 * refused ones stand for a name someone put in /etc/hosts or a DNS zone they control.
 */
export const TEST_HOSTS: Readonly<Record<string, readonly string[]>> = {
  'push.example.net': [PUBLIC_ADDRESS],
  'loopback.example.net': ['127.0.0.1'],
  'loopback6.example.net': ['::1'],
  'private.example.net': ['10.1.2.3'],
  'private172.example.net': ['172.20.0.5'],
  'private192.example.net': ['192.168.1.10'],
  'cgnat.example.net': ['100.64.0.7'],
  'link-local.example.net': ['169.254.169.254'],
  'unspecified.example.net': ['0.0.0.0'],
  'unique-local.example.net': ['fd12:3456:789a::1'],
  'link-local6.example.net': ['fe80::1'],
  'mapped.example.net': ['::ffff:127.0.0.1'],
  'mapped-hex.example.net': ['::ffff:a9fe:a9fe'],
  'nat64.example.net': ['64:ff9b::a9fe:a9fe'],
  'mixed.example.net': [PUBLIC_ADDRESS, '127.0.0.1'],
};

/** A HostLookup over `hosts`; any other name is not found (ENOTFOUND), as the real resolver says. */
export function testHostLookup(hosts: Readonly<Record<string, readonly string[]>> = TEST_HOSTS): HostLookup {
  return async (host) => {
    const addresses = hosts[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}
