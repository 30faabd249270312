import { ghanaPhoneE164, serverMessages } from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type { Credentials, LoginResponse, MessageResponse, RefreshResponse } from '../../generated/sikaApi.ts';
import { dbFor, issueAccessToken, type MockDb } from '../db.ts';
import { errorResponse, messageBody } from '../errors.ts';

/** A person invited by phone logs in to their shop, as the api answers (docs/product.md, Login). */
function loginByPhone(db: MockDb, phone: string, password: string) {
  const e164 = ghanaPhoneE164(phone, 'mobile');
  if (e164 === undefined) {
    return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', { phone: serverMessages.fields.ghanaMobile });
  }
  const person = db.phoneLogins.get(e164);
  const shop = person && db.accounts.get(person.shopEmail);
  if (!person || !shop || person.password !== password) {
    return errorResponse(401, serverMessages.invalidPhoneCredentials, 'INVALID_CREDENTIALS');
  }
  db.refreshSession = shop.vendor._id;
  return HttpResponse.json<LoginResponse>({
    accessToken: issueAccessToken(shop.vendor._id, db),
    id: shop.vendor._id,
    email: '',
    vendor: shop.vendor,
    role: person.role,
  });
}

/** Session calls of the fake backend, keyed by name so a story can override one and keep the rest. */
export const sessionHandlers = {
  login: http.post<never, Credentials>('*/api/vendor/login', async ({ request }) => {
    const db = dbFor(request);
    const { email, phone, password } = await request.json();
    if ((email === undefined) === (phone === undefined)) {
      const message = serverMessages.loginEmailOrPhone;
      return errorResponse(400, message, 'BAD_INPUT', { email: message, phone: message });
    }
    if (phone !== undefined) return loginByPhone(db, phone, password);
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
