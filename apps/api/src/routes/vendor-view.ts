// A stored vendor in the contract's Vendor shape, with the contract's field names. Response
// serialisation drops anything else too, so the password hash cannot leak even if a row were sent
// as is.
import type { VendorRow } from '../db/schema.ts';
import type { Schemas } from '../http/contract.ts';

export function toVendor(row: VendorRow): Schemas['Vendor'] {
  return {
    _id: row.id,
    email: row.email,
    BusinessName: row.businessName,
    BusinessCategory: row.businessCategory,
    BusinessAddress: row.businessAddress,
    mobile: row.mobile,
    momo_mobile_name: row.momoMobileName,
    momo_mobile: row.momoMobile,
    registrationCompleted: row.registrationCompleted,
    isVerified: row.isVerified,
  };
}
