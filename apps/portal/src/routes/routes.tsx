import { isKnownReady, selectVendor, sikaApi, type AppDispatch } from '@sika/api-client';
import {
  lazyComponent,
  NotFound,
  RequireVendor,
  SessionRestore,
  VendorPagePlaceholder,
  type VendorPage,
} from '@sika/ui';
import { dashboardPanelOf, paths } from '@sika/domain';
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { matchRoutes, Navigate, useLocation, type Location, type RouteObject } from 'react-router-dom';

/** A screen of @sika/ui fetched when its route is first visited (`name` is its folder and export). */
type LazyScreen = { name: string; fetch: () => Promise<ComponentType>; Screen: ComponentType; reset: () => void };

function lazyScreen<Name extends string>(name: Name, load: () => Promise<Record<Name, ComponentType>>): LazyScreen {
  // Code fetched ahead (below: while the vendor gate loads; main.tsx: before the first render)
  // renders at once, without suspending again.
  const { load: fetch, Component: Screen, reset } = lazyComponent(() => load().then((module) => module[name]));
  return { name, fetch, Screen, reset };
}

/** What the build reads from a lazy route (scripts/prerender.ts writes dist/preload.json from it). */
export type ScreenHandle = { screen: string };

type Gate = {
  /** What shows the moment the route is opened, while the screen's code arrives: the page's shapes. */
  placeholder: VendorPage;
  /** Data the screen will ask for first, requested beside the gate's own request instead of after it. */
  prefetch?: (dispatch: AppDispatch, location: Location) => void;
};

/**
 * A lazy screen's route. Behind the vendor gate, the screen's code (and, with `prefetch`, its first
 * data) is fetched while the gate is still loading the vendor's record, not after it.
 */
function screenRoute(path: string, screen: LazyScreen, gate?: Gate): RouteObject {
  const handle: ScreenHandle = { screen: screen.name };
  return { path, handle, element: gate ? <Gated screen={screen} {...gate} /> : <screen.Screen /> };
}

function Gated({ screen, placeholder, prefetch }: { screen: LazyScreen } & Gate) {
  const dispatch = useDispatch<AppDispatch>();
  const location = useLocation();
  const [firstLocation] = useState(location);
  // Without a vendor the gate sends the visitor to the login: nothing to ask for on their behalf.
  const signedIn = useSelector(selectVendor) !== null;
  useEffect(() => {
    screen.fetch().catch(() => {}); // a failed fetch is tried again (and reported) when the screen renders
    if (signedIn) prefetch?.(dispatch, firstLocation);
  }, [screen, prefetch, dispatch, firstLocation, signedIn]);
  // Navigations are transitions, which would keep the last page on screen, unanswered, until this
  // one's code is in (seconds on a slow connection): a boundary of its own (keyed by the screen, so
  // it is new to each route) shows the page's frame and shapes at once instead.
  return (
    <RequireVendor>
      <Suspense key={screen.name} fallback={<VendorPagePlaceholder page={placeholder} />}>
        <screen.Screen />
      </Suspense>
    </RequireVendor>
  );
}

/**
 * The login route for a vendor who arrives signed in, registered and verified: straight on to the
 * dashboard. One still waiting for verification, or with sign-up unfinished, sees the login: the
 * waiting pages' 'Home' leads here, and the gate would only send them back (docs/product.md, Who
 * sees what). Decided on arrival only: logging in here goes where the login itself sends the vendor.
 */
function SignedInToDashboard({ children }: { children: ReactNode }) {
  const ready = isKnownReady(useSelector(selectVendor));
  const [arrivedReady] = useState(ready);
  return arrivedReady ? <Navigate to={paths.dashboard} replace /> : children;
}

/**
 * Every screen is fetched when its route is first visited, so a page costs no bytes for the others.
 * The login too: it is most vendors' first page, but the dashboard a signed-in vendor opens needs
 * none of its form code (Formik). The prerendered login page asks for its chunk beside the entry
 * (scripts/prerender.ts), and main.tsx hydrates it once that is in.
 */
const screens = {
  login: lazyScreen('Login', () => import('@sika/ui/screens/Login')),
  signupOne: lazyScreen('SignupStepOne', () => import('@sika/ui/screens/SignupStepOne')),
  signupTwo: lazyScreen('SignupStepTwo', () => import('@sika/ui/screens/SignupStepTwo')),
  signupThree: lazyScreen('SignupStepThree', () => import('@sika/ui/screens/SignupStepThree')),
  incompleteRegistration: lazyScreen('IncompleteRegistration', () => import('@sika/ui/screens/IncompleteRegistration')),
  vendorApproval: lazyScreen('VendorApproval', () => import('@sika/ui/screens/VendorApproval')),
  forgotPassword: lazyScreen('ForgotPassword', () => import('@sika/ui/screens/ForgotPassword')),
  resetPassword: lazyScreen('ResetPassword', () => import('@sika/ui/screens/ResetPassword')),
  confirmEmail: lazyScreen('ConfirmEmail', () => import('@sika/ui/screens/ConfirmEmail')),
  joinTeam: lazyScreen('JoinTeam', () => import('@sika/ui/screens/JoinTeam')),
  dashboard: lazyScreen('VendorDashboard', () => import('@sika/ui/screens/VendorDashboard')),
  editProduct: lazyScreen('EditProduct', () => import('@sika/ui/screens/EditProduct')),
  editVendor: lazyScreen('EditVendor', () => import('@sika/ui/screens/EditVendor')),
  orderDetails: lazyScreen('OrderDetails', () => import('@sika/ui/screens/OrderDetails')),
};

/**
 * The dashboard opens on All Products (a plain /vendor-main-page; other panels are ?panel=...):
 * its list is asked for beside the gate's vendor record. When the panel subscribes (and refetches on
 * mount, as it always does) the answer is already here or on its way; RTK Query sends no second
 * request while the first is pending.
 */
function prefetchDashboard(dispatch: AppDispatch, location: Location) {
  if (dashboardPanelOf(new URLSearchParams(location.search)) !== 'products') return;
  void dispatch(sikaApi.util.prefetch('getAllProducts', undefined, {}));
}

/** The route table of docs/product.md, Screens (paths from the one paths module of @sika/domain). */
export const routes: RouteObject[] = [
  {
    ...screenRoute(paths.login, screens.login),
    element: (
      <SignedInToDashboard>
        <screens.login.Screen />
      </SignedInToDashboard>
    ),
  },
  screenRoute(paths.signupOne, screens.signupOne),
  // Another place in the product links to /signup-one.
  { path: paths.signupOneAlias, element: <Navigate to={paths.signupOne} replace /> },
  screenRoute(paths.signupTwo(':id'), screens.signupTwo),
  screenRoute(paths.signupThree(':id'), screens.signupThree),
  screenRoute(paths.incompleteRegistration, screens.incompleteRegistration),
  screenRoute(paths.vendorApproval, screens.vendorApproval),
  screenRoute(paths.forgotPassword, screens.forgotPassword),
  screenRoute(paths.resetPassword(':token'), screens.resetPassword),
  screenRoute(paths.confirmEmail(':token'), screens.confirmEmail),
  screenRoute(paths.joinTeam(':token'), screens.joinTeam),
  // The persist wrapper (docs/product.md, Staying logged in) keeps the session of every vendor-only
  // route.
  {
    element: <SessionRestore />,
    children: [
      screenRoute(paths.dashboard, screens.dashboard, { placeholder: 'dashboard', prefetch: prefetchDashboard }),
      screenRoute(paths.editProduct(':id'), screens.editProduct, { placeholder: 'editProduct' }),
      screenRoute(paths.editVendor(':id'), screens.editVendor, { placeholder: 'editVendor' }),
      screenRoute(paths.orderDetails(':id'), screens.orderDetails, { placeholder: 'orderDetails' }),
    ],
  },
  { path: '*', element: <NotFound /> },
];

/** Every lazy screen's route pattern and screen name, for the build (dist/preload.json). */
export function lazyRouteScreens(table: RouteObject[] = routes): Array<{ path: string; screen: string }> {
  return table.flatMap((route) => [
    ...(route.path && (route.handle as ScreenHandle | undefined)?.screen
      ? [{ path: route.path, screen: (route.handle as ScreenHandle).screen }]
      : []),
    ...lazyRouteScreens(route.children ?? []),
  ]);
}

/**
 * The code of the screen at `pathname`, fetched (already on its way when the api preloaded it):
 * main.tsx waits for it before the first render, so a prerendered shell stays on screen until the
 * screen itself replaces it, with no loading frame between them. Resolves for any path.
 */
export async function loadScreenAt(pathname: string, table: RouteObject[] = routes): Promise<void> {
  const handle = matchRoutes(table, pathname)?.at(-1)?.route.handle as ScreenHandle | undefined;
  const screen = Object.values(screens).find((candidate) => candidate.name === handle?.screen);
  await screen?.fetch().catch(() => {}); // a failed fetch is tried again (and reported) when the screen renders
}

/** After a screen's code failed to arrive (App's CodeLoadBoundary): the next try asks for it again. */
export function retryScreens(): void {
  for (const screen of Object.values(screens)) screen.reset();
}
