// Internal routes of the admin CLI (not in the contract): the CLI's way in while a running server
// holds the embedded database. Invisible to everyone else: a request that is not from this machine
// (loopback, no proxy headers) or lacks the secret of DATA_DIR/admin.secret gets exactly the 404
// of an unknown route, before its body is even read.
import { ORDER_PLAN_MONTHS, ORDER_STATUSES, serverMessages, type OrderStatus } from '@sika/domain';
import type { Buyer } from '../db/queries/orders.ts';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_SECRET_HEADER } from '../admin/endpoint.ts';
import {
  changeOrderStatus,
  confirmDelivery,
  createOrder,
  ledgerCheck,
  payOutVendors,
  pendingVendors,
  recordOrderPayment,
  seed,
  verifyVendor,
} from '../admin/operations.ts';
import type { AppContext } from '../context.ts';
import { errorBody } from '../http/errors.ts';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

// A proxy on this machine connects from loopback too: a forwarded request came from elsewhere.
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.test(address);
}

export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext, secret: string): void {
  const expected = digest(secret);

  const gate = async (request: FastifyRequest, reply: FastifyReply) => {
    const presented = request.headers[ADMIN_SECRET_HEADER];
    // Digests have one length, so the comparison takes the same time whatever was sent.
    const allowed =
      isLoopback(request.socket.remoteAddress) &&
      !PROXY_HEADERS.some((name) => request.headers[name] !== undefined) &&
      typeof presented === 'string' &&
      timingSafeEqual(digest(presented), expected);
    if (!allowed) return reply.code(404).send(errorBody('ROUTE_NOT_FOUND', serverMessages.routeNotFound));
  };

  app.get('/api/admin/pending-vendors', { onRequest: gate }, async () => ({
    vendors: await pendingVendors(ctx.db),
  }));

  // Not in the contract (an internal route), so its body type is stated with its schema here.
  app.post<{ Body: { email: string } }>(
    '/api/admin/verify-vendor',
    {
      onRequest: gate,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email'],
          properties: { email: { type: 'string', minLength: 1, maxLength: 254 } },
        },
      },
    },
    async (request) => {
      const { email } = request.body;
      const result = await verifyVendor(
        ctx.db,
        email,
        { transport: ctx.mailer, messages: ctx.mail },
        ctx.clock(),
        ctx.push,
      );
      if (result.outcome === 'verified') {
        request.log.info({ email: result.email, mailSent: result.mail.sent }, 'vendor verified by an admin');
      }
      return result;
    },
  );

  app.post('/api/admin/seed', { onRequest: gate }, async () => seed(ctx.db, ctx.images));

  const text = { type: 'string', minLength: 1, maxLength: 200 };
  app.post<{ Body: { productId: string; months: number; buyer?: Partial<Buyer> } }>(
    '/api/admin/create-order',
    {
      onRequest: gate,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['productId', 'months'],
          properties: {
            productId: { type: 'string', minLength: 1, maxLength: 64 },
            months: { type: 'integer', enum: [...ORDER_PLAN_MONTHS] },
            buyer: {
              type: 'object',
              additionalProperties: false,
              properties: { firstname: text, lastname: text, mobile: text, company: text, city: text },
            },
          },
        },
      },
    },
    async (request) => {
      const result = await createOrder(
        ctx.db,
        request.body,
        { transport: ctx.mailer, messages: ctx.mail },
        ctx.clock(),
        ctx.push,
        ctx.sms,
      );
      if (result.outcome === 'created') {
        request.log.info(
          { orderNumber: result.order.orderNumber, mailSent: result.mail.sent },
          'order created by an admin',
        );
      }
      return result;
    },
  );

  app.post<{ Body: { orderNumber: string; status: OrderStatus } }>(
    '/api/admin/set-order-status',
    {
      onRequest: gate,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['orderNumber', 'status'],
          properties: {
            orderNumber: { type: 'string', minLength: 1, maxLength: 64 },
            status: { type: 'string', enum: [...ORDER_STATUSES] },
          },
        },
      },
    },
    async (request) => changeOrderStatus(ctx.db, request.body.orderNumber, request.body.status, ctx.clock()),
  );

  app.post<{ Body: { orderNumber: string; show?: boolean } }>(
    '/api/admin/confirm-delivery',
    {
      onRequest: gate,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['orderNumber'],
          properties: {
            orderNumber: { type: 'string', minLength: 1, maxLength: 64 },
            show: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const { orderNumber, show } = request.body;
      const result = await confirmDelivery(ctx.db, orderNumber, ctx.handoverPhotos, ctx.clock(), { show });
      if (result.outcome === 'confirmed') request.log.info({ orderNumber }, 'delivery confirmed by an admin');
      return result;
    },
  );

  app.post<{ Body: { orderNumber: string; instalment: number } }>(
    '/api/admin/record-payment',
    {
      onRequest: gate,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['orderNumber', 'instalment'],
          properties: {
            orderNumber: { type: 'string', minLength: 1, maxLength: 64 },
            instalment: { type: 'integer', minimum: 1, maximum: 6 },
          },
        },
      },
    },
    async (request) => recordOrderPayment(ctx.db, request.body.orderNumber, request.body.instalment, ctx.clock()),
  );

  app.post<{ Body: { email: string } | { all: true } }>(
    '/api/admin/pay-out',
    {
      onRequest: gate,
      schema: {
        body: {
          oneOf: [
            {
              type: 'object',
              additionalProperties: false,
              required: ['email'],
              properties: { email: { type: 'string', minLength: 1, maxLength: 254 } },
            },
            {
              type: 'object',
              additionalProperties: false,
              required: ['all'],
              properties: { all: { const: true } },
            },
          ],
        },
      },
    },
    async (request) => {
      const result = await payOutVendors(ctx.db, 'all' in request.body ? 'all' : request.body, ctx.clock(), {
        mail: { transport: ctx.mailer, messages: ctx.mail },
        push: ctx.push,
      });
      if (result.outcome === 'done') {
        for (const paid of result.vendors) {
          if (paid.outcome === 'paid') request.log.info({ reference: paid.reference }, 'payout made by an admin');
        }
      }
      return result;
    },
  );

  app.get('/api/admin/ledger-check', { onRequest: gate }, async () => ledgerCheck(ctx.db));
}
