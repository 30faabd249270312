import { serverMessages } from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type { MessageResponse, PushEndpoint, PushKey, PushSubscription } from '../../generated/laterApi.ts';
import { vendorForToken } from '../db.ts';
import { errorResponse } from '../errors.ts';

/** A fixed VAPID public key (an uncompressed P-256 point): the fake backend sends no pings. */
export const MOCK_PUSH_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

const message = (text: string) => HttpResponse.json<MessageResponse>({ message: text, msg: text });

/** Order pings of the fake backend (docs/product.md, Order pings): the key, and subscriptions kept and forgotten. */
export const pushHandlers = {
  getPushKey: http.get('*/api/push/key', () => HttpResponse.json<PushKey>({ publicKey: MOCK_PUSH_KEY })),
  subscribePush: http.put<never, PushSubscription>('*/api/push/subscription', async ({ request }) => {
    if (!vendorForToken(request.headers.get('authorization'))) {
      return errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');
    }
    const body = await request.json();
    if (!body.endpoint.startsWith('https://')) {
      return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', { endpoint: serverMessages.fields.pushEndpoint });
    }
    return message(serverMessages.pushKept);
  }),
  unsubscribePush: http.delete<never, PushEndpoint>('*/api/push/subscription', ({ request }) => {
    if (!vendorForToken(request.headers.get('authorization'))) {
      return errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');
    }
    return message(serverMessages.pushForgotten);
  }),
};
