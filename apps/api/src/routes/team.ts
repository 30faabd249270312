// A shop's team (docs/product.md, Team): the owner lists the people, invites by SMS or e-mail,
// changes roles, removes people and hands the shop over; an invitee joins with the link.
import {
  ghanaPhoneE164,
  INVITE_VALID_DAYS,
  paths,
  serverMessages,
  TEAM_ROLE_LABELS,
  type InvitableRole,
  type TeamRole,
} from '@sika/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuseWeakPassword } from '../auth/common-passwords.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken } from '../auth/refresh-tokens.ts';
import { isResetTokenShaped, newResetToken } from '../auth/reset-tokens.ts';
import { callerOf, personOf } from '../auth/security.ts';
import type { AppContext } from '../context.ts';
import type { TeamInviteRow, VendorRow } from '../db/schema.ts';
import {
  deleteInvite,
  findLoginByPhone,
  handOver,
  insertInvite,
  listOpenInvites,
  listPeople,
  removePersonOf,
  setRole,
  teamInviteLinks,
} from '../db/queries/team.ts';
import { findVendorByEmail, insertVendor, normaliseEmail } from '../db/queries/vendors.ts';
import { noteActivity, personNamed } from '../http/activity.ts';
import type { RouteOf, Schemas } from '../http/contract.ts';
import { HttpError, messageBody } from '../http/errors.ts';
import { isUniqueViolation } from '../db/client.ts';
import { mailFailure } from '../mail/mailer.ts';

const DAY_MS = 86_400_000;

function personNotFound(): HttpError {
  return new HttpError(404, 'NOT_FOUND', serverMessages.personNotFound);
}

function ownerStays(): HttpError {
  return new HttpError(409, 'OWNER_STAYS', serverMessages.ownerStays);
}

function inviteNotUsable(): HttpError {
  return new HttpError(400, 'INVITE_NOT_USABLE', serverMessages.inviteNotUsable);
}

function alreadyInTeam(): HttpError {
  return new HttpError(409, 'ALREADY_IN_TEAM', serverMessages.alreadyInTeam);
}

function toPerson(row: VendorRow, callerId: string): Schemas['TeamPerson'] {
  return { _id: row.id, email: row.email, phone: row.phone, role: row.role as TeamRole, you: row.id === callerId };
}

function toInvite(row: TeamInviteRow): Schemas['TeamInvite'] {
  return {
    _id: row.id,
    email: row.email,
    phone: row.phone,
    role: row.role as InvitableRole,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** A person and a role, as the shop's Activity says them (docs/product.md, Activity). */
function asRole(who: string, role: string): string {
  return `${who} as ${TEAM_ROLE_LABELS[role as TeamRole]?.toLowerCase() ?? role}`;
}

export function teamHandlers(ctx: AppContext) {
  const { db } = ctx;

  /** An e-mail address or a phone number already signing in to Sika (any shop). */
  async function loginExists(email: string, phone: string | undefined): Promise<boolean> {
    if (phone !== undefined) return (await findLoginByPhone(db, phone)) !== undefined;
    return (await findVendorByEmail(db, email)) !== undefined;
  }

  return {
    async getTeam(request: FastifyRequest) {
      const shop = callerOf(request);
      const person = personOf(request);
      const [people, invites] = await Promise.all([listPeople(db, shop.id), listOpenInvites(db, shop.id, ctx.clock())]);
      return { people: people.map((row) => toPerson(row, person.id)), invites: invites.map(toInvite) };
    },

    async invitePerson(request: FastifyRequest<RouteOf<'invitePerson'>>, reply: FastifyReply) {
      const shop = callerOf(request);
      const { email: rawEmail, phone: rawPhone, role } = request.body;
      if ((rawEmail === undefined) === (rawPhone === undefined)) {
        const message = serverMessages.inviteEmailOrPhone;
        throw new HttpError(400, 'BAD_INPUT', message, { email: message, phone: message });
      }
      let phone: string | undefined;
      if (rawPhone !== undefined) {
        phone = ghanaPhoneE164(rawPhone, 'mobile');
        if (phone === undefined) {
          throw new HttpError(400, 'BAD_INPUT', serverMessages.badInput, { phone: serverMessages.fields.ghanaMobile });
        }
      }
      const email = rawEmail === undefined ? '' : normaliseEmail(rawEmail);
      if (await loginExists(email, phone)) throw alreadyInTeam();

      const now = ctx.clock();
      const { token, tokenHash } = newResetToken();
      const invite = await insertInvite(db, {
        vendorId: shop.id,
        tokenHash,
        role,
        email,
        phone: phone ?? null,
        expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS),
        createdAt: now,
      });
      // Sent before the answer: the owner learns at once if the number or address could not be reached.
      try {
        if (phone !== undefined) {
          const link = `${ctx.config.publicUrl}${paths.joinTeam(token)}`;
          const shopName = shop.businessName.trim() === '' ? 'a shop' : shop.businessName.trim();
          const text = `You are invited to join ${shopName} on Sika as ${TEAM_ROLE_LABELS[role].toLowerCase()}. Choose your password here (valid ${INVITE_VALID_DAYS} days, once): ${link}`;
          await ctx.sms.send({ to: phone, text, links: [link] });
        } else {
          await ctx.mailer.send(ctx.mail.teamInvite(email, shop.businessName, role, token));
        }
      } catch (error) {
        await deleteInvite(db, invite.id);
        request.log.error({ shopId: shop.id, reason: mailFailure(error) }, 'team invitation could not be sent');
        throw phone !== undefined
          ? new HttpError(502, 'SMS_FAILED', serverMessages.smsFailed)
          : new HttpError(502, 'MAIL_FAILED', serverMessages.mailFailed);
      }
      noteActivity(request, { subject: asRole(email || (phone ?? ''), role) });
      reply.code(201);
      return toInvite(invite);
    },

    async acceptInvite(request: FastifyRequest<RouteOf<'acceptInvite'>>, reply: FastifyReply) {
      await ctx.limiters.resetPassword(request, reply);
      const { token } = request.params;
      const { password } = request.body;
      if (!isResetTokenShaped(token)) throw inviteNotUsable();
      const now = ctx.clock();
      const invite = await teamInviteLinks.findUsable(db, hashToken(token), now);
      if (!invite) throw inviteNotUsable();
      refuseWeakPassword(password, { emails: [invite.email], names: [] });
      if (await loginExists(invite.email, invite.phone ?? undefined)) throw alreadyInTeam();
      const passwordHash = await hashPassword(password);
      // Of two clicks racing with one link, only one wins (consume is conditional).
      if (!(await teamInviteLinks.consume(db, invite, now))) throw inviteNotUsable();
      let joined: VendorRow;
      try {
        joined = await insertVendor(db, {
          email: invite.email,
          phone: invite.phone,
          passwordHash,
          shopId: invite.vendorId,
          role: invite.role,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyInTeam();
        throw error;
      }
      // No bearer token: the new person is who acted (docs/product.md, Activity).
      noteActivity(request, {
        actor: joined,
        subject: asRole(personNamed(joined), joined.role),
      });
      reply.code(201);
      return messageBody(serverMessages.inviteAccepted);
    },

    async changePersonRole(request: FastifyRequest<RouteOf<'changePersonRole'>>) {
      const shop = callerOf(request);
      const { personId } = request.params;
      if (personId === shop.id) throw ownerStays();
      const row = await setRole(db, shop.id, personId, request.body.role, ctx.clock());
      if (!row) throw personNotFound();
      noteActivity(request, { subject: asRole(personNamed(row), row.role) });
      return toPerson(row, personOf(request).id);
    },

    async removePerson(request: FastifyRequest<RouteOf<'removePerson'>>) {
      const shop = callerOf(request);
      const { personId } = request.params;
      if (personId === shop.id) throw ownerStays();
      const removed = await removePersonOf(db, shop.id, personId, ctx.clock());
      if (!removed) throw personNotFound();
      noteActivity(request, { subject: personNamed(removed) });
      return messageBody(serverMessages.personRemoved);
    },

    async handOverShop(request: FastifyRequest<RouteOf<'handOverShop'>>, reply: FastifyReply) {
      const shop = callerOf(request);
      const { personId, currentPassword } = request.body;
      await ctx.limiters.accountChange(request, reply);
      if (!(await verifyPassword(shop.passwordHash, currentPassword))) {
        throw new HttpError(400, 'WRONG_PASSWORD', serverMessages.wrongPassword, {
          currentPassword: serverMessages.fields.wrongPassword,
        });
      }
      if (personId === shop.id) throw new HttpError(409, 'OWNER_STAYS', serverMessages.handOverToSelf);
      const newOwner = await handOver(db, shop.id, personId, ctx.clock());
      if (newOwner === 'not-found') throw personNotFound();
      if (newOwner === 'needs-email') throw new HttpError(409, 'OWNER_STAYS', serverMessages.handOverNeedsEmail);
      noteActivity(request, { subject: personNamed(newOwner) });
      return messageBody(serverMessages.ownershipHandedOver);
    },
  };
}
