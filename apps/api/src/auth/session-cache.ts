// bearerAuth asks, on every request, whether the token's vendor still exists and its session is
// still open (one query). A vendor's dashboard asks it every 15 s with the same token, so the answer
// is kept per vendor and session under the vendor's change stamp (db/change-feed.ts): a logout, a
// password change or reset, a deletion or any other change of theirs makes a new stamp, and the
// next request asks the database again. Only open sessions are kept: a refusal is never cached.
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import { findVendorInSession } from '../db/queries/refresh-tokens.ts';
import { findVendorById } from '../db/queries/vendors.ts';
import type { VendorRow } from '../db/schema.ts';

/** Sessions kept at most (a few hundred bytes each); the least recently used go first. */
const MAX_SESSIONS = 20_000;
/** A second line of defence only: a kept answer is dropped after this long even if nothing changed. */
const MAX_AGE_MS = 10 * 60_000;

export interface VendorInSession {
  /** Shared between requests: frozen, so no handler can change what the next request sees. */
  vendor: Readonly<VendorRow>;
  sessionOpen: boolean;
  /** The vendor's change stamp this answer was read under; undefined when the feed is down. */
  stamp: string | undefined;
  /**
   * The shop the login acts for (docs/product.md, Team): the login itself for an owner, its shop's
   * row for a manager or an attendant, with that shop's stamp. Absent when the session is not open.
   */
  shop?: { vendor: Readonly<VendorRow>; stamp: string | undefined };
}

export type SessionLookup = (vendorId: string, sessionId: string) => Promise<VendorInSession | undefined>;

export function sessionLookup(db: Db, changes: ChangeFeed): SessionLookup {
  const kept = new LRUCache<string, Readonly<VendorRow>>({ max: MAX_SESSIONS, ttl: MAX_AGE_MS });
  /** A team's shop row, kept like a session under the shop's stamp (its team's changes move it too). */
  const shops = new LRUCache<string, Readonly<VendorRow>>({ max: MAX_SESSIONS, ttl: MAX_AGE_MS });

  async function shopOf(shopId: string): Promise<VendorInSession['shop']> {
    const stamp = await changes.stamp(shopId);
    const key = stamp === undefined ? undefined : `${shopId} ${stamp}`;
    const shop = key === undefined ? undefined : shops.get(key);
    if (shop) return { vendor: shop, stamp };
    const found = await findVendorById(db, shopId);
    if (!found) return undefined;
    const frozen = Object.freeze(found);
    if (key !== undefined) shops.set(key, frozen);
    return { vendor: frozen, stamp };
  }

  /** The login's answer with the shop it acts for; undefined when a team's shop is gone. */
  async function withShop(
    vendor: Readonly<VendorRow>,
    stamp: string | undefined,
  ): Promise<VendorInSession | undefined> {
    if (vendor.shopId === null) return { vendor, sessionOpen: true, stamp, shop: { vendor, stamp } };
    const shop = await shopOf(vendor.shopId);
    return shop && { vendor, sessionOpen: true, stamp, shop };
  }

  return async (vendorId, sessionId) => {
    // Taken before the read: a change committed during it makes a new stamp, so what is kept
    // under this one is never found again.
    const stamp = await changes.stamp(vendorId);
    const key = stamp === undefined ? undefined : `${vendorId} ${sessionId} ${stamp}`;
    const vendor = key === undefined ? undefined : kept.get(key);
    if (vendor) return withShop(vendor, stamp);
    const found = await findVendorInSession(db, vendorId, sessionId);
    if (!found) return undefined;
    const frozen = Object.freeze(found.vendor);
    if (!found.sessionOpen) return { vendor: frozen, sessionOpen: false, stamp };
    if (key !== undefined) kept.set(key, frozen);
    return withShop(frozen, stamp);
  };
}
