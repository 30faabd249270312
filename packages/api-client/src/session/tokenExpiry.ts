/**
 * True when the access token (a JWT) expires within `marginMs` of `now`, or cannot be read. Only a
 * hint for the client: the server still decides. The upload asks it first, because a photo sent
 * with a token about to expire is sent twice (refused, refreshed, sent again), and on paid mobile
 * data the vendor pays for both.
 */
export function expiresWithin(token: string, marginMs: number, now = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return true;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp !== 'number' || claims.exp * 1000 - now <= marginMs;
  } catch {
    return true;
  }
}
