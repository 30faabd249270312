// How the admin CLI reaches a running server: PGlite admits one process per data folder, so while
// the server holds it the CLI asks the server instead (internal routes under /api/admin, see
// routes/admin.ts). At start the server writes DATA_DIR/admin.secret (mode 0600: only its user
// may read it) holding its loopback URL, a random secret and its pid; the CLI reads it.
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const ADMIN_FILE = 'admin.secret';
/** The request header that carries the secret. */
export const ADMIN_SECRET_HEADER = 'x-sika-admin-secret';

export interface AdminEndpoint {
  /** Loopback base URL of the server, e.g. http://127.0.0.1:3000 */
  url: string;
  secret: string;
  /** The server's pid, to match against DATA_DIR/pglite.lock (a file left by a dead server is stale). */
  pid: number;
}

export function adminFilePath(dataDir: string): string {
  return path.join(dataDir, ADMIN_FILE);
}

export function newAdminSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The URL the CLI (on this machine) uses to reach a server listening on `address`. */
export function loopbackUrl(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  let host = address.address;
  if (host === '0.0.0.0') host = '127.0.0.1';
  if (host === '::') host = '::1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Writes the file (atomically, 0600); returns the function that removes it again. */
export async function publishAdminEndpoint(dataDir: string, endpoint: AdminEndpoint): Promise<() => Promise<void>> {
  const file = adminFilePath(dataDir);
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, `${JSON.stringify(endpoint)}\n`, { mode: 0o600 });
  await rename(partial, file);
  return async () => {
    // Only our own file: never one a later server wrote.
    const current = await readAdminEndpoint(dataDir);
    if (current?.secret === endpoint.secret) await rm(file, { force: true });
  };
}

export async function readAdminEndpoint(dataDir: string): Promise<AdminEndpoint | undefined> {
  let raw: string;
  try {
    raw = await readFile(adminFilePath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(raw) as Partial<AdminEndpoint>;
    if (typeof parsed.url === 'string' && typeof parsed.secret === 'string' && typeof parsed.pid === 'number') {
      return { url: parsed.url, secret: parsed.secret, pid: parsed.pid };
    }
  } catch {
    // Unreadable: treated as absent.
  }
  return undefined;
}
