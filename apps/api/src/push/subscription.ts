// What a push subscription must be before the server keeps it, and where a ping may go. Its endpoint
// is a URL the server will later POST to, so it is held to push services on the internet (docs/
// security.md, What is defended): https, a host name (not an address, not localhost or a private
// suffix such as .internal), and a name that resolves only to public addresses. The name is looked up
// when the subscription is kept and again before each ping, and the ping connects to the address
// that was checked, so a name that changes its answer (DNS rebinding) cannot aim the server at this
// machine or its network. Tests' local push service is reached over http on loopback only when
// PUSH_ALLOW_HTTP_ENDPOINTS says so.
import { createECDH } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** An address a host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Looks a host name up: every address it has (tests put in a fixed table). */
export type HostLookup = (host: string) => Promise<ResolvedAddress[]>;

/**
 * Devices one vendor may have pings on. Each ping opens a connection per device, so one order
 * must not become hundreds of outgoing connections; a session (one device) holds one subscription.
 */
export const MAX_SUBSCRIPTIONS_PER_VENDOR = 10;

/** A name that takes longer than this to resolve is refused (and a ping not sent). */
const LOOKUP_TIMEOUT_MS = 5_000;

export const systemLookup: HostLookup = async (host) => {
  const addresses = await dnsLookup(host, { all: true });
  return addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/** An endpoint that passed every check, and the address a ping to it connects to. */
export interface CheckedEndpoint {
  url: URL;
  /** The host name as checked: lower case, without a trailing dot. */
  host: string;
  address: string;
  family: 4 | 6;
}

export interface EndpointRules {
  /** PUSH_ALLOW_HTTP_ENDPOINTS (tests only): http or https to 127.0.0.1, [::1] or localhost. */
  allowTestLoopback: boolean;
  lookup: HostLookup;
}

/** Tests' local push service: these host names, connected to at these addresses only. */
const TEST_LOOPBACK: ReadonlyMap<string, ResolvedAddress> = new Map([
  ['127.0.0.1', { address: '127.0.0.1', family: 4 }],
  ['localhost', { address: '127.0.0.1', family: 4 }],
  ['[::1]', { address: '::1', family: 6 }],
]);

/**
 * Names that never belong to a push service on the internet: this machine, a local network
 * (mDNS, home routers), a cloud's internal names (metadata.google.internal), reserved ones.
 */
const PRIVATE_SUFFIXES = [
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home.arpa',
  'arpa',
  'invalid',
  'test',
];

/**
 * Addresses a ping must never reach: "this" network, loopback, private (RFC 1918), CGNAT, link-local
 * (cloud metadata at 169.254.169.254), reserved, documentation and benchmark ranges, multicast; for
 * IPv6 also unique-local, link-local, IPv4-mapped and -compatible, NAT64, 6to4 and Teredo (each can
 * carry an IPv4 address the checks above would refuse).
 */
const REFUSED_V4 = new BlockList();
// Apart: a BlockList checks an IPv4 address against its IPv6 rules too, as ::ffff:a.b.c.d.
const REFUSED_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  REFUSED_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  REFUSED_V6.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is one a ping must never reach (this machine, its networks, reserved ranges). */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return REFUSED_V4.check(address, 'ipv4');
  if (family === 6) return REFUSED_V6.check(address, 'ipv6');
  return true;
}

/** The checks that need no lookup: the URL's form and its host name. */
function endpointUrl(endpoint: string, rules: Pick<EndpointRules, 'allowTestLoopback'>) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  // "localhost." is localhost: one trailing dot is dropped before any check, and more is refused.
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || host.endsWith('.')) return undefined;
  const loopback = rules.allowTestLoopback ? TEST_LOOPBACK.get(host) : undefined;
  if (loopback) return { url, host, loopback };
  if (url.protocol !== 'https:') return undefined;
  if (host.startsWith('[') || isIP(host) !== 0) return undefined;
  if (!host.includes('.')) return undefined;
  if (PRIVATE_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) return undefined;
  return { url, host, loopback: undefined };
}

/**
 * The endpoint and the address to connect to, or undefined when it is refused: a malformed URL, a
 * refused host name, a name that does not resolve (in time), or one with any refused address among
 * its answers (a name that answers 127.0.0.1 once in a while is refused every time).
 */
export async function checkPushEndpoint(endpoint: string, rules: EndpointRules): Promise<CheckedEndpoint | undefined> {
  const parsed = endpointUrl(endpoint, rules);
  if (!parsed) return undefined;
  const { url, host, loopback } = parsed;
  if (loopback) return { url, host, ...loopback };
  let addresses: ResolvedAddress[];
  try {
    addresses = await lookupWithin(rules.lookup, host, LOOKUP_TIMEOUT_MS);
  } catch {
    return undefined;
  }
  if (addresses.length === 0 || addresses.some(({ address }) => isRefusedAddress(address))) return undefined;
  const [first] = addresses;
  return { url, host, address: first!.address, family: first!.family };
}

async function lookupWithin(lookup: HostLookup, host: string, ms: number): Promise<ResolvedAddress[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`looking up ${host} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([lookup(host), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The browser's P-256 public key: 65 bytes of an uncompressed point that is on the curve. */
export function isValidP256dh(p256dh: string): boolean {
  if (!/^[A-Za-z0-9_-]+=*$/.test(p256dh)) return false;
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

/** The auth secret: 16 bytes (RFC 8291). */
export function isValidPushAuth(auth: string): boolean {
  return /^[A-Za-z0-9_-]+=*$/.test(auth) && Buffer.from(auth, 'base64url').length === 16;
}
