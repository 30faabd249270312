import { STORAGE_KEYS, TEAM_ROLES, type TeamRole } from '@sika/domain';
import type { LoginResponse, Product, Vendor } from '../generated/sikaApi.ts';

/**
 * The browser-storage side of a session (vendor_tkn, vendor, vdmail, vid, persist, and the person's
 * role in the shop, vrole: docs/product.md, Sessions and storage keys). The backing Storage is swappable so tests and non-browser hosts can
 * run the same code.
 */
let backing: Storage | undefined = globalThis.localStorage;

export function setSessionStorage(storage: Storage): void {
  backing = storage;
}

function read(key: string): string | null {
  try {
    return backing?.getItem(key) ?? null;
  } catch {
    return null; // storage disabled (private mode): behave as logged out
  }
}

function put(key: string, value: string | null): void {
  try {
    if (value === null) backing?.removeItem(key);
    else backing?.setItem(key, value);
  } catch {
    // A full or disabled storage must not break the request that got us here.
  }
}

/** The vendor object stored at login; a malformed entry reads as no vendor. */
function readStoredVendor(): Vendor | null {
  const raw = read(STORAGE_KEYS.vendor);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && '_id' in value ? (value as Vendor) : null;
  } catch {
    return null;
  }
}

/** The session keys as one value: what the auth slice holds. */
export type StoredSession = {
  token: string | null;
  vendor: Vendor | null;
  vendorEmail: string | null;
  vendorId: string | null;
  persist: boolean;
  /** The signed-in person's role in the shop; null when unknown (read as the owner's). */
  role: TeamRole | null;
};

/** What a store starts from: the session a previous visit left in storage. */
export function readSession(): StoredSession {
  return {
    token: read(STORAGE_KEYS.accessToken),
    vendor: readStoredVendor(),
    vendorEmail: read(STORAGE_KEYS.vendorEmail),
    vendorId: read(STORAGE_KEYS.vendorId),
    persist: read(STORAGE_KEYS.persist) === 'true',
    role: TEAM_ROLES.find((role) => role === read(STORAGE_KEYS.role)) ?? null,
  };
}

/**
 * Mirrors the session to storage, key by key (an empty value removes its key). A session that has
 * ended takes the created product's key (productKey) with it: every session key is gone.
 */
export function writeSession(session: StoredSession): void {
  put(STORAGE_KEYS.accessToken, session.token);
  put(STORAGE_KEYS.vendor, session.vendor ? JSON.stringify(session.vendor) : null);
  put(STORAGE_KEYS.vendorEmail, session.vendorEmail);
  put(STORAGE_KEYS.vendorId, session.vendorId);
  put(STORAGE_KEYS.persist, session.persist ? 'true' : null);
  put(STORAGE_KEYS.role, session.role);
  if (!session.token && !session.vendor && !session.vendorEmail && !session.vendorId) {
    put(STORAGE_KEYS.productKey, null);
  }
}

/**
 * The product just created (productKey, used for the image upload), so the image step survives a
 * reload. Written by the store's listener when a create succeeds; dropped with the session.
 */
export function writeCreatedProduct(product: Product): void {
  put(STORAGE_KEYS.productKey, JSON.stringify(product));
}

/** The product the image step uploads for; a missing or malformed entry reads as none. */
export function readCreatedProduct(): Product | null {
  const raw = read(STORAGE_KEYS.productKey);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && '_id' in value ? (value as Product) : null;
  } catch {
    return null;
  }
}

/**
 * Fixtures only (stories, tests): the keys a login leaves, to open a page as a returning vendor.
 * The app itself writes storage only from the store's listeners (`writeSession`, `writeCreatedProduct`).
 */
export function saveLogin(response: LoginResponse): void {
  writeSession({
    token: response.accessToken,
    vendor: response.vendor,
    vendorEmail: response.email,
    vendorId: response.id,
    persist: true,
    role: response.role ?? 'owner',
  });
}

/** Fixtures only: every key of the session gone, as after a logout. */
export function clearSessionStorage(): void {
  for (const key of Object.values(STORAGE_KEYS)) put(key, null);
}
