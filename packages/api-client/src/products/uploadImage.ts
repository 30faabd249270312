import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { sikaApi } from '../api.ts';
import type { Product } from '../generated/sikaApi.ts';
import { apiBaseUrl, refreshSession } from '../session/baseQuery.ts';
import { tokenIn } from '../session/events.ts';
import { expiresWithin } from '../session/tokenExpiry.ts';

/** A token with less time left than this is refreshed before a photo is sent, not after. */
const UPLOAD_TOKEN_MARGIN_MS = 30_000;

/**
 * The image upload (POST /api/upload/{productKey}, multipart field 'images'; docs/product.md, The
 * calls the portal makes). fetch reports no upload progress, so this one call goes through
 * XMLHttpRequest, under the same session rules as the base query: bearer token from the store,
 * cookies included, and on a 401 or 403 one refresh (the base query's, shared with any other call
 * refreshing) and one retry. A token about to expire is refreshed before the photo goes, so it is
 * not sent twice on paid data. Errors come back in RTK Query's shape so `errorMessageOf` reads them
 * like any other.
 */
type XhrResult = { status: number; body: unknown } | { status: 'FETCH_ERROR'; error: string };

function send(
  url: string,
  file: Blob,
  token: string | null,
  onProgress: (fraction: number) => void,
  idempotencyKey: string | undefined,
) {
  return new Promise<XhrResult>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    if (idempotencyKey) xhr.setRequestHeader('idempotency-key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON (e.g. a proxy's HTML page): keep the text
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    const form = new FormData();
    form.append('images', file, file instanceof File ? file.name : 'image');
    xhr.send(form);
  });
}

const isOk = (result: XhrResult): result is { status: number; body: unknown } =>
  typeof result.status === 'number' && result.status >= 200 && result.status < 300;

const toError = (result: XhrResult): FetchBaseQueryError =>
  result.status === 'FETCH_ERROR'
    ? { status: 'FETCH_ERROR', error: result.error }
    : { status: result.status, data: result.body };

type Store = { dispatch: BaseQueryApi['dispatch']; getState: () => unknown };

/**
 * Uploads one image for a product, reporting progress (0 to 1). Resolves with the product; rejects
 * with a FetchBaseQueryError. Afterwards the product list is refetched (its tags are invalidated).
 * A picture kept on the device while offline is sent with its Idempotency-Key, so a replay applies
 * once.
 */
export async function uploadProductImage(
  { dispatch, getState }: Store,
  productKey: string,
  file: Blob,
  { onProgress = () => {}, idempotencyKey }: { onProgress?: (fraction: number) => void; idempotencyKey?: string } = {},
): Promise<Product> {
  const url = `${apiBaseUrl()}/api/upload/${encodeURIComponent(productKey)}`;
  onProgress(0);
  // The base query's own refresh: a network failure leaves the session alone.
  const refresh = async () => (await refreshSession(dispatch, getState)) === 'refreshed';
  const token = tokenIn(getState());
  // Not refreshed (the network, for a moment)? Then the answer below decides, as before.
  if (token && expiresWithin(token, UPLOAD_TOKEN_MARGIN_MS)) await refresh();
  let result = await send(url, file, tokenIn(getState()), onProgress, idempotencyKey);
  if (result.status === 401 || result.status === 403) {
    // One refresh, then one retry; a refused refresh ends the session ('Your login has expired.').
    if (await refresh()) {
      onProgress(0);
      result = await send(url, file, tokenIn(getState()), onProgress, idempotencyKey);
    }
  }
  if (!isOk(result)) throw toError(result);
  dispatch(
    sikaApi.util.invalidateTags([
      { type: 'Products', id: productKey },
      { type: 'Products', id: 'LIST' },
    ]),
  );
  return result.body as Product;
}

/** uploadProductImage for a screen, with the progress as state (null when no upload runs). */
export function useUploadProductImage() {
  const dispatch = useDispatch();
  const store = useStore();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (productKey: string, file: Blob): Promise<Product> => {
      try {
        return await uploadProductImage({ dispatch, getState: store.getState }, productKey, file, {
          onProgress: setProgress,
        });
      } finally {
        setProgress(null);
      }
    },
    [dispatch, store],
  );

  return { upload, progress, isUploading: progress !== null };
}
