import { serverMessages } from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type { Changes, DeleteVendorBody, MessageResponse, Vendor } from '../../generated/sikaApi.ts';
import { dbFor, deleteAccount, isCurrentPassword, vendorForToken } from '../db.ts';
import { errorResponse, messageBody } from '../errors.ts';

const unauthorized = () => errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');

export const vendorHandlers = {
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
