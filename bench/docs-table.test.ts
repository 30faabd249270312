import { describe, expect, it } from 'vitest';
import { BLOCK_END, BLOCK_START, renderFiguresTable, replaceBlock, type BenchResults } from './docs-table.ts';

const cannon = (requestsPerSecond: number, p99Ms: number) => ({
  requestsPerSecond,
  p50Ms: 0,
  p99Ms,
  errors: 0,
  statuses: '200',
});

const bundleOnly: BenchResults = {
  command: 'BENCH_SKIP=wire,lighthouse,api,catalogue,orders pnpm bench --write-docs',
  machine: { cores: 2, loadAverage: 0.84 },
  floor: { gzipBytes: 170_100, files: 3 },
  routes: [
    { route: '/', files: ['a.js', 'b.js'], gzipBytes: 149_400 },
    { route: '/vendor-main-page', files: ['a.js', 'c.js'], gzipBytes: 190_000 },
    { route: '/order-details/{id}', files: ['a.js'], gzipBytes: 139_600 },
  ],
  api: [],
  skipped: ['wire', 'lighthouse', 'api', 'catalogue', 'orders'],
};

const rowOf = (table: string, figure: string) => table.split('\n').find((line) => line.startsWith(`| ${figure}`));

describe('renderFiguresTable', () => {
  it('writes each route next to the floor measured in the same run, and says whether its goal is met', () => {
    const table = renderFiguresTable(bundleOnly);
    expect(rowOf(table, 'JavaScript, `/` ')).toBe(
      '| JavaScript, `/` (gzip, first load) | 149.4 kB in 2 files | 0.88x the floor | <= 0.9x: met |',
    );
    // 190.0 / 170.1 = 1.12x: over the dashboard's 1.1x.
    expect(rowOf(table, 'JavaScript, `/vendor-main-page`')).toContain('1.12x the floor | <= 1.1x: **not met** |');
    expect(rowOf(table, 'library floor')).toContain('| 170.1 kB in 3 files |');
    expect(rowOf(table, 'JavaScript, `/order-details/{id}`')).toContain('139.6 kB in 1 file |');
    expect(rowOf(table, 'JavaScript, `/order-details/{id}`')).toMatch(/0\.82x the floor \| {2}\|$/);
  });

  it('says how the figures were measured and which parts the run skipped', () => {
    const [first, blank, second] = renderFiguresTable(bundleOnly).split('\n');
    expect(blank).toBe('');
    expect(first).toBe(
      'Measured by `BENCH_SKIP=wire,lighthouse,api,catalogue,orders pnpm bench --write-docs` on 2 cores, load 0.8 when it began.',
    );
    expect(second).toMatch(
      /^Not measured by that run: wire, lighthouse, api, catalogue, orders\. `pnpm build && .*pnpm bench --write-docs` measures every part\.$/,
    );
  });

  it('says the load at the end too, when the run recorded it', () => {
    const [first] = renderFiguresTable({
      ...bundleOnly,
      machine: { cores: 2, loadAverage: 0.84, loadAverageAtEnd: 5.2 },
    }).split('\n');
    expect(first).toMatch(/on 2 cores, load 0\.8 when it began and 5\.2 when it ended\.$/);
  });

  it('holds the api lists to the share of hello-world and the p99, and the cold path to nothing', () => {
    const table = renderFiguresTable({
      ...bundleOnly,
      skipped: [],
      api: [
        {
          driver: 'PostgreSQL',
          seedSeconds: 12,
          cases: [
            { label: 'orders list, 100 orders (200)  ', figures: cannon(30_654, 11), hello: cannon(62_150, 1) },
            { label: 'product list, 50 products (200)', figures: cannon(20_000, 11), hello: cannon(60_000, 1) },
            { label: 'product list, LIST_CACHE_MB=0  ', figures: cannon(2_381, 47), hello: cannon(72_072, 1) },
          ],
        },
      ],
    });
    expect(table).not.toContain('Not measured');
    expect(rowOf(table, 'orders list, 100 orders (200), PostgreSQL')).toBe(
      '| orders list, 100 orders (200), PostgreSQL (autocannon, 50 connections) | 30,654 req/s, p50 0 ms, p99 11 ms, 0 errors | hello-world just before: 62,150 req/s: 49.3% | >= 40%, p99 <= 25 ms: met |',
    );
    expect(rowOf(table, 'product list, 50 products')).toContain('33.3% | >= 40%, p99 <= 25 ms: **not met** |');
    expect(rowOf(table, 'product list, LIST_CACHE_MB=0')).toContain('| cold path: no goal |');
  });

  it('writes the bytes of a poll and of an idle hour next to the same answered whole', () => {
    const table = renderFiguresTable({
      ...bundleOnly,
      wire: {
        polls: [
          { list: 'changes', full: 680, unchanged: 546, unchangedStatus: 304 },
          { list: 'vendors', full: 996, unchanged: 557, unchangedStatus: 304 },
          { list: 'products', full: 4_466, unchanged: 560, unchangedStatus: 304 },
        ],
        idle: {
          visibleBytesPerHour: 184_800,
          hiddenBytesPerHour: 0,
          visibleRequestsPerHour: 240,
          hiddenRequestsPerHour: 0,
          lists: ['changes'],
          http2VisibleBytesPerHour: 201_000,
        },
      },
      lighthouse: [
        {
          url: '/',
          score: 100,
          lcpMs: 640,
          cls: 0,
          runs: [
            { score: 100, lcpMs: 620, cls: 0 },
            { score: 100, lcpMs: 640, cls: 0 },
            { score: 97, lcpMs: 1300, cls: 0 },
          ],
        },
      ],
    });
    expect(rowOf(table, 'unchanged 15 s poll, `changes`')).toContain('| 304, 546 B | whole answer 680 B: 0.80x |');
    // Whole vendors and products lists every 15 s for an hour: (996 + 4,466) x 240 = 1,310.9 kB.
    expect(rowOf(table, 'idle dashboard, one hour, visible, HTTP/1.1')).toBe(
      '| idle dashboard, one hour, visible, HTTP/1.1 | 184.8 kB in 240 requests | 1310.9 kB if the lists on screen came back whole: 0.14x | <= 200.0 kB: met |',
    );
    expect(rowOf(table, 'idle dashboard, one hour, hidden')).toContain('| nothing: met |');
    expect(rowOf(table, 'idle dashboard, one hour, visible, HTTP/2')).toContain(
      '| 201.0 kB |  | <= 200.0 kB: **not met** |',
    );
    expect(rowOf(table, 'Lighthouse mobile, `/` (median of 3)')).toContain(
      '| 100, LCP 0.64 s, CLS 0 (runs 100/0.62 s, 100/0.64 s, 97/1.30 s) |  | >= 98, LCP <= 1.2 s, CLS 0: met |',
    );
  });

  it('writes login and list latency under hostile uploads as a ratio to idle in the same run', () => {
    const table = renderFiguresTable({
      ...bundleOnly,
      uploads: {
        idle: { login: { p50Ms: 29.4, p99Ms: 222.9, count: 50 }, list: { p50Ms: 4.5, p99Ms: 76.2, count: 50 } },
        phases: [
          {
            label: 'four 1 x 40,000,000 px PNGs in flight, 175 kB',
            login: { p50Ms: 73, p99Ms: 466.6, count: 20 },
            list: { p50Ms: 12.3, p99Ms: 117, count: 20 },
            uploads: { 413: 533 },
          },
        ],
      },
    });
    expect(rowOf(table, 'login and product list, idle')).toContain('login p50 29.4 ms, p99 222.9 ms');
    expect(rowOf(table, 'login and product list while four 1 x 40,000,000 px')).toBe(
      '| login and product list while four 1 x 40,000,000 px PNGs in flight, 175 kB | login p50 73 ms, p99 466.6 ms (2.48x / 2.09x idle); list p50 12.3 ms, p99 117 ms (2.73x / 1.54x idle) | the uploads answered: 533 x 413 |  |',
    );
  });

  it('sets the earnings beside the orders list of the same run, and the panel against its ceiling', () => {
    const call = (medianMs: number, p99Ms: number, bodyBytes: number) => ({ medianMs, p99Ms, bodyBytes, gzipBytes: 1 });
    const table = renderFiguresTable({
      ...bundleOnly,
      panels: [{ panel: 'Earnings', files: ['e.js', 'd.js'], gzipBytes: 2_794, maxGzipBytes: 30_000 }],
      earnings: [
        {
          driver: 'PostgreSQL',
          orders: 10_000,
          samples: 200,
          earnings: call(20, 60, 2_000),
          ordersList: call(10, 40, 60_000),
          unchanged: { status: 304, medianMs: 0.5 },
        },
      ],
    });
    expect(rowOf(table, 'JavaScript, Earnings panel')).toBe(
      '| JavaScript, Earnings panel (gzip, fetched on opening) | 2.8 kB in 2 files |  | <= 30.0 kB: met |',
    );
    expect(rowOf(table, 'earnings, one vendor with 10,000 orders, PostgreSQL')).toContain(
      "| median 20 ms, p99 60 ms; 2.0 kB JSON (0.0 kB gzip) | orders list's default page, in turns: median 10 ms, p99 40 ms, 60.0 kB: 2.00x / 1.50x / 0.03x the bytes | median and p99 <= 2x the list's: met |",
    );
    expect(rowOf(table, 'earnings unchanged, PostgreSQL')).toContain('| 304, median 0.5 ms |');
  });

  it('writes the import of a 500-row file, new products and updates, with the bytes each way', () => {
    const call = (medianMs: number, p99Ms: number) => ({
      medianMs,
      p99Ms,
      answerBytes: 37_400,
      answerGzipBytes: 12_400,
    });
    const table = renderFiguresTable({
      ...bundleOnly,
      productImport: [
        {
          driver: 'PGlite',
          rows: 500,
          runs: 20,
          requestBytes: 116_200,
          create: call(150, 360),
          update: call(110, 300),
        },
      ],
    });
    expect(rowOf(table, 'import of 500 new products, PGlite')).toBe(
      '| import of 500 new products, PGlite (20 runs, a fresh vendor each) | median 150 ms, p99 360 ms; answer 37.4 kB JSON (12.4 kB gzip); request 116.2 kB JSON |  |  |',
    );
    expect(rowOf(table, 'import of 500 updates by id, PGlite')).toContain('| median 110 ms, p99 300 ms;');
  });

  it('escapes a pipe inside a cell so the table keeps its columns', () => {
    const table = renderFiguresTable({ ...bundleOnly, routes: [{ route: 'a|b', files: [], gzipBytes: 1 }] });
    expect(rowOf(table, 'JavaScript, `a\\|b`')).toBeDefined();
  });
});

describe('replaceBlock', () => {
  const document = `# Performance\n\nBefore.\n\n${BLOCK_START}\n\nold figures\n\n${BLOCK_END}\n\nAfter.\n`;

  it('replaces only what is between the markers and keeps the markers', () => {
    expect(replaceBlock(document, 'new table')).toBe(
      `# Performance\n\nBefore.\n\n${BLOCK_START}\n\nnew table\n\n${BLOCK_END}\n\nAfter.\n`,
    );
  });

  it('writes the same document twice from the same figures', () => {
    expect(replaceBlock(replaceBlock(document, 'new table'), 'new table')).toBe(replaceBlock(document, 'new table'));
  });

  it('refuses a document without its markers, or with them out of order, instead of appending', () => {
    expect(() => replaceBlock('# Performance\n', 'table')).toThrow(BLOCK_START);
    expect(() => replaceBlock(`${BLOCK_END}\n${BLOCK_START}\n`, 'table')).toThrow(BLOCK_END);
  });
});
