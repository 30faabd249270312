import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { databaseUrl, dataDir, repoRoot } from '../playwright.config.ts';
import { apiCall, apiLogin, asVendor } from './api.ts';

export const DEMO = { email: 'demo@sika.test', password: 'sika-demo-2026' };
export const SESSION_KEYS = ['vendor_tkn', 'vendor', 'vdmail', 'vid', 'persist'] as const;

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs in as `logIn` does, for a vendor whose login leads to the dashboard, and sees it open. */
export async function logInToDashboard(page: Page, email: string, password: string) {
  await logIn(page, email, password);
  await expect(page).toHaveURL('/vendor-main-page');
}

/**
 * A new access token for the page's vendor, put where the portal keeps it. Access tokens here live
 * 10 s, and the dashboard's page asks early only with a token that has 5 s left: a journey about
 * those early requests reloads with a fresh one, however long a busy machine took to get there.
 */
export async function freshAccessToken(page: Page, email: string, password: string) {
  const token = await apiLogin(page.request, email, password);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEYS[0], token] as const);
}

export const storedSession = (page: Page) =>
  page.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])), [...SESSION_KEYS]);

/** A Ghana mobile number of the test's own: 024 and seven random digits, as a person types it. */
export const aMobileNumber = () => `024${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** A fresh address per test, so the journeys never depend on each other. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** `pnpm admin ...` against the running api's data folder (as an operator would run it). */
export function admin(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(repoRoot, 'apps/api/src/cli/admin.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
}

/** Undoes quoted-printable (RFC 2045): soft line breaks and =XX bytes, as a mail reader would. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The newest file ending in `ending` in the data folder's outbox `folder` that `read` picks, as
 * `read` gives it back (undefined for a file it does not pick). The api sends after its answer
 * (its background work), so this waits for one, up to 10 s; `wanted` says what, if none comes. The
 * folder appears with its first file: until then there is simply nothing to read.
 */
async function newestSent(
  folder: string,
  ending: string,
  read: (text: string) => string | undefined,
  wanted: string,
): Promise<string> {
  const outbox = path.join(dataDir!, folder);
  const kept = () =>
    (existsSync(outbox) ? readdirSync(outbox) : [])
      .filter((name) => name.endsWith(ending))
      .sort()
      .map((name) => read(readFileSync(path.join(outbox, name), 'utf8')))
      .filter((text) => text !== undefined);
  await expect.poll(() => kept().length, { message: `${wanted} in ${outbox}`, timeout: 10_000 }).toBeGreaterThan(0);
  return kept().at(-1)!;
}

/** The newest .eml in the outbox that was sent to `to` (and matches `containing`), decoded to text. */
export function lastMailTo(to: string, containing = /./): Promise<string> {
  return newestSent(
    'outbox',
    '.eml',
    (raw) => {
      const text = decodeQuotedPrintable(raw);
      return text.includes(to) && containing.test(text) ? text : undefined;
    },
    `a mail to ${to}`,
  );
}

/**
 * The text of the newest SMS in the SMS outbox sent to `phone` (E.164, e.g. +233241234567) that
 * matches `containing`. Like mail, texts may be sent after the answer.
 */
export function lastSmsTo(phone: string, containing = /./): Promise<string> {
  return newestSent(
    'sms-outbox',
    '.txt',
    (text) =>
      text.startsWith(`To: ${phone}\n`) && containing.test(text)
        ? text.slice(text.indexOf('\n\n') + 2).trimEnd()
        : undefined,
    `an SMS to ${phone}`,
  );
}

/** Sign-up step one as a person does it. */
export async function signUpStepOne(page: Page, email: string, password: string) {
  await page.goto('/signup-page-one');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'next' }).click();
  await expect(page).toHaveURL(/\/signup-page-two\/[0-9a-f-]{36}$/);
}

/**
 * A new vendor who sent sign-up's step one and left: the account exists, unfinished, and nothing of
 * it is kept in the browser (another day, another phone). Its e-mail, unique, named by `label`.
 */
export async function leftAfterStepOne(page: Page, label: string, password: string): Promise<string> {
  const email = uniqueEmail(label);
  await signUpStepOne(page, email, password);
  await page.evaluate(() => localStorage.clear());
  return email;
}

export async function signUpStepTwo(page: Page) {
  await expect(page.getByRole('heading', { name: 'Business details' })).toBeVisible();
  await page.getByLabel('Business Name').fill('Kofi Electronics');
  const category = page.getByRole('combobox', { name: 'Business Category' });
  await category.fill('elec');
  await page.getByRole('option', { name: 'Electronic Appliances' }).click();
  await page.getByLabel('Business address').fill('Kejetia Market, Kumasi');
  await page.getByLabel('Business Phone number').fill('0207000001');
  await page.getByRole('button', { name: 'next' }).click();
  await expect(page).toHaveURL(/\/signup-page-three\/[0-9a-f-]{36}$/);
}

export async function signUpStepThree(page: Page) {
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();
  await page.getByLabel('Business MOMO Name').fill('Kofi Boateng');
  await page.getByLabel('Business MOMO number').fill('0207000002');
  await page.getByLabel('Confirm MOMO number').fill('020 700 0002');
  await page.getByRole('button', { name: 'next' }).click();
  await expect(page).toHaveURL('/vendor-approval-page');
}

/**
 * A vendor signed up through sign-up's three screens as a person does it, verified with the admin
 * CLI, then logged in afresh (nothing of the sign-up kept in the browser) on the dashboard.
 */
export async function signedUpOnScreens(page: Page, email: string, password: string) {
  await signUpStepOne(page, email, password);
  await signUpStepTwo(page);
  await signUpStepThree(page);
  admin('verify', email);
  await page.evaluate(() => localStorage.clear());
  await logInToDashboard(page, email, password);
}

/** A vendor set up through the api: its id, an access token, and the header that carries it. */
export type ApiVendor = { vendorId: string; accessToken: string; headers: { authorization: string } };

/**
 * A vendor registered and its sign-up finished through the api, as sign-up's three steps leave it
 * (sign-up has journeys of its own), waiting for verification; its id and its access token. The
 * business details are any valid ones: no journey reads them back.
 */
export async function registeredVendor(
  request: APIRequestContext,
  email: string,
  password: string,
  BusinessName = 'Kofi Electronics',
): Promise<ApiVendor> {
  const registered = await apiCall(request, 'register', { body: { email, password } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { accessToken, newVendor } = (await registered.json()) as { accessToken: string; newVendor: { _id: string } };
  const headers = { authorization: `Bearer ${accessToken}` };
  const completed = await apiCall(request, 'updateVendor', {
    headers,
    body: {
      id: newVendor._id,
      BusinessName,
      BusinessCategory: 'Electronic Appliances',
      BusinessAddress: 'Kejetia Market, Kumasi',
      mobile: '0207000001',
      momo_mobile_name: 'Kofi Boateng',
      momo_mobile: '0207000002',
      registrationCompleted: true,
    },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  return { vendorId: newVendor._id, accessToken, headers };
}

/** A vendor as `registeredVendor` leaves it, then verified with the admin CLI (`pnpm admin verify`). */
export async function verifiedVendor(...vendor: Parameters<typeof registeredVendor>): Promise<ApiVendor> {
  const [, email] = vendor;
  const registered = await registeredVendor(...vendor);
  admin('verify', email);
  return registered;
}

/**
 * A new vendor, registered and verified through the api (as `verifiedVendor`), its e-mail unique,
 * named by `label`; and the api as that vendor.
 */
export async function newVerifiedVendor(request: APIRequestContext, label: string, password: string) {
  const email = uniqueEmail(label);
  await verifiedVendor(request, email, password);
  return { email, vendor: asVendor(request, email, password) };
}

/**
 * A new vendor (as `newVerifiedVendor`), then logged in on the portal's dashboard: the start of every
 * journey about what a verified vendor does. Sign-up itself has journeys of its own
 * (onboarding.spec.ts). Its e-mail, and the api as that vendor.
 */
export async function loggedInNewVendor(page: Page, request: APIRequestContext, label: string, password: string) {
  const { email, vendor } = await newVerifiedVendor(request, label, password);
  await logInToDashboard(page, email, password);
  return { email, vendor };
}

/**
 * The opening of a journey about what a new vendor does, as `loggedInNewVendor` leaves the vendor,
 * with the api as that vendor beside the page. Such a journey is long (`test.slow()`): its set-up
 * through the api, and the admin CLI's runs (each a process of its own) beside the browser.
 */
export async function newVendorJourney(page: Page, request: APIRequestContext, label: string, password: string) {
  test.slow();
  return loggedInNewVendor(page, request, label, password);
}

/**
 * Opens the dashboard panel `name` from the menu of the width (docs/product.md, The dashboard): the
 * hamburger's on a phone, else the left menu.
 */
export async function openPanelFromMenu(page: Page, name: string, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name }).click();
  }
}

/** The Add New Products form's fields as a vendor types them; what a journey leaves out is filled in. */
export type TypedProduct = {
  title: string;
  description?: string;
  price?: string;
  deliveryPrice?: string;
  category?: string;
  brand?: string;
  quantity?: string;
};

/** Types a product into the open Add New Products form (without sending it). */
export async function fillAddProduct(page: Page, typed: TypedProduct) {
  const product = {
    description: 'Hand-woven kente, 6 yards, made in Bonwire.',
    price: '850',
    deliveryPrice: '25.50',
    category: 'Fashion and wears',
    brand: 'Bonwire Weavers',
    quantity: '4',
    ...typed,
  };
  // 'Title' exactly: while the form's code arrives, All Products (and its 'Search by title') stays
  // on screen, and a loose label match would type the title into the search.
  await page.getByLabel('Title', { exact: true }).fill(product.title);
  await page.getByLabel('Description').fill(product.description);
  await page.getByLabel('Price', { exact: true }).fill(product.price);
  await page.getByLabel('Delivery price').fill(product.deliveryPrice);
  await page.getByLabel('Category').selectOption(product.category);
  await page.getByLabel('Brand').fill(product.brand);
  await page.getByLabel('Quantity').fill(product.quantity);
}

/**
 * What the phone keeps of a form's typing (DraftKeeper: IndexedDB `sika-queue`, one entry per
 * vendor and form), or undefined. A journey waits for it before a reload instead of sleeping.
 */
export function keptDraft(page: Page, vendorId: string, form: string): Promise<unknown> {
  return page.evaluate(
    ({ key }) =>
      new Promise<unknown>((resolve, reject) => {
        const opening = indexedDB.open('sika-queue');
        opening.onupgradeneeded = () => opening.result.createObjectStore('writes');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const reading = db.transaction('writes').objectStore('writes').get(key);
          reading.onsuccess = () => {
            db.close();
            resolve(reading.result);
          };
          reading.onerror = () => reject(reading.error);
        };
      }),
    { key: `draft:${vendorId}:${form}` },
  );
}

/** Where aPhoto draws: the photo's size, its square's place and size, and a JPEG quality (else the browser's). */
export type PhotoLayout = { size: [number, number]; square: [number, number, number, number]; quality?: number };

/** 1200x900 px, the square in the middle, at quality 0.9. */
const LARGE_PHOTO: PhotoLayout = { size: [1200, 900], square: [300, 200, 600, 500], quality: 0.9 };

/** A JPEG photo drawn by the browser itself (no binary fixture): a square of one colour on another. */
export async function aPhoto(
  page: Page,
  colours: [string, string],
  layout: PhotoLayout = LARGE_PHOTO,
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ colours: [background, square], layout: { size, square: at, quality } }) => {
      const canvas = new OffscreenCanvas(...size);
      const context = canvas.getContext('2d')!;
      context.fillStyle = background;
      context.fillRect(0, 0, ...size);
      context.fillStyle = square;
      context.fillRect(...at);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality })).arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { colours, layout },
  );
  return Buffer.from(base64, 'base64');
}
