// The embedded database keeps acknowledged writes: across a clean close and reopen, and across
// a hard kill (SIGKILL, no close) of the process that wrote them.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { DataDirInUseError } from '../src/db/pglite-lock.ts';
import { appSecrets } from '../src/db/schema.ts';

const WRITER = path.join(import.meta.dirname, 'fixtures/pglite-writer.ts');

describe('PGlite persistence', () => {
  const folders: string[] = [];
  async function tempDataDir(): Promise<string> {
    const folder = await mkdtemp(path.join(tmpdir(), 'sika-pglite-'));
    folders.push(folder);
    return path.join(folder, 'pglite');
  }
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('keeps data across close and reopen', async () => {
    const dataDir = await tempDataDir();
    const first = await openDatabase({ pgliteDir: dataDir });
    await first.migrate();
    await first.db.insert(appSecrets).values({ name: 'kept', value: 'yes' });
    await first.close();

    const second = await openDatabase({ pgliteDir: dataDir });
    await second.migrate(); // idempotent on an up-to-date database
    const rows = await second.db.select().from(appSecrets);
    await second.close();
    expect(rows.map((r) => r.value)).toEqual(['yes']);
  });

  it('refuses a second opener of the same folder while the first holds it', async () => {
    const dataDir = await tempDataDir();
    const first = await openDatabase({ pgliteDir: dataDir });
    await expect(openDatabase({ pgliteDir: dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    await first.close();
    const again = await openDatabase({ pgliteDir: dataDir });
    await again.close();
  });

  it('keeps acknowledged writes when the writing process is killed hard', async () => {
    const dataDir = await tempDataDir();
    const child = spawn(process.execPath, [WRITER, dataDir, '5'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const acknowledged: string[] = [];
    await new Promise<void>((resolve, reject) => {
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        for (const line of buffer.split('\n').slice(0, -1)) {
          if (line.startsWith('ACK ')) acknowledged.push(line.slice(4));
          if (line === 'READY') resolve();
        }
        buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
      });
      child.on('exit', (code) => reject(new Error(`writer exited early with ${code}`)));
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(acknowledged).toHaveLength(5);

    // The dead writer's lock is stale and taken over; recovery replays the WAL.
    const reopened = await openDatabase({ pgliteDir: dataDir });
    const rows = await reopened.db.select().from(appSecrets);
    await reopened.close();
    expect(rows.map((r) => r.value).sort()).toEqual(acknowledged.sort());
    // Two PGlite start-ups (a child process and the reopen) and a migration: on a loaded two-core
    // machine that alone has taken over 20 s, so the wait is about the machine, not the behaviour.
  }, 60_000);
});
