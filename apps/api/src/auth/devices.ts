// Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
// logged in to a vendor's account gets a signed cookie naming that vendor and a random nonce. Its
// failed password checks are then counted for that browser alone, so nobody else's failures (an
// attacker guessing from anywhere, or holding a stolen access token) can lock the owner out; a
// client without one is counted against the account, whatever its address (http/rate-limits.ts).
//
// The cookie is `<vendor id>.<nonce>.<HMAC-SHA256 of both>` (base64url), httpOnly, SameSite=Strict,
// kept a year and left in place by logout (it says "this browser logged in before", nothing more:
// it opens no session). It travels only where a password is checked: the session endpoints and
// update-vendor (/api/vendor) and account deletion (/api/Vendors, the spec's casing).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUuid } from './access-tokens.ts';

export const DEVICE_COOKIE = 'sika_device';
export const DEVICE_COOKIE_PATHS = ['/api/vendor', '/api/Vendors'] as const;
const DEVICE_COOKIE_DAYS = 365;

export interface DeviceCookies {
  /** A new cookie value for a browser that just logged in as the vendor. */
  issue(vendorId: string): string;
  /**
   * The nonce of the request's device cookie when its signature holds and it names `vendorId`:
   * the key its failures are counted under. Undefined for anything else (no cookie, forged, or
   * another vendor's).
   */
  trusted(request: FastifyRequest, vendorId: string): string | undefined;
}

export function deviceCookies(secret: string): DeviceCookies {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    issue(vendorId) {
      const payload = `${vendorId}.${randomBytes(16).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    trusted(request, vendorId) {
      const value = request.cookies[DEVICE_COOKIE];
      if (!value) return undefined;
      const [id, nonce, signature, ...rest] = value.split('.');
      if (!id || !nonce || !signature || rest.length > 0 || !isUuid(id) || id !== vendorId) return undefined;
      const expected = Buffer.from(sign(`${id}.${nonce}`));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
    },
  };
}

/** Sets the cookie on both paths where a password is checked (see above). */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  for (const path of DEVICE_COOKIE_PATHS) {
    reply.setCookie(DEVICE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'strict',
      path,
      secure: request.protocol === 'https',
      maxAge: DEVICE_COOKIE_DAYS * 86_400,
    });
  }
}
