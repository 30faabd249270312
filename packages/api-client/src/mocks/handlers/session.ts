import { serverMessages } from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type { Credentials, LoginResponse, MessageResponse, RefreshResponse } from '../../generated/sikaApi.ts';
import { dbFor, issueAccessToken } from '../db.ts';
import { errorResponse, messageBody } from '../errors.ts';

/** Session calls of the fake backend, keyed by name so a story can override one and keep the rest. */
export const sessionHandlers = {
  login: http.post<never, Credentials>('*/api/vendor/login', async ({ request }) => {
    const db = dbFor(request);
    const { email, password } = await request.json();
    const account = db.accounts.get(String(email).toLowerCase());
    if (!account || account.password !== password) {
      return errorResponse(401, serverMessages.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    db.refreshSession = account.vendor._id;
    const { vendor } = account;
    return HttpResponse.json<LoginResponse>({
      accessToken: issueAccessToken(vendor._id, db),
      id: vendor._id,
      email: vendor.email,
      vendor,
    });
  }),
  refresh: http.get('*/api/vendor/refresh', ({ request }) => {
    const db = dbFor(request);
    if (!db.refreshSession) return errorResponse(401, serverMessages.sessionExpired, 'SESSION_EXPIRED');
    return HttpResponse.json<RefreshResponse>({ accessToken: issueAccessToken(db.refreshSession, db) });
  }),
  logout: http.post('*/api/vendor/logout', ({ request }) => {
    dbFor(request).refreshSession = null;
    return HttpResponse.json<MessageResponse>(messageBody(serverMessages.loggedOut));
  }),
};
