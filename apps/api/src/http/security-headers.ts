// A minimal set of headers for an api that also serves a Vite single-page app. styled-components
// injects <style> tags at run time, hence 'unsafe-inline' for styles only; scripts are same-origin,
// but for the built pages' own inline loaders, allowed one by one by their hash.
import type { FastifyInstance } from 'fastify';

/**
 * `connectOrigins`: where the portal may send requests besides its own origin (CSP_CONNECT_SRC);
 * `inlineScripts`: the 'sha256-...' sources of the inline scripts the build wrote (inlineScriptSources).
 */
function contentSecurityPolicy(connectOrigins: readonly string[], inlineScripts: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Chromium sends its three default user-agent client hints (Sec-CH-UA, -Mobile, -Platform: ~100 B)
 * with every request of a page, each 15 s poll included; nothing here reads them, and a page whose
 * policy disables them sends none (Client Hints Infrastructure: a hint is sent only where its
 * policy-controlled feature is enabled for the request's origin).
 */
export const PERMISSIONS_POLICY = 'ch-ua=(), ch-ua-mobile=(), ch-ua-platform=()';

/** One year, subdomains too (the refresh cookie must never travel over plain HTTP). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(
  app: FastifyInstance,
  connectOrigins: readonly string[] = [],
  inlineScripts: readonly string[] = [],
): void {
  const policy = contentSecurityPolicy(connectOrigins, inlineScripts);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    // HTTPS only from here on (RFC 6797). The api speaks plain HTTP behind a TLS-terminating
    // proxy, so the request is https only when TRUST_PROXY lets X-Forwarded-Proto say so; over
    // plain HTTP the header means nothing and is not sent.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // The policies govern documents only; sending them with every JSON poll would cost vendors ~250
  // bytes a poll for nothing.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', policy);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    }
    return payload;
  });
}
