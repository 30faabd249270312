import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { vendorIdRemembered } from './authSlice.ts';

/** Sign-up step three keeps the vendor id of its route as vid (docs/product.md, Sign-up). */
export function useRememberVendorId(id: string): void {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(vendorIdRemembered(id));
  }, [dispatch, id]);
}
