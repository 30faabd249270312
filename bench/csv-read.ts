// Reading a product file of 500 rows on the phone ('Import from CSV', docs/product.md, Bulk
// catalogue): the portal's own reader (decoding, papaparse, the Add form's checks per row), bundled
// alone by Vite as the portal builds it, run in Chromium with the CPU slowed 4 times (DevTools'
// mid-range phone), timed from the chosen file's bytes to the preview's rows. A comma file in
// UTF-8 and the same rows as Excel's UTF-16 with semicolons, each timed in turns.
// `node bench/csv-read.ts` alone, or as part of `pnpm bench`. These machines are noisy: read the
// median next to the same run's unthrottled one.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { PRODUCT_CATEGORIES, PRODUCT_CSV_MAX_ROWS } from '@sika/domain';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts';

const RUNS = 15;
const CPU_SLOWDOWN = 4;
const READER = 'packages/ui/src/screens/VendorDashboard/parts/productImport/readProductCsv.ts';

export interface CsvReadFigures {
  rows: number;
  runs: number;
  cpuSlowdown: number;
  /** The UTF-8 comma file's size. */
  fileBytes: number;
  /** Median ms per file, at the slowdown and without it. */
  utf8Ms: number;
  utf16SemicolonMs: number;
  unthrottledUtf8Ms: number;
  /** Rows the reader found good (all of them: the figure is the whole path). */
  goodRows: number;
}

/** A realistic file: every column filled, quoted descriptions with commas, a few thousands separators. */
function aFile(separator: ',' | ';'): string {
  const header = ['Id', 'Title', 'Description', 'Price', 'Delivery price', 'Category', 'Brand', 'Quantity'];
  const rows = Array.from({ length: PRODUCT_CSV_MAX_ROWS }, (_, n) => [
    '',
    `Product ${n + 1} of the shop`,
    `"Hand-made, size ${n % 7}; colour ${['red', 'gold', 'green'][n % 3]}"`,
    n % 5 === 0 ? `"${(1000 + n).toLocaleString('en-US')}.50"` : String(20 + n),
    String(n % 30),
    PRODUCT_CATEGORIES[n % PRODUCT_CATEGORIES.length]!.toLowerCase(),
    'Bonwire Weavers',
    String(n % 50),
  ]);
  return [header, ...rows].map((cells) => cells.join(separator)).join('\r\n');
}

/** The reader as the browser gets it: one script exposing `readProductFile`, built by Vite for the portal's target. */
async function bundleReader(root: string): Promise<string> {
  // Inside packages/ui/node_modules, so that Node's resolution finds what the ui package uses.
  const parent = path.join(root, 'packages/ui/node_modules');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, '.sika-bench-csv-'));
  try {
    const { build } = await import('vite');
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      build: {
        target: 'es2022',
        outDir: path.join(dir, 'dist'),
        lib: { entry: path.join(root, READER), formats: ['iife'], name: 'sikaCsv', fileName: () => 'reader.js' },
      },
    });
    return readFileSync(path.join(dir, 'dist/reader.js'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureCsvRead(root: string): Promise<CsvReadFigures> {
  const script = await bundleReader(root);
  const commaFile = Buffer.from(aFile(','), 'utf8');
  const semicolonUtf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(aFile(';'), 'utf16le')]);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>csv</title>');
    await page.addScriptTag({ content: script });
    const cdp = await page.context().newCDPSession(page);
    const time = (bytes: Buffer) =>
      page.evaluate(async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const file = new Blob([bytes]);
        const reader = (globalThis as unknown as { sikaCsv: { readProductFile: (file: Blob) => Promise<object> } })
          .sikaCsv;
        const start = performance.now();
        const read = await reader.readProductFile(file);
        const ms = performance.now() - start;
        return { ms, good: 'good' in read ? (read.good as unknown[]).length : -1 };
      }, bytes.toString('base64'));
    const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

    await time(commaFile); // warm the engine's code for both paths once, as a second file would be
    const unthrottled: number[] = [];
    for (let run = 0; run < RUNS; run += 1) unthrottled.push((await time(commaFile)).ms);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const utf8: number[] = [];
    const utf16: number[] = [];
    let goodRows = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const comma = await time(commaFile);
      utf8.push(comma.ms);
      goodRows = comma.good;
      utf16.push((await time(semicolonUtf16)).ms);
    }
    return {
      rows: PRODUCT_CSV_MAX_ROWS,
      runs: RUNS,
      cpuSlowdown: CPU_SLOWDOWN,
      fileBytes: commaFile.length,
      utf8Ms: Number(median(utf8).toFixed(1)),
      utf16SemicolonMs: Number(median(utf16).toFixed(1)),
      unthrottledUtf8Ms: Number(median(unthrottled).toFixed(1)),
      goodRows,
    };
  } finally {
    await browser.close();
  }
}

export function printCsvRead(figures: CsvReadFigures): void {
  console.log(
    `\nReading a product file on the phone (Chromium, CPU ${figures.cpuSlowdown}x slower, ${figures.runs} runs)`,
  );
  console.log(
    `  ${figures.rows} rows, ${(figures.fileBytes / 1000).toFixed(1)} kB UTF-8 with commas: median ${figures.utf8Ms} ms (unthrottled ${figures.unthrottledUtf8Ms} ms); UTF-16 with semicolons: ${figures.utf16SemicolonMs} ms; ${figures.goodRows} rows good`,
  );
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  printCsvRead(await measureCsvRead(root));
}
