import { ComingSoon, Login } from '@sika/ui';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireVendor } from '../guards/RequireVendor.tsx';
import { NotFound } from './NotFound.tsx';

/** A route whose screen a later issue builds: an honest placeholder. */
const soon = (title: string) => <ComingSoon title={title} />;
const vendorOnly = (title: string) => <RequireVendor>{soon(title)}</RequireVendor>;

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  { path: '/', element: <Login /> },
  { path: '/signup-page-one', element: soon('Sign up') },
  // Another place in the product links to /signup-one.
  { path: '/signup-one', element: <Navigate to="/signup-page-one" replace /> },
  { path: '/signup-page-two/:id', element: soon('Business details') },
  { path: '/signup-page-three/:id', element: soon('Payment details') },
  { path: '/incomplete-reg', element: soon('Please Complete Your Registration') },
  { path: '/vendor-approval-page', element: soon('Thank You For Signing Up!') },
  { path: '/forgot-password', element: soon('Reset Your Password') },
  { path: '/reset-password/:token', element: soon('Reset password') },
  { path: '/vendor-main-page', element: vendorOnly('Vendor dashboard') },
  { path: '/edit-product/:id', element: vendorOnly('Edit product') },
  { path: '/edit-vendor/:id', element: vendorOnly('Edit vendor') },
  { path: '/order-details/:id', element: vendorOnly('Order details') },
  { path: '*', element: <NotFound /> },
];
