// Demo data for the embedded database: one verified vendor with a few products and orders, so a
// fresh checkout can log in and see a populated dashboard. Idempotent: an existing demo vendor
// is left exactly as it is. Products span every instalment band (under 300, 300-1200, 1200-3000,
// over 3000) and get images drawn here and stored through the same pipeline as an upload.
import { toPesewas, type OrderStatus } from '@sika/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../auth/passwords.ts';
import { newImageNames } from '../images/names.ts';
import { processImage } from '../images/process.ts';
import type { ImageStorage } from '../storage/index.ts';
import { isUniqueViolation, type Db } from './client.ts';
import { findVendorByEmail, insertVendor } from './queries/vendors.ts';
import { insertOrder, orderValues, type Buyer } from './queries/orders.ts';
import { products } from './schema.ts';

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
  {
    title: 'Samsung Galaxy A15',
    description: '128 GB, 6.5-inch screen, blue.',
    price: 2450,
    delivery: 30,
    brand: 'Samsung',
    category: 'Phones and Tablets',
    quantity: 8,
  },
  {
    title: 'Ergonomic office chair',
    description: 'Mesh back, adjustable height and arms.',
    price: 1150,
    delivery: 60,
    brand: 'Kumasi Furniture Works',
    category: 'Home and Office',
    quantity: 5,
  },
  {
    title: 'HP 15 laptop',
    description: 'Core i5, 16 GB RAM, 512 GB SSD.',
    price: 7800,
    delivery: 40,
    brand: 'HP',
    category: 'Computers and accessories',
    quantity: 3,
  },
  {
    title: 'Chest freezer, 200 litres',
    description: 'Energy-saving, keeps frozen 48 hours in an outage.',
    price: 3600,
    delivery: 120,
    brand: 'Nasco',
    category: 'Electronic Appliances',
    quantity: 4,
  },
] as const;

const DAY_MS = 24 * 60 * 60_000;

function ago(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

const BUYERS: Record<string, Buyer> = {
  kofi: { firstname: 'Kofi', lastname: 'Boateng', mobile: '0201112233', company: 'Ghana Water Ltd', city: 'Kumasi' },
  ama: { firstname: 'Ama', lastname: 'Owusu', mobile: '0277654321', company: 'Accra Metro Assembly', city: 'Accra' },
  yaw: {
    firstname: 'Yaw',
    lastname: 'Mensah',
    mobile: '0543219876',
    company: 'Ghana Education Service',
    city: 'Tamale',
  },
  efua: { firstname: 'Efua', lastname: 'Asante', mobile: '0209876543', company: 'Cocobod', city: 'Cape Coast' },
  kwame: { firstname: 'Kwame', lastname: 'Darko', mobile: '0261234567', company: 'Ghana Health Service', city: 'Ho' },
};

/**
 * Demo orders: every plan length (2, 3 and 6 months) and every status, spread over the past months
 * so the schedule shows payments already due and still to come. Amounts come from @sika/domain.
 * The delivered ones say when: one within the 14 days a return is taken, the others past them
 * (docs/product.md, Returns and refunds).
 */
const DEMO_ORDERS: ReadonlyArray<{
  product: (typeof DEMO_PRODUCTS)[number]['title'];
  months: 2 | 3 | 6;
  status: OrderStatus;
  buyer: Buyer;
  daysAgo: number;
  deliveredDaysAgo?: number;
}> = [
  { product: 'Kente cloth, 6 yards', months: 2, status: 'Approved', buyer: BUYERS.kofi!, daysAgo: 0 },
  { product: 'Ankara wrap dress', months: 2, status: 'Shipped', buyer: BUYERS.ama!, daysAgo: 1 },
  { product: 'Samsung Galaxy A15', months: 3, status: 'Approved', buyer: BUYERS.yaw!, daysAgo: 2 },
  { product: 'Chest freezer, 200 litres', months: 3, status: 'Shipped', buyer: BUYERS.efua!, daysAgo: 5 },
  { product: 'Ergonomic office chair', months: 2, status: 'Cancelled', buyer: BUYERS.kwame!, daysAgo: 9 },
  { product: 'HP 15 laptop', months: 6, status: 'Delivered', buyer: BUYERS.ama!, daysAgo: 45, deliveredDaysAgo: 3 },
  {
    product: 'Samsung Galaxy A15',
    months: 2,
    status: 'Delivered',
    buyer: BUYERS.kofi!,
    daysAgo: 70,
    deliveredDaysAgo: 64,
  },
  {
    product: 'Chest freezer, 200 litres',
    months: 6,
    status: 'Completed',
    buyer: BUYERS.yaw!,
    daysAgo: 200,
    deliveredDaysAgo: 195,
  },
];

/** One colour per demo product, so the list shows distinguishable pictures. */
const COLOURS = ['#c8a415', '#b5452b', '#e9d8a6', '#1d5fa8', '#3d3d3d', '#6c757d', '#2a9d8f'];

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** A 1200 x 900 picture with the product's title, drawn as SVG and flattened to PNG here. */
async function demoPicture(title: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#ffffff"/>
    </linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <circle cx="600" cy="400" r="220" fill="#ffffff" fill-opacity="0.35"/>
    <text x="600" y="780" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#222">${escapeXml(title)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Draws, re-encodes and stores an image for each demo product that has none yet. */
async function seedImages(db: Db, images: ImageStorage, vendorId: string): Promise<void> {
  const rows = await db.select().from(products).where(eq(products.vendorId, vendorId));
  for (const [index, row] of rows.entries()) {
    if (row.image) continue;
    const { full, list } = await processImage(await demoPicture(row.title, COLOURS[index % COLOURS.length]!));
    const names = newImageNames();
    await images.put(names.full, full.data, full.contentType);
    await images.put(names.list, list.data, list.contentType);
    const image = {
      full: { name: names.full, width: full.width, height: full.height },
      list: { name: names.list, width: list.width, height: list.height },
    };
    await db
      .update(products)
      .set({ image })
      .where(and(eq(products.id, row.id), eq(products.vendorId, vendorId)));
  }
}

export interface SeedResult {
  created: boolean;
  vendorId: string;
}

/** `images`: where the demo pictures go; without it the products have none. */
export async function seedDemo(db: Db, now: Date = new Date(), images?: ImageStorage): Promise<SeedResult> {
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
        // Stored as updateVendor stores phones: E.164.
        mobile: '+233244123456',
        momoMobileName: 'Adwoa Mensah',
        momoMobile: '+233551234567',
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
        .returning();
      for (const order of DEMO_ORDERS) {
        const product = created.find((p) => p.title === order.product);
        const values =
          product &&
          orderValues(product, vendor.email, order.months, order.buyer, order.status, ago(now, order.daysAgo));
        // The table below is checked against the plan rules by seed.test.ts; a miss is a bug here.
        if (!values) throw new Error(`demo order for ${order.product} over ${order.months} months does not qualify`);
        const deliveredAt = order.deliveredDaysAgo === undefined ? null : ago(now, order.deliveredDaysAgo);
        await insertOrder(t, { ...values, deliveredAt });
      }
      return vendor.id;
    });
    if (images) await seedImages(db, images, vendorId);
    return { created: true, vendorId };
  } catch (error) {
    // Another instance seeded at the same moment: theirs stands.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findVendorByEmail(db, DEMO_LOGIN.email);
    if (!winner) throw error;
    return { created: false, vendorId: winner.id };
  }
}
