// The calls only a screen fetched later makes (order pings in Profile, the CSV import, removing a
// picture, the order actions and Payouts), injected into the same api when that screen's code
// imports this module (`@sika/api-client/later`), so the first page carries none of them. Their
// cache tags are added here, as api.ts does for the rest.
import { laterApi as generatedLaterApi } from './generated/laterApi.ts';

export const laterApi = generatedLaterApi.enhanceEndpoints({
  endpoints: {
    // Creates some products and updates others: the whole list (each product's tag hangs off it) is stale.
    importProducts: { invalidatesTags: [{ type: 'Products', id: 'LIST' }] },
    // The product's card and the list both show the picture.
    deleteProductImage: {
      invalidatesTags: (_result, _error, { productKey }) => [
        { type: 'Products', id: productKey },
        { type: 'Products', id: 'LIST' },
      ],
    },
  },
});

export const {
  useImportProductsMutation,
  useDeleteProductImageMutation,
  useGetPushKeyQuery,
  useLazyGetPushKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} = laterApi;
export type * from './generated/laterApi.ts';
