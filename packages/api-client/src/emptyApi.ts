import { createApi } from '@reduxjs/toolkit/query/react';
import { KEEP_UNUSED_DATA_FOR_S } from '@sika/domain';
import { sessionBaseQuery } from './session/baseQuery.ts';

/** Tag types (docs/product.md, Polling and freshness); ids are added per endpoint in `api.ts`. */
export const TAG_TYPES = ['Products', 'Orders', 'User', 'Vendor'] as const;

/**
 * The empty API the generated endpoints are injected into. Cross-cutting behaviour lives here:
 * the session-aware base query, refetch on focus and on mount, and how long unused data is kept
 * (docs/product.md, Limits and timings). Polling is a per-subscription option: see `useFreshLists`.
 */
export const emptyApi = createApi({
  reducerPath: 'sikaApi',
  baseQuery: sessionBaseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_DATA_FOR_S,
  refetchOnFocus: true,
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});
