import { sikaApi } from '../api.ts';
import type { Product } from '../generated/sikaApi.ts';
import type { AppDispatch } from '../store.ts';
import { DASHBOARD_EARLY_REQUESTS, earlyData } from './earlyRequests.ts';

/**
 * Gives the store the product list the dashboard's page drew before the app ran (early/earlyPanel.ts),
 * so the app's first render shows the same cards instead of its loading state between the two. The
 * panel's own request on mount still goes out, and takes the page's early answer (no second request).
 */
export function startFromEarlyLists(dispatch: AppDispatch): void {
  const products = earlyData(DASHBOARD_EARLY_REQUESTS.allProducts[0]);
  if (!Array.isArray(products)) return;
  dispatch(
    sikaApi.util.upsertQueryEntries([{ endpointName: 'getAllProducts', arg: undefined, value: products as Product[] }]),
  );
}
