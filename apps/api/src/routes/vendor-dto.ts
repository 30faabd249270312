// The contract's Vendor shape (spec field names). Response serialisation drops anything else
// too, so the password hash cannot leak even if a row were sent as is.
import type { VendorRow } from '../db/schema.ts';

export interface VendorDto {
  _id: string;
  email: string;
  BusinessName: string;
  BusinessCategory: string;
  BusinessAddress: string;
  mobile: string;
  momo_mobile_name: string;
  momo_mobile: string;
  registrationCompleted: boolean;
  isVerified: boolean;
}

export function toVendorDto(row: VendorRow): VendorDto {
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
