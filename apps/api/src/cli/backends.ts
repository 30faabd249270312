// Where the admin CLI does its work. With DATABASE_URL it opens PostgreSQL itself. With the
// embedded PGlite it opens the data folder itself when nothing holds it, and otherwise asks the
// running server that does (PGlite admits one process), through the internal admin routes.
import { setTimeout as sleep } from 'node:timers/promises';
import { ADMIN_SECRET_HEADER, adminFilePath, readAdminEndpoint, type AdminEndpoint } from '../admin/endpoint.ts';
import type { OrderStatus } from '@sika/domain';
import {
  changeOrderStatus,
  confirmDelivery,
  createOrder,
  ledgerCheck,
  payOutVendors,
  recordOrderPayment,
  pendingVendors,
  seed,
  verifyVendor,
  type ConfirmDeliveryResult,
  type CreateOrderResult,
  type LedgerCheckOutcome,
  type PayOutOutcome,
  type RecordPaymentOutcome,
  type PendingVendor,
  type SeedOutcome,
  type SetStatusResult,
  type VerifyResult,
} from '../admin/operations.ts';
import type { Buyer } from '../db/queries/orders.ts';
import type { Config } from '../config.ts';
import { openConfiguredDatabase, pgliteDir } from '../db/open.ts';
import { DataDirInUseError, lockHolder } from '../db/pglite-lock.ts';
import { configuredMailer } from '../mail/mailer.ts';
import { HANDOVER_FOLDER } from '../images/names.ts';
import { configuredImageStorage } from '../storage/index.ts';
import { configuredSms } from '../sms/sender.ts';
import { mailMessages } from '../mail/messages.ts';
import { pushSender } from '../push/send.ts';

export interface AdminBackend {
  pending(): Promise<PendingVendor[]>;
  verify(email: string): Promise<VerifyResult>;
  seed(): Promise<SeedOutcome>;
  createOrder(input: CreateOrderInput): Promise<CreateOrderResult>;
  setOrderStatus(orderNumber: string, status: OrderStatus): Promise<SetStatusResult>;
  /** `show`: only where the photo is, nothing changed. */
  confirmDelivery(orderNumber: string, show: boolean): Promise<ConfirmDeliveryResult>;
  recordPayment(orderNumber: string, instalment: number): Promise<RecordPaymentOutcome>;
  payOut(target: { email: string } | 'all'): Promise<PayOutOutcome>;
  ledgerCheck(): Promise<LedgerCheckOutcome>;
  close(): Promise<void>;
}

export interface CreateOrderInput {
  productId: string;
  months: number;
  buyer?: Partial<Buyer>;
}

/** A failure the CLI reports as one line (exit 1), without a stack trace. */
export class AdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminError';
  }
}

export interface BackendOptions {
  /** How long to wait for a starting server to publish its admin file. */
  waitForServerMs?: number;
}

async function directBackend(config: Config): Promise<AdminBackend> {
  const database = await openConfiguredDatabase(config);
  // The CLI prints where the mail went itself; the outbox's log line would repeat it.
  const transport = configuredMailer(config, { info: () => {} });
  const messages = mailMessages(config.publicUrl);
  const sms = configuredSms(config, { info: () => {} });
  const images = configuredImageStorage(config.imageStorage);
  // Pings go from this process too, signed with the keys the server keeps in the database.
  const push = pushSender(database.db, config, {
    warn: (details, message) => {
      const cause = 'err' in details && details.err instanceof Error ? ` (${details.err.message})` : '';
      process.stderr.write(`Warning: ${message}${cause}.\n`);
    },
  });
  return {
    pending: () => pendingVendors(database.db),
    verify: (email) => verifyVendor(database.db, email, { transport, messages }, new Date(), push),
    seed: () => seed(database.db, images),
    createOrder: (input) => createOrder(database.db, input, { transport, messages }, new Date(), push, sms),
    setOrderStatus: (orderNumber, status) => changeOrderStatus(database.db, orderNumber, status, new Date()),
    confirmDelivery: (orderNumber, show) =>
      confirmDelivery(database.db, orderNumber, images.within(HANDOVER_FOLDER), new Date(), { show }),
    recordPayment: (orderNumber, instalment) => recordOrderPayment(database.db, orderNumber, instalment, new Date()),
    payOut: (target) => payOutVendors(database.db, target, new Date(), { mail: { transport, messages }, push }),
    ledgerCheck: () => ledgerCheck(database.db),
    close: async () => {
      await transport.close();
      await sms.close();
      await images.close();
      await database.close();
    },
  };
}

function serverBackend(config: Config, endpoint: AdminEndpoint): AdminBackend {
  async function call<T>(method: 'GET' | 'POST', route: string, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${endpoint.url}/api/admin/${route}`, {
        method,
        headers: {
          [ADMIN_SECRET_HEADER]: endpoint.secret,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      const reason = error instanceof Error ? (error.cause as Error | undefined)?.message || error.message : error;
      throw new AdminError(`Could not reach the running server at ${endpoint.url}: ${String(reason)}`);
    }
    if (response.status === 404) {
      throw new AdminError(
        `The running server (pid ${endpoint.pid}) refused the admin secret of ${adminFilePath(config.dataDir)}. ` +
          'Restart the server, or check that DATA_DIR names the folder it uses.',
      );
    }
    const payload = (await response.json().catch(() => ({}))) as T & { message?: string };
    if (!response.ok) {
      throw new AdminError(`The running server answered ${response.status}: ${payload.message ?? 'no details'}`);
    }
    return payload;
  }
  return {
    pending: async () => (await call<{ vendors: PendingVendor[] }>('GET', 'pending-vendors')).vendors,
    verify: (email) => call<VerifyResult>('POST', 'verify-vendor', { email }),
    seed: () => call<SeedOutcome>('POST', 'seed'),
    createOrder: (input) => call<CreateOrderResult>('POST', 'create-order', input),
    setOrderStatus: (orderNumber, status) => call<SetStatusResult>('POST', 'set-order-status', { orderNumber, status }),
    confirmDelivery: (orderNumber, show) =>
      call<ConfirmDeliveryResult>('POST', 'confirm-delivery', { orderNumber, show }),
    recordPayment: (orderNumber, instalment) =>
      call<RecordPaymentOutcome>('POST', 'record-payment', { orderNumber, instalment }),
    payOut: (target) => call<PayOutOutcome>('POST', 'pay-out', target === 'all' ? { all: true } : target),
    ledgerCheck: () => call<LedgerCheckOutcome>('GET', 'ledger-check'),
    close: async () => {},
  };
}

/** The endpoint the server holding the data folder published; waits a little for one starting up. */
async function endpointOf(config: Config, pid: number, waitMs: number): Promise<AdminEndpoint> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const endpoint = await readAdminEndpoint(config.dataDir);
    if (endpoint?.pid === pid) return endpoint;
    if (Date.now() >= deadline || lockHolder(pgliteDir(config)) !== pid) break;
    await sleep(250);
  }
  throw new AdminError(
    `The database in ${pgliteDir(config)} is in use by process ${pid}, which has not published ` +
      `${adminFilePath(config.dataDir)}. If the server is still starting, try again in a moment; ` +
      'otherwise stop that process.',
  );
}

export async function openBackend(config: Config, options: BackendOptions = {}): Promise<AdminBackend> {
  if (config.databaseUrl) return directBackend(config);
  const waitMs = options.waitForServerMs ?? 15_000;
  const holder = lockHolder(pgliteDir(config));
  if (holder !== undefined) return serverBackend(config, await endpointOf(config, holder, waitMs));
  try {
    return await directBackend(config);
  } catch (error) {
    // A server took the folder between the check and the open.
    if (!(error instanceof DataDirInUseError)) throw error;
    const racer = lockHolder(pgliteDir(config));
    if (racer === undefined) throw error;
    return serverBackend(config, await endpointOf(config, racer, waitMs));
  }
}
