// A change of e-mail address takes effect only when the link mailed to the new address is
// followed (routes/vendors.ts stores it as pending): whoever holds a session cannot move the
// account to an address they do not read, and a typo cannot lock the vendor out.
import { serverMessages } from '@sika/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../auth/refresh-tokens.ts';
import { isResetTokenShaped, newResetToken } from '../auth/reset-tokens.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation, type Db } from '../db/client.ts';
import { emailChangeLinks, replaceEmailChangeToken } from '../db/queries/email-change-tokens.ts';
import { updateVendorById } from '../db/queries/vendors.ts';
import type { VendorRow } from '../db/schema.ts';
import type { RouteOf } from '../http/contract.ts';
import { HttpError, messageBody } from '../http/errors.ts';
import { noteActivity } from '../http/activity.ts';
import { EMAIL_CHANGE_LINK_VALID_HOURS } from '../mail/messages.ts';

function invalidLink(): HttpError {
  return new HttpError(400, 'INVALID_EMAIL_TOKEN', serverMessages.invalidEmailToken);
}

/**
 * Keeps `newEmail` waiting for the vendor and mails its link to that address (the same kind of
 * token as a reset link: 32 random bytes, stored as sha256). Throws when the mail cannot be sent.
 */
export async function askToConfirmEmail(
  ctx: AppContext,
  vendor: VendorRow,
  newEmail: string,
  now: Date,
): Promise<void> {
  const { token, tokenHash } = newResetToken();
  await replaceEmailChangeToken(ctx.db, {
    vendorId: vendor.id,
    newEmail,
    tokenHash,
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_VALID_HOURS * 3_600_000),
    now,
  });
  await ctx.mailer.send(ctx.mail.emailChangeConfirm(newEmail, vendor.businessName, token));
}

export function emailChangeHandlers(ctx: AppContext) {
  const { db } = ctx;
  return {
    async confirmEmail(request: FastifyRequest<RouteOf<'confirmEmail'>>, reply: FastifyReply) {
      await ctx.limiters.confirmEmail(request, reply);
      const { token } = request.params;
      if (!isResetTokenShaped(token)) throw invalidLink();
      const now = ctx.clock();
      const row = await emailChangeLinks.findUsable(db, hashToken(token), now);
      if (!row) throw invalidLink();
      let changed: VendorRow | undefined;
      try {
        // One transaction: the link is spent and the address set, or neither.
        changed = await db.transaction(async (tx) => {
          const t = tx as unknown as Db;
          if (!(await emailChangeLinks.consume(t, row, now))) return undefined;
          return updateVendorById(t, row.vendorId, { email: row.newEmail }, now);
        });
      } catch (error) {
        // Another account took the address in the meantime: the link stays unused.
        if (isUniqueViolation(error)) throw new HttpError(409, 'EMAIL_TAKEN', serverMessages.emailTaken);
        throw error;
      }
      if (!changed) throw invalidLink();
      // The owner's own change, from the link in their new mailbox (docs/product.md, Activity).
      noteActivity(request, {
        subject: row.newEmail,
        actor: changed,
      });
      request.log.info({ vendorId: row.vendorId }, 'e-mail address changed with the mailed link');
      return messageBody(serverMessages.emailChanged);
    },
  };
}
