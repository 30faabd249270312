import { ghanaPhoneE164, serverMessages, type GhanaPhoneKind } from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type {
  MessageResponse,
  Registration,
  RegisterResponse,
  RegistrationEmailBody,
  Vendor,
  VendorUpdate,
} from '../../generated/sikaApi.ts';
import {
  createAccount,
  dbFor,
  isCurrentPassword,
  isEmailTaken,
  issueAccessToken,
  updateAccount,
  vendorForToken,
  type VendorChanges,
} from '../db.ts';
import { errorResponse, messageBody } from '../errors.ts';

/** What a client may change; anything else in the body (isVerified, _id, ...) is ignored, as on the server. */
const EDITABLE_FIELDS = [
  'BusinessName',
  'BusinessCategory',
  'BusinessAddress',
  'mobile',
  'momo_mobile_name',
  'momo_mobile',
  'registrationCompleted',
  'email',
  'password',
] as const;

function editableFields(body: VendorUpdate): VendorChanges {
  return Object.fromEntries(EDITABLE_FIELDS.filter((key) => key in body).map((key) => [key, body[key]]));
}

/** The send-email body arrives form-encoded (as the portal sends it) or as JSON. */
async function emailBody(request: Request): Promise<Partial<RegistrationEmailBody>> {
  if (request.headers.get('content-type')?.includes('json')) return request.json();
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

/** The phones and the Ghana numbers each takes, with the api's sentence for any other value. */
const PHONES: readonly { key: 'mobile' | 'momo_mobile'; kind: GhanaPhoneKind; refused: string }[] = [
  { key: 'mobile', kind: 'any', refused: serverMessages.fields.ghanaPhone },
  { key: 'momo_mobile', kind: 'mobile', refused: serverMessages.fields.ghanaMobile },
];

/** Like the api: phones are stored as E.164; an old number sent back unchanged is kept as it is. */
function phoneRefusals(changes: VendorChanges, caller: Vendor): Record<string, string> {
  const refused: Record<string, string> = {};
  for (const { key, kind, refused: message } of PHONES) {
    const typed = changes[key]?.trim();
    if (typed === undefined || typed === caller[key]) continue;
    const e164 = ghanaPhoneE164(typed, kind);
    if (e164 === undefined) refused[key] = message;
    else changes[key] = e164;
  }
  return refused;
}

const unauthorized = () => errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');
const notFound = () => errorResponse(404, serverMessages.vendorNotFound, 'NOT_FOUND');
const emailTaken = () => errorResponse(409, serverMessages.emailTaken, 'EMAIL_TAKEN');

/** Sign-up calls of the fake backend (steps one to three), keyed by name like every handler group. */
export const registrationHandlers = {
  register: http.post<never, Registration>('*/api/vendor/register', async ({ request }) => {
    const db = dbFor(request);
    const { email, password } = await request.json();
    // As the api: a taken e-mail with its password continues an unfinished sign-up (200, like a
    // login); with another password the 409 names the password; a finished sign-up keeps the 409.
    const existing = db.accounts.get(String(email).toLowerCase());
    if (existing) {
      if (existing.password !== password) {
        return errorResponse(409, serverMessages.emailTaken, 'EMAIL_TAKEN', {
          password: serverMessages.fields.notThisAccountsPassword,
        });
      }
      if (existing.vendor.registrationCompleted) return emailTaken();
      db.refreshSession = existing.vendor._id;
      return HttpResponse.json<RegisterResponse>({
        accessToken: issueAccessToken(existing.vendor._id, db),
        newVendor: existing.vendor,
      });
    }
    const newVendor = createAccount(String(email), String(password), db);
    if (!newVendor) return emailTaken();
    db.refreshSession = newVendor._id;
    return HttpResponse.json<RegisterResponse>(
      { accessToken: issueAccessToken(newVendor._id, db), newVendor },
      { status: 201 },
    );
  }),

  updateVendor: http.patch<never, VendorUpdate>('*/api/vendor/update-vendor', async ({ request }) => {
    const caller = vendorForToken(request.headers.get('authorization'));
    if (!caller) return unauthorized();
    const db = dbFor(request);
    const body = await request.json();
    // Another vendor's id reads as unknown: never reveal that it exists.
    if (body.id !== caller._id) return notFound();
    const changes = editableFields(body);
    const refused = phoneRefusals(changes, caller);
    if (Object.keys(refused).length > 0) return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', refused);
    // The contract: a new e-mail or password, or new payout details once registered, need the current password.
    const changed = (key: 'email' | 'momo_mobile' | 'momo_mobile_name') =>
      changes[key] !== undefined && changes[key] !== caller[key];
    const sensitive =
      changed('email') ||
      Boolean(changes.password) ||
      (caller.registrationCompleted && (changed('momo_mobile') || changed('momo_mobile_name')));
    if (sensitive && !body.currentPassword) {
      return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', {
        currentPassword: serverMessages.fields.currentPassword,
      });
    }
    if (sensitive && !isCurrentPassword(caller._id, body.currentPassword, db)) {
      return errorResponse(400, serverMessages.wrongPassword, 'WRONG_PASSWORD', {
        currentPassword: serverMessages.fields.wrongPassword,
      });
    }
    if (changes.email && isEmailTaken(changes.email, caller._id, db)) return emailTaken();
    // Like the api: a new e-mail address waits for the link mailed to it (see confirmEmail), and the
    // vendor's own record says which address waits.
    if (changes.email && changes.email.trim().toLowerCase() !== caller.email) {
      changes.pendingEmail = changes.email.trim().toLowerCase();
    }
    delete changes.email;
    const updated = updateAccount(caller._id, changes, db);
    return updated ? HttpResponse.json<Vendor>(updated) : notFound();
  }),

  sendRegistrationEmail: http.post('*/api/vendor/send-email', async ({ request }) => {
    const caller = vendorForToken(request.headers.get('authorization'));
    if (!caller) return unauthorized();
    const { BusinessName = '' } = await emailBody(request);
    // Only ever to the caller's own address; the body's email is ignored (the contract).
    dbFor(request).outbox.push({ to: caller.email, BusinessName });
    return HttpResponse.json<MessageResponse>(messageBody(serverMessages.mailSent), { status: 202 });
  }),
};
