// The refresh cookie: httpOnly (no script can read it), SameSite=Strict (never sent from another
// site), scoped to /api/vendor, Secure whenever the request came over https.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../auth/refresh-tokens.ts';

function attributes(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: REFRESH_COOKIE_PATH,
    secure: request.protocol === 'https',
  };
}

/** The cookie lives as long as its token: until `expiresAt`, as seen at `now`. */
export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  now: Date,
): void {
  const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  reply.setCookie(REFRESH_COOKIE, token, { ...attributes(request), maxAge });
}

/**
 * The session is over for this browser (logout, a refused refresh, a deleted account): its cookie
 * goes, and so does the browser's HTTP cache of this site, where the polled lists (kept `private,
 * no-cache` for their ETags) would otherwise stay readable to the next person at this computer.
 */
export function endBrowserSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, attributes(request));
  reply.header('clear-site-data', '"cache"');
}

export function presentedRefreshToken(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}
