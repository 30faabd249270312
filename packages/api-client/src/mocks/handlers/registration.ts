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
  isEmailTaken,
  issueAccessToken,
  mockDb,
  updateAccount,
  vendorForToken,
  type VendorChanges,
} from '../db.ts';
import { errorResponse } from '../errors.ts';

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

/** The send-email body arrives form-encoded (spec section 7) or as JSON. */
async function emailBody(request: Request): Promise<Partial<RegistrationEmailBody>> {
  if (request.headers.get('content-type')?.includes('json')) return request.json();
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

const unauthorized = () => errorResponse(401, 'Please log in.', 'UNAUTHORIZED');
const notFound = () => errorResponse(404, 'Vendor not found.', 'NOT_FOUND');

/** Sign-up calls of the fake backend (steps one to three), keyed by name like every handler group. */
export const registrationHandlers = {
  register: http.post<never, Registration>('*/api/vendor/register', async ({ request }) => {
    const { email, password } = await request.json();
    const newVendor = createAccount(String(email), String(password));
    if (!newVendor) return errorResponse(409, 'An account with this email already exists.', 'EMAIL_TAKEN');
    mockDb.refreshSession = newVendor._id;
    return HttpResponse.json<RegisterResponse>(
      { accessToken: issueAccessToken(newVendor._id), newVendor },
      { status: 201 },
    );
  }),

  updateVendor: http.patch<never, VendorUpdate>('*/api/vendor/update-vendor', async ({ request }) => {
    const caller = vendorForToken(request.headers.get('authorization'));
    if (!caller) return unauthorized();
    const body = await request.json();
    // Another vendor's id reads as unknown: never reveal that it exists.
    if (body.id !== caller._id) return notFound();
    const changes = editableFields(body);
    if (changes.email && isEmailTaken(changes.email, caller._id)) {
      return errorResponse(409, 'An account with this email already exists.', 'EMAIL_TAKEN');
    }
    const updated = updateAccount(caller._id, changes);
    return updated ? HttpResponse.json<Vendor>(updated) : notFound();
  }),

  sendRegistrationEmail: http.post('*/api/vendor/send-email', async ({ request }) => {
    const caller = vendorForToken(request.headers.get('authorization'));
    if (!caller) return unauthorized();
    const { BusinessName = '' } = await emailBody(request);
    // Only ever to the caller's own address; the body's email is ignored (the contract).
    mockDb.outbox.push({ to: caller.email, BusinessName });
    const message = 'The e-mail is on its way.';
    return HttpResponse.json<MessageResponse>({ message, msg: message }, { status: 202 });
  }),
};
