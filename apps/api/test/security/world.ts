// A small marketplace for the security suites: two verified sellers, each with a product (one with
// an image) and an order, the owner with a browser subscribed to order pings, a vendor who has only registered, and one who completed sign-up but is
// not verified yet, and a team for each seller: a manager and an attendant of the owner's shop, an
// attendant of the other's.
import { eq } from 'drizzle-orm';
import { createOrder, payOutVendors, recordOrderPayment } from '../../src/admin/operations.ts';
import { payouts, vendors } from '../../src/db/schema.ts';
import { mailMessages } from '../../src/mail/messages.ts';
import { registerVendor, type Registered, type TestSuite } from '../helpers/app.ts';
import { call } from '../helpers/contract.ts';
import { png } from '../helpers/images.ts';
import { createProduct, seller, uploadImage } from '../helpers/products.ts';
import { testSubscriber } from '../helpers/push.ts';
import { teamMember } from '../helpers/team.ts';

const BUYER = { firstname: 'Ama', lastname: 'Owusu', mobile: '0241112223', company: 'Sika', city: 'Accra' };

export interface Seller extends Registered {
  productId: string;
  orderId: string;
  /** The order's number, as a search of Your Orders finds it. */
  orderNumber: string;
  imageName: string;
  /** A payout of the order's initial payment, and its reference. */
  payoutId: string;
  payoutReference: string;
}

export interface World {
  owner: Seller;
  other: Seller;
  /** Registered only: sign-up steps two and three not done, not verified. */
  pending: Registered;
  /** Sign-up completed, not verified yet. */
  unverified: Registered;
  /** People of the owner's shop (docs/product.md, Team). */
  manager: Registered;
  attendant: Registered;
  /** An attendant of the other seller's shop. */
  otherAttendant: Registered;
}

/** A push endpoint of the actor's own browser (an endpoint names no other vendor's record). */
export const pushEndpoint = (actor: Registered) => `https://push.example.net/send/${actor.id}`;

export async function sellerWithRecords(t: TestSuite): Promise<Seller> {
  const db = t.testDb.database.db;
  const me = await seller(t.app, db);
  const product = await createProduct(t.app, me);
  const upload = await uploadImage(t.app, me, product._id, [{ data: await png(), type: 'image/png', name: 'p.png' }]);
  if (upload.statusCode !== 200) throw new Error(`upload failed: ${upload.statusCode} ${upload.body}`);
  const imageName = String(upload.json().images[0]!.url).split('/').pop()!;
  const mail = { transport: t.mailer, messages: mailMessages('https://vendors.sika.example') };
  const result = await createOrder(
    db,
    { productId: product._id, months: 3, buyer: BUYER },
    mail,
    new Date(t.clock.now()),
  );
  if (result.outcome !== 'created') throw new Error(`order refused: ${result.outcome}`);
  // The initial payment collected and paid out to the seller's MoMo number.
  await db.update(vendors).set({ momoMobile: '+233244123456' }).where(eq(vendors.id, me.id));
  await recordOrderPayment(db, result.order.orderNumber, 1, new Date(t.clock.now()));
  const paid = await payOutVendors(db, { email: me.email }, new Date(t.clock.now()));
  const payout = paid.outcome === 'done' ? paid.vendors[0] : undefined;
  if (payout?.outcome !== 'paid') throw new Error('pay-out refused');
  const [row] = await db.select().from(payouts).where(eq(payouts.reference, payout.reference));
  return {
    ...me,
    productId: product._id,
    orderId: result.order.id,
    orderNumber: result.order.orderNumber,
    imageName,
    payoutId: row!.id,
    payoutReference: payout.reference,
  };
}

/** A vendor who completed sign-up (steps two and three) and is not verified yet. */
export async function unverifiedVendor(t: TestSuite): Promise<Registered> {
  const unverified = await registerVendor(t.app);
  await t.testDb.database.db
    .update(vendors)
    .set({
      registrationCompleted: true,
      businessName: 'Adwoa Fabrics',
      businessCategory: 'Fashion and wears',
      businessAddress: 'Makola, Accra',
      mobile: '0201234567',
      momoMobileName: 'Adwoa Mensah',
      momoMobile: '0241234567',
    })
    .where(eq(vendors.id, unverified.id));
  return unverified;
}

export async function buildWorld(t: TestSuite): Promise<World> {
  const owner = await sellerWithRecords(t);
  const subscribed = await call(t.app, 'subscribePush', {
    token: owner.accessToken,
    body: { endpoint: pushEndpoint(owner), keys: testSubscriber().keys },
  });
  if (subscribed.statusCode !== 200) throw new Error(`subscribe failed: ${subscribed.statusCode} ${subscribed.body}`);
  const other = await sellerWithRecords(t);
  const pending = await registerVendor(t.app);
  const unverified = await unverifiedVendor(t);
  const manager = await teamMember(t, owner, 'manager');
  const attendant = await teamMember(t, owner, 'attendant');
  const otherAttendant = await teamMember(t, other, 'attendant');
  return { owner, other, pending, unverified, manager, attendant, otherAttendant };
}
