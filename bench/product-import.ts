// Importing a product file of 500 rows (POST /api/products/import, docs/product.md, Bulk
// catalogue): how long the api takes to check and write them, as 500 new products for a vendor
// with none and as 500 updates of those, and how many bytes go each way. On PGlite and, with
// DATABASE_URL (a database you can throw away: it adds vendors and products), on PostgreSQL too.
// Timed over loopback from send to the last byte of the answer, a fresh vendor each run.
// `node bench/product-import.ts` alone, or as part of `pnpm bench`. These machines are noisy:
// read the sizes as exact, the times as this run's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PRODUCT_CATEGORIES, PRODUCT_CSV_MAX_ROWS } from '@sika/domain';
import { buildApp } from '../apps/api/src/app.ts';
import { hashPassword } from '../apps/api/src/auth/passwords.ts';
import { parseConfig } from '../apps/api/src/config.ts';
import { openConfiguredDatabase } from '../apps/api/src/db/open.ts';
import { insertVendor } from '../apps/api/src/db/queries/vendors.ts';

/** Runs of each kind; the p99 of so few is their slowest. */
const RUNS = 20;
const BENCH_PASSWORD = 'bench-import-password-2026';

export interface ImportCallFigures {
  medianMs: number;
  p99Ms: number;
  /** The answer as JSON, and gzipped as a browser gets it. */
  answerBytes: number;
  answerGzipBytes: number;
}

export interface ProductImportFigures {
  driver: 'PGlite' | 'PostgreSQL';
  rows: number;
  runs: number;
  /** The request body as the portal sends it (plain JSON: it does not compress requests). */
  requestBytes: number;
  create: ImportCallFigures;
  update: ImportCallFigures;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const ms = (value: number) => Number(value.toFixed(1));

/** A file's rows as the device sends them: text of a real catalogue's length, amounts as numbers. */
function fileRows(ids?: readonly string[]) {
  return Array.from({ length: PRODUCT_CSV_MAX_ROWS }, (_, n) => ({
    row: n + 2,
    ...(ids ? { id: ids[n]! } : {}),
    title: `Samsung Galaxy A15, 128 GB, ${['black', 'blue', 'silver'][n % 3]} #${n + 1}`,
    description: 'Dual SIM, 6.5 inch screen, 5000 mAh battery, 50 MP camera.',
    price: 1500 + (n % 40) * 25.5,
    deliveryPrice: 30,
    category: PRODUCT_CATEGORIES[n % PRODUCT_CATEGORIES.length]!,
    brand: 'Samsung',
    quantity: (n % 25) + 1,
  }));
}

export async function measureProductImport(databaseUrl?: string): Promise<ProductImportFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sika-bench-import-'));
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const config = parseConfig({ DATA_DIR: dataDir, PORTAL_DIST: '/nonexistent-portal', LOG_LEVEL: 'silent', ...env });
  const database = await openConfiguredDatabase(config);
  // The throttle of 30 imports an hour would stop the runs: lifted for the bench only.
  const app = await buildApp(config, {
    database,
    logger: false,
    rateLimits: { productImport: { max: 10 * RUNS, timeWindowMs: 60_000 } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const base = `http://127.0.0.1:${address.port}`;
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  const times = { create: [] as number[], update: [] as number[] };
  const answers = { create: '', update: '' };
  let requestBytes = 0;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const vendor = await insertVendor(database.db, {
        email: `bench-import-${Date.now()}-${run}@sika.test`,
        passwordHash,
        businessName: 'Bench Traders',
        registrationCompleted: true,
        isVerified: true,
      });
      const login = await fetch(`${base}/api/vendor/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: vendor.email, password: BENCH_PASSWORD }),
      });
      if (login.status !== 200) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
      const authorization = `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`;
      const send = async (kind: 'create' | 'update', body: string) => {
        const started = performance.now();
        const response = await fetch(`${base}/api/products/import`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', 'accept-encoding': 'identity' },
          body,
        });
        const text = await response.text();
        times[kind].push(performance.now() - started);
        if (response.status !== 200) throw new Error(`import answered ${response.status}: ${text.slice(0, 300)}`);
        answers[kind] = text;
        return JSON.parse(text) as { rows: Array<{ id: string }> };
      };
      const createBody = JSON.stringify({ rows: fileRows() });
      requestBytes = Buffer.byteLength(createBody);
      const created = await send('create', createBody);
      await send('update', JSON.stringify({ rows: fileRows(created.rows.map((row) => row.id)) }));
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const figures = (kind: 'create' | 'update'): ImportCallFigures => {
    const sorted = times[kind].toSorted((a, b) => a - b);
    return {
      medianMs: ms(percentile(sorted, 0.5)),
      p99Ms: ms(percentile(sorted, 0.99)),
      answerBytes: Buffer.byteLength(answers[kind]),
      answerGzipBytes: gzipSync(answers[kind]).length,
    };
  };
  return {
    driver: databaseUrl ? 'PostgreSQL' : 'PGlite',
    rows: PRODUCT_CSV_MAX_ROWS,
    runs: RUNS,
    requestBytes,
    create: figures('create'),
    update: figures('update'),
  };
}

export function printProductImport(figures: ProductImportFigures): void {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(
    `\nImporting a file of ${figures.rows} products (${figures.driver}, ${figures.runs} runs, a fresh vendor each)`,
  );
  console.log(`  request: ${kb(figures.requestBytes)} JSON (sent as is)`);
  for (const kind of ['create', 'update'] as const) {
    const call = figures[kind];
    console.log(
      `  ${kind === 'create' ? `${figures.rows} new products` : `${figures.rows} updates by id`}: median ${call.medianMs} ms, p99 ${call.p99Ms} ms; answer ${kb(call.answerBytes)} JSON (${kb(call.answerGzipBytes)} gzip)`,
    );
  }
}

if (import.meta.main) {
  printProductImport(await measureProductImport());
  if (process.env.DATABASE_URL) printProductImport(await measureProductImport(process.env.DATABASE_URL));
  else console.log('  (PostgreSQL: set DATABASE_URL to a database you can throw away to measure it too)');
}
