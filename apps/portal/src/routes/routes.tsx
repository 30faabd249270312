import { ComingSoon, Login, LogoutButton, NotFound, RequireVendor, SessionRestore } from '@sika/ui';
import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

/**
 * Login ships in the entry bundle (it is the first page most vendors see); every other screen is
 * fetched when its route is first visited, so the login page costs no bytes for them.
 */
function lazyScreen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  const Screen = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return <Screen />;
}

/** A vendor-only route whose screen a later issue builds: an honest placeholder (with logout). */
const vendorOnly = (title: string) => (
  <RequireVendor>
    <ComingSoon title={title}>
      <LogoutButton />
    </ComingSoon>
  </RequireVendor>
);

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  { path: '/', element: <Login /> },
  { path: '/signup-page-one', element: lazyScreen(() => import('@sika/ui/screens/SignupStepOne'), 'SignupStepOne') },
  // Another place in the product links to /signup-one.
  { path: '/signup-one', element: <Navigate to="/signup-page-one" replace /> },
  {
    path: '/signup-page-two/:id',
    element: lazyScreen(() => import('@sika/ui/screens/SignupStepTwo'), 'SignupStepTwo'),
  },
  {
    path: '/signup-page-three/:id',
    element: lazyScreen(() => import('@sika/ui/screens/SignupStepThree'), 'SignupStepThree'),
  },
  {
    path: '/incomplete-reg',
    element: lazyScreen(() => import('@sika/ui/screens/IncompleteRegistration'), 'IncompleteRegistration'),
  },
  {
    path: '/vendor-approval-page',
    element: lazyScreen(() => import('@sika/ui/screens/VendorApproval'), 'VendorApproval'),
  },
  {
    path: '/forgot-password',
    element: lazyScreen(() => import('@sika/ui/screens/ForgotPassword'), 'ForgotPassword'),
  },
  {
    path: '/reset-password/:token',
    element: lazyScreen(() => import('@sika/ui/screens/ResetPassword'), 'ResetPassword'),
  },
  // The persist wrapper (spec section 2) keeps the session of every vendor-only route.
  {
    element: <SessionRestore />,
    children: [
      { path: '/vendor-main-page', element: vendorOnly('Vendor dashboard') },
      { path: '/edit-product/:id', element: vendorOnly('Edit product') },
      { path: '/edit-vendor/:id', element: vendorOnly('Edit vendor') },
      { path: '/order-details/:id', element: vendorOnly('Order details') },
    ],
  },
  { path: '*', element: <NotFound /> },
];
