// The one call an open portal polls every 15 s (docs/product.md, Polling and freshness: the vendor,
// product and order lists refresh every 15 seconds). Polling each list cost a request apiece; this
// answers for all of them at once, and the client refreshes its lists only when `version` moves.
// The list cache (http/list-cache.ts) gives it an ETag and keeps it under the vendor's change
// stamp, so an unchanged poll is a 304 from memory; the digest below is read again only after a
// change.
import { createHash } from 'node:crypto';
import { ORDERS_MOST } from '@sika/domain';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../auth/security.ts';
import type { AppContext } from '../context.ts';
import { ordersByStatus } from '../db/queries/earnings.ts';
import { ledgerVersion } from '../db/queries/ledger.ts';
import { listVendorOrders } from '../db/queries/orders.ts';
import { listVendorProducts } from '../db/queries/products.ts';
import type { VendorRow } from '../db/schema.ts';
import type { Schemas } from '../http/contract.ts';
import { toOrder } from './order-view.ts';
import { toProduct } from './product-view.ts';
import { toVendor } from './vendor-view.ts';

/**
 * A digest of what the caller's lists answer now, as the client sees them (the same views the list
 * handlers send), so every instance computes the same version and a change nobody sees (a session
 * refreshed) leaves it as it was. 96 bits: a collision would only delay a refresh to the next change.
 */
export async function listsVersion(ctx: AppContext, caller: Readonly<VendorRow>): Promise<string> {
  const [products, { rows: orders }, byStatus, ledger] = await Promise.all([
    listVendorProducts(ctx.db, caller.id),
    listVendorOrders(ctx.db, caller.id, ORDERS_MOST),
    ordersByStatus(ctx.db, caller.id),
    ledgerVersion(ctx.db, caller.id),
  ]);
  // Earnings adds up every order, and its figures are as of a day: an order older than the newest
  // 500 changing status, or a new day, moves the version too (once a day, every list is asked again).
  const earnings = [byStatus, ctx.clock().toISOString().slice(0, 10)];
  // Payouts: a payment recorded or a payout made moves it too.
  const seen = [
    toVendor(caller),
    products.map((row) => toProduct(row, caller.email)),
    orders.map(toOrder),
    earnings,
    ledger,
  ];
  return createHash('sha256').update(JSON.stringify(seen)).digest('base64url').slice(0, 16);
}

export function changeHandlers(ctx: AppContext) {
  return {
    async getChanges(request: FastifyRequest): Promise<Schemas['Changes']> {
      return { version: await listsVersion(ctx, callerOf(request)) };
    },
  };
}
