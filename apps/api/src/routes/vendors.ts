// Vendor operations: the caller's own record only (ARCHITECTURE: the server decides who sees what).
import { serverMessages } from '@sika/domain';
import type { FastifyRequest } from 'fastify';
import type { VendorRow } from '../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { callerOf } from '../auth/security.ts';
import { currentFamily } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/client.ts';
import { revokeVendorFamilies } from '../db/queries/refresh-tokens.ts';
import { findVendorByEmail, normaliseEmail, updateVendorById, type VendorChanges } from '../db/queries/vendors.ts';
import type { RouteOf, Schemas } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { presentedRefreshToken } from './session-cookie.ts';

/** The contract's VendorUpdate; ajv has already removed anything else (isVerified included). */
type VendorUpdate = Schemas['VendorUpdate'];

/** Free-text fields: stored trimmed, and refused when only spaces (the contract's minLength allows them). */
const TEXT_FIELDS = ['BusinessName', 'BusinessAddress', 'mobile', 'momo_mobile_name', 'momo_mobile'] as const;

/** What sign-up steps two and three fill in; registrationCompleted needs every one of them. */
const REGISTRATION_FIELDS = [
  'BusinessName',
  'BusinessCategory',
  'BusinessAddress',
  'mobile',
  'momo_mobile_name',
  'momo_mobile',
] as const;

function required(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, serverMessages.fields.required]));
}

/** A stored vendor in the contract's Vendor shape (spec field names). Response serialisation drops
 * anything else too, so the password hash cannot leak even if a row were sent as is. */
export function toVendor(row: VendorRow): Schemas['Vendor'] {
  return {
    _id: row.id,
    email: row.email,
    BusinessName: row.businessName,
    BusinessCategory: row.businessCategory,
    BusinessAddress: row.businessAddress,
    mobile: row.mobile,
    momo_mobile_name: row.momoMobileName,
    momo_mobile: row.momoMobile,
    registrationCompleted: row.registrationCompleted,
    isVerified: row.isVerified,
  };
}

function changesFrom(body: VendorUpdate): VendorChanges {
  const changes: VendorChanges = {};
  if (body.BusinessName !== undefined) changes.businessName = body.BusinessName.trim();
  if (body.BusinessCategory !== undefined) changes.businessCategory = body.BusinessCategory;
  if (body.BusinessAddress !== undefined) changes.businessAddress = body.BusinessAddress.trim();
  if (body.mobile !== undefined) changes.mobile = body.mobile.trim();
  if (body.momo_mobile_name !== undefined) changes.momoMobileName = body.momo_mobile_name.trim();
  if (body.momo_mobile !== undefined) changes.momoMobile = body.momo_mobile.trim();
  if (body.registrationCompleted !== undefined) changes.registrationCompleted = body.registrationCompleted;
  if (body.email !== undefined) changes.email = normaliseEmail(body.email);
  return changes;
}

export function vendorHandlers(ctx: AppContext) {
  const { db } = ctx;

  return {
    async getAllVendors(request: FastifyRequest) {
      return [toVendor(callerOf(request))];
    },

    async updateVendor(request: FastifyRequest<RouteOf<'updateVendor'>>) {
      const caller = callerOf(request);
      const body = request.body;
      // Another vendor's id answers exactly like an unknown one: never reveal it exists.
      if (body.id !== caller.id) throw new HttpError(404, 'NOT_FOUND', serverMessages.vendorNotFound);

      const blank = TEXT_FIELDS.filter((name) => body[name]?.trim() === '');
      if (blank.length > 0) throw new HttpError(400, 'BAD_INPUT', serverMessages.badInput, required(blank));

      const changes = changesFrom(body);
      if (changes.registrationCompleted) {
        // Judged on the record as it will be: earlier steps may have sent some of the fields.
        const merged = toVendor({ ...caller, ...changes });
        const missing = REGISTRATION_FIELDS.filter((name) => merged[name].trim() === '');
        if (missing.length > 0) {
          throw new HttpError(400, 'BAD_INPUT', serverMessages.registrationIncomplete, required(missing));
        }
      }
      if (changes.email !== undefined && changes.email !== caller.email) {
        const holder = await findVendorByEmail(db, changes.email);
        if (holder && holder.id !== caller.id) throw new HttpError(409, 'EMAIL_TAKEN', serverMessages.emailTaken);
      }
      const now = ctx.clock();
      if (body.password !== undefined) {
        changes.passwordHash = await hashPassword(body.password);
        changes.passwordChangedAt = now;
      }
      if (Object.keys(changes).length === 0) return toVendor(caller);

      let updated;
      try {
        updated = await updateVendorById(db, caller.id, changes, now);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'EMAIL_TAKEN', serverMessages.emailTaken);
        throw error;
      }
      if (!updated) throw new HttpError(404, 'NOT_FOUND', serverMessages.vendorNotFound);

      if (changes.passwordHash) {
        // A new password ends every other session; the one making the change stays signed in.
        // Access tokens signed before this second are refused from now on, the caller's too: the
        // portal then refreshes with its cookie (kept here) and retries with the new token.
        const keep = await currentFamily(db, presentedRefreshToken(request), caller.id);
        await revokeVendorFamilies(db, caller.id, now, keep);
      }
      return toVendor(updated);
    },
  };
}
