import type { Vendor } from '../generated/sikaApi.ts';
import { aToken, aVendor } from './fixtures.ts';

/**
 * A stateful fake backend for stories and unit tests: what one handler writes, the next reads.
 * `resetMockDb()` gives each story and test a fresh copy.
 */
type Account = { vendor: Vendor; password: string };

export const DEMO_PASSWORD = 'sika-demo-2026';

function seed() {
  const demo = aVendor();
  return {
    accounts: new Map<string, Account>([[demo.email, { vendor: demo, password: DEMO_PASSWORD }]]),
    /** access token -> vendor id */
    accessTokens: new Map<string, string>(),
    /** the refresh "cookie": which vendor holds a live session */
    refreshSession: null as string | null,
  };
}

export let mockDb = seed();

export function resetMockDb(): void {
  mockDb = seed();
}

export function issueAccessToken(vendorId: string): string {
  const token = aToken(vendorId.slice(0, 8));
  mockDb.accessTokens.set(token, vendorId);
  return token;
}

export function vendorForToken(authorization: string | null): Vendor | undefined {
  const token = authorization?.replace(/^Bearer\s+/i, '');
  const id = token ? mockDb.accessTokens.get(token) : undefined;
  return [...mockDb.accounts.values()].find((account) => account.vendor._id === id)?.vendor;
}
