import { serverMessages } from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type { ForgotPasswordTokenApiArg, MessageResponse, ResetVendorPasswordApiArg } from '../../generated/sikaApi.ts';
import { resetPasswordWithToken } from '../db.ts';
import { errorResponse, messageBody } from '../errors.ts';

const looksLikeEmail = (value: unknown) => typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** Password recovery of the fake backend, keyed by name so a story can override one and keep the rest. */
export const passwordRecoveryHandlers = {
  // Same answer whether or not the address has an account: the server never reveals which e-mails exist.
  forgotPasswordToken: http.post<never, ForgotPasswordTokenApiArg['body']>(
    '*/api/vendor/forgot-password-token',
    async ({ request }) => {
      const { email } = await request.json();
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
};
