import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { POLLING_INTERVAL_MS } from '@sika/domain';
import { sikaApi as generatedApi, type Order, type OrderStatus } from './generated/sikaApi.ts';

/**
 * The portal posts its two notification e-mails form-encoded (docs/product.md, The calls the portal
 * makes); the codegen only sends JSON, so these two calls are re-described here (the contract
 * accepts both).
 */
const asForm = (fields: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );

const LIST = 'LIST' as const;
/** What the lists provide: a new session, or a moved `getChanges` version, makes all of them stale. */
export const LIST_TAGS = ['User', 'Vendor', 'Products', 'Orders'] as const;

/**
 * The generated client with its cache tags (docs/product.md, Polling and freshness: Products,
 * Orders, User, Vendor, each with a LIST id and per-id tags). Tags with ids cannot come from
 * codegen, so they are added here.
 */
export const sikaApi = generatedApi.enhanceEndpoints({
  endpoints: {
    // A new session makes every cached list stale. Logout and account deletion invalidate nothing:
    // refetching with the session just cleared would fail its refresh and greet the vendor with
    // 'Your login has expired.'; the cache is reset instead, 1 s later (docs/product.md, Sessions
    // and storage keys).
    login: { invalidatesTags: [...LIST_TAGS] },
    register: { invalidatesTags: [...LIST_TAGS] },
    getAllVendors: {
      providesTags: (result = []) => [
        'User',
        { type: 'Vendor', id: LIST },
        ...result.map((vendor) => ({ type: 'Vendor' as const, id: vendor._id })),
      ],
    },
    updateVendor: {
      invalidatesTags: (_result, _error, { vendorUpdate }) => [
        { type: 'Vendor', id: vendorUpdate.id },
        { type: 'Vendor', id: LIST },
      ],
    },
    getAllProducts: {
      providesTags: (result = []) => [
        { type: 'Products', id: LIST },
        ...result.map((product) => ({ type: 'Products' as const, id: product._id })),
      ],
    },
    createProduct: { invalidatesTags: [{ type: 'Products', id: LIST }] },
    updateProduct: {
      invalidatesTags: (_result, _error, { productUpdate }) => [{ type: 'Products', id: productUpdate.id }],
    },
    deleteProduct: {
      invalidatesTags: (_result, _error, { idBody }) => [
        { type: 'Products', id: idBody.id },
        { type: 'Products', id: LIST },
      ],
    },
    uploadProductImage: {
      invalidatesTags: (_result, _error, { productKey }) => [{ type: 'Products', id: productKey }],
    },
    sendRegistrationEmail: {
      query: ({ registrationEmailBody }) => ({
        url: '/api/vendor/send-email',
        method: 'POST',
        body: asForm(registrationEmailBody),
      }),
    },
    sendProductCreatedEmail: {
      query: ({ productCreatedEmailBody }) => ({
        url: '/api/vendor/send-email-product-created',
        method: 'POST',
        body: asForm(productCreatedEmailBody),
      }),
    },
    getVendorOrders: {
      providesTags: (result = []) => [
        { type: 'Orders', id: LIST },
        ...result.map((order) => ({ type: 'Orders' as const, id: order._id })),
      ],
    },
    // Refreshed with the lists: the store's listener invalidates every 'Orders' tag when they move.
    getOrder: {
      providesTags: (_result, _error, { orderId }) => [{ type: 'Orders', id: orderId }],
    },
    // The Earnings figures come from the orders: whatever refreshes the orders refreshes them.
    getEarnings: { providesTags: [{ type: 'Orders', id: 'EARNINGS' }] },
    // So are the counts of a search of Your Orders.
    getOrderCounts: { providesTags: [{ type: 'Orders', id: 'COUNTS' }] },
  },
});

/** One page of the vendor's orders and the cursor of the next, older page (null on the last). */
export type OrdersPage = { orders: Order[]; nextBefore: string | null };

/** Which orders the list pages through: a search (the contract's `q`) and a status; none is all. */
export type OrdersFilter = { q?: string; status?: OrderStatus };

/**
 * Your Orders as pages (docs/product.md, Your Orders): the newest 100 of the orders the filter
 * keeps (the server searches and filters all of them), then each older page through the contract's
 * `before` cursor, read from the `X-Next-Before` header, which codegen cannot hand to a screen.
 * Refreshing refetches every page loaded, each from the cursor the one before it answers, so a new
 * order never makes one skip or repeat. Each filter is its own list in the cache.
 */
export const ordersApi = sikaApi.injectEndpoints({
  endpoints: (build) => ({
    getVendorOrderPages: build.infiniteQuery<OrdersPage, OrdersFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextBefore ?? undefined,
      },
      query: ({ queryArg, pageParam }) => {
        const params = {
          ...(queryArg.q ? { q: queryArg.q } : {}),
          ...(queryArg.status ? { status: queryArg.status } : {}),
          ...(pageParam === null ? {} : { before: pageParam }),
        };
        // No `?` at all for the plain first page: the same address as ever.
        return { url: '/api/vendor/get-vendor-orders', ...(Object.keys(params).length > 0 ? { params } : {}) };
      },
      transformResponse: (orders: Order[], meta) => ({
        orders,
        nextBefore: (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('X-Next-Before') ?? null,
      }),
      providesTags: (result) => [
        { type: 'Orders', id: LIST },
        ...(result?.pages ?? []).flatMap((page) =>
          page.orders.map((order) => ({ type: 'Orders' as const, id: order._id })),
        ),
      ],
    }),
  }),
});

export const { useGetVendorOrderPagesInfiniteQuery } = ordersApi;

/** How a list query polls: not at all while `getChanges` stands for it, every 15 s on its own otherwise. */
export type ListPolling = { pollingInterval: number; skipPollingIfUnfocused: true };

const LISTS_POLL_THEMSELVES: ListPolling = { pollingInterval: POLLING_INTERVAL_MS, skipPollingIfUnfocused: true };
const CHANGES_POLL_FOR_THEM: ListPolling = { pollingInterval: 0, skipPollingIfUnfocused: true };

/**
 * A backend without `/api/changes` (the original product's, which the contract's paths keep the
 * portal compatible with) answers it 404, or 501 for an api that routes it but has no handler: then
 * each list polls itself as before. Any other failure (offline, a 500) is passing: the poll goes
 * on.
 */
export function listPollingAfter(changesError: unknown): ListPolling {
  const status = (changesError as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 501 ? LISTS_POLL_THEMSELVES : CHANGES_POLL_FOR_THEM;
}

/**
 * Keeps the lists on screen fresh (docs/product.md, Polling and freshness: vendors, products and
 * orders refresh every 15 seconds, on focus and on mount). One poll stands for all of them:
 * `getChanges` every 15 s, whose `version` moves whenever something a list shows does; the store's
 * listener then asks the lists on screen again (`LIST_TAGS`). Polling each list sent a request
 * apiece every 15 s, mostly the browser's headers. Every screen that shows a list calls this and
 * gives its list queries the polling it returns (none, unless the backend has no `/api/changes`:
 * listPollingAfter); RTK Query runs one poll for all of them. Polling pauses while the tab is
 * hidden: a poll nobody sees costs the vendor data for nothing.
 */
export function useFreshLists({ skip = false }: { skip?: boolean } = {}): ListPolling {
  const { error } = sikaApi.useGetChangesQuery(undefined, {
    pollingInterval: POLLING_INTERVAL_MS,
    skipPollingIfUnfocused: true,
    skip,
  });
  return listPollingAfter(error);
}
