import type { InvitableRole } from '@sika/domain';
import type { PayoutDetails } from '../generated/laterApi.ts';
import type { LoginResponse, Order, Product, Vendor } from '../generated/sikaApi.ts';
import { aToken, aVendor } from './fixtures.ts';

/**
 * A stateful fake backend for stories and unit tests: what one handler writes, the next reads.
 * `resetMockDb()` gives each story and test a fresh database of its own; a request is answered from
 * the database that issued its bearer token (`dbFor`), so stories rendered side by side on one docs
 * page each read their own.
 */
type Account = { vendor: Vendor; password: string };
/** A person invited by phone (docs/product.md, Team): they log in to their shop with their number. */
type PhoneLogin = { shopEmail: string; password: string; role: InvitableRole };
type SentEmail = { to: string; BusinessName: string };
/** One movement of money (docs/product.md, The ledger); `settledBy` is the payout that paid or deducted it. */
type MockLedgerEntry = {
  kind: 'collected' | 'refund' | 'payout';
  vendorEmail: string;
  at: string;
  orderId: string | null;
  orderNumber: string | null;
  instalment: number | null;
  pesewas: number;
  settledBy?: string;
  /** a payout's reference, on its own entry */
  reference?: string;
};

export const DEMO_PASSWORD = 'sika-demo-2026';
/** The demo shop's attendant who was invited by phone and logs in with it ('024 412 3456'), in E.164. */
export const DEMO_PHONE_LOGIN = '+233244123456';
/** The demo account's single-use password reset token (the link a reset e-mail would carry). */
export const DEMO_RESET_TOKEN = 'valid-reset-token';
/** The code the fake "texts" when a phone login asks for a reset (docs/product.md, Forgot password). */
export const DEMO_RESET_CODE = '123456';
/** How many tries a texted reset code gives (the api's, docs/product.md, Forgot password). */
const RESET_CODE_TRIES = 5;

let databasesMade = 0;

function seed() {
  const demo = aVendor();
  databasesMade += 1;
  return {
    /** tells this database's access tokens from another's */
    serial: databasesMade,
    accounts: new Map<string, Account>([[demo.email, { vendor: demo, password: DEMO_PASSWORD }]]),
    /** E.164 number -> the login of a person invited by phone */
    phoneLogins: new Map<string, PhoneLogin>([
      [DEMO_PHONE_LOGIN, { shopEmail: demo.email, password: DEMO_PASSWORD, role: 'attendant' }],
    ]),
    /** access token -> vendor id */
    accessTokens: new Map<string, string>(),
    /** the refresh "cookie": which vendor holds a live session */
    refreshSession: null as string | null,
    /** unused password reset token -> account e-mail */
    resetTokens: new Map<string, string>([[DEMO_RESET_TOKEN, demo.email]]),
    /** E.164 number -> the reset code last texted to that phone login, and the tries it has left */
    resetCodes: new Map<string, { code: string; triesLeft: number }>(),
    /** e-mails "sent" by the send-email calls, oldest first */
    outbox: [] as SentEmail[],
    /** the last vendor number handed out (the demo vendor is 1), so new ids are the same every run */
    vendorSequence: 1,
    /** every vendor's products, newest first (stories seed them with `mockDb.products.push(...)`) */
    products: [] as Product[],
    /** the last product number handed out, so new ids are the same every run */
    productSequence: 100,
    /** every vendor's orders, newest first (stories seed them with `mockDb.orders.push(...)`) */
    orders: [] as Order[],
    /** every vendor's ledger, oldest first (recordMockPayment, recordMockRefund and mockPayOut write it) */
    ledger: [] as MockLedgerEntry[],
    /** every vendor's payouts, newest first, with what each settled */
    payouts: [] as (PayoutDetails & { vendorEmail: string })[],
    /** the last payout reference number handed out, so references are the same every run */
    payoutSequence: 122,
  };
}

export type MockDb = ReturnType<typeof seed>;

/** The database of the story or test being set up: its seeds go here, and unsigned requests too. */
export let mockDb = seed();

/** Which database issued each access token. */
const databaseOfToken = new Map<string, MockDb>();

export function resetMockDb(): void {
  mockDb = seed();
}

const bearerToken = (authorization: string | null) => authorization?.replace(/^Bearer\s+/i, '') || undefined;

/** The database that issued the token, else the one set up last (a login, a refresh, a bad token). */
const databaseOf = (token: string | undefined) => (token && databaseOfToken.get(token)) || mockDb;

/** The database a request is answered from: the one of the story whose session sent it. */
export const dbFor = (request: Request): MockDb => databaseOf(bearerToken(request.headers.get('authorization')));

export function issueAccessToken(vendorId: string, db: MockDb = mockDb): string {
  const token = aToken(`${vendorId.slice(0, 8)}-${db.serial}`);
  db.accessTokens.set(token, vendorId);
  databaseOfToken.set(token, db);
  return token;
}

export function vendorForToken(authorization: string | null): Vendor | undefined {
  const token = bearerToken(authorization);
  const db = databaseOf(token);
  const id = token ? db.accessTokens.get(token) : undefined;
  return [...db.accounts.values()].find((account) => account.vendor._id === id)?.vendor;
}

/**
 * Signs a vendor in without the login call, for stories that start inside a session: the account
 * is stored (added when new) and holds the refresh "cookie". Pass the result to `saveLogin`.
 */
export function openMockSession(vendor: Vendor = aVendor()): LoginResponse {
  const password = mockDb.accounts.get(vendor.email)?.password ?? DEMO_PASSWORD;
  mockDb.accounts.set(vendor.email, { vendor, password });
  mockDb.refreshSession = vendor._id;
  return { accessToken: issueAccessToken(vendor._id), id: vendor._id, email: vendor.email, vendor };
}

/** Spends a reset token on a new password; false when the token is unknown or already used. */
export function resetPasswordWithToken(token: string, password: string, db: MockDb = mockDb): boolean {
  const account = db.accounts.get(db.resetTokens.get(token) ?? '');
  if (!account) return false;
  db.resetTokens.delete(token);
  account.password = password;
  // A reset ends every session of that vendor (the contract's summary).
  if (db.refreshSession === account.vendor._id) db.refreshSession = null;
  return true;
}

/** "Texts" a reset code to a phone login (a new code replaces the last); nothing for an unknown number. */
export function issueResetCode(e164: string, db: MockDb = mockDb): void {
  if (db.phoneLogins.has(e164)) db.resetCodes.set(e164, { code: DEMO_RESET_CODE, triesLeft: RESET_CODE_TRIES });
}

/**
 * Spends a texted reset code on a new password; false when the number has no code, or the code is
 * wrong or out of tries. As the api, each try counts before the code is checked.
 */
export function resetPasswordWithCode(e164: string, code: string, password: string, db: MockDb = mockDb): boolean {
  const issued = db.resetCodes.get(e164);
  const person = db.phoneLogins.get(e164);
  if (!issued || !person) return false;
  issued.triesLeft -= 1;
  const right = issued.code === code;
  if (right || issued.triesLeft === 0) db.resetCodes.delete(e164);
  if (!right) return false;
  // The fake keeps one session per shop (an owner's and an attendant's are alike), so none is ended here.
  person.password = password;
  return true;
}

/** A vendor's editable fields (sign-up steps two and three, edit vendor); never `_id` or `isVerified`. */
export type VendorChanges = Partial<Omit<Vendor, '_id' | 'isVerified'>> & { password?: string };

const BLANK_BUSINESS = {
  BusinessName: '',
  BusinessCategory: '',
  BusinessAddress: '',
  mobile: '',
  momo_mobile_name: '',
  momo_mobile: '',
  registrationCompleted: false,
  isVerified: false,
} as const;

/** Sign-up step one: a new vendor with every business field empty; undefined when the e-mail is taken. */
export function createAccount(email: string, password: string, db: MockDb = mockDb): Vendor | undefined {
  const key = email.toLowerCase();
  if (db.accounts.has(key)) return undefined;
  db.vendorSequence += 1;
  const _id = `b6f1c0de-0000-4000-8000-${String(db.vendorSequence).padStart(12, '0')}`;
  const vendor: Vendor = { _id, email: key, ...BLANK_BUSINESS };
  db.accounts.set(key, { vendor, password });
  return vendor;
}

export function isEmailTaken(email: string, exceptVendorId: string, db: MockDb = mockDb): boolean {
  const account = db.accounts.get(email.toLowerCase());
  return Boolean(account && account.vendor._id !== exceptVendorId);
}

/** Applies the changes to the vendor's own record (re-keyed when the e-mail changes); undefined for an unknown id. */
export function updateAccount(
  vendorId: string,
  { password, ...changes }: VendorChanges,
  db: MockDb = mockDb,
): Vendor | undefined {
  const entry = [...db.accounts.entries()].find(([, account]) => account.vendor._id === vendorId);
  if (!entry) return undefined;
  const [key, account] = entry;
  const vendor: Vendor = { ...account.vendor, ...changes, email: (changes.email ?? key).toLowerCase() };
  db.accounts.delete(key);
  db.accounts.set(vendor.email, { vendor, password: password || account.password });
  // Orders find their vendor by the product's vendorEmail (docs/product.md, Who sees what), so they
  // follow a new address.
  for (const order of db.orders) if (order.product.vendorEmail === key) order.product.vendorEmail = vendor.email;
  return vendor;
}

/** Whether `password` is the vendor's current password. */
export function isCurrentPassword(vendorId: string, password: string | undefined, db: MockDb = mockDb): boolean {
  const account = [...db.accounts.values()].find((entry) => entry.vendor._id === vendorId);
  return Boolean(account && password && account.password === password);
}

/**
 * Deletes the vendor's account (DELETE /Vendors): the e-mail no longer logs in, every session ends,
 * the products go and the orders stay, as on the api.
 */
export function deleteAccount(vendorId: string, db: MockDb = mockDb): void {
  for (const [key, account] of db.accounts) if (account.vendor._id === vendorId) db.accounts.delete(key);
  for (const [token, id] of db.accessTokens) if (id === vendorId) db.accessTokens.delete(token);
  if (db.refreshSession === vendorId) db.refreshSession = null;
  db.products = db.products.filter((product) => product.vendor !== vendorId);
}
