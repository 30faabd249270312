import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** A free loopback port (asked of the kernel, then released for the child to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function waitForHealth(base: string, child: ChildProcess, pathname = '/api/health') {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${base}: the server exited during start-up`);
    try {
      if ((await fetch(`${base}${pathname}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base}: not healthy within 90 s`);
}

export interface Running {
  base: string;
  pid: number;
  /** Resident memory of the server process, in bytes (from /proc). */
  rssBytes(): Promise<number>;
  stop(): Promise<void>;
}

async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

function running(child: ChildProcess, base: string): Running {
  return {
    base,
    pid: child.pid!,
    rssBytes: () => rssOf(child.pid!),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The real api (apps/api/src/main.ts) as its own process on loopback. */
export async function startApi(
  repoRoot: string,
  {
    dataDir,
    databaseUrl,
    seedDemo = false,
    env = {},
  }: { dataDir: string; databaseUrl?: string; seedDemo?: boolean; env?: Record<string, string> },
): Promise<Running> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: String(seedDemo),
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      PORTAL_DIST: path.join(repoRoot, 'apps/portal/dist'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = running(child, base);
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** A bare Fastify hello-world (the api's own Fastify) as its own process: the ceiling of this machine. */
export async function startHelloWorld(repoRoot: string): Promise<Running> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const script = `
    const { createRequire } = require('node:module');
    const fastify = createRequire(${JSON.stringify(path.join(repoRoot, 'apps/api/package.json'))})('fastify');
    const app = fastify({ logger: false });
    app.get('/api/health', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' });
    process.on('SIGTERM', () => app.close().then(() => process.exit(0)));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit'] });
  const server = running(child, base);
  await waitForHealth(base, child);
  return server;
}
