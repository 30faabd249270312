// The one schema shared by PGlite and PostgreSQL. Migrations are generated from it with
// drizzle-kit (`pnpm --filter @sika/api db:generate`) and must stay within PostgreSQL 15.
// Money is stored in pesewas (integers); the api speaks GHS.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** One stored file of a product image: its storage name and pixel size. */
export interface ImageFile {
  name: string;
  width: number;
  height: number;
}

/** The re-encoded WebP (at most 1600 px) and its ~320 px list variant. */
export interface ProductImageFiles {
  full: ImageFile;
  list: ImageFile;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased; the unique index on lower(email) also guards rows written by hand.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    businessName: text('business_name').notNull().default(''),
    businessCategory: text('business_category').notNull().default(''),
    businessAddress: text('business_address').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    momoMobileName: text('momo_mobile_name').notNull().default(''),
    momoMobile: text('momo_mobile').notNull().default(''),
    registrationCompleted: boolean('registration_completed').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    // The last password change (reset or edit); access tokens signed before it are refused.
    // Null until the first change: no token can predate the account.
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /**
     * A Team member's shop (docs/product.md, Team): null on a shop's own row, whose login is its
     * owner's; a manager's or attendant's login row names the shop it works for.
     */
    shopId: uuid('shop_id').references((): AnyPgColumn => vendors.id, { onDelete: 'cascade' }),
    /** TEAM_ROLES of @sika/domain: 'owner' exactly on a shop's own row. */
    role: text('role').notNull().default('owner'),
    /** E.164, for a person invited by phone number; null otherwise. */
    phone: text('phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A person invited by phone number has no e-mail address (''); every address is still unique.
    uniqueIndex('vendors_email_lower_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    uniqueIndex('vendors_phone_key').on(t.phone),
    index('vendors_shop_idx').on(t.shopId),
    check(
      'vendors_role_fits_shop',
      sql`(${t.shopId} is null and ${t.role} = 'owner') or (${t.shopId} is not null and ${t.role} in ('manager', 'attendant'))`,
    ),
    check('vendors_email_or_phone', sql`${t.email} <> '' or ${t.phone} is not null`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    // Every token descended from one login shares a family, so reuse can revoke them all.
    familyId: uuid('family_id').notNull(),
    // sha256 (hex) of the token; the token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // The login that started the family: no token of it is refreshed past its absolute lifetime
    // (REFRESH_TOKEN_MAX_AGE_DAYS after this), however often it slid.
    familyStartedAt: timestamp('family_started_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_vendor_idx').on(t.vendorId),
  ],
);

/** Server-made secrets shared by every instance over one database (e.g. the JWT key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    pricePesewas: integer('price_pesewas').notNull(),
    deliveryPricePesewas: integer('delivery_price_pesewas').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    quantity: integer('quantity').notNull(),
    // The one image's stored variants (server-chosen names and sizes); null until uploaded.
    image: jsonb('image').$type<ProductImageFiles>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_vendor_created_idx').on(t.vendorId, t.createdAt),
    check(
      'products_amounts_non_negative',
      sql`${t.pricePesewas} >= 0 and ${t.deliveryPricePesewas} >= 0 and ${t.quantity} >= 0`,
    ),
  ],
);

const pesewas = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Order numbers (SK-100001, ...): one sequence, so every instance over one database hands out distinct ones. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100_101 });

/**
 * An order keeps its own copy of everything it shows (product title, vendor e-mail, buyer, city,
 * amounts) as of the moment it was placed, and has no foreign key to products or vendors: editing or
 * deleting a product, or deleting the vendor's account, never rewrites or removes it (the buyer
 * still owes and is owed). `vendor_id` and `product_id` stay as plain ids for ownership.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    vendorEmail: text('vendor_email').notNull().default(''),
    productId: uuid('product_id').notNull(),
    productTitle: text('product_title').notNull(),
    buyerFirstname: text('buyer_firstname').notNull(),
    buyerLastname: text('buyer_lastname').notNull(),
    buyerMobile: text('buyer_mobile').notNull(),
    buyerCompany: text('buyer_company').notNull().default(''),
    city: text('city').notNull(),
    /** One of ORDER_STATUSES (@sika/domain); the check below holds the same list. */
    status: text('status').notNull(),
    /** paymentPlan, e.g. 'Monthly instalments'. */
    plan: text('plan').notNull(),
    /** paymentDuration, e.g. '3 months'. */
    duration: text('duration').notNull(),
    totalPesewas: pesewas('total_pesewas'),
    initialPesewas: pesewas('initial_pesewas'),
    secondPesewas: pesewas('second_pesewas'),
    thirdPesewas: pesewas('third_pesewas'),
    fourthPesewas: pesewas('fourth_pesewas'),
    fifthPesewas: pesewas('fifth_pesewas'),
    sixthPesewas: pesewas('sixth_pesewas'),
    /**
     * The buyer's 4-digit delivery code (docs/product.md, Order actions): drawn by the database for
     * every order, whoever inserts it, and handed to the buyer by SMS; the vendor types it to deliver.
     */
    deliveryCode: text('delivery_code')
      .notNull()
      .default(sql`lpad(floor(random() * 10000)::int::text, 4, '0')`),
    /** Wrong delivery codes typed since the last wait; the fifth starts a wait (deliveryCodeRetryAt). */
    deliveryCodeFailures: integer('delivery_code_failures').notNull().default(0),
    /** Until when a delivery code is refused after five wrong ones; null when none is pending. */
    deliveryCodeRetryAt: timestamp('delivery_code_retry_at', { withTimezone: true }),
    /** How it travels, set by Shipped: one of SHIPPING_METHODS (@sika/domain); null before. */
    shippingMethod: text('shipping_method'),
    /** The courier's name and optional tracking number when shippingMethod is 'courier'. */
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    /**
     * The photo of the handover sent without the buyer's code (docs/product.md, Order actions): its
     * name in the handover photos' folder of the image storage (images/names.ts), which no route
     * serves. Kept once the back office confirmed the delivery, as the record of it.
     */
    deliveryPhoto: text('delivery_photo'),
    /**
     * When that photo was sent. The order stays Shipped, reading 'Delivery to be confirmed', until
     * the back office looks at the photo and confirms the delivery (`pnpm admin confirm-delivery`):
     * a vendor whose buyer lost the code could otherwise never mark it Delivered. While it waits the
     * buyer's code still delivers it. Null when no photo was sent.
     */
    handoverAt: timestamp('handover_at', { withTimezone: true }),
    /** Why it was cancelled: one of CANCEL_REASONS (@sika/domain), with a text for 'other'. */
    cancelReason: text('cancel_reason'),
    cancelNote: text('cancel_note'),
    /** When the 48-hour reminder to ship went out (push and e-mail, once); null until then. */
    shipRemindedAt: timestamp('ship_reminded_at', { withTimezone: true }),
    /**
     * When it last became Delivered (the deliver action, the back office's set-order-status): a
     * return is taken within RETURN_DAYS of it (docs/product.md, Returns and refunds). Null before.
     */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * What returns refunded the buyer (docs/product.md, Returns and refunds). total_pesewas is
     * already less it, so it stays what can still be refunded and Earnings' triggers (migration
     * 0008) follow a return like any other update; this keeps what the order was before.
     */
    refundedPesewas: pesewas('refunded_pesewas'),
    /**
     * Which instalments the ledger has collected, bit n-1 for instalment n (1 the initial payment):
     * set by a trigger on each 'collected' ledger entry (migration 0015), whoever writes it.
     */
    collectedSlots: integer('collected_slots').notNull().default(0),
    /**
     * The UTC day the oldest instalment still to collect fell or falls due; null once the order is
     * cancelled, completed or collected in full. Kept by a trigger on every write to the order
     * (migration 0015), so the Payouts panel's late instalments are found by an index from the
     * oldest, not by reading every open order (docs/product.md, The ledger).
     */
    nextDueOn: date('next_due_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    // The list reads one vendor's orders newest first, (created_at, id) descending, and pages by
    // that pair: this index answers it without a sort however many orders the vendor has.
    index('orders_vendor_created_id_idx').on(t.vendorId, t.createdAt.desc(), t.id.desc()),
    index('orders_product_idx').on(t.productId),
    // Earnings' top products show the title of each one's newest order: a few steps down this index.
    index('orders_vendor_product_created_idx').on(t.vendorId, t.productId, t.createdAt),
    check('orders_status_known', sql`${t.status} in ('Approved', 'Shipped', 'Delivered', 'Completed', 'Cancelled')`),
    check('orders_delivery_code_digits', sql`${t.deliveryCode} ~ '^[0-9]{4}$'`),
    check('orders_shipping_method_known', sql`${t.shippingMethod} in ('own-rider', 'courier', 'buyer-collects')`),
    check(
      'orders_cancel_reason_known',
      sql`${t.cancelReason} in ('out-of-stock', 'buyer-asked', 'buyer-unreachable', 'other')`,
    ),
    check('orders_refunded_not_negative', sql`${t.refundedPesewas} >= 0`),
    // The work queue's 'To ship' and 'To deliver' counts and the 48-hour reminder read by status.
    index('orders_vendor_status_idx').on(t.vendorId, t.status),
    // The late instalments read the vendor's orders by their oldest day due, in the order they list.
    index('orders_vendor_next_due_idx')
      .on(t.vendorId, t.nextDueOn, t.orderNumber)
      .where(sql`${t.nextDueOn} is not null`),
  ],
);

/**
 * An order's timeline (docs/product.md, Order details): one row per action on it, with who acted
 * and when. `kind` is one of ORDER_EVENT_KINDS (@sika/domain); `actor` is 'vendor', 'back office'
 * or 'server', and `actorName` the vendor's e-mail or the back office's tool. `detail` holds what
 * the action said (how it travels, the reason, the note). No foreign key, as for orders: an
 * order is never removed, and a TRUNCATE of orders (the tests') must not need this table's.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind').notNull(),
    actor: text('actor').notNull(),
    actorName: text('actor_name').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_created_idx').on(t.orderId, t.createdAt),
    check('order_events_actor_known', sql`${t.actor} in ('vendor', 'back office', 'server')`),
  ],
);

/**
 * What a vendor's orders add up to (docs/product.md, Earnings), one row per figure, kept by triggers
 * on `orders` (migration 0008) in the same transaction as every write to it, whoever writes: the
 * api, the admin CLI, the seed, a statement typed into psql. Earnings reads these few hundred rows
 * instead of the vendor's orders. `kind`, and what `key` then is:
 * - 'status': the order's status (every order);
 * - 'value': the UTC month it was placed, 'YYYY-MM'; 'plan': its duration ('3 months');
 *   'product': its product id; 'due': the UTC day an instalment falls due, 'YYYY-MM-DD', one count
 *   per instalment above zero (orders not cancelled only); 'open-due': the same for orders neither
 *   cancelled nor completed, whose instalments due by today are what Earnings weighs against the
 *   ledger's collections to find what is late (migration 0013).
 * No foreign key, as for orders: the figures outlive the vendor's account like the orders do.
 */
export const earningsTotals = pgTable(
  'earnings_totals',
  {
    vendorId: uuid('vendor_id').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    pesewas: bigint('pesewas', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.kind, t.key] }),
    check('earnings_totals_kind_known', sql`${t.kind} in ('status', 'value', 'plan', 'product', 'due', 'open-due')`),
  ],
);

/** Payout references (SIKA-PO-2026-000123): one sequence, so every instance hands out distinct ones. */
export const payoutReferenceSeq = pgSequence('payout_reference_seq', { startWith: 1 });

/**
 * The ledger (docs/product.md, The ledger; docs/decisions/0010-ledger.md): every peswa the buyers
 * paid for a vendor's orders, handed back, or paid out to the vendor, one row each, in pesewas and
 * always above zero; the kind says which way it goes. Append-only: a trigger (migration 0010)
 * refuses to update or delete a row, so a figure is corrected by a new entry, never by rewriting
 * one. `kind`, and what the row then carries:
 * - 'collected': an instalment the buyer paid; `order_id` and `instalment` (1 the initial payment,
 *   2 to 6 the later ones, as Order details lists them). Once per instalment (a unique index).
 * - 'refund': money handed back to the buyer for an order; `order_id`, no instalment.
 * - 'payout': what was paid to the vendor's MoMo number; `payout_id`, no order.
 * No foreign key to vendors or orders, as for orders: the money outlives the vendor's account.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id').notNull(),
    kind: text('kind').notNull(),
    pesewas: bigint('pesewas', { mode: 'number' }).notNull(),
    orderId: uuid('order_id'),
    orderNumber: text('order_number'),
    instalment: integer('instalment'),
    payoutId: uuid('payout_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('ledger_entries_order_idx').on(t.orderId),
    uniqueIndex('ledger_entries_instalment_key')
      .on(t.orderId, t.instalment)
      .where(sql`${t.kind} = 'collected'`),
    uniqueIndex('ledger_entries_payout_key')
      .on(t.payoutId)
      .where(sql`${t.kind} = 'payout'`),
    check('ledger_entries_kind_known', sql`${t.kind} in ('collected', 'refund', 'payout')`),
    check('ledger_entries_pesewas_positive', sql`${t.pesewas} > 0`),
    check(
      'ledger_entries_shape',
      sql`(${t.kind} = 'collected' and ${t.orderId} is not null and ${t.instalment} between 1 and 6 and ${t.payoutId} is null)
        or (${t.kind} = 'refund' and ${t.orderId} is not null and ${t.instalment} is null and ${t.payoutId} is null)
        or (${t.kind} = 'payout' and ${t.orderId} is null and ${t.instalment} is null and ${t.payoutId} is not null)`,
    ),
  ],
);

/**
 * One payout to a vendor: when, how much, to which MoMo number (E.164, as it was then) and its
 * reference, as the MoMo SMS reads it. Its amount is also a 'payout' entry of the ledger.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id').notNull(),
    reference: text('reference').notNull(),
    pesewas: bigint('pesewas', { mode: 'number' }).notNull(),
    momoMobile: text('momo_mobile').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payouts_reference_key').on(t.reference),
    index('payouts_vendor_created_idx').on(t.vendorId, t.createdAt.desc(), t.id.desc()),
    check('payouts_pesewas_positive', sql`${t.pesewas} > 0`),
  ],
);

/**
 * Which collected and refund entries each payout settled. The entry is the key, so no entry is
 * ever in two payouts, whatever two pay-outs started at once do: the second one's insert fails.
 */
export const payoutItems = pgTable(
  'payout_items',
  {
    entryId: uuid('entry_id').primaryKey(),
    payoutId: uuid('payout_id').notNull(),
  },
  (t) => [index('payout_items_payout_idx').on(t.payoutId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_vendor_idx').on(t.vendorId),
  ],
);

/**
 * A password reset code sent by SMS to a login that has only a phone number (docs/product.md, Forgot
 * password): one per login (a new one replaces it), sha256 of the login and the code, valid 10
 * minutes and for 5 tries, counted before each is checked.
 */
export const passwordResetCodes = pgTable('password_reset_codes', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  tries: integer('tries').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A change of e-mail address waiting for its confirmation: it takes effect only when the link
 * mailed to the new address is followed (sha256 of the token; single use; valid a day). Only the
 * newest unused one of a vendor works.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    // Stored lower-cased, as vendors.email.
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_change_tokens_token_hash_key').on(t.tokenHash),
    index('email_change_tokens_vendor_idx').on(t.vendorId),
  ],
);

/**
 * The Idempotency-Key store (http/idempotency.ts): one row per vendor and key, kept 24 hours. A
 * claim is the row's insert, so every api instance over the database agrees on who does the
 * write; `request_hash` tells a replay from another request under the same key. The answer is
 * kept once the write is done: `status`, the headers that matter and the body as sent.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operationId: text('operation_id').notNull(),
    // sha256 (base64url) of the method, the operation and the request's bytes.
    requestHash: text('request_hash').notNull(),
    /** 'in_flight' while the first request runs, 'done' once its answer is kept. */
    state: text('state').notNull(),
    // An in-flight claim older than this was left by an instance that died: it may be taken over.
    claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
    status: integer('status'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorId, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    check('idempotency_keys_state_known', sql`${t.state} in ('in_flight', 'done')`),
  ],
);

/**
 * Web Push subscriptions (push/send.ts): one per browser endpoint, owned by the vendor and the
 * session (refresh-token family) that made it, so a device's logout ends its pings.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    endpoint: text('endpoint').notNull(),
    // The browser's P-256 public key and auth secret (base64url): what the payload is encrypted to.
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_vendor_idx').on(t.vendorId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

export type VendorRow = typeof vendors.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

/**
 * Invitations to a shop's team (docs/product.md, Team): a link sent by SMS or e-mail that works
 * once, for 7 days; the invitee sets their own password. Only its hash is kept. Follows the rules of
 * db/queries/single-use-tokens.ts, except that a shop may have several invitations open at once
 * (one per address or number).
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The shop.
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    role: text('role').notNull(),
    // Stored lower-cased, as vendors.email; '' when invited by phone number.
    email: text('email').notNull().default(''),
    phone: text('phone'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_invites_token_hash_key').on(t.tokenHash),
    index('team_invites_vendor_idx').on(t.vendorId),
    check('team_invites_role_known', sql`${t.role} in ('manager', 'attendant')`),
    check('team_invites_email_or_phone', sql`${t.email} <> '' or ${t.phone} is not null`),
  ],
);

export type TeamInviteRow = typeof teamInvites.$inferSelect;

/**
 * A shop's Activity (docs/product.md, Activity): one row per write a person of the shop made and
 * per sign-in from a device not seen before, written by the api as the answer goes out
 * (http/activity.ts). `kind` is one of ACTIVITY_KINDS and `action` the contract's operationId (or
 * 'login') of @sika/domain; `person` and `role` are the person's e-mail address or E.164 number
 * and role as they were then. No foreign key to vendors: the records outlive a removed person and
 * a deleted shop for ACTIVITY_KEEP_DAYS (docs/security.md, What is kept). Append-only: a trigger
 * (migration 0017) refuses an update, and a delete of a row younger than 400 days, whoever writes.
 */
export const activityRecords = pgTable(
  'activity_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id').notNull(),
    personId: uuid('person_id').notNull(),
    person: text('person').notNull(),
    role: text('role').notNull(),
    kind: text('kind').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull().default(''),
    before: text('before'),
    after: text('after'),
    createdAt: createdAt(),
  },
  (t) => [
    // The panel reads a shop's records newest first, (created_at, id) descending, and pages by that
    // pair, all of them or one person's or one kind's: each read is a walk down one of these.
    index('activity_records_shop_created_idx').on(t.shopId, t.createdAt.desc(), t.id.desc()),
    index('activity_records_shop_person_created_idx').on(t.shopId, t.personId, t.createdAt.desc(), t.id.desc()),
    index('activity_records_shop_kind_created_idx').on(t.shopId, t.kind, t.createdAt.desc(), t.id.desc()),
    check(
      'activity_records_kind_known',
      sql`${t.kind} in ('product', 'order', 'refund', 'payoutNumber', 'team', 'shop', 'signIn')`,
    ),
  ],
);

export type ActivityRecordRow = typeof activityRecords.$inferSelect;
