// The calls only a screen fetched later makes (order pings in Profile, the CSV import, removing a
// picture, the order actions, returns and their timeline, Payouts, the password
// reset and e-mail confirmation pages), injected into the same api when that screen's code
// imports this module (`@sika/api-client/later`), so the first page carries none of them. Their
// cache tags are added here, as api.ts does for the rest.
import { laterApi as generatedLaterApi } from './generated/laterApi.ts';

/** What an order action changes: the order (and its timeline), the list, its counts and Earnings. */
const orderActed = (_result: unknown, _error: unknown, { orderId }: { orderId: string }) => [
  { type: 'Orders' as const, id: orderId },
  { type: 'Orders' as const, id: 'LIST' },
  { type: 'Orders' as const, id: 'COUNTS' },
  { type: 'Orders' as const, id: 'EARNINGS' },
];

export const laterApi = generatedLaterApi.enhanceEndpoints({
  endpoints: {
    // The timeline hangs off its order: an action, or the lists' refresh, asks it again.
    getOrderTimeline: { providesTags: (_result, _error, { orderId }) => [{ type: 'Orders', id: orderId }] },
    shipOrder: { invalidatesTags: orderActed },
    deliverOrder: { invalidatesTags: orderActed },
    cancelOrder: { invalidatesTags: orderActed },
    // The photo goes as multipart/form-data (field `photo`), as the contract says; the generated
    // call would send the Blob as JSON.
    handOverOrder: {
      query: ({ orderId, 'Idempotency-Key': key, body }) => {
        const form = new FormData();
        form.append('photo', body.photo, body.photo instanceof File ? body.photo.name : 'handover');
        return {
          url: `/api/orders/${encodeURIComponent(orderId)}/handover`,
          method: 'POST',
          body: form,
          headers: key ? { 'Idempotency-Key': key } : {},
        };
      },
      invalidatesTags: orderActed,
    },
    // A return may take a refund from the next payout, as well as what an action changes.
    returnOrder: {
      invalidatesTags: (result, error, args) => [
        ...orderActed(result, error, args),
        { type: 'Orders' as const, id: 'PAYOUTS' },
      ],
    },
    // Creates some products and updates others: the whole list (each product's tag hangs off it) is stale.
    importProducts: { invalidatesTags: [{ type: 'Products', id: 'LIST' }] },
    // The product's card and the list both show the picture.
    deleteProductImage: {
      invalidatesTags: (_result, _error, { productKey }) => [
        { type: 'Products', id: productKey },
        { type: 'Products', id: 'LIST' },
      ],
    },
    // Payouts come from the ledger, which the changes feed follows with the orders: whatever
    // refreshes the orders refreshes them (docs/product.md, Polling and freshness).
    getPayouts: { providesTags: [{ type: 'Orders', id: 'PAYOUTS' }] },
    getStatement: { providesTags: [{ type: 'Orders', id: 'PAYOUTS' }] },
  },
});

export const {
  useImportProductsMutation,
  useDeleteProductImageMutation,
  useGetPushKeyQuery,
  useLazyGetPushKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
  useShipOrderMutation,
  useDeliverOrderMutation,
  useCancelOrderMutation,
  useHandOverOrderMutation,
  useReturnOrderMutation,
  useGetOrderTimelineQuery,
  useGetPayoutsQuery,
  useGetPayoutQuery,
  useGetStatementQuery,
  useForgotPasswordTokenMutation,
  useResetVendorPasswordMutation,
  useResetPasswordWithCodeMutation,
  useConfirmEmailMutation,
} = laterApi;
export type * from './generated/laterApi.ts';
