// kill -9 of the api while 50 product writes are in flight, then a restart on the same database:
// every write the api acknowledged (201) is there, and the database opens cleanly. On PGlite the
// dead process's lock is taken over and PostgreSQL's own crash recovery replays the WAL; on
// PostgreSQL the server never noticed more than a dropped connection.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { responseErrors } from '../helpers/contract.ts';
import { drivers, openTestDatabase, type TestDatabase } from '../helpers/databases.ts';
import { recordFigures } from '../security/figures.ts';
import { KILL_9_AFTER_ACKS, KILL_9_WRITES } from '../security/limits.ts';
import { fetchOperation, product, sellerOver, startApi } from './api-process.ts';

const WRITES = KILL_9_WRITES;
/** Killed once this many writes have been acknowledged: the rest are in flight or not yet sent. */
const KILL_AFTER_ACKS = KILL_9_AFTER_ACKS;

/** What a dropped connection looks like to fetch (undici): the only way a write may be cut off. */
const CONNECTION_ERRORS = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/** The kind of a write's failure: 'connection' for a dropped one, else what it was (an answer, a bug). */
function failureKind(error: unknown): string {
  if (error instanceof UnexpectedAnswer) return `answered ${error.status}`;
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  if (error instanceof TypeError && code && CONNECTION_ERRORS.has(code)) return 'connection';
  return `${error instanceof Error ? error.name : typeof error}: ${code ?? String(error)}`;
}

class UnexpectedAnswer extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`status ${status}`);
    this.status = status;
  }
}

describe.each(drivers)('kill -9 during concurrent writes on %s', (driver) => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it(`keeps every acknowledged write of ${WRITES}`, { timeout: 300_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sika-kill9-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    let env: Record<string, string> = { DATA_DIR: dataDir };
    if (driver === 'postgres') {
      const testDb: TestDatabase = await openTestDatabase('postgres');
      cleanup.push(() => testDb.dispose());
      env = { ...env, DATABASE_URL: testDb.url! };
    }

    const first = await startApi(env);
    cleanup.push(() => first.stop());
    const me = await sellerOver(first.url, env);

    /** Each acknowledged write: the id the api gave it, and what was sent. */
    const acknowledged: string[] = [];
    const sent = new Map<string, ReturnType<typeof product>>();
    /** Each write that did not end in an acknowledgement, by the kind of its failure. */
    const failures: string[] = [];
    let killing: Promise<void> | undefined;
    const writes = Array.from({ length: WRITES }, (_, i) =>
      fetchOperation(first.url, 'createProduct', { token: me.accessToken, body: product(i) })
        .then(async (response) => {
          if (response.status !== 201) throw new UnexpectedAnswer(response.status);
          const id = ((await response.json()) as { _id: string })._id;
          acknowledged.push(id);
          sent.set(id, product(i));
          if (acknowledged.length === KILL_AFTER_ACKS) killing ??= first.kill9();
        })
        .catch((error: unknown) => {
          failures.push(failureKind(error));
        }),
    );
    await Promise.all(writes);
    await killing;
    expect(await first.exited).toBe('SIGKILL');

    // Same data, a new process: PGlite recovers the folder, PostgreSQL just answers.
    const second = await startApi(env);
    cleanup.push(() => second.stop());
    const health = await fetchOperation(second.url, 'getHealth');
    expect(health.status).toBe(200);
    const login = await fetchOperation(second.url, 'login', { body: { email: me.email, password: me.password } });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const list = await fetchOperation(second.url, 'getAllProducts', { token: accessToken });
    expect(list.status).toBe(200);
    const survivors = (await list.json()) as Array<Record<string, unknown> & { _id: string }>;
    const present = new Set(survivors.map((p) => p._id));
    const lost = acknowledged.filter((id) => !present.has(id));
    const failed = failures.length;
    process.stdout.write(
      `[figures] kill -9 on ${driver}: ${acknowledged.length} of ${WRITES} writes acknowledged, ${failed} cut off, ` +
        `${present.size} present after restart, ${lost.length} acknowledged writes lost\n`,
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(failed).toBeGreaterThan(0);
    // Cut off means the connection dropped: an error answer, or a bug in the client, is not one.
    expect(failures.filter((kind) => kind !== 'connection')).toEqual([]);
    expect(lost).toEqual([]);
    // Nothing half-written: the list has the contract's shape, every product in it is one that was
    // sent (a write cut off before its answer may be there or not, but whole), and an acknowledged
    // one holds exactly what was sent, owned by the vendor who sent it.
    expect(responseErrors('getAllProducts', 200, survivors)).toEqual([]);
    expect(present.size).toBe(survivors.length);
    expect(present.size).toBeLessThanOrEqual(WRITES);
    const titles = new Set(Array.from({ length: WRITES }, (_, i) => product(i).title));
    for (const survivor of survivors) {
      expect(titles, JSON.stringify(survivor)).toContain(survivor.title);
      expect(survivor).toMatchObject({ vendor: survivors[0]!.vendor, vendorEmail: me.email });
      const original = sent.get(survivor._id);
      if (original) expect(survivor).toMatchObject(original);
    }
    recordFigures('kill-9', driver, {
      writes: WRITES,
      acknowledged: acknowledged.length,
      cutOff: failed,
      present: present.size,
      lost: lost.length,
    });
  });
});
