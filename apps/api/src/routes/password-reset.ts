// Password recovery: forgotPasswordToken mails a single-use link (resetVendorPassword spends it),
// or texts a 6-digit code to a login's phone number (resetPasswordWithCode spends it).
import { ghanaPhoneE164, serverMessages } from '@sika/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { refuseWeakPassword } from '../auth/common-passwords.ts';
import { setDeviceCookie } from '../auth/devices.ts';
import { hashPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/refresh-tokens.ts';
import { hashResetCode, newResetCode, RESET_CODE_TRIES, RESET_CODE_TTL_MS } from '../auth/reset-codes.ts';
import { isResetTokenShaped, newResetToken, RESET_TOKEN_TTL_MS } from '../auth/reset-tokens.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { consumeResetCode, replaceResetCode, spendResetCodeTry } from '../db/queries/password-reset-codes.ts';
import { consumeResetToken, passwordResetLinks, replaceResetToken } from '../db/queries/password-reset-tokens.ts';
import { revokeVendorFamilies } from '../db/queries/refresh-tokens.ts';
import { findLoginByPhone } from '../db/queries/team.ts';
import { findVendorByEmail, findVendorById, updateVendorById } from '../db/queries/vendors.ts';
import type { VendorRow } from '../db/schema.ts';
import type { RouteOf } from '../http/contract.ts';
import { HttpError, messageBody } from '../http/errors.ts';
import { noteActivity } from '../http/activity.ts';
import { accountAddressKey, accountKey, loginAccountOf } from '../http/rate-limits.ts';
import { mailFailure } from '../mail/mailer.ts';

function invalidLink(): HttpError {
  return new HttpError(400, 'INVALID_RESET_TOKEN', serverMessages.invalidResetToken);
}

function invalidCode(): HttpError {
  return new HttpError(400, 'INVALID_RESET_CODE', serverMessages.invalidResetCode);
}

/** A phone number as a login's (E.164): a Ghana mobile number, else a 400 naming `phone`. */
function loginPhone(phone: string): string {
  const e164 = ghanaPhoneE164(phone, 'mobile');
  if (e164 === undefined) {
    throw new HttpError(400, 'BAD_INPUT', serverMessages.badInput, { phone: serverMessages.fields.ghanaMobile });
  }
  return e164;
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

  async function textResetCode(phone: string, log: FastifyBaseLogger): Promise<void> {
    const vendor = await findLoginByPhone(db, phone);
    if (!vendor) {
      log.info('password reset asked for a number without a login');
      return;
    }
    const now = ctx.clock();
    const { code, codeHash } = newResetCode(vendor.id);
    await replaceResetCode(db, {
      vendorId: vendor.id,
      codeHash,
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
      now,
    });
    try {
      await ctx.sms.send({ to: phone, text: serverMessages.smsResetCode(code, RESET_CODE_TTL_MS / 60_000), links: [] });
      log.info({ vendorId: vendor.id }, 'password reset code texted');
    } catch (error) {
      log.error({ vendorId: vendor.id, reason: mailFailure(error) }, 'password reset code could not be texted');
    }
  }

  /**
   * After a reset: the lock message offers the reset as the way back in, and whoever holds the mailed
   * link or the texted code is the person, so the login's failed logins are forgotten and this
   * browser is trusted from now on (auth/devices.ts), whatever anyone else keeps guessing.
   */
  async function trustAfterReset(request: FastifyRequest, reply: FastifyReply, vendor: VendorRow): Promise<void> {
    const account = loginAccountOf(vendor, vendor.email);
    await ctx.limiters.loginAccount.reset(request, accountKey(account));
    await ctx.limiters.loginAccountAddress.reset(request, accountAddressKey(account, request));
    setDeviceCookie(request, reply, ctx.devices.issue(vendor.id));
  }

  /** Sets the password and ends every session, in one transaction with `spend`; false when `spend` is. */
  async function setNewPassword(
    vendorId: string,
    password: string,
    now: Date,
    spend: (db: Db) => Promise<boolean>,
  ): Promise<boolean> {
    const passwordHash = await hashPassword(password);
    return db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      if (!(await spend(t))) return false;
      // The change time also ends the access tokens already handed out (see auth/security.ts).
      await updateVendorById(t, vendorId, { passwordHash, passwordChangedAt: now }, now);
      await revokeVendorFamilies(t, vendorId, now);
      return true;
    });
  }

  return {
    async forgotPasswordToken(request: FastifyRequest<RouteOf<'forgotPasswordToken'>>, reply: FastifyReply) {
      await ctx.limiters.forgotPasswordClient(request, reply);
      const { email, phone } = request.body;
      // Answered before the lookup and the message: the time taken must not tell which logins exist.
      if (email !== undefined && phone === undefined) {
        await ctx.limiters.forgotPasswordAddress(request, reply, accountKey(email));
        ctx.background.run('password-reset-mail', request.log, () => mailResetLink(email, request.log));
        return messageBody(serverMessages.resetLinkOnItsWay);
      }
      if (phone !== undefined && email === undefined) {
        const e164 = loginPhone(phone);
        await ctx.limiters.forgotPasswordAddress(request, reply, accountKey(e164));
        await ctx.limiters.resetCodeNumberDay(request, reply, accountKey(e164));
        ctx.background.run('password-reset-sms', request.log, () => textResetCode(e164, request.log));
        return messageBody(serverMessages.resetCodeOnItsWay);
      }
      const message = serverMessages.resetEmailOrPhone;
      throw new HttpError(400, 'BAD_INPUT', message, { email: message, phone: message });
    },

    async resetPasswordWithCode(request: FastifyRequest<RouteOf<'resetPasswordWithCode'>>, reply: FastifyReply) {
      await ctx.limiters.resetPassword(request, reply);
      const { phone, code, password } = request.body;
      // Before a try is spent: the code stays usable with a better password.
      refuseWeakPassword(password, {});
      const vendor = await findLoginByPhone(db, loginPhone(phone));
      const now = ctx.clock();
      // Each try counts before the code is checked, so parallel guesses get 5 in all.
      const row = vendor && (await spendResetCodeTry(db, vendor.id, now, RESET_CODE_TRIES));
      // One answer for an unknown number, no code, a spent or expired one and a wrong one.
      if (!vendor || !row || row.codeHash !== hashResetCode(vendor.id, code)) throw invalidCode();
      refuseWeakPassword(password, { emails: [vendor.email], names: [vendor.businessName, vendor.momoMobileName] });
      // Conditional: of two resets racing with one code, only one changes the password.
      if (!(await setNewPassword(vendor.id, password, now, (t) => consumeResetCode(t, vendor.id, row.codeHash)))) {
        throw invalidCode();
      }
      await trustAfterReset(request, reply, vendor);
      noteActivity(request, { actor: vendor });
      request.log.info({ vendorId: vendor.id }, 'password reset with a texted code');
      return messageBody(serverMessages.passwordChanged);
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
      // Conditional: of two resets racing with one link, only one changes the password.
      if (!(await setNewPassword(row.vendorId, password, now, (t) => consumeResetToken(t, row, now))))
        throw invalidLink();
      if (vendor) {
        await trustAfterReset(request, reply, vendor);
        noteActivity(request, { actor: vendor });
      } else setDeviceCookie(request, reply, ctx.devices.issue(row.vendorId));
      request.log.info({ vendorId: row.vendorId }, 'password reset with a mailed link');
      return messageBody(serverMessages.passwordChanged);
    },
  };
}
