import type { LoginResponse, Product, Vendor } from '../generated/sikaApi.ts';

/** Fixture factories typed from the contract: override only what a story or test cares about. */
export function aVendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    _id: 'b6f1c0de-0000-4000-8000-000000000001',
    email: 'demo@sika.test',
    BusinessName: 'Adwoa Fabrics',
    BusinessCategory: 'Fashion and wears',
    BusinessAddress: '12 Oxford Street, Osu, Accra',
    mobile: '0244000001',
    momo_mobile_name: 'Adwoa Mensah',
    momo_mobile: '0244000002',
    registrationCompleted: true,
    isVerified: true,
    ...overrides,
  };
}

/** A JWT-shaped token; the fake backend never checks signatures. */
export const aToken = (label = 'demo') => `mock.${label}.${Date.now().toString(36)}`;

export function aLoginResponse(vendor: Vendor = aVendor()): LoginResponse {
  return { accessToken: aToken(), id: vendor._id, email: vendor.email, vendor };
}

/** A product of the demo vendor; ids are stable so stories can link to /edit-product/{id}. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const vendor = aVendor();
  return {
    _id: 'p0000000-0000-4000-8000-000000000001',
    title: 'Kente stole',
    description: 'Hand-woven kente stole, 2 m long.',
    price: 450,
    deliveryPrice: 25,
    category: 'Fashion and wears',
    brand: 'Bonwire Weavers',
    quantity: 8,
    vendorEmail: vendor.email,
    vendor: vendor._id,
    images: [],
    ...overrides,
  };
}

/** A few products across categories and price bands (under 300, 300-1200, 1200-3000, over 3000), newest first. */
export function someProducts(): Product[] {
  const id = (n: number) => `p0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return [
    aProduct({
      _id: id(4),
      title: 'Samsung Galaxy A15',
      price: 3500,
      category: 'Phones and Tablets',
      brand: 'Samsung',
      quantity: 5,
    }),
    aProduct({
      _id: id(3),
      title: 'Blender 1.5 L',
      price: 1450.5,
      category: 'Electronic Appliances',
      brand: 'Binatone',
      quantity: 12,
    }),
    aProduct({
      _id: id(2),
      title: 'Shea butter 500 g',
      price: 85,
      category: 'Beauty and Cosmetics',
      brand: 'Tamale Shea',
      quantity: 40,
    }),
    aProduct({ _id: id(1) }),
  ];
}
