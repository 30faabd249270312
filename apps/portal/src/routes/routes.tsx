import { Login, NotFound, RequireVendor, SessionRestore } from '@sika/ui';
import { paths } from '@sika/domain';
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

/** The route table of spec section 2 (paths from the one paths module of @sika/domain). */
export const routes: RouteObject[] = [
  { path: paths.login, element: <Login /> },
  { path: paths.signupOne, element: lazyScreen(() => import('@sika/ui/screens/SignupStepOne'), 'SignupStepOne') },
  // Another place in the product links to /signup-one.
  { path: paths.signupOneAlias, element: <Navigate to={paths.signupOne} replace /> },
  {
    path: paths.signupTwo(':id'),
    element: lazyScreen(() => import('@sika/ui/screens/SignupStepTwo'), 'SignupStepTwo'),
  },
  {
    path: paths.signupThree(':id'),
    element: lazyScreen(() => import('@sika/ui/screens/SignupStepThree'), 'SignupStepThree'),
  },
  {
    path: paths.incompleteRegistration,
    element: lazyScreen(() => import('@sika/ui/screens/IncompleteRegistration'), 'IncompleteRegistration'),
  },
  {
    path: paths.vendorApproval,
    element: lazyScreen(() => import('@sika/ui/screens/VendorApproval'), 'VendorApproval'),
  },
  {
    path: paths.forgotPassword,
    element: lazyScreen(() => import('@sika/ui/screens/ForgotPassword'), 'ForgotPassword'),
  },
  {
    path: paths.resetPassword(':token'),
    element: lazyScreen(() => import('@sika/ui/screens/ResetPassword'), 'ResetPassword'),
  },
  // The persist wrapper (spec section 2) keeps the session of every vendor-only route.
  {
    element: <SessionRestore />,
    children: [
      {
        path: paths.dashboard,
        element: (
          <RequireVendor>
            {lazyScreen(() => import('@sika/ui/screens/VendorDashboard'), 'VendorDashboard')}
          </RequireVendor>
        ),
      },
      {
        path: paths.editProduct(':id'),
        element: (
          <RequireVendor>{lazyScreen(() => import('@sika/ui/screens/EditProduct'), 'EditProduct')}</RequireVendor>
        ),
      },
      {
        path: paths.editVendor(':id'),
        element: <RequireVendor>{lazyScreen(() => import('@sika/ui/screens/EditVendor'), 'EditVendor')}</RequireVendor>,
      },
      {
        path: paths.orderDetails(':id'),
        element: (
          <RequireVendor>{lazyScreen(() => import('@sika/ui/screens/OrderDetails'), 'OrderDetails')}</RequireVendor>
        ),
      },
    ],
  },
  { path: '*', element: <NotFound /> },
];
