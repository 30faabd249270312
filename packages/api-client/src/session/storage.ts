import { STORAGE_KEYS } from '@sika/domain';
import type { LoginResponse, RegisterResponse, Vendor } from '../generated/sikaApi.ts';

/**
 * The browser-storage side of a session (spec section 3: vendor_tkn, vendor, vdmail, vid, persist).
 * The backing Storage is swappable so tests and non-browser hosts can run the same code.
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

function write(key: string, value: string): void {
  try {
    backing?.setItem(key, value);
  } catch {
    // A full or disabled storage must not break the request that got us here.
  }
}

export function readAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken);
}

export function writeAccessToken(token: string): void {
  write(STORAGE_KEYS.accessToken, token);
}

/** The vendor object stored at login; a malformed entry reads as no vendor. */
export function readStoredVendor(): Vendor | null {
  const raw = read(STORAGE_KEYS.vendor);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && '_id' in value ? (value as Vendor) : null;
  } catch {
    return null;
  }
}

/** The e-mail stored at login (vdmail), which the incomplete-registration page looks the vendor up by. */
export function readStoredEmail(): string | null {
  return read(STORAGE_KEYS.vendorEmail);
}

export function readPersistFlag(): boolean {
  return read(STORAGE_KEYS.persist) === 'true';
}

/** Login success: token, vendor, vdmail, vid and the persist flag (spec section 4, Session). */
export function saveLogin(response: LoginResponse): void {
  write(STORAGE_KEYS.accessToken, response.accessToken);
  write(STORAGE_KEYS.vendor, JSON.stringify(response.vendor));
  write(STORAGE_KEYS.vendorEmail, response.email);
  write(STORAGE_KEYS.vendorId, response.id);
  write(STORAGE_KEYS.persist, 'true');
}

/**
 * Sign-up step one: the new session's token (spec section 4), and vdmail and vid so the later steps
 * and /incomplete-reg find the record. No `vendor` yet: that is what marks a vendor as logged in.
 */
export function saveRegistration({ accessToken, newVendor }: RegisterResponse): void {
  write(STORAGE_KEYS.accessToken, accessToken);
  write(STORAGE_KEYS.vendorEmail, newVendor.email);
  write(STORAGE_KEYS.vendorId, newVendor._id);
}

/** Sign-up step three keeps the vendor id of its route (spec section 2). */
export function rememberVendorId(id: string): void {
  write(STORAGE_KEYS.vendorId, id);
}

/** Logout and session expiry clear every key of the session. */
export function clearSessionStorage(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    try {
      backing?.removeItem(key);
    } catch {
      // nothing to clear
    }
  }
}
