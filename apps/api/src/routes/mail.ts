// The portal's e-mail notifications (docs/product.md, The calls the portal makes): "registration
// received" after sign-up step three and "product created" after a product is added. They only ever
// go to the signed-in vendor's own address (the body's email is ignored) and are throttled per
// vendor. The body may be form-encoded (as the portal sends it) or JSON.
import { serverMessages } from '@sika/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/security.ts';
import type { AppContext } from '../context.ts';
import type { RouteOf } from '../http/contract.ts';
import { HttpError, messageBody } from '../http/errors.ts';
import { mailFailure } from '../mail/mailer.ts';
import { formatPrice } from '../mail/messages.ts';
import type { MailMessage } from '../mail/transport.ts';

export function mailHandlers(ctx: AppContext) {
  /** Sends now; a failure is a 502 with the Error body (the portal logs it), never a 500. */
  async function deliver(request: FastifyRequest, reply: FastifyReply, message: MailMessage, kind: string) {
    try {
      const receipt = await ctx.mailer.send(message);
      request.log.info({ kind, messageId: receipt.messageId }, 'notification mailed');
    } catch (error) {
      request.log.error({ kind, reason: mailFailure(error) }, 'notification mail could not be sent');
      throw new HttpError(502, 'MAIL_FAILED', serverMessages.mailFailed);
    }
    reply.code(202);
    return messageBody(serverMessages.mailSent);
  }

  return {
    async sendRegistrationEmail(request: FastifyRequest<RouteOf<'sendRegistrationEmail'>>, reply: FastifyReply) {
      const caller = callerOf(request);
      await ctx.limiters.registrationEmail(request, reply);
      const body = request.body;
      // The stored name (sign-up step two) wins over what the body says.
      const name = caller.businessName || body.BusinessName;
      return deliver(request, reply, ctx.mail.registrationReceived(caller.email, name), 'registration-received');
    },

    async sendProductCreatedEmail(request: FastifyRequest<RouteOf<'sendProductCreatedEmail'>>, reply: FastifyReply) {
      const caller = callerOf(request);
      // Only a verified vendor can create products, so only one can be told about one.
      if (!caller.isVerified) throw new HttpError(403, 'NOT_VERIFIED', serverMessages.notVerified);
      const body = request.body;
      const price = formatPrice(body.price);
      if (!price) {
        throw new HttpError(400, 'BAD_INPUT', serverMessages.badInput, { price: serverMessages.fields.price });
      }
      await ctx.limiters.productCreatedEmail(request, reply);
      const name = caller.businessName || body.BusinessName;
      const message = ctx.mail.productCreated(caller.email, name, body.title, price);
      return deliver(request, reply, message, 'product-created');
    },
  };
}
