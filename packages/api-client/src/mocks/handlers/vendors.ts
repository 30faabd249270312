import { serverMessages } from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type { Vendor } from '../../generated/sikaApi.ts';
import { vendorForToken } from '../db.ts';
import { errorResponse } from '../errors.ts';

export const vendorHandlers = {
  getAllVendors: http.get('*/api/vendor/all-Vendors', ({ request }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');
    return HttpResponse.json<Vendor[]>([vendor]);
  }),
};
