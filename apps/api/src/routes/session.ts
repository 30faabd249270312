// Session operations of the contract: register, login, logout, refresh.
import { ghanaPhoneE164, serverMessages, type TeamRole } from '@sika/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuseWeakPassword } from '../auth/common-passwords.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { setDeviceCookie } from '../auth/devices.ts';
import { bearerClaims } from '../auth/security.ts';
import { endSession, refreshSession, startSession } from '../auth/sessions.ts';
import type { AppContext, Limiter } from '../context.ts';
import { isUniqueViolation, type Db } from '../db/client.ts';
import { deletePushSubscriptionsOfSessions } from '../db/queries/push-subscriptions.ts';
import { revokeVendorFamily } from '../db/queries/refresh-tokens.ts';
import { findLoginByPhone } from '../db/queries/team.ts';
import { findVendorByEmail, findVendorById, insertVendor } from '../db/queries/vendors.ts';
import type { VendorRow } from '../db/schema.ts';
import { noteActivity } from '../http/activity.ts';
import type { RouteOf } from '../http/contract.ts';
import { HttpError, messageBody, sendError } from '../http/errors.ts';
import { accountAddressKey, accountKey, loginAccountOf } from '../http/rate-limits.ts';
import { endBrowserSession, presentedRefreshToken, setRefreshCookie } from './session-cookie.ts';
import { toVendor } from './vendor-view.ts';

function emailTaken(): HttpError {
  return new HttpError(409, 'EMAIL_TAKEN', serverMessages.emailTaken);
}

export function sessionHandlers(ctx: AppContext) {
  const { db } = ctx;

  /**
   * Whether `password` is the vendor's, counted as a login attempt: a browser that logged in to
   * this account before (its device cookie) is judged on its own failures, any other client on the
   * account's from its address and, under a higher ceiling, on the account's from every address.
   * Counted before the password is checked, so the 6th attempt from one address in 15 minutes is a
   * 429 from whichever instance it comes (http/rate-limits.ts), and nobody else's failures ever lock
   * the owner's browser out. A right password clears the counts and trusts the browser. `typed` is
   * the e-mail address or E.164 phone number the client gave: the account counted when no login has it.
   */
  async function isPasswordOf(
    request: FastifyRequest,
    reply: FastifyReply,
    vendor: VendorRow | undefined,
    typed: string,
    password: string,
  ): Promise<boolean> {
    const device = vendor ? ctx.devices.trusted(request, vendor.id) : undefined;
    const account = loginAccountOf(vendor, typed);
    // The address's count first: a client refused by it adds nothing to the account's ceiling.
    const counts: [Limiter, string][] = device
      ? [[ctx.limiters.loginDevice, device]]
      : [
          [ctx.limiters.loginAccountAddress, accountAddressKey(account, request)],
          [ctx.limiters.loginAccount, accountKey(account)],
        ];
    for (const [failures, key] of counts) await failures(request, reply, key);
    const valid = vendor ? await verifyPassword(vendor.passwordHash, password) : await verifyAgainstDummy(password);
    if (!vendor || !valid) return false;
    for (const [failures, key] of counts) await failures.reset(request, key);
    setDeviceCookie(request, reply, ctx.devices.issue(vendor.id));
    return true;
  }

  /**
   * The login a login's body names (docs/product.md, Login): by its e-mail address, or by its phone
   * number for a person invited by phone; `typed` is the address, or the number in E.164.
   */
  async function loginNamed(body: { email?: string; phone?: string }): Promise<{
    vendor: VendorRow | undefined;
    typed: string;
  }> {
    const { email, phone } = body;
    if (email !== undefined && phone === undefined) return { vendor: await findVendorByEmail(db, email), typed: email };
    if (phone !== undefined && email === undefined) {
      // Invitations go to mobile numbers only, so only a mobile number can be a login.
      const e164 = ghanaPhoneE164(phone, 'mobile');
      if (e164 === undefined) {
        throw new HttpError(400, 'BAD_INPUT', serverMessages.badInput, { phone: serverMessages.fields.ghanaMobile });
      }
      return { vendor: await findLoginByPhone(db, e164), typed: e164 };
    }
    const message = serverMessages.loginEmailOrPhone;
    throw new HttpError(400, 'BAD_INPUT', message, { email: message, phone: message });
  }

  /** A new session for the vendor (the browser's previous one ends): its cookie set, its access token. */
  async function openSession(request: FastifyRequest, reply: FastifyReply, vendor: VendorRow): Promise<string> {
    const now = ctx.clock();
    const previous = presentedRefreshToken(request);
    if (previous) await endSession(db, previous, now);
    const session = await startSession(db, vendor.id, now, ctx.session);
    setRefreshCookie(request, reply, session.token, session.expiresAt, now);
    return ctx.tokens.sign(vendor.id, session.familyId);
  }

  return {
    async register(request: FastifyRequest<RouteOf<'register'>>, reply: FastifyReply) {
      await ctx.limiters.register(request, reply);
      // The contract's Registration already holds the password to 8 to 128 characters.
      const { email, password } = request.body;
      const existing = await findVendorByEmail(db, email);
      if (existing) {
        // docs/product.md, Sign-up: step one sent again with the e-mail and password of an
        // unfinished sign-up continues it, like a login. The 409 already says the address has an
        // account; whether its sign-up is finished is told only to whoever knows the password.
        if (!(await isPasswordOf(request, reply, existing, email, password))) {
          throw new HttpError(409, 'EMAIL_TAKEN', serverMessages.emailTaken, {
            password: serverMessages.fields.notThisAccountsPassword,
          });
        }
        if (existing.registrationCompleted) throw emailTaken();
        const accessToken = await openSession(request, reply, existing);
        return { accessToken, newVendor: toVendor(existing) };
      }
      refuseWeakPassword(password, { emails: [email] });

      const passwordHash = await hashPassword(password);
      const now = ctx.clock();
      let created;
      try {
        // One transaction: a vendor without its session (or the reverse) is never left behind.
        created = await db.transaction(async (tx) => {
          const vendor = await insertVendor(tx as unknown as Db, {
            email,
            passwordHash,
            createdAt: now,
            updatedAt: now,
          });
          const session = await startSession(tx as unknown as Db, vendor.id, now, ctx.session);
          return { vendor, session };
        });
      } catch (error) {
        // Two sign-ups with one address at once: the unique index decides, the loser gets a 409.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      setRefreshCookie(request, reply, created.session.token, created.session.expiresAt, now);
      // Signing up is this browser's first login: it is trusted from now on (auth/devices.ts).
      setDeviceCookie(request, reply, ctx.devices.issue(created.vendor.id));
      reply.code(201);
      return {
        accessToken: ctx.tokens.sign(created.vendor.id, created.session.familyId),
        newVendor: toVendor(created.vendor),
      };
    },

    async login(request: FastifyRequest<RouteOf<'login'>>, reply: FastifyReply) {
      await ctx.limiters.login(request, reply);
      const { password } = request.body;
      const { vendor, typed } = await loginNamed(request.body);
      const valid = await isPasswordOf(request, reply, vendor, typed, password);
      // One answer for an unknown e-mail or phone number and a wrong password: no probing for accounts.
      const invalid = () =>
        new HttpError(
          401,
          'INVALID_CREDENTIALS',
          request.body.phone === undefined ? serverMessages.invalidCredentials : serverMessages.invalidPhoneCredentials,
        );
      if (!vendor || !valid) throw invalid();
      // A manager or attendant signs in to their shop: its record, their own role (docs/product.md, Team).
      const shop = vendor.shopId === null ? vendor : await findVendorById(db, vendor.shopId);
      if (!shop) throw invalid();
      // A browser without this login's device cookie has not signed in to it before: the shop's
      // Activity says so (docs/product.md, Activity). The cookie it gets now makes it known.
      if (ctx.devices.trusted(request, vendor.id) === undefined) {
        noteActivity(request, { actor: vendor });
      }
      return {
        accessToken: await openSession(request, reply, vendor),
        id: shop.id,
        email: vendor.email,
        vendor: toVendor(shop),
        role: vendor.role as TeamRole,
      };
    },

    async logout(request: FastifyRequest, reply: FastifyReply) {
      const now = ctx.clock();
      const token = presentedRefreshToken(request);
      const ended = token ? await endSession(db, token, now) : undefined;
      // A client holding only the access token (no cookie: another origin, a script, a stolen
      // token) ends that token's session too, so 'Logged out.' is true: the token is refused next.
      const claims = bearerClaims(ctx, request);
      if (claims) await revokeVendorFamily(db, claims.vendorId, claims.sessionId, now);
      // This device's order pings end with its session.
      await deletePushSubscriptionsOfSessions(
        db,
        [ended, claims?.sessionId].filter((id): id is string => id !== undefined),
      );
      endBrowserSession(request, reply);
      return messageBody(serverMessages.loggedOut);
    },

    async refresh(request: FastifyRequest, reply: FastifyReply) {
      const token = presentedRefreshToken(request) ?? '';
      const now = ctx.clock();
      const outcome = await refreshSession(db, token, now, ctx.session);
      if (outcome.kind === 'rejected') {
        request.log.info({ reason: outcome.reason }, 'refresh rejected');
        endBrowserSession(request, reply);
        return sendError(reply, new HttpError(401, 'SESSION_EXPIRED', serverMessages.sessionExpired));
      }
      if (outcome.kind === 'rotated') setRefreshCookie(request, reply, outcome.token, outcome.expiresAt, now);
      // The role as it is now: the owner may have changed it since the login (the session's row is
      // the one every call of the new token reads, so it is read once, from the session cache).
      const role = (await ctx.sessions(outcome.vendorId, outcome.familyId))?.vendor.role as TeamRole | undefined;
      return { accessToken: ctx.tokens.sign(outcome.vendorId, outcome.familyId), ...(role ? { role } : {}) };
    },
  };
}
