// Vendor operations: the caller's own record only (ARCHITECTURE: the server decides who sees what).
import type { FastifyRequest } from 'fastify';
import { hashPassword } from '../auth/passwords.ts';
import { callerOf } from '../auth/security.ts';
import { currentFamily } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/client.ts';
import { revokeVendorFamilies } from '../db/queries/refresh-tokens.ts';
import { findVendorByEmail, normaliseEmail, updateVendorById, type VendorChanges } from '../db/queries/vendors.ts';
import { HttpError, MESSAGES } from '../http/errors.ts';
import { presentedRefreshToken } from './session-cookie.ts';
import { toVendorDto } from './vendor-dto.ts';

/** The contract's VendorUpdate; ajv has already removed anything else (isVerified included). */
interface VendorUpdate {
  id: string;
  BusinessName?: string;
  BusinessCategory?: string;
  BusinessAddress?: string;
  mobile?: string;
  momo_mobile_name?: string;
  momo_mobile?: string;
  registrationCompleted?: boolean;
  email?: string;
  password?: string;
}

function changesFrom(body: VendorUpdate): VendorChanges {
  const changes: VendorChanges = {};
  if (body.BusinessName !== undefined) changes.businessName = body.BusinessName;
  if (body.BusinessCategory !== undefined) changes.businessCategory = body.BusinessCategory;
  if (body.BusinessAddress !== undefined) changes.businessAddress = body.BusinessAddress;
  if (body.mobile !== undefined) changes.mobile = body.mobile;
  if (body.momo_mobile_name !== undefined) changes.momoMobileName = body.momo_mobile_name;
  if (body.momo_mobile !== undefined) changes.momoMobile = body.momo_mobile;
  if (body.registrationCompleted !== undefined) changes.registrationCompleted = body.registrationCompleted;
  if (body.email !== undefined) changes.email = normaliseEmail(body.email);
  return changes;
}

export function vendorHandlers(ctx: AppContext) {
  const { db } = ctx;

  return {
    async getAllVendors(request: FastifyRequest) {
      return [toVendorDto(callerOf(request))];
    },

    async updateVendor(request: FastifyRequest) {
      const caller = callerOf(request);
      const body = request.body as VendorUpdate;
      // Another vendor's id answers exactly like an unknown one: never reveal it exists.
      if (body.id !== caller.id) throw new HttpError(404, 'NOT_FOUND', MESSAGES.vendorNotFound);

      const changes = changesFrom(body);
      if (changes.email !== undefined && changes.email !== caller.email) {
        const holder = await findVendorByEmail(db, changes.email);
        if (holder && holder.id !== caller.id) throw new HttpError(409, 'EMAIL_TAKEN', MESSAGES.emailTaken);
      }
      if (body.password !== undefined) changes.passwordHash = await hashPassword(body.password);
      if (Object.keys(changes).length === 0) return toVendorDto(caller);

      const now = ctx.clock();
      let updated;
      try {
        updated = await updateVendorById(db, caller.id, changes, now);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'EMAIL_TAKEN', MESSAGES.emailTaken);
        throw error;
      }
      if (!updated) throw new HttpError(404, 'NOT_FOUND', MESSAGES.vendorNotFound);

      if (changes.passwordHash) {
        // A new password ends every other session; the one making the change stays signed in.
        const keep = await currentFamily(db, presentedRefreshToken(request), caller.id);
        await revokeVendorFamilies(db, caller.id, now, keep);
      }
      return toVendorDto(updated);
    },
  };
}
