import { serverMessages } from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type { DeleteVendorBody, MessageResponse, Vendor } from '../../generated/sikaApi.ts';
import { deleteAccount, isCurrentPassword, vendorForToken } from '../db.ts';
import { errorResponse, messageBody } from '../errors.ts';

const unauthorized = () => errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');

export const vendorHandlers = {
  getAllVendors: http.get('*/api/vendor/all-Vendors', ({ request }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return unauthorized();
    return HttpResponse.json<Vendor[]>([vendor]);
  }),
  /** The caller's own account only, with the current password; orders stay, products and sessions go. */
  deleteVendor: http.delete<never, DeleteVendorBody>('*/api/Vendors', async ({ request }) => {
    const caller = vendorForToken(request.headers.get('authorization'));
    if (!caller) return unauthorized();
    const { id, password } = await request.json();
    if (id !== caller._id) return errorResponse(404, serverMessages.vendorNotFound, 'NOT_FOUND');
    if (!isCurrentPassword(caller._id, password)) {
      return errorResponse(400, serverMessages.wrongPassword, 'WRONG_PASSWORD', {
        password: serverMessages.fields.wrongPassword,
      });
    }
    deleteAccount(caller._id);
    return HttpResponse.json<MessageResponse>(messageBody(serverMessages.accountDeleted));
  }),
};
