// The vendor's orders (GET /api/vendor/get-vendor-orders): only the caller's, newest first, one
// bounded page at a time so a vendor with thousands of orders still gets a fast, small answer. The
// list-cache hook (http/list-cache.ts) adds the ETag and answers an unchanged poll with 304.
// `q` and `status` narrow the list over all of the vendor's orders (docs/product.md, Your Orders),
// and GET /api/order-counts counts them by status, so the search never stops at the pages loaded.
// One order by id (GET /api/orders/{orderId}), however old, for Order details.
import { orderSearchOf, ORDERS_MOST, ORDERS_PAGE, serverMessages } from '@sika/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../auth/security.ts';
import type { AppContext } from '../context.ts';
import { countVendorOrders, findOwnOrder, listVendorOrders, ownOrderExists } from '../db/queries/orders.ts';
import type { RouteOf, Schemas } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { toOrder } from './order-view.ts';

/** Header naming the cursor of the next, older page; absent on the last page. */
export const NEXT_BEFORE_HEADER = 'x-next-before';

export function orderHandlers(ctx: AppContext) {
  const { db } = ctx;

  return {
    async getVendorOrders(request: FastifyRequest<RouteOf<'getVendorOrders'>>, reply: FastifyReply) {
      const caller = callerOf(request);
      const { before, q, status } = request.query;
      // The contract's default and ceiling of `limit` (ajv fills in the default; this guards a bypass).
      const limit = Math.min(request.query.limit ?? ORDERS_PAGE, ORDERS_MOST);
      // Another vendor's order as a cursor answers like an unknown one: never reveal it exists.
      if (before !== undefined && !(await ownOrderExists(db, caller.id, before))) {
        throw new HttpError(400, 'BAD_INPUT', serverMessages.badInput, { before: serverMessages.fields.orderCursor });
      }
      const filter = { search: orderSearchOf(q), status };
      const { rows, more } = await listVendorOrders(db, caller.id, limit, before, filter);
      const last = rows.at(-1);
      if (more && last) reply.header(NEXT_BEFORE_HEADER, last.id);
      return rows.map(toOrder);
    },

    async getOrderCounts(request: FastifyRequest<RouteOf<'getOrderCounts'>>): Promise<Schemas['OrderCounts']> {
      const caller = callerOf(request);
      const search = orderSearchOf(request.query.q);
      const { all, byStatus } = await countVendorOrders(db, caller.id, search);
      return { all, matching: byStatus.reduce((sum, entry) => sum + entry.orders, 0), byStatus };
    },

    async getOrder(request: FastifyRequest<RouteOf<'getOrder'>>) {
      const caller = callerOf(request);
      // Another vendor's order is not found, exactly like an unknown id.
      const row = await findOwnOrder(db, caller.id, request.params.orderId);
      if (!row) throw new HttpError(404, 'NOT_FOUND', serverMessages.orderNotFound);
      return toOrder(row);
    },
  };
}
