// Demo data for the embedded database: one verified vendor with a few products and orders, so a
// fresh checkout can log in and see a populated dashboard. Idempotent: an existing demo vendor
// is left exactly as it is.
import { toPesewas } from '@sika/domain';
import { hashPassword } from '../auth/passwords.ts';
import { isUniqueViolation, type Db } from './client.ts';
import { findVendorByEmail, insertVendor } from './queries/vendors.ts';
import { orders, products } from './schema.ts';

export const DEMO_LOGIN = { email: 'demo@sika.test', password: 'sika-demo-2026' } as const;

const DEMO_PRODUCTS = [
  {
    title: 'Kente cloth, 6 yards',
    description: 'Hand-woven Bonwire kente in gold and green.',
    price: 450,
    delivery: 25,
    brand: 'Bonwire Weavers',
    category: 'Fashion and wears',
    quantity: 12,
  },
  {
    title: 'Ankara wrap dress',
    description: 'Wax-print wrap dress, sizes 8 to 16.',
    price: 320,
    delivery: 20,
    brand: 'Adwoa Fabrics',
    category: 'Fashion and wears',
    quantity: 30,
  },
  {
    title: 'Shea butter gift set',
    description: 'Unrefined shea butter with black soap.',
    price: 95.5,
    delivery: 15,
    brand: 'Tamale Naturals',
    category: 'Beauty and Cosmetics',
    quantity: 50,
  },
] as const;

export interface SeedResult {
  created: boolean;
  vendorId: string;
}

export async function seedDemo(db: Db, now: Date = new Date()): Promise<SeedResult> {
  const existing = await findVendorByEmail(db, DEMO_LOGIN.email);
  if (existing) return { created: false, vendorId: existing.id };

  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  try {
    const vendorId = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const vendor = await insertVendor(t, {
        email: DEMO_LOGIN.email,
        passwordHash,
        businessName: 'Adwoa Fabrics',
        businessCategory: 'Fashion and wears',
        businessAddress: '12 Kwame Nkrumah Avenue, Adabraka, Accra',
        mobile: '0244123456',
        momoMobileName: 'Adwoa Mensah',
        momoMobile: '0551234567',
        registrationCompleted: true,
        isVerified: true,
        createdAt: now,
        updatedAt: now,
      });
      const created = await t
        .insert(products)
        .values(
          DEMO_PRODUCTS.map((p, i) => ({
            vendorId: vendor.id,
            title: p.title,
            description: p.description,
            pricePesewas: toPesewas(p.price),
            deliveryPricePesewas: toPesewas(p.delivery),
            category: p.category,
            brand: p.brand,
            quantity: p.quantity,
            // Distinct times keep "newest first" stable.
            createdAt: new Date(now.getTime() - (DEMO_PRODUCTS.length - i) * 60_000),
            updatedAt: now,
          })),
        )
        .returning({ id: products.id, title: products.title });
      const [kente, dress] = created;
      if (kente && dress) {
        await t.insert(orders).values([
          // 475.00 over 2 months: 55 % then 45 %.
          {
            orderNumber: 'SK-100001',
            vendorId: vendor.id,
            productId: kente.id,
            productTitle: kente.title,
            buyerFirstname: 'Kofi',
            buyerLastname: 'Boateng',
            buyerMobile: '0201112233',
            buyerCompany: 'Ghana Water Ltd',
            city: 'Kumasi',
            status: 'Approved',
            plan: '2 months',
            duration: '2',
            totalPesewas: 47_500,
            initialPesewas: 26_125,
            secondPesewas: 21_375,
            createdAt: now,
          },
          // 340.00 over 2 months.
          {
            orderNumber: 'SK-100002',
            vendorId: vendor.id,
            productId: dress.id,
            productTitle: dress.title,
            buyerFirstname: 'Ama',
            buyerLastname: 'Owusu',
            buyerMobile: '0277654321',
            buyerCompany: 'Accra Metro Assembly',
            city: 'Accra',
            status: 'Approved',
            plan: '2 months',
            duration: '2',
            totalPesewas: 34_000,
            initialPesewas: 18_700,
            secondPesewas: 15_300,
            createdAt: new Date(now.getTime() - 3_600_000),
          },
        ]);
      }
      return vendor.id;
    });
    return { created: true, vendorId };
  } catch (error) {
    // Another instance seeded at the same moment: theirs stands.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findVendorByEmail(db, DEMO_LOGIN.email);
    if (!winner) throw error;
    return { created: false, vendorId: winner.id };
  }
}
