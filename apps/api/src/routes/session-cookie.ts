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

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string, ttlDays: number): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...attributes(request), maxAge: ttlDays * 86_400 });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, attributes(request));
}

export function presentedRefreshToken(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}
