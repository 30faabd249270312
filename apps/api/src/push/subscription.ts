// What a push subscription must be before the server keeps it. Its endpoint is a URL the server
// will later POST to, so it is held to push services: https and a host name (an address such as
// 169.254.169.254 or localhost would let a caller aim the server at its own network). Tests'
// local push service is reached over http on loopback only when PUSH_ALLOW_HTTP_ENDPOINTS says so.
import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isAllowedPushEndpoint(endpoint: string, allowHttpLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (allowHttpLoopback && (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(host)) {
    return true;
  }
  if (url.protocol !== 'https:') return false;
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  return isIP(bare) === 0 && host !== 'localhost' && !host.endsWith('.localhost') && host.includes('.');
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
