// The admin CLI and the internal routes it uses while a server holds the embedded database.
// Routes: injected, on every driver. CLI: spawned as a child process, once per way it reaches the
// database: (a) through a running server (started in this process on a random port), (b) opening
// PGlite itself when nothing runs, (c) straight to DATABASE_URL.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ADMIN_SECRET_HEADER,
  adminFilePath,
  loopbackUrl,
  newAdminSecret,
  publishAdminEndpoint,
  readAdminEndpoint,
} from '../src/admin/endpoint.ts';
import { buildApp } from '../src/app.ts';
import { runAdmin } from '../src/cli/admin.ts';
import { parseConfig, REPO_ROOT, type Config } from '../src/config.ts';
import type { Database, Db } from '../src/db/client.ts';
import { openConfiguredDatabase } from '../src/db/open.ts';
import { insertOrder, orderValues } from '../src/db/queries/orders.ts';
import { insertVendor } from '../src/db/queries/vendors.ts';
import { DEFAULT_BUYER } from '../src/admin/operations.ts';
import { orderPlan } from '@sika/domain';
import { orders, products, vendors } from '../src/db/schema.ts';
import { DEMO_LOGIN, seedDemo } from '../src/db/seed.ts';
import { startApp, uniqueEmail, withTestApp } from './helpers/app.ts';
import { drivers, openTestDatabase } from './helpers/databases.ts';
import { MemoryMailer, parseMail, partOf } from './helpers/mail.ts';
import { createProduct, seller } from './helpers/products.ts';

const CLI = path.join(import.meta.dirname, '../src/cli/admin.ts');
const SLOW = { timeout: 120_000 };

/** One of each: waiting for verification, still signing up, already verified. */
async function addVendors(db: Db, prefix: string) {
  const base = { passwordHash: 'not-a-real-hash', businessName: `${prefix} Traders` };
  const pending = await insertVendor(db, {
    ...base,
    email: uniqueEmail(`${prefix}-pending`),
    registrationCompleted: true,
    createdAt: new Date('2026-11-20T09:30:00Z'),
  });
  const incomplete = await insertVendor(db, { ...base, email: uniqueEmail(`${prefix}-incomplete`) });
  const verified = await insertVendor(db, {
    ...base,
    email: uniqueEmail(`${prefix}-verified`),
    registrationCompleted: true,
    isVerified: true,
  });
  return { pending, incomplete, verified };
}

async function isVerified(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ v: vendors.isVerified }).from(vendors).where(eq(vendors.id, id));
  return rows[0]!.v;
}

interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `command` without blocking this process (it may be the server the CLI talks to), with this
 * environment but for DATABASE_URL (the CLI must use its own DATA_DIR unless a test says otherwise).
 */
function runProcess(command: string, args: string[], env: Record<string, string>, cwd?: string): Promise<CliResult> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...inherited, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Runs the CLI itself (see runProcess). */
const runCli = (env: Record<string, string>, ...args: string[]) => runProcess(process.execPath, [CLI, ...args], env);

async function outboxMails(dataDir: string) {
  const dir = path.join(dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.map(async (f) => parseMail(await readFile(path.join(dir, f), 'utf8'))));
}

describe.each(drivers)('internal admin routes on %s', (driver) => {
  const SECRET = newAdminSecret();
  const t = withTestApp(driver, { deps: { adminSecret: SECRET } });

  const admin = (
    method: 'GET' | 'POST',
    route: string,
    options: { secret?: string; remoteAddress?: string; headers?: Record<string, string>; payload?: object } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/${route}`,
      headers: {
        ...(options.secret !== undefined ? { [ADMIN_SECRET_HEADER]: options.secret } : {}),
        ...options.headers,
      },
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(options.payload ? { payload: options.payload } : {}),
    });

  it('are invisible without the secret, from another machine, or through a proxy: the 404 of an unknown route', async () => {
    const unknown = await t.app.inject('/api/admin/nothing-here');
    expect(unknown.statusCode).toBe(404);
    const refused = [
      await admin('GET', 'pending-vendors'),
      await admin('GET', 'pending-vendors', { secret: 'wrong' }),
      await admin('GET', 'pending-vendors', { secret: `${SECRET}x` }),
      await admin('GET', 'pending-vendors', { secret: SECRET, remoteAddress: '192.168.1.20' }),
      await admin('GET', 'pending-vendors', { secret: SECRET, remoteAddress: '::ffff:10.0.0.1' }),
      await admin('GET', 'pending-vendors', { secret: SECRET, headers: { 'x-forwarded-for': '203.0.113.9' } }),
      await admin('GET', 'pending-vendors', { secret: SECRET, headers: { forwarded: 'for=203.0.113.9' } }),
      // Refused before the body is read or checked.
      await admin('POST', 'verify-vendor', { secret: 'wrong', payload: { nonsense: true } }),
      await admin('POST', 'seed', { remoteAddress: '192.168.1.20' }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await admin('GET', 'pending-vendors', { secret: SECRET, remoteAddress })).statusCode).toBe(200);
    }
  });

  it('do not exist at all when the app has no admin secret', async () => {
    const plain = await startApp(t.testDb.database);
    const response = await plain.app.inject({
      url: '/api/admin/pending-vendors',
      headers: { [ADMIN_SECRET_HEADER]: SECRET },
    });
    await plain.app.close();
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('list the vendors waiting for verification, oldest first', async () => {
    const { pending, incomplete, verified } = await addVendors(t.testDb.database.db, 'routes');
    const response = await admin('GET', 'pending-vendors', { secret: SECRET });
    const emails = (response.json().vendors as Array<{ email: string }>).map((v) => v.email);
    expect(emails).toContain(pending.email);
    expect(emails).not.toContain(incomplete.email);
    expect(emails).not.toContain(verified.email);
    expect(response.json().vendors.find((v: { email: string }) => v.email === pending.email)).toEqual({
      email: pending.email,
      businessName: 'routes Traders',
      registeredAt: '2026-11-20T09:30:00.000Z',
    });
  });

  it('verify a vendor once, mailing "account verified" with a link to the portal', async () => {
    const { pending } = await addVendors(t.testDb.database.db, 'verify');
    const first = await admin('POST', 'verify-vendor', {
      secret: SECRET,
      payload: { email: pending.email.toUpperCase() },
    });
    expect(first.json()).toEqual({
      outcome: 'verified',
      email: pending.email,
      registrationCompleted: true,
      mail: { sent: true, location: 'memory' },
      // The vendor turned no order pings on: none sent.
      push: { sent: 0, gone: 0, failed: 0 },
    });
    expect(await isVerified(t.testDb.database.db, pending.id)).toBe(true);
    const [mail] = t.mailer.to(pending.email);
    expect(mail!.subject).toBe('Sika: your account is verified');
    expect(mail!.text).toContain('You can now log in');
    expect(mail!.links).toEqual(['http://localhost:3000/']);

    const again = await admin('POST', 'verify-vendor', { secret: SECRET, payload: { email: pending.email } });
    expect(again.json()).toEqual({ outcome: 'already-verified', email: pending.email });
    expect(t.mailer.to(pending.email)).toHaveLength(1);

    const unknown = await admin('POST', 'verify-vendor', { secret: SECRET, payload: { email: 'nobody@example.com' } });
    expect(unknown.json()).toEqual({ outcome: 'unknown' });
  });

  it('still verify when the mail fails, and say so', async () => {
    const mailer = new MemoryMailer();
    mailer.failWith = new Error('554 relay denied');
    const failing = await startApp(t.testDb.database, { deps: { adminSecret: SECRET, mailer } });
    const { pending } = await addVendors(t.testDb.database.db, 'mailfail');
    const response = await failing.app.inject({
      method: 'POST',
      url: '/api/admin/verify-vendor',
      headers: { [ADMIN_SECRET_HEADER]: SECRET },
      payload: { email: pending.email },
    });
    await failing.app.close();
    expect(response.json()).toMatchObject({ outcome: 'verified', mail: { sent: false, error: '554 relay denied' } });
    expect(await isVerified(t.testDb.database.db, pending.id)).toBe(true);
  });

  it('seed the demo vendor once', async () => {
    const first = await admin('POST', 'seed', { secret: SECRET });
    const second = await admin('POST', 'seed', { secret: SECRET });
    expect(first.json()).toEqual({ created: true, email: DEMO_LOGIN.email, password: DEMO_LOGIN.password });
    expect(second.json()).toMatchObject({ created: false });
  });

  it("create an order with the domain's plan, mail the vendor, refuse a plan the price does not qualify for", async () => {
    const db = t.testDb.database.db;
    const me = await seller(t.app, db);
    const product = await createProduct(t.app, me, { price: 1500 });
    const created = await admin('POST', 'create-order', {
      secret: SECRET,
      payload: { productId: product._id, months: 3, buyer: { firstname: 'Abena', city: 'Sunyani' } },
    });
    expect(created.statusCode).toBe(200);
    const result = created.json();
    expect(result).toMatchObject({
      outcome: 'created',
      order: { productTitle: product.title, status: 'Approved', duration: '3 months', totalGhs: 1500 },
      mail: { sent: true },
    });
    expect(result.order.paymentsGhs).toEqual(
      orderPlan(1500, 3)!
        .paymentsPesewas.filter((p) => p > 0)
        .map((p) => p / 100),
    );
    expect(t.mailer.to(me.email).map((m) => m.subject)).toEqual([`Sika: new order ${result.order.orderNumber}`]);
    const [row] = await db.select().from(orders).where(eq(orders.id, result.order.id));
    expect(row).toMatchObject({ buyerFirstname: 'Abena', city: 'Sunyani', vendorId: me.id });

    const refused = await admin('POST', 'create-order', {
      secret: SECRET,
      payload: { productId: product._id, months: 6 },
    });
    expect(refused.json()).toEqual({ outcome: 'plan-refused', priceGhs: 1500, allowedMonths: [2, 3] });
    const bad = await admin('POST', 'create-order', { secret: SECRET, payload: { productId: product._id, months: 4 } });
    expect(bad.statusCode).toBe(400);

    const status = await admin('POST', 'set-order-status', {
      secret: SECRET,
      payload: { orderNumber: result.order.orderNumber, status: 'Delivered' },
    });
    expect(status.json()).toMatchObject({ outcome: 'updated', previous: 'Approved', order: { status: 'Delivered' } });
    // Completed by hand is refused while an instalment is unpaid: the order stays Delivered.
    const completed = await admin('POST', 'set-order-status', {
      secret: SECRET,
      payload: { orderNumber: result.order.orderNumber, status: 'Completed' },
    });
    expect(completed.json()).toMatchObject({ outcome: 'not-paid-up', order: { status: 'Delivered' } });
    const [after] = await db.select().from(orders).where(eq(orders.orderNumber, result.order.orderNumber));
    expect(after!.status).toBe('Delivered');
    const unknownStatus = await admin('POST', 'set-order-status', {
      secret: SECRET,
      payload: { orderNumber: result.order.orderNumber, status: 'Lost' },
    });
    expect(unknownStatus.statusCode).toBe(400);
  });

  it('confirm a delivery from the photo of its handover, show where it is, or say why not', async () => {
    const db = t.testDb.database.db;
    const me = await seller(t.app, db);
    const product = await createProduct(t.app, me, { price: 1500 });
    const created = await admin('POST', 'create-order', {
      secret: SECRET,
      payload: { productId: product._id, months: 2 },
    });
    const { orderNumber } = created.json().order as { orderNumber: string };
    const confirm = (payload: object) => admin('POST', 'confirm-delivery', { secret: SECRET, payload });
    expect((await confirm({ orderNumber })).json()).toMatchObject({
      outcome: 'not-shipped',
      order: { status: 'Approved' },
    });
    await db.update(orders).set({ status: 'Shipped' }).where(eq(orders.orderNumber, orderNumber));
    expect((await confirm({ orderNumber })).json()).toMatchObject({ outcome: 'no-handover' });
    // A photo of the handover, as handOverOrder keeps it.
    const sentAt = new Date('2026-11-28T10:15:00Z');
    await db
      .update(orders)
      .set({ handoverAt: sentAt, deliveryPhoto: 'abc-photo.webp' })
      .where(eq(orders.orderNumber, orderNumber));
    const shown = await confirm({ orderNumber, show: true });
    expect(shown.json()).toMatchObject({
      outcome: 'waiting',
      order: { status: 'Shipped' },
      photo: { sentAt: sentAt.toISOString(), location: expect.stringMatching(/[\\/]handovers[\\/]abc-photo\.webp$/) },
    });
    const done = await confirm({ orderNumber });
    expect(done.json()).toMatchObject({ outcome: 'confirmed', order: { status: 'Delivered' } });
    const [after] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(after).toMatchObject({ status: 'Delivered', deliveryPhoto: 'abc-photo.webp' });
    expect((await confirm({ orderNumber: 'SK-1' })).json()).toEqual({ outcome: 'unknown-order' });
    expect((await confirm({ orderNumber, show: 'yes' })).statusCode).toBe(400);
    expect((await confirm({})).statusCode).toBe(400);
    expect((await admin('POST', 'confirm-delivery', { payload: { orderNumber } })).statusCode).toBe(404);
  });

  it('record payments, pay out and check the ledger; bad input is a 400', async () => {
    const db = t.testDb.database.db;
    const me = await seller(t.app, db);
    await db.update(vendors).set({ momoMobile: '+233244123456' }).where(eq(vendors.id, me.id));
    const product = await createProduct(t.app, me, { price: 450 });
    const created = await admin('POST', 'create-order', {
      secret: SECRET,
      payload: { productId: product._id, months: 2 },
    });
    const { orderNumber } = created.json().order as { orderNumber: string };
    const first = await admin('POST', 'record-payment', { secret: SECRET, payload: { orderNumber, instalment: 1 } });
    expect(first.json()).toMatchObject({ outcome: 'recorded', instalment: 1, collected: 1, instalments: 2 });
    const again = await admin('POST', 'record-payment', { secret: SECRET, payload: { orderNumber, instalment: 1 } });
    expect(again.json()).toEqual({ outcome: 'already-recorded', orderNumber, instalment: 1 });
    for (const payload of [{ orderNumber, instalment: 7 }, { orderNumber }, { orderNumber, instalment: '1' }]) {
      expect((await admin('POST', 'record-payment', { secret: SECRET, payload })).statusCode).toBe(400);
    }
    const paid = await admin('POST', 'pay-out', { secret: SECRET, payload: { email: me.email } });
    expect(paid.json()).toMatchObject({
      outcome: 'done',
      vendors: [{ outcome: 'paid', email: me.email, momoMasked: '024 *** 3456', instalments: 1, orders: 1 }],
    });
    // The vendor is told by e-mail, with the reference the MoMo SMS shows.
    const { reference } = paid.json().vendors[0] as { reference: string };
    const mails = t.mailer.to(me.email).filter((m) => m.subject === `Sika: payout ${reference}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('to your MoMo number 024 *** 3456');
    expect(paid.json().vendors[0]).toMatchObject({ mail: { sent: true } });
    const all = await admin('POST', 'pay-out', { secret: SECRET, payload: { all: true } });
    expect(all.json()).toEqual({ outcome: 'done', vendors: [] });
    expect((await admin('POST', 'pay-out', { secret: SECRET, payload: { all: false } })).statusCode).toBe(400);
    expect((await admin('POST', 'pay-out', { secret: SECRET, payload: {} })).statusCode).toBe(400);
    const check = await admin('GET', 'ledger-check', { secret: SECRET });
    expect(check.json()).toMatchObject({ problems: [] });
    expect((await admin('GET', 'ledger-check')).statusCode).toBe(404);
  });
});

describe('admin CLI', () => {
  const folders: string[] = [];
  async function tempDataDir(): Promise<string> {
    const folder = await mkdtemp(path.join(tmpdir(), 'sika-admin-'));
    folders.push(folder);
    return folder;
  }
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  function configFor(dataDir: string, extra: Record<string, string> = {}): Config {
    return parseConfig({ DATA_DIR: dataDir, PORTAL_DIST: '/nonexistent-portal', ...extra });
  }

  describe('usage', () => {
    async function usage(args: string[]): Promise<CliResult> {
      let stdout = '';
      let stderr = '';
      const status = await runAdmin(args, { out: (text) => (stdout += text), err: (text) => (stderr += text) });
      return { status, stdout, stderr };
    }

    it.each([
      [[], 'Missing command.'],
      [['frobnicate'], 'Unknown command "frobnicate".'],
      [['verify'], '"verify" needs the e-mail address of the vendor.'],
      [['verify', 'not-an-email'], '"not-an-email" is not an e-mail address.'],
      [['verify', 'a@b.co', 'c@d.co'], '"verify" takes one e-mail address (got a@b.co c@d.co).'],
      [['list-pending', 'now'], '"list-pending" takes no arguments (got now).'],
      [['seed', '--force'], '"seed" takes no arguments (got --force).'],
      [['create-order'], '"create-order" needs the id of a product.'],
      [['create-order', 'p1'], '"create-order" needs --months 2, 3 or 6.'],
      [['create-order', 'p1', '--months', '4'], '--months must be one of 2, 3, 6 (got 4).'],
      [['create-order', 'p1', '--months'], '"--months" needs a value.'],
      [['create-order', 'p1', '--colour', 'red'], 'Unknown option "--colour" of "create-order".'],
      [['create-order', 'p1', '--months', '2', 'p2'], '"create-order" takes one product id (got p1 p2).'],
      [['create-order', 'p1', '--buyer', '--city', 'Accra'], '"--buyer" needs a value.'],
      [['create-order', 'p1', '--months='], '"--months" needs a value.'],
      [['create-order', 'p1', '--months', '2', '--city', ' '], '"--city" needs a value.'],
      [
        ['create-order', 'p1', '--months', '2', '--count', '0'],
        '--count must be a whole number from 1 to 1000 (got 0).',
      ],
      [
        ['create-order', 'p1', '--months', '2', '--count', '2.5'],
        '--count must be a whole number from 1 to 1000 (got 2.5).',
      ],
      [['set-order-status', 'SK-1'], '"set-order-status" needs an order number and a status.'],
      [
        ['set-order-status', 'SK-1', 'Lost'],
        '"Lost" is not a status; one of: Approved, Shipped, Delivered, Completed, Cancelled.',
      ],
      [['confirm-delivery'], '"confirm-delivery" needs one order number.'],
      [['confirm-delivery', 'SK-1', 'SK-2'], '"confirm-delivery" needs one order number.'],
      [['confirm-delivery', 'SK-1', '--look'], 'Unknown option "--look" of "confirm-delivery".'],
      [['confirm-delivery', 'SK-1', '--show=yes'], '"--show" takes no value.'],
      [['record-payment', 'SK-1'], '"record-payment" needs an order number and an instalment (1 to 6).'],
      [['record-payment', 'SK-1', '7'], '"7" is not an instalment: 1 (the initial payment) to 6.'],
      [['record-payment', 'SK-1', 'first'], '"first" is not an instalment: 1 (the initial payment) to 6.'],
      [['pay-out'], '"pay-out" needs --vendor <email> or --all.'],
      [['pay-out', '--vendor'], '"pay-out" needs --vendor <email> or --all.'],
      [['pay-out', '--vendor', 'not-an-email'], '"not-an-email" is not an e-mail address.'],
      [['pay-out', '--all', '--vendor', 'a@b.co'], '"pay-out" needs --vendor <email> or --all.'],
      [['pay-out', '--all=yes'], '"--all" takes no value.'],
      [['pay-out', '--all', 'now'], '"pay-out" takes no other arguments (got now).'],
      [['ledger'], '"ledger" takes one argument: check.'],
      [['ledger', 'fix'], '"ledger" takes one argument: check.'],
    ])('%j: says what is wrong, then the usage, on stderr, exit code 2', async (args, message) => {
      const result = await usage(args);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.startsWith(`${message}\n\nUsage: pnpm admin <command>`)).toBe(true);
      for (const command of [
        'list-pending',
        'verify <email>',
        'seed',
        'create-order <product-id>',
        'set-order-status',
        'confirm-delivery <order-number> [--show]',
        'record-payment <order-number> <instalment>',
        'pay-out --vendor <email> | --all',
        'ledger check',
        'help',
      ])
        expect(result.stderr).toContain(command);
    });

    it('as a process too: exit code 2 for bad usage, 0 and stdout for help', async () => {
      const bad = await runCli({ DATA_DIR: '/nonexistent-sika-data' }, 'verify');
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('"verify" needs the e-mail address of the vendor.');
      const help = await runCli({}, 'help');
      expect(help.status).toBe(0);
      expect(help.stderr).toBe('');
      expect(help.stdout).toContain('verify <email>   Verify that vendor and e-mail them');
    });
  });

  it('(b) opens the embedded database itself when no server holds it', SLOW, async () => {
    const dataDir = await tempDataDir();
    const env = { DATA_DIR: dataDir, PUBLIC_URL: 'https://vendors.sika.example' };
    const config = configFor(dataDir);
    let database: Database = await openConfiguredDatabase(config);
    const { pending, incomplete, verified } = await addVendors(database.db, 'direct');
    await database.close();
    // A file left by a server that is gone must not send the CLI looking for it.
    await writeFile(adminFilePath(dataDir), JSON.stringify({ url: 'http://127.0.0.1:9', secret: 'old', pid: 999_999 }));

    const list = await runCli(env, 'list-pending');
    expect(list.stderr).toBe('');
    expect(list.status).toBe(0);
    expect(list.stdout).toContain('1 vendor waits for verification:');
    expect(list.stdout).toMatch(/E-MAIL\s+BUSINESS NAME\s+REGISTERED AT/);
    expect(list.stdout).toContain(pending.email);
    expect(list.stdout).toContain('direct Traders');
    expect(list.stdout).toContain('2026-11-20 09:30 UTC');
    expect(list.stdout).not.toContain(incomplete.email);
    expect(list.stdout).not.toContain(verified.email);

    const verify = await runCli(env, 'verify', pending.email);
    expect(verify.stderr).toBe('');
    expect(verify.status).toBe(0);
    expect(verify.stdout).toContain(`Verified ${pending.email}.`);
    expect(verify.stdout).toMatch(/The "account verified" e-mail was sent \(.*\/outbox\/.*\.eml\)/);
    const [mail] = await outboxMails(dataDir);
    expect(mail!.headers.to).toBe(pending.email);
    expect(mail!.headers.subject).toBe('Sika: your account is verified');
    expect(partOf(mail!, 'text/plain')).toContain('https://vendors.sika.example/');

    const again = await runCli(env, 'verify', pending.email);
    expect(again.status).toBe(0);
    expect(again.stdout).toBe(`${pending.email} is already verified; nothing to do.\n`);

    const unknown = await runCli(env, 'verify', 'nobody@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe('No vendor has the e-mail address nobody@example.com.\n');

    const empty = await runCli(env, 'list-pending');
    expect(empty.stdout).toBe('No vendors are waiting for verification.\n');

    database = await openConfiguredDatabase(config);
    try {
      expect(await isVerified(database.db, pending.id)).toBe(true);
      expect(await isVerified(database.db, incomplete.id)).toBe(false);
    } finally {
      await database.close();
    }
    expect(await outboxMails(dataDir)).toHaveLength(1);
  });

  // Its own test (and folder): every command is a process opening PGlite, slow on a loaded machine.
  it('(b) creates orders and changes their status on the embedded database', SLOW, async () => {
    const dataDir = await tempDataDir();
    const env = { DATA_DIR: dataDir, PUBLIC_URL: 'https://vendors.sika.example' };
    const config = configFor(dataDir);
    // Orders: the seed's products are the ones to order (the buyer side is not in the portal).
    const database = await openConfiguredDatabase(config);
    const { vendorId } = await seedDemo(database.db);
    const [laptop] = await database.db.select().from(products).where(eq(products.title, 'HP 15 laptop'));
    await database.close();
    expect(laptop?.vendorId).toBe(vendorId);
    const placed = await runCli(
      env,
      'create-order',
      laptop!.id,
      '--months',
      '6',
      '--buyer',
      'Kojo Antwi',
      '--city',
      'Koforidua',
    );
    expect(placed.stderr).toBe('');
    expect(placed.status).toBe(0);
    const orderNumber = /Order (SK-\d+) created/.exec(placed.stdout)?.[1];
    expect(placed.stdout).toContain('HP 15 laptop, Approved, 6 months, GHS 7,800 = GHS 1,950 + GHS 1,170');
    expect(placed.stdout).toContain(`The vendor (${DEMO_LOGIN.email}) was e-mailed`);
    expect(placed.stdout).toMatch(/The buyer's delivery code: \d{4}\./);
    const refused = await runCli(env, 'create-order', laptop!.id, '--months', '2');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      'A GHS 7,800 product does not qualify for 2 months (plans it qualifies for, in months: 6).\n',
    );
    // --count places that many, one after another, each numbered and mailed like one.
    const three = await runCli(env, 'create-order', laptop!.id, '--months', '6', '--count', '3');
    expect(three.status).toBe(0);
    expect(three.stdout.match(/Order SK-\d+ created/g)).toHaveLength(3);
    const shipped = await runCli(env, 'set-order-status', orderNumber!, 'shipped');
    expect(shipped.stdout).toBe(`Order ${orderNumber}: Approved -> Shipped.\n`);
    // confirm-delivery: only with a photo of the handover waiting, and it says where the photo is.
    const noPhoto = await runCli(env, 'confirm-delivery', orderNumber!);
    expect(noPhoto.status).toBe(1);
    expect(noPhoto.stderr).toBe(
      `Order ${orderNumber} is Shipped with no photo of its handover waiting: the vendor delivers it with the buyer's code.\n`,
    );
    const withPhoto = await openConfiguredDatabase(config);
    await withPhoto.db
      .update(orders)
      .set({ handoverAt: new Date('2026-11-28T10:15:00Z'), deliveryPhoto: 'abc-photo.webp' })
      .where(eq(orders.orderNumber, orderNumber!));
    await withPhoto.close();
    const photo = path.join(dataDir, 'images', 'handovers', 'abc-photo.webp');
    const shown = await runCli(env, 'confirm-delivery', orderNumber!, '--show');
    expect(shown.status).toBe(0);
    expect(shown.stdout).toContain('a photo of the handover waits since 2026-11-28 10:15 UTC.\n');
    expect(shown.stdout).toContain(`Photo: ${photo}\nNothing was changed.`);
    const confirmed = await runCli(env, 'confirm-delivery', orderNumber!);
    expect(confirmed.stderr).toBe('');
    expect(confirmed.stdout).toBe(
      `Order ${orderNumber}: Shipped -> Delivered, delivery confirmed from the photo of the handover sent 2026-11-28 10:15 UTC.\nPhoto (kept): ${photo}\n`,
    );
    const again = await runCli(env, 'confirm-delivery', orderNumber!);
    expect(again.status).toBe(1);
    expect(again.stderr).toBe(
      `Order ${orderNumber} is Delivered: only a Shipped order whose handover photo waits can be confirmed.\n`,
    );
    const missing = await runCli(env, 'set-order-status', 'SK-1', 'Shipped');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe('No order has the number SK-1.\n');
    const newOrderMails = (await outboxMails(dataDir)).filter((m) => m.headers.subject?.includes('new order'));
    expect(newOrderMails.map((m) => m.headers.to)).toEqual(Array(4).fill(DEMO_LOGIN.email));
  });

  it('(b) records payments, pays out and checks the ledger on the embedded database', SLOW, async () => {
    const dataDir = await tempDataDir();
    const env = { DATA_DIR: dataDir, PUBLIC_URL: 'https://vendors.sika.example' };
    const database = await openConfiguredDatabase(configFor(dataDir));
    const { vendorId } = await seedDemo(database.db);
    const [laptop] = await database.db.select().from(products).where(eq(products.title, 'HP 15 laptop'));
    const order = await insertOrder(
      database.db,
      orderValues(laptop!, DEMO_LOGIN.email, 6, DEFAULT_BUYER, 'Delivered', new Date())!,
    );
    await database.close();
    expect(laptop?.vendorId).toBe(vendorId);

    const first = await runCli(env, 'record-payment', order.orderNumber, '1');
    expect(first.stderr).toBe('');
    expect(first.stdout).toBe(
      `Recorded instalment 1 of ${order.orderNumber}: GHS 1,950 (1 of 6 collected; the order is Delivered).\n`,
    );
    const again = await runCli(env, 'record-payment', order.orderNumber, '1');
    expect(again.stdout).toBe(`Instalment 1 of ${order.orderNumber} is already recorded; nothing to do.\n`);
    expect((await runCli(env, 'record-payment', order.orderNumber, '2')).status).toBe(0);
    const missing = await runCli(env, 'record-payment', 'SK-1', '1');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe('No order has the number SK-1.\n');

    const paid = await runCli(env, 'pay-out', '--vendor', DEMO_LOGIN.email);
    expect(paid.stderr).toBe('');
    expect(paid.stdout).toMatch(
      new RegExp(
        `^Paid GHS 3,120 to ${DEMO_LOGIN.email} on 055 \\*\\*\\* 4567, reference SIKA-PO-\\d{4}-000001: ` +
          '2 instalments of 1 order\\.\\n$',
      ),
    );
    const nothing = await runCli(env, 'pay-out', '--all');
    expect(nothing.stdout).toBe('Nothing is waiting to be paid out.\n');
    const check = await runCli(env, 'ledger', 'check');
    expect(check.status).toBe(0);
    expect(check.stdout).toBe(
      'The ledger holds for 1 vendor: collected GHS 3,120, refunded GHS 0, paid out GHS 3,120, balance GHS 0.\n',
    );
  });

  it('(a) works through the running server while it holds the embedded database', SLOW, async () => {
    const dataDir = await tempDataDir();
    const config = configFor(dataDir);
    const database = await openConfiguredDatabase(config);
    const mailer = new MemoryMailer();
    const secret = newAdminSecret();
    const app = await buildApp(config, { database, mailer, adminSecret: secret, logger: false });
    let unpublish: (() => Promise<void>) | undefined;
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      unpublish = await publishAdminEndpoint(dataDir, {
        url: loopbackUrl(app.server.address()),
        secret,
        pid: process.pid,
      });
      const { pending } = await addVendors(database.db, 'served');
      const env = { DATA_DIR: dataDir };

      const list = await runCli(env, 'list-pending');
      expect(list.stderr).toBe('');
      expect(list.status).toBe(0);
      expect(list.stdout).toContain(pending.email);

      const verify = await runCli(env, 'verify', pending.email);
      expect(verify.stderr).toBe('');
      expect(verify.status).toBe(0);
      expect(verify.stdout).toContain(`Verified ${pending.email}.`);
      // The server sent it, with its own mailer; the CLI never opened the database.
      expect(mailer.to(pending.email).map((m) => m.subject)).toEqual(['Sika: your account is verified']);
      expect(await isVerified(database.db, pending.id)).toBe(true);
      expect(await outboxMails(dataDir)).toEqual([]);

      const seeded = await runCli(env, 'seed');
      expect(seeded.status).toBe(0);
      expect(seeded.stdout).toBe(`Demo vendor created: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n`);
      const [chair] = await database.db.select().from(products).where(eq(products.title, 'Ergonomic office chair'));
      const placed = await runCli(env, 'create-order', chair!.id, '--months', '2');
      expect(placed.stderr).toBe('');
      const orderNumber = /Order (SK-\d+) created/.exec(placed.stdout)![1]!;
      expect(mailer.to(DEMO_LOGIN.email).map((m) => m.subject)).toEqual([`Sika: new order ${orderNumber}`]);
      const cancelled = await runCli(env, 'set-order-status', orderNumber, 'Cancelled');
      expect(cancelled.stdout).toBe(`Order ${orderNumber}: Approved -> Cancelled.\n`);

      // A secret the server does not know: a clear error, exit code 1.
      const published = (await readAdminEndpoint(dataDir))!;
      await writeFile(adminFilePath(dataDir), JSON.stringify({ ...published, secret: 'tampered' }));
      const refused = await runCli(env, 'list-pending');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('refused the admin secret');
      await writeFile(adminFilePath(dataDir), JSON.stringify(published));
    } finally {
      await unpublish?.();
      await app.close();
      await database.close();
    }
    // Removed with the server.
    expect(await readAdminEndpoint(dataDir)).toBeUndefined();
  });

  it.runIf(drivers.includes('postgres'))('(c) goes straight to DATABASE_URL', SLOW, async () => {
    const testDb = await openTestDatabase('postgres');
    const dataDir = await tempDataDir();
    try {
      const { pending } = await addVendors(testDb.database.db, 'postgres');
      const env = { DATA_DIR: dataDir, DATABASE_URL: testDb.url! };

      const list = await runCli(env, 'list-pending');
      expect(list.stderr).toBe('');
      expect(list.stdout).toContain(pending.email);

      const verify = await runCli(env, 'verify', pending.email);
      expect(verify.status).toBe(0);
      expect(await isVerified(testDb.database.db, pending.id)).toBe(true);
      const [mail] = await outboxMails(dataDir);
      expect(mail!.headers.to).toBe(pending.email);

      const seeded = await runCli(env, 'seed');
      expect(seeded.stdout).toContain('Demo vendor created');
      const [freezer] = await testDb.database.db
        .select()
        .from(products)
        .where(eq(products.title, 'Chest freezer, 200 litres'));
      const placed = await runCli(env, 'create-order', freezer!.id, '--months', '3');
      expect(placed.status, placed.stderr).toBe(0);
      const orderNumber = /Order (SK-\d+) created/.exec(placed.stdout)![1]!;
      // Completed is the ledger's to set: nothing is paid yet, so the order stays as it was.
      const completed = await runCli(env, 'set-order-status', orderNumber, 'Completed');
      expect(completed.status).toBe(1);
      expect(completed.stderr).toBe(
        `Order ${orderNumber} stays Approved: an order becomes Completed by itself once it is Delivered and every instalment is recorded (record-payment).\n`,
      );
      expect((await runCli(env, 'set-order-status', orderNumber, 'Delivered')).status).toBe(0);
      const [row] = await testDb.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
      expect(row).toMatchObject({ status: 'Delivered', duration: '3 months', totalPesewas: 360_000 });
      expect(placed.stdout).toContain('The buyer was sent the code by text message');
      // The embedded database was never touched (no pglite folder); the demo pictures went to the
      // configured image storage, DATA_DIR/images by default, the vendor's e-mail to the outbox and
      // the buyer's delivery code to the SMS outbox.
      expect((await readdir(dataDir)).sort()).toEqual(['images', 'outbox', 'sms-outbox']);
      expect((await readdir(path.join(dataDir, 'images'))).length).toBeGreaterThan(0);
    } finally {
      await testDb.dispose();
    }
  });

  const pnpm = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  it.runIf(pnpm.status === 0)('runs as `pnpm admin` from the repository root', SLOW, async () => {
    const dataDir = await tempDataDir();
    const result = await runProcess('pnpm', ['--silent', 'admin', 'list-pending'], { DATA_DIR: dataDir }, REPO_ROOT);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('No vendors are waiting for verification.');
  });
});
