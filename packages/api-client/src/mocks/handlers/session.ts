import { serverMessages } from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type { Credentials, LoginResponse, MessageResponse, RefreshResponse } from '../../generated/sikaApi.ts';
import { issueAccessToken, mockDb } from '../db.ts';
import { errorResponse, messageBody } from '../errors.ts';

/** Session calls of the fake backend, keyed by name so a story can override one and keep the rest. */
export const sessionHandlers = {
  login: http.post<never, Credentials>('*/api/vendor/login', async ({ request }) => {
    const { email, password } = await request.json();
    const account = mockDb.accounts.get(String(email).toLowerCase());
    if (!account || account.password !== password) {
      return errorResponse(401, serverMessages.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    mockDb.refreshSession = account.vendor._id;
    const { vendor } = account;
    return HttpResponse.json<LoginResponse>({
      accessToken: issueAccessToken(vendor._id),
      id: vendor._id,
      email: vendor.email,
      vendor,
    });
  }),
  refresh: http.get('*/api/vendor/refresh', () => {
    if (!mockDb.refreshSession) return errorResponse(401, serverMessages.sessionExpired, 'SESSION_EXPIRED');
    return HttpResponse.json<RefreshResponse>({ accessToken: issueAccessToken(mockDb.refreshSession) });
  }),
  logout: http.post('*/api/vendor/logout', () => {
    mockDb.refreshSession = null;
    return HttpResponse.json<MessageResponse>(messageBody(serverMessages.loggedOut));
  }),
};
