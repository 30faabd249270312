import { ghanaPhoneE164, serverMessages } from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type {
  ForgotPasswordTokenApiArg,
  ResetPasswordWithCodeApiArg,
  ResetVendorPasswordApiArg,
} from '../../generated/laterApi.ts';
import type { MessageResponse } from '../../generated/sikaApi.ts';
import { dbFor, issueResetCode, resetPasswordWithCode, resetPasswordWithToken } from '../db.ts';
import { errorResponse, messageBody } from '../errors.ts';

const looksLikeEmail = (value: unknown) => typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** A login's number as the api reads it (E.164), else its 400 naming `phone`. */
function loginPhone(phone: string): string | Response {
  const e164 = ghanaPhoneE164(phone, 'mobile');
  return e164 ?? errorResponse(400, serverMessages.badInput, 'BAD_INPUT', { phone: serverMessages.fields.ghanaMobile });
}

/** Password recovery of the fake backend, keyed by name so a story can override one and keep the rest. */
export const passwordRecoveryHandlers = {
  // Same answer whether or not the address or number has a login: the server never reveals which exist.
  // An address gets a link, a phone number a code by SMS (the demo attendant's is DEMO_RESET_CODE).
  forgotPasswordToken: http.post<never, ForgotPasswordTokenApiArg['body']>(
    '*/api/vendor/forgot-password-token',
    async ({ request }) => {
      const { email, phone } = await request.json();
      if ((email === undefined) === (phone === undefined)) {
        const message = serverMessages.resetEmailOrPhone;
        return errorResponse(400, message, 'BAD_INPUT', { email: message, phone: message });
      }
      if (phone !== undefined) {
        const e164 = loginPhone(phone);
        if (typeof e164 !== 'string') return e164;
        issueResetCode(e164, dbFor(request));
        return HttpResponse.json<MessageResponse>(messageBody(serverMessages.resetCodeOnItsWay));
      }
      if (!looksLikeEmail(email)) {
        return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', { email: serverMessages.fields.email });
      }
      return HttpResponse.json<MessageResponse>(messageBody(serverMessages.resetLinkOnItsWay));
    },
  ),
  // Only the demo account's token is known, and only once (see `DEMO_RESET_TOKEN`).
  resetVendorPassword: http.post<{ token: string }, ResetVendorPasswordApiArg['body']>(
    '*/api/vendor/reset-vendor-password/:token',
    async ({ params, request }) => {
      const { password } = await request.json();
      if (!resetPasswordWithToken(params.token, password))
        return errorResponse(400, serverMessages.invalidResetToken, 'INVALID_RESET_TOKEN');
      return HttpResponse.json<MessageResponse>(messageBody(serverMessages.passwordChanged));
    },
  ),
  // One answer for every failure, as the api: a wrong, used or expired code, or an unknown number.
  resetPasswordWithCode: http.post<never, ResetPasswordWithCodeApiArg['body']>(
    '*/api/vendor/reset-password-code',
    async ({ request }) => {
      const { phone, code, password } = await request.json();
      const e164 = loginPhone(phone);
      if (typeof e164 !== 'string') return e164;
      if (!resetPasswordWithCode(e164, code, password, dbFor(request)))
        return errorResponse(400, serverMessages.invalidResetCode, 'INVALID_RESET_CODE');
      return HttpResponse.json<MessageResponse>(messageBody(serverMessages.passwordChanged));
    },
  ),
};
