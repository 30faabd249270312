// Order pings (docs/product.md, Order pings): the VAPID public key, and each device's push
// subscription kept for the signed-in vendor and their session, so that device's logout ends it.
// The endpoint is a URL the server will post to: it must be a push service on the internet
// (push/subscription.ts); a session keeps one, a vendor at most MAX_SUBSCRIPTIONS_PER_VENDOR.
import { serverMessages } from '@sika/domain';
import type { FastifyRequest } from 'fastify';
import { bearerClaims, callerOf } from '../auth/security.ts';
import type { AppContext } from '../context.ts';
import { deletePushSubscription, keepPushSubscription } from '../db/queries/push-subscriptions.ts';
import type { RouteOf } from '../http/contract.ts';
import { HttpError, messageBody } from '../http/errors.ts';
import {
  checkPushEndpoint,
  isValidP256dh,
  isValidPushAuth,
  MAX_SUBSCRIPTIONS_PER_VENDOR,
} from '../push/subscription.ts';

export function pushHandlers(ctx: AppContext) {
  const { db } = ctx;

  return {
    async getPushKey() {
      return { publicKey: await ctx.push.publicKey() };
    },

    async subscribePush(request: FastifyRequest<RouteOf<'subscribePush'>>) {
      const caller = callerOf(request);
      const claims = bearerClaims(ctx, request);
      if (!claims) throw new HttpError(401, 'UNAUTHORIZED', serverMessages.unauthorized);
      const { endpoint, keys } = request.body;
      const fields: Record<string, string> = {};
      const rules = { allowTestLoopback: ctx.config.pushAllowHttpEndpoints, lookup: ctx.lookupHost };
      if (!(await checkPushEndpoint(endpoint, rules))) fields.endpoint = serverMessages.fields.pushEndpoint;
      if (!isValidP256dh(keys.p256dh)) fields['keys.p256dh'] = serverMessages.fields.invalid;
      if (!isValidPushAuth(keys.auth)) fields['keys.auth'] = serverMessages.fields.invalid;
      if (Object.keys(fields).length > 0) throw new HttpError(400, 'BAD_INPUT', serverMessages.badInput, fields);
      const outcome = await keepPushSubscription(
        db,
        { vendorId: caller.id, sessionId: claims.sessionId, endpoint, p256dh: keys.p256dh, auth: keys.auth },
        ctx.clock(),
        MAX_SUBSCRIPTIONS_PER_VENDOR,
      );
      if (outcome === 'held') throw new HttpError(409, 'PUSH_ENDPOINT_HELD', serverMessages.pushEndpointHeld);
      if (outcome === 'full') {
        throw new HttpError(409, 'PUSH_DEVICE_LIMIT', serverMessages.pushDeviceLimit(MAX_SUBSCRIPTIONS_PER_VENDOR));
      }
      return messageBody(serverMessages.pushKept);
    },

    async unsubscribePush(request: FastifyRequest<RouteOf<'unsubscribePush'>>) {
      const caller = callerOf(request);
      // Another vendor's endpoint is left alone, with the same answer as an unknown one.
      await deletePushSubscription(db, caller.id, request.body.endpoint);
      return messageBody(serverMessages.pushForgotten);
    },
  };
}
