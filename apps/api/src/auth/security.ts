// The contract's security schemes, as fastify-openapi-glue security handlers. They run before
// the operation's handler; a throw becomes a 401 with the Error body (see http/errors.ts).
import { serverMessages } from '@sika/domain';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppContext } from '../context.ts';
import type { VendorRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { signedBeforePasswordChange, type AccessTokenClaims } from './access-tokens.ts';
import { REFRESH_COOKIE } from './refresh-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in vendor, set by the bearerAuth handler; null on public routes. */
    vendor: Readonly<VendorRow> | null;
    /**
     * The signed-in vendor's change stamp (db/change-feed.ts), taken before anything of theirs was
     * read for this request; undefined on public routes and while the change feed is down.
     */
    vendorStamp: string | undefined;
    /**
     * The signed-in person (docs/product.md, Team): the shop's owner (then the same row as
     * `vendor`), or a manager or attendant of the shop `vendor` is. Null on public routes.
     */
    person: Readonly<VendorRow> | null;
  }
}

/** The roles each operation allows, from the contract's `x-roles` (docs/product.md, Team). */
export type RolesByOperation = ReadonlyMap<string, readonly string[]>;

export function rolesByOperation(contract: object): RolesByOperation {
  const roles = new Map<string, readonly string[]>();
  const paths = (contract as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const { operationId, 'x-roles': allowed } = (operation ?? {}) as { operationId?: unknown; 'x-roles'?: unknown };
      if (typeof operationId === 'string' && Array.isArray(allowed)) roles.set(operationId, allowed.map(String));
    }
  }
  return roles;
}

function unauthorized(): HttpError {
  return new HttpError(401, 'UNAUTHORIZED', serverMessages.unauthorized);
}

/** The signed-in vendor of a route guarded by bearerAuth. */
export function callerOf(request: FastifyRequest): Readonly<VendorRow> {
  if (!request.vendor) throw unauthorized();
  return request.vendor;
}

/** The signed-in person of a route guarded by bearerAuth (the owner or one of the shop's team). */
export function personOf(request: FastifyRequest): Readonly<VendorRow> {
  if (!request.person) throw unauthorized();
  return request.person;
}

/** The claims of the request's valid, unexpired bearer token; undefined without one. */
export function bearerClaims(ctx: AppContext, request: FastifyRequest): AccessTokenClaims | undefined {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ? ctx.tokens.verify(match[1]) : undefined;
}

export function securityHandlers(ctx: AppContext, roles: RolesByOperation) {
  return {
    async bearerAuth(request: FastifyRequest): Promise<void> {
      const claims = bearerClaims(ctx, request);
      if (!claims) throw unauthorized();
      // The token may outlive its vendor (deleted account) or its session (logout, a replayed
      // refresh token, a password change or reset end the family): both checked in one query,
      // whose answer is kept until something of the vendor's changes (auth/session-cache.ts).
      const found = await ctx.sessions(claims.vendorId, claims.sessionId);
      if (!found?.sessionOpen || !found.shop) throw unauthorized();
      const { vendor, shop } = found;
      // Nor may it outlive the password it was won with: one signed before the change is dead.
      if (signedBeforePasswordChange(claims, vendor.passwordChangedAt)) throw unauthorized();
      // Every secured operation names the roles it allows; one without them allows nobody.
      const operationId = (request.routeOptions.schema as { operationId?: unknown } | undefined)?.operationId;
      const allowed = typeof operationId === 'string' ? roles.get(operationId) : undefined;
      if (!allowed?.includes(vendor.role)) {
        throw new HttpError(403, 'ROLE_NOT_ALLOWED', serverMessages.roleNotAllowed(vendor.role));
      }
      request.person = vendor;
      // A manager or attendant acts on their shop's data, kept under the shop's stamp.
      request.vendor = shop.vendor;
      request.vendorStamp = shop.stamp;
    },
    async refreshCookie(request: FastifyRequest): Promise<void> {
      if (!request.cookies[REFRESH_COOKIE]) throw new HttpError(401, 'SESSION_EXPIRED', serverMessages.sessionExpired);
    },
  };
}

/**
 * fastify-openapi-glue runs the security handlers as a preHandler, after the body was parsed and
 * validated, so a request without a valid token learnt what its body got wrong (a 400) before
 * being told it is not signed in. Moved to onRequest: the token is checked first (401), and an
 * anonymous body is never parsed at all. Only the contract's routes (they carry an operationId).
 */
export function registerSecurityBeforeBody(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: unknown } | undefined)?.operationId;
    if (typeof operationId !== 'string' || typeof route.preHandler !== 'function') return;
    const security = route.preHandler as onRequestHookHandler;
    const earlier = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...earlier, security];
    route.preHandler = undefined;
  });
}
