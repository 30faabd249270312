// The contract's security schemes, as fastify-openapi-glue security handlers. They run before
// the operation's handler; a throw becomes a 401 with the Error body (see http/errors.ts).
import { serverMessages } from '@sika/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { findVendorById } from '../db/queries/vendors.ts';
import type { VendorRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { signedBeforePasswordChange } from './access-tokens.ts';
import { REFRESH_COOKIE } from './refresh-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in vendor, set by the bearerAuth handler; null on public routes. */
    vendor: VendorRow | null;
  }
}

function unauthorized(): HttpError {
  return new HttpError(401, 'UNAUTHORIZED', serverMessages.unauthorized);
}

/** The signed-in vendor of a route guarded by bearerAuth. */
export function callerOf(request: FastifyRequest): VendorRow {
  if (!request.vendor) throw unauthorized();
  return request.vendor;
}

export function securityHandlers(ctx: AppContext) {
  return {
    async bearerAuth(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const claims = match?.[1] ? ctx.tokens.verify(match[1]) : undefined;
      if (!claims) throw unauthorized();
      // The token may outlive its vendor (deleted account): check the vendor still exists.
      const vendor = await findVendorById(ctx.db, claims.vendorId);
      if (!vendor) throw unauthorized();
      // Nor may it outlive the password it was won with: one signed before the change is dead.
      if (signedBeforePasswordChange(claims, vendor.passwordChangedAt)) throw unauthorized();
      request.vendor = vendor;
    },
    async refreshCookie(request: FastifyRequest): Promise<void> {
      if (!request.cookies[REFRESH_COOKIE]) throw new HttpError(401, 'SESSION_EXPIRED', serverMessages.sessionExpired);
    },
  };
}
