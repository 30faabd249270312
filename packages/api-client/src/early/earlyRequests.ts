import { DASHBOARD_PANELS, POLLING_INTERVAL_MS, STORAGE_KEYS } from '@sika/domain';
import { earlyPanelScript } from './earlyPanel.ts';

/**
 * Early requests: the dashboard's first lists, asked for by a tiny inline script in its prerendered
 * page (apps/portal/scripts/prerender.ts) while the app's JavaScript is still downloading, instead
 * of after it has arrived and run. On slow 4G that takes a round trip and the list's transfer off
 * the time before the vendor sees their products. The app's first call for the same list (same
 * address, same token) takes the response instead of asking again (the base query's fetch, below);
 * anything else (another token, a later call) goes to the network as always. A refused early request
 * (an expired session) is handled as the app's own call would be: refresh once, retry.
 */

/** Where the page's script leaves its requests for the app (one name, shared by both sides). */
const GLOBAL = '__sikaEarlyRequests';

type EarlyRequest = {
  authorization: string;
  response: Promise<Response>;
  startedAt: number;
  /** The answer's list, when the page drew it (early/earlyPanel.ts). */
  data?: unknown;
};
type EarlyRequests = Record<string, EarlyRequest>;

/**
 * The dashboard's first calls (the contract's getAllVendors, which the vendor gate asks for on every
 * vendor page, and getAllProducts, the panel it opens on). earlyRequests.test.ts checks they are the
 * addresses the generated client calls.
 */
export const DASHBOARD_EARLY_REQUESTS = {
  always: ['/api/vendor/all-Vendors'],
  /** Only when the page opens on All Products (dashboardPanelOf: no ?panel=, or one naming no other panel). */
  allProducts: ['/api/products/all-products'],
} as const;

/**
 * A token this close to its expiry (by the phone's clock) would be refused by the time the request
 * arrives: then the page leaves the asking to the app, which renews the session first. A clock that
 * is wrong costs at worst one refused request, handled as the app's own would be.
 */
const MIN_TOKEN_LIFE_MS = 5_000;

/**
 * An early response older than one poll is not taken (a list no staler than polling keeps it), and
 * the page drops what was not taken by then. The app's first call comes within seconds; a later one
 * (the dashboard opened after the gate sent the vendor elsewhere) asks afresh.
 */
const MAX_AGE_MS = POLLING_INTERVAL_MS;

/** A value as a JavaScript literal that cannot end the inline <script> it is written into. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** How the page draws the products it asked for (early/earlyPanel.ts); without it, it only asks. */
export type EarlyPanelOptions = { countText: string; firstScreen: number };

/**
 * The inline script (JavaScript source) for the dashboard's page. It asks only when storage holds an
 * access token with at least MIN_TOKEN_LIFE_MS left, with the same headers, credentials and referrer
 * policy as the base query, and never throws: at worst the app asks for itself, as without it.
 * With `panel`, it also draws the products once they are in (earlyPanelScript).
 */
export function dashboardEarlyRequestScript(baseUrl: string, panel?: EarlyPanelOptions): string {
  const base = baseUrl.replace(/\/+$/, '');
  const otherPanels = DASHBOARD_PANELS.filter((panel) => panel !== 'products');
  return `(() => {
      try {
        const token = localStorage.getItem(${literal(STORAGE_KEYS.accessToken)});
        if (!token) return;
        const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
        if (!(claims.exp * 1000 - Date.now() > ${MIN_TOKEN_LIFE_MS})) return;
        const urls = ${literal(DASHBOARD_EARLY_REQUESTS.always)};
        const panel = new URLSearchParams(location.search).get('panel');
        if (!${literal(otherPanels)}.includes(panel)) urls.push(...${literal(DASHBOARD_EARLY_REQUESTS.allProducts)});
        const authorization = 'Bearer ' + token;
        const early = {};
        for (const url of urls) {
          const address = new URL(${literal(base)} + url, location.href).href;
          const response = fetch(address, { headers: { authorization }, credentials: 'include', referrerPolicy: 'no-referrer' });
          response.catch(() => {});
          early[address] = { authorization, response, startedAt: Date.now() };
        }
        window.${GLOBAL} = early;
        setTimeout(() => { if (window.${GLOBAL} === early) delete window.${GLOBAL}; }, ${MAX_AGE_MS});${
          panel
            ? earlyPanelScript(
                `early[new URL(${literal(base + DASHBOARD_EARLY_REQUESTS.allProducts[0])}, location.href).href]`,
                panel.countText,
                panel.firstScreen,
              )
            : ''
        }
      } catch {}
    })();`;
}

/**
 * The response of the page's early request for this call, once: a GET to the same address with the
 * same token, started at most MAX_AGE_MS ago. Anything else (no such request, another token, a
 * second call) is undefined: fetch it.
 */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  const early = (globalThis as { [GLOBAL]?: EarlyRequests })[GLOBAL];
  const match = early?.[request.url];
  if (!early || !match || request.method !== 'GET') return undefined;
  delete early[request.url];
  if (request.headers.get('authorization') !== match.authorization || Date.now() - match.startedAt > MAX_AGE_MS) {
    return undefined;
  }
  // Should the early request have failed in transit, the call asks for itself, as it would have.
  return match.response.catch(() => fetch(request));
}

/** fetchBaseQuery's fetch: the early response when there is one, else the network. */
export const fetchTakingEarlyResponses = (input: RequestInfo, init?: RequestInit): Promise<Response> =>
  (input instanceof Request ? takeEarlyResponse(input) : undefined) ?? fetch(input, init);

/**
 * The list the page drew from its early request for `path` (early/earlyPanel.ts), if it did: the
 * app starts from it, so its first render shows what the page showed (main.tsx).
 */
export function earlyData(path: string): unknown {
  const early = (globalThis as { [GLOBAL]?: EarlyRequests })[GLOBAL];
  return Object.entries(early ?? {}).find(([address]) => address.endsWith(path))?.[1].data;
}
