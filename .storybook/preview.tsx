import type { Decorator, Preview } from '@storybook/react-vite';
import { createSikaStore, resetOfflineState, setSessionStorage, type RootState } from '@sika/api-client';
import { handlers, resetMockDb } from '@sika/api-client/mocks';
import { clearQueue } from '@sika/api-client/writes';
import { SikaThemeProvider, Toasts } from '@sika/ui';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { chromaticModes } from './modes.ts';
import './queryErrors.ts';
import { viewportOptions } from './viewports.ts';

/**
 * Story parameters understood by the decorators below:
 * - `route`: { path, initialEntry } the screen is mounted at (default '/'), initialEntry may carry
 *   location state;
 * - `store`: preloaded state for a fresh store per story;
 * - `msw.handlers`: the fake backend by name; a story overrides one key and keeps the rest.
 */
type RouteParameter = { path?: string; initialEntry?: string | { pathname: string; state?: unknown } };

/** Where a navigation lands in a story: a landmark that play functions can look for. */
function Landing() {
  const location = useLocation();
  return (
    <main>
      <h1>Navigated</h1>
      {/* The query too, as an attribute (a play reads it; screenshots stay as they were). */}
      <p data-testid="location" data-search={location.search}>
        {location.pathname}
      </p>
    </main>
  );
}

const withTheme: Decorator = (Story) => (
  <SikaThemeProvider globalStyle>
    <Story />
    <Toasts />
  </SikaThemeProvider>
);

/**
 * Stories on one docs page render at once, and setting one up takes several steps: the beforeEach
 * below makes its fake database, its meta's and its own seed it and store a login, then its store
 * reads that login and its screen what else they stored. The set-ups take turns, so each story seeds
 * its own database and its store holds that database's session; the fake backend answers a request
 * from the database that issued its token (mocks/db.ts, dbFor). A turn ends once the story's first
 * render has run its effects, or after 5 s if it never renders.
 */
let setUpsBefore: Promise<unknown> = Promise.resolve();
type SetUpTurn = { endSetUpTurn?: () => void };

async function takeSetUpTurn(loaded: SetUpTurn) {
  const previous = setUpsBefore;
  const turn = new Promise<void>((resolve) => {
    loaded.endSetUpTurn = resolve;
    setTimeout(resolve, 5000);
  });
  setUpsBefore = turn;
  await previous;
}

/** Rendered after the story: its effects run after the story's own. */
function EndOfSetUpTurn({ loaded }: { loaded: SetUpTurn }) {
  useEffect(() => loaded.endSetUpTurn?.(), [loaded]);
  return null;
}

/** A fresh store, router and fake backend for every story, so no state leaks between them. */
const withStoreAndRouter: Decorator = (Story, { parameters, loaded }) => {
  const route = (parameters.route ?? {}) as RouteParameter;
  const path = route.path ?? '/';
  // The store starts from what the story's beforeEach left in storage, as the portal's does.
  const store = createSikaStore({
    preloadedState: parameters.store as { auth?: Partial<RootState['auth']> } | undefined,
  });
  const router = createMemoryRouter(
    [
      { path, element: <Story /> },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [route.initialEntry ?? path] },
  );
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <EndOfSetUpTurn loaded={loaded} />
    </Provider>
  );
};

/**
 * MSW's worker, registered relative to iframe.html: the built Storybook then works from any static
 * file server, at the site root or under a sub-path (MSW's default, /mockServiceWorker.js, only at
 * the root). Under vitest the tests' own page serves it at the root, so the default stays.
 */
async function startMsw() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  const underVitest = '__vitest_browser__' in globalThis;
  await worker.start({
    quiet: true,
    ...(underVitest ? {} : { serviceWorker: { url: './mockServiceWorker.js' } }),
  });
  return worker;
}

const preview: Preview = {
  decorators: [withStoreAndRouter, withTheme],
  loaders: [mswLoader(startMsw)],
  async beforeEach({ loaded }) {
    await takeSetUpTurn(loaded);
    resetMockDb();
    resetOfflineState(); // a story offline must not leave the next one offline
    await clearQueue(); // nor writes or drafts kept on the phone by the one before
    localStorage.clear();
    setSessionStorage(localStorage);
  },
  initialGlobals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers },
    a11y: { test: 'error' },
    // Screens are designed for a 360 px phone (most vendors use one) and a desktop, the theme's
    // breakpoints: both are in the viewport toolbar, play functions run at the phone width, and every
    // story is screenshotted at both (vitest.setup.ts).
    viewport: { options: viewportOptions, defaultViewport: 'phone' },
    chromatic: { modes: chromaticModes },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
