import { ghanaPhoneE164, INVITABLE_ROLES, INVITE_VALID_DAYS, serverMessages, type InvitableRole } from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type { Team, TeamInvite, TeamPerson } from '../../generated/teamApi.ts';
import type { MessageResponse } from '../../generated/sikaApi.ts';
import { dbFor, mockDb, vendorForToken, type MockDb } from '../db.ts';
import { errorResponse, messageBody } from '../errors.ts';

/** The invitation link the fake backend accepts once; any other token is refused as used or expired. */
export const DEMO_INVITE_TOKEN = 'valid-invite-token';

/** The day the fake backend's invitations are sent, so their end date reads the same every run. */
const INVITED_AT = Date.parse('2026-03-02T09:00:00Z');

type MockTeam = {
  people: (TeamPerson & { shopId: string })[];
  invites: (TeamInvite & { shopId: string })[];
  usedTokens: Set<string>;
};

/** Each fake database's team: the owner is the shop's own account, the others live here. */
const teams = new WeakMap<MockDb, MockTeam>();

function teamOf(db: MockDb): MockTeam {
  let team = teams.get(db);
  if (!team) {
    team = { people: [], invites: [], usedTokens: new Set() };
    teams.set(db, team);
  }
  return team;
}

let personSequence = 0;
const nextId = () => `7e0a0000-0000-4000-8000-${String((personSequence += 1)).padStart(12, '0')}`;

/**
 * A person of the shop `shopId` (stories seed a team with it): a manager or attendant with an
 * e-mail address or a phone number (E.164).
 */
export function addMockPerson(
  shopId: string,
  person: { email?: string; phone?: string; role: InvitableRole },
  db: MockDb = mockDb,
): TeamPerson {
  const row = { _id: nextId(), email: person.email ?? '', phone: person.phone ?? null, role: person.role, you: false };
  teamOf(db).people.push({ ...row, shopId });
  return row;
}

/** An invitation still waiting in the shop `shopId`, sent on the fake backend's day. */
export function addMockInvite(
  shopId: string,
  invite: { email?: string; phone?: string; role: InvitableRole },
  db: MockDb = mockDb,
): TeamInvite {
  const row = {
    _id: nextId(),
    email: invite.email ?? '',
    phone: invite.phone ?? null,
    role: invite.role,
    expiresAt: new Date(INVITED_AT + INVITE_VALID_DAYS * 86_400_000).toISOString(),
  };
  teamOf(db).invites.unshift({ ...row, shopId });
  return row;
}

const unauthorized = () => errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');
const notFound = () => errorResponse(404, serverMessages.personNotFound, 'NOT_FOUND');
const strip = <Row extends { shopId: string }>({ shopId: _shop, ...row }: Row) => row;

/**
 * Like the api's (docs/product.md, Team): the mock session is the shop's owner. A hand-over is
 * checked and answered, but the fake's sessions stay as they were (the portal logs out after it).
 */
export const teamHandlers = {
  getTeam: http.get('*/api/team', ({ request }) => {
    const owner = vendorForToken(request.headers.get('authorization'));
    if (!owner) return unauthorized();
    const team = teamOf(dbFor(request));
    return HttpResponse.json<Team>({
      people: [
        { _id: owner._id, email: owner.email, phone: null, role: 'owner', you: true },
        ...team.people.filter((person) => person.shopId === owner._id).map(strip),
      ],
      invites: team.invites.filter((invite) => invite.shopId === owner._id).map(strip),
    });
  }),
  invitePerson: http.post('*/api/team/invites', async ({ request }) => {
    const owner = vendorForToken(request.headers.get('authorization'));
    if (!owner) return unauthorized();
    const db = dbFor(request);
    const body = (await request.json().catch(() => null)) as { email?: string; phone?: string; role?: string } | null;
    const role = INVITABLE_ROLES.find((known) => known === body?.role);
    if (!body || !role) {
      return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', { role: serverMessages.fields.required });
    }
    if ((body.email === undefined) === (body.phone === undefined)) {
      return errorResponse(400, serverMessages.inviteEmailOrPhone, 'BAD_INPUT', {
        email: serverMessages.inviteEmailOrPhone,
        phone: serverMessages.inviteEmailOrPhone,
      });
    }
    const phone = body.phone === undefined ? undefined : ghanaPhoneE164(body.phone, 'mobile');
    if (body.phone !== undefined && !phone) {
      return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', { phone: serverMessages.fields.ghanaMobile });
    }
    const email = body.email?.trim().toLowerCase();
    const team = teamOf(db);
    const taken =
      (email !== undefined && (db.accounts.has(email) || team.people.some((person) => person.email === email))) ||
      (phone !== undefined && (db.phoneLogins.has(phone) || team.people.some((person) => person.phone === phone)));
    if (taken) return errorResponse(409, serverMessages.alreadyInTeam, 'ALREADY_IN_TEAM');
    // A newer invitation to the same address or number replaces the older one.
    team.invites = team.invites.filter((invite) => (email ? invite.email !== email : invite.phone !== phone));
    return HttpResponse.json<TeamInvite>(addMockInvite(owner._id, { email, phone, role }, db), { status: 201 });
  }),
  acceptInvite: http.post<{ token: string }>('*/api/team/invites/:token/accept', ({ request, params }) => {
    const team = teamOf(dbFor(request));
    if (params.token !== DEMO_INVITE_TOKEN || team.usedTokens.has(params.token)) {
      return errorResponse(400, serverMessages.inviteNotUsable, 'INVITE_NOT_USABLE');
    }
    team.usedTokens.add(params.token);
    return HttpResponse.json<MessageResponse>(messageBody(serverMessages.inviteAccepted), { status: 201 });
  }),
  changePersonRole: http.patch<{ personId: string }>('*/api/team/:personId', async ({ request, params }) => {
    const owner = vendorForToken(request.headers.get('authorization'));
    if (!owner) return unauthorized();
    if (params.personId === owner._id) return errorResponse(409, serverMessages.ownerStays, 'OWNER_STAYS');
    const person = teamOf(dbFor(request)).people.find((p) => p._id === params.personId && p.shopId === owner._id);
    if (!person) return notFound();
    const body = (await request.json().catch(() => null)) as { role?: string } | null;
    const role = INVITABLE_ROLES.find((known) => known === body?.role);
    if (!role)
      return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', { role: serverMessages.fields.required });
    person.role = role;
    return HttpResponse.json<TeamPerson>(strip(person));
  }),
  handOverShop: http.post('*/api/team/hand-over', async ({ request }) => {
    const owner = vendorForToken(request.headers.get('authorization'));
    if (!owner) return unauthorized();
    const db = dbFor(request);
    const body = (await request.json().catch(() => null)) as { personId?: string; currentPassword?: string } | null;
    if (!body?.personId || !body.currentPassword) {
      return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', {
        currentPassword: serverMessages.fields.required,
      });
    }
    if (db.accounts.get(owner.email)?.password !== body.currentPassword) {
      return errorResponse(400, serverMessages.wrongPassword, 'WRONG_PASSWORD', {
        currentPassword: serverMessages.fields.wrongPassword,
      });
    }
    if (body.personId === owner._id) return errorResponse(409, serverMessages.handOverToSelf, 'OWNER_STAYS');
    const person = teamOf(db).people.find((p) => p._id === body.personId && p.shopId === owner._id);
    if (!person) return notFound();
    if (!person.email) return errorResponse(409, serverMessages.handOverNeedsEmail, 'OWNER_STAYS');
    return HttpResponse.json<MessageResponse>(messageBody(serverMessages.ownershipHandedOver));
  }),
  removePerson: http.delete<{ personId: string }>('*/api/team/:personId', ({ request, params }) => {
    const owner = vendorForToken(request.headers.get('authorization'));
    if (!owner) return unauthorized();
    if (params.personId === owner._id) return errorResponse(409, serverMessages.ownerStays, 'OWNER_STAYS');
    const team = teamOf(dbFor(request));
    const before = team.people.length;
    team.people = team.people.filter((p) => !(p._id === params.personId && p.shopId === owner._id));
    if (team.people.length === before) return notFound();
    return HttpResponse.json<MessageResponse>(messageBody(serverMessages.personRemoved));
  }),
};
