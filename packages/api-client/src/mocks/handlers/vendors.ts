import { serverMessages } from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type { Changes, DeleteVendorBody, MessageResponse, Vendor } from '../../generated/sikaApi.ts';
import { dbFor, deleteAccount, isCurrentPassword, vendorForToken } from '../db.ts';
import { errorResponse, messageBody } from '../errors.ts';

const unauthorized = () => errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');

/** The link a "confirm your new e-mail address" mail would carry; any other token is refused. */
export const DEMO_EMAIL_TOKEN = 'valid-email-token';

export const vendorHandlers = {
  confirmEmail: http.post<{ token: string }>('*/api/vendor/confirm-email/:token', ({ params }) =>
    params.token === DEMO_EMAIL_TOKEN
      ? HttpResponse.json<MessageResponse>(messageBody(serverMessages.emailChanged))
      : errorResponse(400, serverMessages.invalidEmailToken, 'INVALID_EMAIL_TOKEN'),
  ),
  getAllVendors: http.get('*/api/vendor/all-Vendors', ({ request }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return unauthorized();
    return HttpResponse.json<Vendor[]>([vendor]);
  }),
  /** Like the api's: a digest of what the caller's three lists hold, so it moves exactly when one does. */
  getChanges: http.get('*/api/changes', async ({ request }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return unauthorized();
    const db = dbFor(request);
    const seen = JSON.stringify([
      vendor,
      db.products.filter((product) => product.vendor === vendor._id),
      db.orders.filter((order) => order.product.vendorEmail === vendor.email),
    ]);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(seen)));
    return HttpResponse.json<Changes>({ version: btoa(String.fromCharCode(...digest.subarray(0, 12))) });
  }),
  /** The caller's own account only, with the current password; orders stay, products and sessions go. */
  deleteVendor: http.delete<never, DeleteVendorBody>('*/api/Vendors', async ({ request }) => {
    const caller = vendorForToken(request.headers.get('authorization'));
    if (!caller) return unauthorized();
    const db = dbFor(request);
    const { id, password } = await request.json();
    if (id !== caller._id) return errorResponse(404, serverMessages.vendorNotFound, 'NOT_FOUND');
    if (!isCurrentPassword(caller._id, password, db)) {
      return errorResponse(400, serverMessages.wrongPassword, 'WRONG_PASSWORD', {
        password: serverMessages.fields.wrongPassword,
      });
    }
    deleteAccount(caller._id, db);
    return HttpResponse.json<MessageResponse>(messageBody(serverMessages.accountDeleted));
  }),
};
