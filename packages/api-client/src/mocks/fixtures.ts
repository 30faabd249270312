import { fromPesewas, orderPlan } from '@sika/domain';
import type { LoginResponse, Order, Product, Vendor } from '../generated/sikaApi.ts';

/** Fixture factories typed from the contract: override only what a story or test cares about. */
export function aVendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    _id: 'b6f1c0de-0000-4000-8000-000000000001',
    email: 'demo@sika.test',
    BusinessName: 'Adwoa Fabrics',
    BusinessCategory: 'Fashion and wears',
    BusinessAddress: '12 Oxford Street, Osu, Accra',
    mobile: '+233244000001', // phones are stored as E.164
    momo_mobile_name: 'Adwoa Mensah',
    momo_mobile: '+233244000002',
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

/**
 * An order of the demo vendor's Kente stole (GHS 450, 2 months), with the amounts the domain's
 * instalment math gives; ids are stable so stories can link to /order-details/{id}.
 */
export function anOrder(
  overrides: Partial<Order> = {},
  plan: { price: number; months: number } = { price: 450, months: 2 },
): Order {
  const product = aProduct();
  const amounts = orderPlan(plan.price, plan.months);
  if (!amounts) throw new RangeError(`No ${plan.months}-month plan for GHS ${plan.price}`);
  const [initialPayment, secondPayment, thirdPayment, fourthPayment, fifthPayment, sixthPayment] =
    amounts.paymentsPesewas.map(fromPesewas) as [number, number, number, number, number, number];
  return {
    _id: 'o0000000-0000-4000-8000-000000000001',
    orderNumber: 'SK-100001',
    createdAt: '2026-01-31T09:30:00.000Z',
    user: { firstname: 'Kwame', lastname: 'Boateng', mobile: '0201234567', company: 'Boateng Logistics' },
    deliveryDetails: { city: 'Kumasi' },
    product: { _id: product._id, title: product.title, vendorEmail: product.vendorEmail },
    orderStatus: 'Approved',
    paymentPlan: amounts.paymentPlan,
    paymentDuration: amounts.paymentDuration,
    totalPrice: fromPesewas(amounts.totalPesewas),
    ...{ initialPayment, secondPayment, thirdPayment, fourthPayment, fifthPayment, sixthPayment },
    ...overrides,
  };
}

/** Orders across the 2-, 3- and 6-month plans and several statuses, newest first. */
export function someOrders(): Order[] {
  const id = (n: number) => `o0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const phone = {
    _id: 'p0000000-0000-4000-8000-000000000004',
    title: 'Samsung Galaxy A15',
    vendorEmail: 'demo@sika.test',
  };
  const blender = {
    _id: 'p0000000-0000-4000-8000-000000000003',
    title: 'Blender 1.5 L',
    vendorEmail: 'demo@sika.test',
  };
  return [
    anOrder(
      {
        _id: id(4),
        orderNumber: 'SK-100004',
        createdAt: '2026-03-02T14:05:00.000Z',
        user: { firstname: 'Esi', lastname: 'Owusu', mobile: '0551112222', company: 'Owusu & Daughters' },
        deliveryDetails: { city: 'Accra' },
        product: phone,
        orderStatus: 'Approved',
      },
      { price: 3500, months: 6 },
    ),
    anOrder(
      {
        _id: id(3),
        orderNumber: 'SK-100003',
        createdAt: '2026-02-20T08:00:00.000Z',
        user: { firstname: 'Yaw', lastname: 'Mensah', mobile: '0243334444', company: 'Mensah Farms' },
        deliveryDetails: { city: 'Tamale' },
        product: blender,
        orderStatus: 'Shipped',
      },
      { price: 1450.5, months: 3 },
    ),
    anOrder({
      _id: id(2),
      orderNumber: 'SK-100002',
      createdAt: '2026-02-11T11:15:00.000Z',
      user: { firstname: 'Akosua', lastname: 'Asante', mobile: '0275556666', company: 'Asante Catering' },
      deliveryDetails: { city: 'Cape Coast' },
      orderStatus: 'Delivered',
    }),
    anOrder({ _id: id(1) }),
  ];
}

/**
 * `count` more orders of the demo vendor, older than `someOrders()` (SK-200000 and up, one an hour
 * back from the last day of 2025, newest first): for the lists past their first page of 100.
 */
export function olderOrders(count: number): Order[] {
  const template = someOrders()[0]!;
  return Array.from({ length: count }, (_, n) => ({
    ...template,
    _id: `o1000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    orderNumber: `SK-${200000 + n}`,
    createdAt: new Date(Date.UTC(2025, 11, 31) - n * 3_600_000).toISOString(),
  }));
}
