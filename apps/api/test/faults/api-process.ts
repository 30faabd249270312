// The api as a real child process (`node apps/api/src/main.ts`), on a free loopback port: for the
// fault tests that kill it, stop its database under it or run two of it side by side.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../src/config.ts';
import { operation, pathOf, type OperationId } from '../helpers/contract.ts';
import { freePort } from '../helpers/ports.ts';

const MAIN = path.join(REPO_ROOT, 'apps/api/src/main.ts');
const ADMIN = path.join(REPO_ROOT, 'apps/api/src/cli/admin.ts');

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or signal) when it ends. */
  exited: Promise<number | string>;
  /** SIGKILL: no close, no checkpoint, nothing flushed by the process. */
  kill9(): Promise<void>;
  /** SIGTERM and wait: the clean shutdown of main.ts. */
  stop(): Promise<void>;
}

/** Starts main.ts with `env` on top of a quiet, portal-less base; resolves once it listens. */
export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PORTAL_DIST: '/nonexistent-portal',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  await new Promise<void>((resolve, reject) => {
    // Generous: a first PGlite start creates its cluster, and CI machines are shared.
    const timer = setTimeout(() => reject(new Error(`api did not start in 90 s:\n${text}`)), 90_000);
    const check = () => {
      if (text.includes('Sika is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`api exited with ${code} before listening:\n${text}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => text,
    exited,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `pnpm admin ...` against the same database (DATA_DIR or DATABASE_URL in `env`). */
export async function adminCli(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [ADMIN, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: '', ...env },
  });
  return stdout;
}

export interface FetchOptions {
  /** An access token, sent as `Authorization: Bearer`. */
  token?: string;
  /** An object is sent as JSON; bytes or text as they are (give their content-type). */
  body?: unknown;
  /** The path's parameters, e.g. `{ productKey }`. */
  params?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * An operation of the contract over HTTP to a real server, by its operationId (method and path
 * from the contract): `fetchOperation(api.url, 'login', { body: { email, password } })`.
 */
export function fetchOperation(base: string, operationId: OperationId, options: FetchOptions = {}): Promise<Response> {
  const { token, body, params, headers = {} } = options;
  const json = body !== undefined && typeof body !== 'string' && !(body instanceof Uint8Array);
  return fetch(`${base}${pathOf(operationId, params)}`, {
    method: operation(operationId).method,
    headers: {
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as string | Uint8Array<ArrayBuffer>) }),
  });
}

export interface Client {
  email: string;
  password: string;
  accessToken: string;
  cookie: string;
}

/** Registers over HTTP, completes sign-up, and has the admin CLI verify the vendor: ready to sell. */
export async function sellerOver(url: string, adminEnv: Record<string, string>): Promise<Client> {
  const email = `fault-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = 'correct-horse-7';
  const registered = await fetchOperation(url, 'register', { body: { email, password } });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const body = (await registered.json()) as { accessToken: string; newVendor: { _id: string } };
  const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
  const completed = await fetchOperation(url, 'updateVendor', {
    token: body.accessToken,
    body: {
      id: body.newVendor._id,
      BusinessName: 'Kofi Phones',
      BusinessCategory: 'Electronic Appliances',
      BusinessAddress: 'Kejetia Market, Kumasi',
      mobile: '0207000001',
      momo_mobile_name: 'Kofi Boateng',
      momo_mobile: '0207000002',
      registrationCompleted: true,
    },
  });
  if (completed.status !== 200) throw new Error(`sign-up: ${completed.status} ${await completed.text()}`);
  await adminCli(adminEnv, 'verify', email);
  return { email, password, accessToken: body.accessToken, cookie };
}

export function product(i: number) {
  return {
    title: `Acknowledged ${i}`,
    description: 'Written while the api is killed.',
    price: 10 + i,
    deliveryPrice: 5,
    category: 'Phones and Tablets',
    brand: 'Tecno',
    quantity: 1,
  };
}
