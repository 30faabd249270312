import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { databaseUrl, dataDir, repoRoot } from '../playwright.config.ts';
import { apiCall, apiLogin } from './api.ts';

export const DEMO = { email: 'demo@sika.test', password: 'sika-demo-2026' };
export const SESSION_KEYS = ['vendor_tkn', 'vendor', 'vdmail', 'vid', 'persist'] as const;

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
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
 * The newest .eml in the outbox that was sent to `to` (and matches `containing`), decoded to text.
 * Mails are sent after the answer (the api's background work), so this waits for one, up to 10 s.
 */
export async function lastMailTo(to: string, containing = /./): Promise<string> {
  const outbox = path.join(dataDir!, 'outbox');
  // The outbox folder appears with the first mail: until then there is simply nothing to read.
  const mailsTo = () =>
    (existsSync(outbox) ? readdirSync(outbox) : [])
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => decodeQuotedPrintable(readFileSync(path.join(outbox, name), 'utf8')))
      .filter((text) => text.includes(to) && containing.test(text));
  await expect
    .poll(() => mailsTo().length, { message: `a mail to ${to} in ${outbox}`, timeout: 10_000 })
    .toBeGreaterThan(0);
  return mailsTo().at(-1)!;
}

/**
 * The text of the newest SMS in the SMS outbox sent to `phone` (E.164, e.g. +233241234567) that
 * matches `containing`. Like mail, texts may be sent after the answer, so this waits up to 10 s.
 */
export async function lastSmsTo(phone: string, containing = /./): Promise<string> {
  const outbox = path.join(dataDir!, 'sms-outbox');
  const textsTo = () =>
    (existsSync(outbox) ? readdirSync(outbox) : [])
      .filter((name) => name.endsWith('.txt'))
      .sort()
      .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
      .filter((text) => text.startsWith(`To: ${phone}\n`) && containing.test(text))
      .map((text) => text.slice(text.indexOf('\n\n') + 2).trimEnd());
  await expect
    .poll(() => textsTo().length, { message: `an SMS to ${phone} in ${outbox}`, timeout: 10_000 })
    .toBeGreaterThan(0);
  return textsTo().at(-1)!;
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
 * A vendor registered and its sign-up finished through the api, as sign-up's three steps leave it
 * (sign-up has journeys of its own), waiting for verification; its id and its access token. The
 * business details are any valid ones: no journey reads them back.
 */
export async function registeredVendor(
  request: APIRequestContext,
  email: string,
  password: string,
  BusinessName = 'Kofi Electronics',
): Promise<{ vendorId: string; accessToken: string; headers: { authorization: string } }> {
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
export async function verifiedVendor(
  request: APIRequestContext,
  email: string,
  password: string,
  BusinessName = 'Kofi Electronics',
): Promise<{ vendorId: string; accessToken: string; headers: { authorization: string } }> {
  const vendor = await registeredVendor(request, email, password, BusinessName);
  admin('verify', email);
  return vendor;
}

/**
 * A new vendor, registered and verified through the api (as `verifiedVendor`), then logged in on
 * the portal's dashboard: the start of every journey about what a verified vendor does. Sign-up
 * itself has journeys of its own (onboarding.spec.ts). Its e-mail is unique, named by `label`.
 */
export async function loggedInNewVendor(page: Page, request: APIRequestContext, label: string, password: string) {
  const email = uniqueEmail(label);
  await verifiedVendor(request, email, password);
  await logIn(page, email, password);
  await expect(page).toHaveURL('/vendor-main-page');
  return email;
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

/** A JPEG photo drawn by the browser itself (no binary fixture), in the given colours. */
export async function aPhoto(page: Page, colours: [string, string]): Promise<Buffer> {
  const base64 = await page.evaluate(async ([background, square]) => {
    const canvas = new OffscreenCanvas(1200, 900);
    const context = canvas.getContext('2d')!;
    context.fillStyle = background!;
    context.fillRect(0, 0, 1200, 900);
    context.fillStyle = square!;
    context.fillRect(300, 200, 600, 500);
    const bytes = new Uint8Array(
      await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer(),
    );
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, colours);
  return Buffer.from(base64, 'base64');
}
