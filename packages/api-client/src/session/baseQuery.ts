import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { fetchTakingEarlyResponses } from '../early/earlyRequests.ts';
import { noteAnswer } from '../offline/offlineState.ts';
import { sessionExpired, sessionIn, tokenIn, tokenRefreshed } from './events.ts';

export type ApiErrorReporter = (error: FetchBaseQueryError, endpoint: string) => void;

const settings: { baseUrl: string; reportError: ApiErrorReporter | null } = {
  baseUrl: '',
  reportError: null,
};

/** Where the api lives; empty means the page's own origin (the production set-up). */
export function setApiBaseUrl(url: string): void {
  settings.baseUrl = url.replace(/\/+$/, '');
}

/** Errors other than 401 and 403 go to the error-reporting service (docs/product.md, Error messages). */
export function setApiErrorReporter(reporter: ApiErrorReporter | null): void {
  settings.reportError = reporter;
}

/** Calls that must never trigger a refresh: they are how a session starts or renews. */
const REFRESH_EXEMPT = new Set(['login', 'register', 'refresh']);
const REFRESH_URL = '/api/vendor/refresh';

const rawBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) =>
  fetchBaseQuery({
    baseUrl: settings.baseUrl,
    credentials: 'include', // the refresh cookie rides along (docs/product.md, Who sees what)
    // The api never reads a Referer; sending the page's address with every 15-second poll would
    // cost the vendor ~50 bytes a poll for nothing.
    referrerPolicy: 'no-referrer',
    // The dashboard's page may have asked for its first lists already (early/earlyRequests.ts).
    fetchFn: fetchTakingEarlyResponses,
    prepareHeaders(headers, { getState }) {
      const token = tokenIn(getState());
      if (token) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  })(args, api, extra);

type RefreshOutcome = 'refreshed' | 'expired' | 'unreachable';

/** Single flight: every call that fails while a refresh is under way waits for that one refresh. */
let refreshInFlight: Promise<RefreshOutcome> | null = null;

/**
 * `hadSession`: whether the call that found its token refused was sent with a session. Another path
 * (a restore's refused refresh, say) may have dropped the session while it was in flight; it still
 * expired, whereas a visitor who never logged in had nothing to expire.
 */
function refreshOnce(
  api: BaseQueryApi,
  extra: Parameters<typeof rawBaseQuery>[2],
  hadSession: boolean,
): Promise<RefreshOutcome> {
  refreshInFlight ??= (async (): Promise<RefreshOutcome> => {
    const result = await rawBaseQuery(REFRESH_URL, { ...api, endpoint: 'refresh' }, extra);
    const token = (result.data as { accessToken?: unknown } | undefined)?.accessToken;
    if (typeof token === 'string' && token) {
      api.dispatch(tokenRefreshed(token));
      return 'refreshed';
    }
    // Only the server saying no (401, 403, or 500: docs/product.md, Sessions and storage keys) ends
    // the session. A dropped connection, a throttle or a proxy's 502/503/504 during a deploy is not
    // an expired login.
    if (!isRefreshRefusal(result.error?.status)) return 'unreachable';
    // Never logged in (or logged out): the login shows plainly, without 'Your login has expired.'.
    if (hadSession || sessionIn(api.getState())) api.dispatch(sessionExpired());
    return 'expired';
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

const isRefreshRefusal = (status: FetchBaseQueryError['status'] | undefined) =>
  status === 401 || status === 403 || status === 500;

const isAuthFailure = (error: FetchBaseQueryError | undefined) => error?.status === 401 || error?.status === 403;

/**
 * The base query of every call (ARCHITECTURE.md, Sessions): bearer token from the store, cookies
 * included; on a 401 or 403 one refresh (shared by concurrent failures) and one retry; when the
 * refresh is refused the session ends with 'Your login has expired.' (the store clears storage). Transport errors
 * (FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR) pass through unchanged.
 */
export const sessionBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const tokenSent = tokenIn(api.getState());
  const hadSession = sessionIn(api.getState());
  let result = await rawBaseQuery(args, api, extra);
  if (isAuthFailure(result.error) && !REFRESH_EXEMPT.has(api.endpoint)) {
    // Another call may have refreshed while this one was in flight: then just retry.
    const current = tokenIn(api.getState());
    const outcome = current && current !== tokenSent ? 'refreshed' : await refreshOnce(api, extra, hadSession);
    if (outcome === 'refreshed') result = await rawBaseQuery(args, api, extra);
  }
  noteAnswer((result.meta as FetchBaseQueryMeta | undefined)?.response, result.error?.status === 'FETCH_ERROR');
  if (result.error && !isAuthFailure(result.error)) settings.reportError?.(result.error, api.endpoint);
  return result;
};

/**
 * The same single-flight refresh as the base query's, for the one call that cannot go through
 * fetch (the upload): 'unreachable' leaves the session alone, only the server's refusal ends it.
 */
export function refreshSession(dispatch: BaseQueryApi['dispatch'], getState: () => unknown): Promise<RefreshOutcome> {
  const api: BaseQueryApi = {
    dispatch,
    getState,
    signal: new AbortController().signal,
    abort: () => {},
    extra: undefined,
    endpoint: 'refresh',
    type: 'query',
  };
  return refreshOnce(api, {}, sessionIn(getState()));
}

/** The api's base url, for the one call that cannot go through fetch (the upload, for its progress). */
export const apiBaseUrl = (): string => settings.baseUrl;
