// Password recovery: forgotPasswordToken mails a single-use link, resetVendorPassword spends it.
import { serverMessages } from '@sika/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { refuseWeakPassword } from '../auth/common-passwords.ts';
import { setDeviceCookie } from '../auth/devices.ts';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/refresh-tokens.ts';
import { isResetTokenShaped, newResetToken, RESET_TOKEN_TTL_MS } from '../auth/reset-tokens.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { consumeResetToken, passwordResetLinks, replaceResetToken } from '../db/queries/password-reset-tokens.ts';
import { revokeVendorFamilies } from '../db/queries/refresh-tokens.ts';
import { findVendorByEmail, findVendorById, updateVendorById } from '../db/queries/vendors.ts';
import type { RouteOf } from '../http/contract.ts';
import { HttpError, messageBody } from '../http/errors.ts';
import { accountAddressKey, accountKey, loginAccountOf } from '../http/rate-limits.ts';
import { mailFailure } from '../mail/mailer.ts';

function invalidLink(): HttpError {
  return new HttpError(400, 'INVALID_RESET_TOKEN', serverMessages.invalidResetToken);
}

export function passwordResetHandlers(ctx: AppContext) {
  const { db } = ctx;

  async function mailResetLink(email: string, log: FastifyBaseLogger): Promise<void> {
    const vendor = await findVendorByEmail(db, email);
    if (!vendor) {
      // Not an error, and nothing to tell the caller: the answer is the same either way.
      log.info('password reset asked for an address without an account');
      return;
    }
    const now = ctx.clock();
    const { token, tokenHash } = newResetToken();
    await replaceResetToken(db, {
      vendorId: vendor.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      now,
    });
    try {
      const receipt = await ctx.mailer.send(ctx.mail.passwordReset(vendor.email, token));
      log.info({ vendorId: vendor.id, messageId: receipt.messageId }, 'password reset link mailed');
    } catch (error) {
      // The vendor asks again; the answer already left as 200 (it must not tell accounts apart).
      log.error({ vendorId: vendor.id, reason: mailFailure(error) }, 'password reset mail could not be sent');
    }
  }

  return {
    async forgotPasswordToken(request: FastifyRequest<RouteOf<'forgotPasswordToken'>>, reply: FastifyReply) {
      await ctx.limiters.forgotPasswordClient(request, reply);
      await ctx.limiters.forgotPasswordAddress(request, reply);
      const { email } = request.body;
      // Answered before the lookup and the mail: the time taken must not tell which addresses exist.
      ctx.background.run('password-reset-mail', request.log, () => mailResetLink(email, request.log));
      return messageBody(serverMessages.resetLinkOnItsWay);
    },

    async resetVendorPassword(request: FastifyRequest<RouteOf<'resetVendorPassword'>>, reply: FastifyReply) {
      await ctx.limiters.resetPassword(request, reply);
      const { token } = request.params;
      const { password } = request.body;
      if (!isResetTokenShaped(token)) throw invalidLink();
      // Before the token is spent: the link stays usable with a better password.
      refuseWeakPassword(password, {});

      const now = ctx.clock();
      const row = await passwordResetLinks.findUsable(db, hashToken(token), now);
      if (!row) throw invalidLink();
      const vendor = await findVendorById(db, row.vendorId);
      // Words of the vendor's own address and names: known once the link says whose it is.
      refuseWeakPassword(password, {
        emails: [vendor?.email],
        names: [vendor?.businessName, vendor?.momoMobileName],
      });
      const passwordHash = await hashPassword(password);
      // One transaction: the token is spent, the password set and every session ended, or nothing.
      const changed = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        // Conditional: of two resets racing with one link, only one changes the password.
        if (!(await consumeResetToken(t, row, now))) return false;
        // The change time also ends the access tokens already handed out (see auth/security.ts).
        await updateVendorById(t, row.vendorId, { passwordHash, passwordChangedAt: now }, now);
        await revokeVendorFamilies(t, row.vendorId, now);
        return true;
      });
      if (!changed) throw invalidLink();
      // The lock message offers the reset as the way back in: whoever holds the mailed link is the
      // vendor, so the account's failed logins are forgotten and this browser is trusted from now
      // on (auth/devices.ts), whatever anyone else keeps guessing.
      if (vendor) {
        const account = loginAccountOf(vendor, vendor.email);
        await ctx.limiters.loginAccount.reset(request, accountKey(account));
        await ctx.limiters.loginAccountAddress.reset(request, accountAddressKey(account, request));
      }
      setDeviceCookie(request, reply, ctx.devices.issue(row.vendorId));
      request.log.info({ vendorId: row.vendorId }, 'password reset with a mailed link');
      return messageBody(serverMessages.passwordChanged);
    },
  };
}
