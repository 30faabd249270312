// The entry points as real processes: the server starts, prints its URL and the demo login, and
// stops cleanly on SIGTERM (PGlite closed, lock and admin file released); the admin CLI seeds on
// demand, and works through the server while it runs. (admin.test.ts covers the CLI in depth.)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, pathOf } from './helpers/contract.ts';
import { freePort } from './helpers/ports.ts';

const SRC = path.join(import.meta.dirname, '../src');

describe('processes', () => {
  let folder: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'sika-proc-'));
    const { DATABASE_URL: _ignored, ...rest } = process.env;
    env = { ...rest, DATA_DIR: folder, PORTAL_DIST: path.join(folder, 'no-portal'), LOG_LEVEL: 'warn' };
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const admin = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(SRC, 'cli/admin.ts'), ...args], { env, encoding: 'utf8' });

  it('admin: rejects an unknown command with the usage and exit code 2', () => {
    const result = admin('frobnicate');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown command "frobnicate"');
    expect(result.stderr).toContain('seed');
  });

  it('admin seed: creates the demo vendor, then leaves it alone', { timeout: 60_000 }, () => {
    const first = admin('seed');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Demo vendor created: demo@sika.test / sika-demo-2026');
    const second = admin('seed');
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('already present');
  });

  it('server: starts, answers, and shuts down cleanly on SIGTERM', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(SRC, 'main.ts')], {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('Demo login')) resolve();
      });
      void exited.then((code) => reject(new Error(`server exited early (${code}): ${stderr}`)));
    });
    expect(stdout).toContain(`http://127.0.0.1:${port}`);
    expect(stdout).toContain('demo@sika.test / sika-demo-2026');

    const health = await fetch(`http://127.0.0.1:${port}${pathOf('getHealth')}`);
    expect(await health.json()).toEqual({ status: 'ok', contract: contract.info.version });
    // While the server holds the PGlite folder, the admin CLI works through it.
    expect(existsSync(path.join(folder, 'admin.secret'))).toBe(true);
    const seeded = admin('seed');
    expect(seeded.stderr).toBe('');
    expect(seeded.status).toBe(0);
    expect(seeded.stdout).toContain('Demo vendor already present');

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(path.join(folder, 'pglite.lock'))).toBe(false);
    expect(existsSync(path.join(folder, 'admin.secret'))).toBe(false);
  });
});
