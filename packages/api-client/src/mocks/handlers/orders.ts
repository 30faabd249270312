import {
  isOrderStatus,
  ORDER_SEARCH_MOST,
  ORDER_STATUSES,
  orderMatches,
  orderSearchOf,
  ORDERS_MOST,
  ORDERS_PAGE,
  serverMessages,
} from '@sika/domain';
import { http, HttpResponse } from 'msw';
import type { Order, OrderCounts } from '../../generated/sikaApi.ts';
import { dbFor, vendorForToken } from '../db.ts';
import { countRefusal, errorResponse } from '../errors.ts';

const newestFirst = (a: Order, b: Order) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

/** The contract's `q`: at most ORDER_SEARCH_MOST characters, else a 400 naming it. */
function searchOf(query: URLSearchParams) {
  const q = query.get('q');
  if (q !== null && q.length > ORDER_SEARCH_MOST) {
    return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', {
      q: serverMessages.fields.maxLength(ORDER_SEARCH_MOST),
    });
  }
  return orderSearchOf(q);
}

/** The api's counts over a vendor's `orders`, of which `matching` match the search (all, by default). */
export function orderCountsOf(orders: readonly Order[], matching: readonly Order[] = orders): OrderCounts {
  return {
    all: orders.length,
    matching: matching.length,
    byStatus: ORDER_STATUSES.map((status) => ({
      status,
      orders: matching.filter((order) => order.orderStatus === status).length,
    })),
  };
}

/**
 * Order calls of the fake backend (docs/product.md, The calls the portal makes), keyed by
 * operationId. Like the api: only orders of the caller's products (by the product's vendorEmail:
 * docs/product.md, Who sees what), newest first, one page of at most `limit`, the next page from
 * `before` and the `X-Next-Before` header; one order by id, another vendor's reading 404 like an
 * unknown one. `q` and `status` narrow the list over every order (orderMatches, as the api's SQL),
 * and getOrderCounts counts what a search matches, by status.
 */
export const orderHandlers = {
  getVendorOrders: http.get('*/api/vendor/get-vendor-orders', ({ request }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');
    const query = new URL(request.url).searchParams;
    const limitRefused = countRefusal(query.get('limit'), ORDERS_PAGE, ORDERS_MOST);
    if (limitRefused) return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', { limit: limitRefused });
    const limit = Number(query.get('limit') ?? ORDERS_PAGE);
    const search = searchOf(query);
    if (search instanceof Response) return search;
    const status = query.get('status');
    if (status !== null && !isOrderStatus(status)) {
      return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', {
        status: serverMessages.fields.oneOf(ORDER_STATUSES),
      });
    }
    const { orders } = dbFor(request);
    const own = orders
      .filter(
        (order) =>
          order.product.vendorEmail === vendor.email &&
          (status === null || order.orderStatus === status) &&
          (search === null || orderMatches(order, search)),
      )
      .toSorted(newestFirst);
    const before = query.get('before');
    let start = 0;
    if (before) {
      start = own.findIndex((order) => order._id === before) + 1;
      if (start === 0) {
        return errorResponse(400, serverMessages.badInput, 'BAD_INPUT', { before: serverMessages.fields.orderCursor });
      }
    }
    const page = own.slice(start, start + limit);
    const last = page.at(-1);
    const headers = start + limit < own.length && last ? { 'X-Next-Before': last._id } : undefined;
    return HttpResponse.json<Order[]>(page, { headers });
  }),
  getOrderCounts: http.get('*/api/order-counts', ({ request }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');
    const search = searchOf(new URL(request.url).searchParams);
    if (search instanceof Response) return search;
    const own = dbFor(request).orders.filter((order) => order.product.vendorEmail === vendor.email);
    return HttpResponse.json<OrderCounts>(
      orderCountsOf(own, search === null ? own : own.filter((order) => orderMatches(order, search))),
    );
  }),
  getOrder: http.get('*/api/orders/:orderId', ({ request, params }) => {
    const vendor = vendorForToken(request.headers.get('authorization'));
    if (!vendor) return errorResponse(401, serverMessages.unauthorized, 'UNAUTHORIZED');
    const order = dbFor(request).orders.find(
      (entry) => entry._id === params.orderId && entry.product.vendorEmail === vendor.email,
    );
    if (!order) return errorResponse(404, serverMessages.orderNotFound, 'NOT_FOUND');
    return HttpResponse.json<Order>(order);
  }),
};
