// PostgreSQL stopped under a running api: requests get a 503 with a clear message, the process
// keeps running, /api/health names the database, and everything works again once the server is
// back, without restarting the api. A throwaway cluster of its own (initdb/pg_ctl from
// `pg_config --bindir`, as user postgres when run as root, like .ci/run) so nothing else is stopped.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverMessages } from '@sika/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/ports.ts';
import { type ApiProcess, fetchOperation, product, sellerOver, startApi } from './api-process.ts';

function pgBinDir(): string | undefined {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return existsSync(path.join(dir, 'pg_ctl')) ? dir : undefined;
  } catch {
    return undefined;
  }
}
const bin = pgBinDir();
const asRoot = process.getuid?.() === 0;
if (!bin) process.stdout.write('[skipped] PostgreSQL-down test: no initdb/pg_ctl (pg_config --bindir)\n');

/** Runs a PostgreSQL tool, as user postgres when we are root (initdb refuses root). */
function pgTool(tool: string, args: string[]): void {
  const command = [path.join(bin!, tool), ...args];
  if (asRoot) {
    const quoted = command.map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  } else {
    execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' });
  }
}

describe.skipIf(!bin)('PostgreSQL stopped while the api runs', () => {
  let folder: string;
  let dataDir: string;
  let port: number;
  let api: ApiProcess;
  const start = () =>
    pgTool('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-l',
      path.join(folder, 'server.log'),
      '-w',
      'start',
    ]);
  const stop = () => pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'sika-pg-down-'));
    dataDir = path.join(folder, 'data');
    await chmod(folder, 0o777);
    port = await freePort();
    pgTool('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
    start();
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    try {
      stop();
    } catch {
      // already stopped
    }
    await rm(folder, { recursive: true, force: true });
  });

  it(
    'answers 503 while it is down, names it in /api/health, and recovers on its own',
    { timeout: 200_000 },
    async () => {
      const env = { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`, DATA_DIR: folder };
      api = await startApi(env);
      const me = await sellerOver(api.url, env);
      const credentials = { email: me.email, password: me.password };
      const login = await fetchOperation(api.url, 'login', { body: credentials });
      const { accessToken: token } = (await login.json()) as { accessToken: string };
      const create = (i: number) => fetchOperation(api.url, 'createProduct', { token, body: product(i) });
      // A write the portal kept offline, sent with its Idempotency-Key.
      const queued = () =>
        fetchOperation(api.url, 'createProduct', {
          token,
          body: product(3),
          headers: { 'idempotency-key': 'queued-3' },
        });
      expect((await create(0)).status).toBe(201);

      stop();
      const statuses: number[] = [];
      const bodies: unknown[] = [];
      for (const request of [
        () => fetchOperation(api.url, 'getAllProducts', { token }),
        () => create(1),
        () => fetchOperation(api.url, 'login', { body: credentials }),
        queued,
      ]) {
        const response = await request();
        statuses.push(response.status);
        bodies.push(await response.json());
      }
      expect(statuses).toEqual([503, 503, 503, 503]);
      for (const body of bodies) {
        expect(body).toEqual({
          message: serverMessages.databaseDown,
          msg: serverMessages.databaseDown,
          code: 'UNAVAILABLE',
        });
      }
      const health = await fetchOperation(api.url, 'getHealth');
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ code: 'UNAVAILABLE', down: ['database'] });
      expect(api.child.exitCode).toBeNull();

      start();
      // The pool reconnects on its own: the first requests after the restart succeed.
      let recovered = false;
      for (let i = 0; i < 30 && !recovered; i += 1) {
        recovered = (await fetchOperation(api.url, 'getHealth')).status === 200;
        if (!recovered) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(recovered).toBe(true);
      expect((await create(2)).status).toBe(201);
      // The key's attempt while the database was down kept nothing: it is done now, then replayed.
      expect((await queued()).status).toBe(201);
      const replayed = await queued();
      expect(replayed.status).toBe(201);
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      const list = await fetchOperation(api.url, 'getAllProducts', { token });
      expect(((await list.json()) as Array<{ title: string }>).map((p) => p.title).sort()).toEqual([
        'Acknowledged 0',
        'Acknowledged 2',
        'Acknowledged 3',
      ]);
      expect(api.child.exitCode).toBeNull();
      expect(api.output()).not.toMatch(/unhandled|uncaught/i);
      process.stdout.write(
        `[figures] PostgreSQL down: ${statuses.join(' ')} while down, health 503 {down:[database]}, recovered without restart\n`,
      );
    },
  );
});
