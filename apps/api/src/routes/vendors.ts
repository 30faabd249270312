// Vendor operations: the caller's own record only (ARCHITECTURE: the server decides who sees what).
import { ghanaPhoneE164, serverMessages, type GhanaPhoneKind } from '@sika/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VendorRow } from '../db/schema.ts';
import { refuseWeakPassword } from '../auth/common-passwords.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { callerOf } from '../auth/security.ts';
import { currentFamily } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { findPendingEmail } from '../db/queries/email-change-tokens.ts';
import { revokeVendorFamilies } from '../db/queries/refresh-tokens.ts';
import {
  deleteVendorById,
  findVendorByEmail,
  normaliseEmail,
  updateVendorById,
  type VendorChanges,
} from '../db/queries/vendors.ts';
import type { RouteOf, Schemas } from '../http/contract.ts';
import { noteActivity } from '../http/activity.ts';
import { HttpError, messageBody } from '../http/errors.ts';
import { mailFailure } from '../mail/mailer.ts';
import { endBrowserSession, presentedRefreshToken } from './session-cookie.ts';
import { askToConfirmEmail } from './email-change.ts';
import { removeImageFiles } from './uploads.ts';
import { toVendor } from './vendor-view.ts';

/** The contract's VendorUpdate; ajv has already refused anything else (isVerified included). */
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

/**
 * The phone fields and the Ghana numbers each takes (docs/product.md, Form checks and their
 * messages): the payout number must reach a mobile wallet. Stored as E.164.
 */
const PHONE_FIELDS = [
  { field: 'mobile', column: 'mobile', kind: 'any', refused: serverMessages.fields.ghanaPhone },
  { field: 'momo_mobile', column: 'momoMobile', kind: 'mobile', refused: serverMessages.fields.ghanaMobile },
] as const satisfies readonly {
  field: keyof VendorUpdate;
  column: keyof VendorChanges & keyof VendorRow;
  kind: GhanaPhoneKind;
  refused: string;
}[];

/**
 * Puts the phones of `changes` in the E.164 form, or refuses them with a 400 naming each field. A
 * record saved before the rule may hold a number that does not parse: sent back unchanged (a client
 * that sends the whole record), it is kept as it is, so the other changes still go through.
 */
function normalisePhones(changes: VendorChanges, caller: VendorRow): void {
  const refused: Record<string, string> = {};
  for (const { field, column, kind, refused: message } of PHONE_FIELDS) {
    const typed = changes[column];
    if (typed === undefined || typed === caller[column]) continue;
    const e164 = ghanaPhoneE164(typed, kind);
    if (e164 === undefined) refused[field] = message;
    else changes[column] = e164;
  }
  if (Object.keys(refused).length > 0) throw new HttpError(400, 'BAD_INPUT', serverMessages.badInput, refused);
}

function required(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, serverMessages.fields.required]));
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

/** Labels of the changes that need the current password, for the warning mail (empty: none). */
function guardedChanges(caller: VendorRow, changes: VendorChanges, newPassword: boolean): string[] {
  const labels: string[] = [];
  if (changes.email !== undefined && changes.email !== caller.email)
    labels.push(`e-mail address (to ${changes.email})`);
  if (newPassword) labels.push('password');
  // Sign-up step three fills these in before registration is completed: no sale can pay out yet,
  // and the vendor chose their password minutes ago, so it is not asked for. Once registration is
  // completed they say where the money goes, and changing them needs the password.
  if (caller.registrationCompleted) {
    if (changes.momoMobile !== undefined && changes.momoMobile !== caller.momoMobile) {
      labels.push('mobile-money number');
    }
    if (changes.momoMobileName !== undefined && changes.momoMobileName !== caller.momoMobileName) {
      labels.push('mobile-money name');
    }
  }
  return labels;
}

/** The details an update changes, in words, for the shop's Activity (docs/product.md, Activity). */
const DETAIL_WORDS = [
  ['businessName', 'business name'],
  ['businessCategory', 'category'],
  ['businessAddress', 'address'],
  ['mobile', 'phone number'],
  ['momoMobileName', 'payout name'],
  ['momoMobile', 'payout number'],
  ['registrationCompleted', 'sign-up completed'],
  ['passwordHash', 'password'],
] as const satisfies readonly (readonly [keyof VendorChanges & keyof VendorRow, string])[];

function changedDetails(caller: VendorRow, changes: VendorChanges, newEmail: string | undefined): string {
  const words: string[] = DETAIL_WORDS.filter(
    ([column]) => changes[column] !== undefined && changes[column] !== caller[column],
  ).map(([, word]) => word);
  if (newEmail !== undefined) words.push('e-mail address (waiting for its link)');
  const text = words.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function wrongPassword(field: 'currentPassword' | 'password'): HttpError {
  return new HttpError(400, 'WRONG_PASSWORD', serverMessages.wrongPassword, {
    [field]: serverMessages.fields.wrongPassword,
  });
}

function notFound(): HttpError {
  return new HttpError(404, 'NOT_FOUND', serverMessages.vendorNotFound);
}

export function vendorHandlers(ctx: AppContext) {
  const { db } = ctx;

  /**
   * Counts a check of the current password: per device for the vendor's own browser (its device
   * cookie), per vendor for any other client, so a stolen access token's failures cannot lock
   * the owner's browser out of changing or deleting the account.
   */
  async function countAccountChange(request: FastifyRequest, reply: FastifyReply, vendorId: string): Promise<void> {
    const device = ctx.devices.trusted(request, vendorId);
    if (device) await ctx.limiters.accountChangeDevice(request, reply, device);
    else await ctx.limiters.accountChange(request, reply);
  }

  /** The caller's own record, with the new address that waits for its link, if one does. */
  async function ownVendor(row: VendorRow): Promise<Schemas['Vendor']> {
    const pendingEmail = await findPendingEmail(db, row.id, ctx.clock());
    return { ...toVendor(row), ...(pendingEmail === undefined ? {} : { pendingEmail }) };
  }

  return {
    async getAllVendors(request: FastifyRequest) {
      return [await ownVendor(callerOf(request))];
    },

    async updateVendor(request: FastifyRequest<RouteOf<'updateVendor'>>, reply: FastifyReply) {
      const caller = callerOf(request);
      const body = request.body;
      // Another vendor's id answers exactly like an unknown one: never reveal it exists.
      if (body.id !== caller.id) throw notFound();

      const blank = TEXT_FIELDS.filter((name) => body[name]?.trim() === '');
      if (blank.length > 0) throw new HttpError(400, 'BAD_INPUT', serverMessages.badInput, required(blank));
      // Words of the address and names on file and of ones being set are all refused.
      if (body.password !== undefined) {
        refuseWeakPassword(body.password, {
          emails: [caller.email, body.email],
          names: [caller.businessName, caller.momoMobileName, body.BusinessName, body.momo_mobile_name],
        });
      }

      const changes = changesFrom(body);
      normalisePhones(changes, caller);
      // Registration is never undone: that would reopen the password-free payout change of sign-up.
      if (changes.registrationCompleted === false && caller.registrationCompleted) delete changes.registrationCompleted;
      if (changes.registrationCompleted) {
        // Judged on the record as it will be: earlier steps may have sent some of the fields.
        const merged = toVendor({ ...caller, ...changes });
        const missing = REGISTRATION_FIELDS.filter((name) => merged[name].trim() === '');
        if (missing.length > 0) {
          throw new HttpError(400, 'BAD_INPUT', serverMessages.registrationIncomplete, required(missing));
        }
      }

      const guarded = guardedChanges(caller, changes, body.password !== undefined);
      if (guarded.length > 0) {
        // Counted before anything is checked, so neither passwords nor taken addresses can be
        // probed faster than the limit (rate-limits.ts: accountChange).
        await countAccountChange(request, reply, caller.id);
        if (body.currentPassword === undefined) {
          throw new HttpError(400, 'BAD_INPUT', serverMessages.badInput, {
            currentPassword: serverMessages.fields.currentPassword,
          });
        }
        if (!(await verifyPassword(caller.passwordHash, body.currentPassword))) throw wrongPassword('currentPassword');
      }
      if (changes.email !== undefined && changes.email !== caller.email) {
        const holder = await findVendorByEmail(db, changes.email);
        if (holder && holder.id !== caller.id) throw new HttpError(409, 'EMAIL_TAKEN', serverMessages.emailTaken);
      }
      // A new address is never applied here: it waits for the link mailed to it (email-change.ts).
      const newEmail = changes.email !== undefined && changes.email !== caller.email ? changes.email : undefined;
      delete changes.email;
      const now = ctx.clock();
      if (body.password !== undefined) {
        changes.passwordHash = await hashPassword(body.password);
        changes.passwordChangedAt = now;
      }
      if (Object.keys(changes).length === 0 && newEmail === undefined) {
        noteActivity(request, { unchanged: true });
        return ownVendor(caller);
      }

      if (guarded.length > 0) {
        // To the address on file, before the change: if the session was stolen, the owner hears of
        // it while the mail still reaches them. No mail, no change (a 502 the vendor can retry).
        const message = ctx.mail.accountChanging(caller.email, caller.businessName, guarded);
        try {
          await ctx.mailer.send(message);
        } catch (error) {
          request.log.error({ reason: mailFailure(error) }, 'account-change warning could not be sent');
          throw new HttpError(502, 'MAIL_FAILED', serverMessages.mailFailed);
        }
      }

      if (newEmail !== undefined) {
        try {
          await askToConfirmEmail(ctx, caller, newEmail, now);
        } catch (error) {
          request.log.error({ reason: mailFailure(error) }, 'e-mail change confirmation could not be sent');
          throw new HttpError(502, 'MAIL_FAILED', serverMessages.mailFailed);
        }
      }

      // A waiting address is written to the row too (its updatedAt), so the vendor's change stamp
      // moves and the kept vendors list shows it.
      const touched = Object.keys(changes).length > 0 || newEmail !== undefined;
      const updated = touched ? await updateVendorById(db, caller.id, changes, now) : caller;
      if (!updated) throw notFound();
      // The payout number changed: its record keeps both numbers as stored (docs/product.md, Activity).
      // Details sent again as they were change nothing, and leave no record.
      const details = changedDetails(caller, changes, newEmail);
      const payoutNumberChanged = updated.momoMobile !== caller.momoMobile;
      noteActivity(
        request,
        details === ''
          ? { unchanged: true }
          : {
              subject: details,
              ...(payoutNumberChanged
                ? { kind: 'payoutNumber', before: caller.momoMobile || null, after: updated.momoMobile || null }
                : {}),
            },
      );

      if (changes.passwordHash) {
        // A new password ends every other session; the one making the change stays signed in.
        // Access tokens signed before this second are refused from now on, the caller's too: the
        // portal then refreshes with its cookie (kept here) and retries with the new token.
        const keep = await currentFamily(db, presentedRefreshToken(request), caller.id);
        await revokeVendorFamilies(db, caller.id, now, keep);
      }
      return ownVendor(updated);
    },

    async deleteVendor(request: FastifyRequest<RouteOf<'deleteVendor'>>, reply: FastifyReply) {
      const caller = callerOf(request);
      const body = request.body;
      if (body.id !== caller.id) throw notFound();
      await countAccountChange(request, reply, caller.id);
      if (!(await verifyPassword(caller.passwordHash, body.password))) throw wrongPassword('password');

      // The row goes, and with it (cascade) its products, refresh tokens and reset links: no
      // session can be refreshed and no access token passes bearerAuth (the vendor is gone), so the
      // e-mail and password no longer log in. Orders have no foreign key and stay for the buyers.
      const images = await deleteVendorById(db, caller.id);
      if (images === undefined) throw notFound();
      for (const image of images) await removeImageFiles(ctx, request, image);
      // The shop's Activity outlives it (docs/security.md, What is kept): this is its last record.
      noteActivity(request, { subject: caller.businessName });
      endBrowserSession(request, reply);
      request.log.info({ vendorId: caller.id }, 'vendor account deleted');
      return messageBody(serverMessages.accountDeleted);
    },
  };
}
